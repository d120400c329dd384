import { randomBytes } from 'node:crypto';
import { apiTokensApi } from '../../../domain/api/api-tokens.ts';
import { hashToken } from '../../../server/auth/tokens.ts';
import { apiTokens } from '../../../server/db/schema/index.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

/** A token of district A's administrator, inserted directly (one per call: each revoke its own). */
async function tokenOfAdminA(c: MatrixContext): Promise<string> {
  const secret = `fsp_${randomBytes(32).toString('base64url')}`;
  const [row] = await c.db
    .insert(apiTokens)
    .values({
      tokenHash: hashToken(secret),
      hint: secret.slice(0, 8),
      name: 'Matrix token',
      userId: c.people.adminA.id,
      districtId: c.districtA.id,
      role: 'viewer',
    })
    .returning({ id: apiTokens.id });
  return row!.id;
}

/**
 * Everyone's own tokens: listed by anybody signed in (their own), made by staff of a district (and
 * Five Star), revoked by their creator only (another's answers 404).
 */
export const apiTokensEndpoints = casesOf(apiTokensApi, {
  list: {
    request: () => ({ url: '/api/tokens' }),
    expect: statuses({ anonymous: 401 }, 200),
  },
  create: {
    request: (c) => ({
      url: '/api/tokens',
      body: { name: 'Matrix', role: 'viewer', districtId: c.districtA.id, expiresInDays: 30 },
    }),
    expect: statuses({ anonymous: 401, requesterA: 403, adminB: 404, waiting: 403 }, 201),
  },
  revoke: {
    request: async (c) => ({ url: `/api/tokens/${await tokenOfAdminA(c)}` }),
    expect: statuses({ anonymous: 401, adminA: 200, requesterA: 404 }, 404),
  },
});
