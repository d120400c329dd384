import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ACCESS_MESSAGES } from '../../../domain/access.ts';
import {
  API_TOKEN_HINT_LENGTH,
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  type ApiToken,
  type CreatedApiToken,
  type createApiTokenSchema,
  tokenRefusal,
} from '../../../domain/api-tokens.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Identity } from '../../auth/identity.ts';
import { hashToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { apiTokens, districts, users } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';

type CreateInput = z.output<typeof createApiTokenSchema>;

/** A new token: the prefix and 256 random bits (43 base64url characters). */
const newApiToken = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The caller's own API tokens (see docs/api.md#calling-the-api-with-a-token): made, listed and
 * revoked from a session; their use is answered by server/auth/api-tokens.ts.
 */
export function createApiTokensService({ db }: { db: Db }) {
  const columns = {
    id: apiTokens.id,
    name: apiTokens.name,
    hint: apiTokens.hint,
    role: apiTokens.role,
    districtId: apiTokens.districtId,
    districtName: districts.name,
    readOnly: apiTokens.readOnly,
    createdAt: apiTokens.createdAt,
    expiresAt: apiTokens.expiresAt,
    lastUsedAt: apiTokens.lastUsedAt,
    lastUsedAddress: apiTokens.lastUsedAddress,
  };
  type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };
  const toApiToken = (r: Row): ApiToken => ({
    id: r.id!,
    name: r.name!,
    hint: `${r.hint}…`,
    role: r.role!,
    districtId: r.districtId,
    districtName: r.districtName,
    readOnly: r.readOnly!,
    createdAt: r.createdAt!.toISOString(),
    expiresAt: iso(r.expiresAt),
    lastUsedAt: iso(r.lastUsedAt),
    lastUsedAddress: r.lastUsedAddress,
  });

  /** The creator as they are: their account's role and own district, not a district view's. */
  async function creatorOf(identity: Identity) {
    const [u] = await db
      .select({ role: users.role, districtId: users.districtId })
      .from(users)
      .where(eq(users.id, identity.userId));
    if (!u) throw notFound(API_TOKEN_MESSAGES.notFound);
    return u;
  }

  return {
    async list(identity: Identity): Promise<ApiToken[]> {
      const rows = await db
        .select(columns)
        .from(apiTokens)
        .leftJoin(districts, eq(districts.id, apiTokens.districtId))
        .where(
          and(
            eq(apiTokens.userId, identity.userId),
            isNull(apiTokens.revokedAt),
            or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
          ),
        )
        .orderBy(desc(apiTokens.createdAt));
      return rows.map(toApiToken);
    },

    async create(identity: Identity, input: CreateInput): Promise<CreatedApiToken> {
      const creator = await creatorOf(identity);
      if (creator.role === 'requester') throw forbidden(API_TOKEN_MESSAGES.requesters);
      const fiveStar = creator.role === 'provider_admin';
      if (!fiveStar && creator.districtId === null) throw forbidden(ACCESS_MESSAGES.waiting);
      // Unsaid: the district the caller works in (a Five Star administrator's view, else every district).
      const districtId = input.districtId === undefined ? identity.districtId : input.districtId;
      if (districtId !== null) {
        const [d] = await db.select({ id: districts.id }).from(districts).where(eq(districts.id, districtId));
        if (!d || (!fiveStar && districtId !== creator.districtId))
          throw notFound(ACCESS_MESSAGES.districtNotFound);
      }
      const refusal = tokenRefusal(creator, { role: input.role, districtId });
      if (refusal === API_TOKEN_MESSAGES.roleTooHigh) throw forbidden(refusal);
      if (refusal) throw badRequest(refusal);
      const token = newApiToken();
      const expiresAt =
        input.expiresInDays === null ? null : new Date(Date.now() + input.expiresInDays * 86_400_000);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(apiTokens)
          .values({
            tokenHash: hashToken(token),
            hint: token.slice(0, API_TOKEN_HINT_LENGTH),
            name: input.name,
            userId: identity.userId,
            districtId,
            role: input.role,
            readOnly: input.readOnly,
            expiresAt,
          })
          .returning({ id: apiTokens.id });
        await recordAudit(tx, identity, {
          action: 'api_token.created',
          districtId,
          target: input.name,
          after: { role: input.role, districtId, readOnly: input.readOnly, expiresAt: iso(expiresAt) },
        });
        return row!.id;
      });
      const [row] = await db
        .select(columns)
        .from(apiTokens)
        .leftJoin(districts, eq(districts.id, apiTokens.districtId))
        .where(eq(apiTokens.id, id));
      return { token, apiToken: toApiToken(row!) };
    },

    /** Revokes one of the caller's tokens; another's (or a revoked one) answers 404. */
    async revoke(identity: Identity, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(apiTokens)
          .set({ revokedAt: new Date() })
          .where(
            and(eq(apiTokens.id, id), eq(apiTokens.userId, identity.userId), isNull(apiTokens.revokedAt)),
          )
          .returning({ name: apiTokens.name, districtId: apiTokens.districtId });
        if (!row) throw notFound(API_TOKEN_MESSAGES.notFound);
        await recordAudit(tx, identity, {
          action: 'api_token.revoked',
          districtId: row.districtId,
          target: row.name,
        });
      });
    },
  };
}
