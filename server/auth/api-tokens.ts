import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  API_TOKEN_TOUCH_MS,
  dueForTouch,
  isApiTokenShaped,
  lowerRole,
  tokenEnded,
} from '../../domain/api-tokens.ts';
import { auditInsert } from '../audit/audit-log.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { apiTokens, users } from '../db/schema/index.ts';
import { type Identity, toIdentity } from './identity.ts';
import { identityColumns, ownDistrict, viewDistrict } from './identity-columns.ts';
import { hashToken } from './tokens.ts';

/** The session hash an identity of a token carries: no session row has one so made. */
export const tokenSessionHash = (tokenId: string) => `api-token:${tokenId}`;

/**
 * `Authorization: Bearer fsp_…` to an Identity, as the session cookie gives one (see
 * docs/api.md#calling-the-api-with-a-token): the creator as they are now (deactivated: none), in
 * the token's district, with the lower of the token's and the creator's role. Read at every
 * request (no cache: a revoked token stops at once). The last use is written, and a "token used"
 * audit entry made, at most once a minute per token.
 */
export function createApiTokenStore(db: Db, config: Pick<Config, 'demoMode'>) {
  async function load(tokenHash: string) {
    const [row] = await db
      .select({
        tokenId: apiTokens.id,
        tokenName: apiTokens.name,
        tokenRole: apiTokens.role,
        tokenDistrictId: apiTokens.districtId,
        readOnly: apiTokens.readOnly,
        expiresAt: apiTokens.expiresAt,
        revokedAt: apiTokens.revokedAt,
        lastUsedAt: apiTokens.lastUsedAt,
        ...identityColumns,
      })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .leftJoin(ownDistrict, eq(ownDistrict.id, users.districtId))
      .leftJoin(viewDistrict, eq(viewDistrict.id, apiTokens.districtId))
      .where(eq(apiTokens.tokenHash, tokenHash));
    return row;
  }

  /** Writes the last use and audits it, unless another request (or server) did within the minute. */
  async function touch(identity: Identity, req: FastifyRequest, tokenId: string, name: string) {
    const now = new Date();
    await db.transaction(async (tx) => {
      const [won] = await tx
        .update(apiTokens)
        .set({ lastUsedAt: now, lastUsedAddress: req.ip })
        .where(
          and(
            eq(apiTokens.id, tokenId),
            or(
              isNull(apiTokens.lastUsedAt),
              lt(apiTokens.lastUsedAt, new Date(now.getTime() - API_TOKEN_TOUCH_MS)),
            ),
          ),
        )
        .returning({ id: apiTokens.id });
      if (!won) return;
      await auditInsert(tx, identity, {
        action: 'api_token.used',
        districtId: identity.districtId,
        target: name,
        after: { request: `${req.method} ${req.routeOptions.url ?? 'unknown route'}` },
        ipAddress: req.ip,
      });
    });
  }

  return {
    /** The identity of a bearer token, or null (unknown, revoked, expired, creator deactivated). */
    async identify(token: string, req: FastifyRequest): Promise<Identity | null> {
      if (!isApiTokenShaped(token)) return null;
      const row = await load(hashToken(token));
      const now = new Date();
      if (!row || tokenEnded(row, now) || !row.isActive || (row.isDemo && !config.demoMode)) return null;
      const fiveStar = row.role === 'provider_admin';
      // A district user's token works in their own district only (one moved since: none).
      if (!fiveStar && row.tokenDistrictId !== row.ownDistrictId) return null;
      const base = toIdentity(
        { ...row, viewDistrictId: fiveStar ? row.tokenDistrictId : null },
        tokenSessionHash(row.tokenId),
      );
      const identity: Identity = {
        ...base,
        role: lowerRole(base.role, row.tokenRole),
        token: { id: row.tokenId, name: row.tokenName, readOnly: row.readOnly },
      };
      if (dueForTouch(row.lastUsedAt, now)) await touch(identity, req, row.tokenId, row.tokenName);
      return identity;
    },
  };
}
