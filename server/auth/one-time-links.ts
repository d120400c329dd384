import { and, eq, gt, isNull } from 'drizzle-orm';
import { INVITATION_DAYS } from '../../domain/users.ts';
import type { Db } from '../db/client.ts';
import { authTokens } from '../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';

/** What a one-time token is for: an invitation, a password reset, the second step of a sign-in. */
export type TokenPurpose = (typeof authTokens.$inferInsert)['purpose'];

type Writer = Pick<Db, 'insert'>;
type Updater = Pick<Db, 'update'>;

/** How long an invitation link works. */
export const LINK_DAYS = INVITATION_DAYS;
const DEFAULT_TTL_MS = LINK_DAYS * 86400_000;

/** Creates a one-time token and answers the token itself (only its hash is stored) and when it expires. */
export async function issueAuthToken(
  db: Writer,
  userId: string,
  purpose: TokenPurpose,
  ttlMs = DEFAULT_TTL_MS,
): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** Spends a valid token of `purpose` (unused, not expired) and answers whose it was; null otherwise. */
export async function consumeAuthToken(
  db: Updater,
  token: string,
  purpose: TokenPurpose,
): Promise<string | null> {
  const [used] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: authTokens.userId });
  return used?.userId ?? null;
}

/** Whose a valid token of `purpose` is, without spending it; null otherwise. */
export async function peekAuthToken(
  db: Pick<Db, 'select'>,
  token: string,
  purpose: TokenPurpose,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    );
  return row?.userId ?? null;
}

/** Cancels every unused token of `purpose` of a user (a resent invitation replaces the old link). */
export async function revokeAuthTokens(db: Updater, userId: string, purpose: TokenPurpose): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}
