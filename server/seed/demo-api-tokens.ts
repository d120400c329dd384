import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { API_TOKEN_HINT_LENGTH, API_TOKEN_PREFIX } from '../../domain/api-tokens.ts';
import { hashToken } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { apiTokens, users } from '../db/schema/index.ts';
import { demoAdminEmail } from './demo-accounts.ts';

// Benson's administrator has a read-only token a nightly export used last night, so the account
// page's API tokens section shows one. Its secret is random and thrown away: nobody can use it.

const DISTRICT = 'BENSON';
const HOUR = 3_600_000;

export async function seedDemoApiTokens(db: Db, codes: string[]) {
  if (!codes.includes(DISTRICT)) return;
  const [admin] = await db
    .select({ id: users.id, districtId: users.districtId })
    .from(users)
    .where(eq(users.email, demoAdminEmail(DISTRICT)));
  if (!admin?.districtId) return;
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const now = Date.now();
  await db.insert(apiTokens).values({
    tokenHash: hashToken(secret),
    hint: secret.slice(0, API_TOKEN_HINT_LENGTH),
    name: 'Nightly inventory export',
    userId: admin.id,
    districtId: admin.districtId,
    role: 'viewer',
    readOnly: true,
    createdAt: new Date(now - 40 * 24 * HOUR),
    expiresAt: new Date(now + 325 * 24 * HOUR),
    lastUsedAt: new Date(now - 9 * HOUR),
    lastUsedAddress: '203.0.113.24',
  });
}
