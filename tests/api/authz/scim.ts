import { randomBytes } from 'node:crypto';
import { scimApi, scimTokensApi } from '../../../domain/api/scim.ts';
import { hashToken } from '../../../server/auth/tokens.ts';
import { scimTokens } from '../../../server/db/schema/index.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

/** The District profile's administrators and Five Star; the area has no tier and no toggle. */
const administrators = (ok: number) =>
  statuses(
    { anonymous: 401, provider: ok, adminA: ok, adminB: 404, techA: 403, viewerA: 403, waiting: 403 },
    403,
  );

/** A SCIM token of district A, inserted directly (one per call: each revoke its own). */
async function tokenOfDistrictA(c: MatrixContext): Promise<string> {
  const secret = `scim_${randomBytes(32).toString('base64url')}`;
  const [row] = await c.db
    .insert(scimTokens)
    .values({ tokenHash: hashToken(secret), hint: secret.slice(0, 9), districtId: c.districtA.id })
    .returning({ id: scimTokens.id });
  return row!.id;
}

export const scimTokensEndpoints = casesOf(scimTokensApi, {
  tokens: {
    request: (c) => ({ url: `/api/scim/tokens?districtId=${c.districtA.id}` }),
    expect: administrators(200),
  },
  createToken: {
    request: (c) => ({ url: '/api/scim/tokens', body: { districtId: c.districtA.id } }),
    expect: administrators(201),
  },
  revokeToken: {
    request: async (c) => ({
      url: `/api/scim/tokens/${await tokenOfDistrictA(c)}?districtId=${c.districtA.id}`,
    }),
    expect: administrators(200),
  },
});

/** SCIM answers its own bearer tokens only (tests/api/scim.test.ts): no session reaches it. */
export const scimEndpoints = casesOf(scimApi, {
  serviceProviderConfig: null,
  schemas: null,
  schema: null,
  resourceTypes: null,
  resourceType: null,
  listUsers: null,
  createUser: null,
  readUser: null,
  replaceUser: null,
  patchUser: null,
  deleteUser: null,
  listGroups: null,
  createGroup: null,
  readGroup: null,
  replaceGroup: null,
  patchGroup: null,
  deleteGroup: null,
});
