import { z } from 'zod';
import { text } from './http.ts';
import { ROLES, type Role, roleSchema } from './roles.ts';

/**
 * API tokens (see docs/product.md#api-tokens and docs/api.md#calling-the-api-with-a-token): a
 * token is an identity, nothing more. `Authorization: Bearer fsp_…` is answered as its creator
 * would be, with the token's role (never above the creator's role of the moment), its district
 * and, when read-only, nothing that changes anything.
 */

/** Every API token starts so, which lets a leaked one be recognised (secret scanners). */
export const API_TOKEN_PREFIX = 'fsp_';
/** What is kept to tell tokens apart in lists: the prefix and the first characters of the secret. */
export const API_TOKEN_HINT_LENGTH = API_TOKEN_PREFIX.length + 4;

/** Expiry choices of the create dialog, in days; null for a token that does not expire. */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export const API_TOKEN_MAX_DAYS = 730;

/** last_used_at is written, and a "token used" audit entry made, at most this often per token. */
export const API_TOKEN_TOUCH_MS = 60_000;

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Give the token a name',
  roleInvalid: 'Choose a role for the token',
  roleTooHigh: 'A token cannot have a role above your own',
  districtInvalid: 'Not a valid district id',
  districtOwn: 'A token can only be for your own district',
  allDistrictsRole: 'A token for every district must have the Five Star Administrator role',
  expiryInvalid: `Choose an expiry between 1 and ${API_TOKEN_MAX_DAYS} days, or none`,
  requesters: 'Staff & Students accounts cannot create API tokens.',
  notFound: 'API token not found.',
  readOnly: 'This API token is read-only.',
  sessionOnly: 'API tokens cannot manage sign-in, sessions or tokens. Sign in to the portal to do this.',
  created: 'API token created',
  createFailed: 'The API token could not be created',
  revoked: 'API token revoked',
  revokeFailed: 'The API token could not be revoked',
  loadFailed: 'Your API tokens could not be loaded.',
} as const;

export const createApiTokenSchema = z.object({
  name: text(100, API_TOKEN_MESSAGES.nameRequired),
  role: roleSchema.refine((r) => r !== 'requester', API_TOKEN_MESSAGES.roleInvalid),
  /** The district it works in; null (Five Star only): every district. Default: the creator's own. */
  districtId: z.uuid({ error: API_TOKEN_MESSAGES.districtInvalid }).nullable().optional(),
  readOnly: z.boolean().default(false),
  /** Days until it stops working; null: it does not expire. */
  expiresInDays: z
    .number({ error: API_TOKEN_MESSAGES.expiryInvalid })
    .int(API_TOKEN_MESSAGES.expiryInvalid)
    .min(1, API_TOKEN_MESSAGES.expiryInvalid)
    .max(API_TOKEN_MAX_DAYS, API_TOKEN_MESSAGES.expiryInvalid)
    .nullable(),
});
export type CreateApiToken = z.input<typeof createApiTokenSchema>;

export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** `fsp_ab12…`: enough to recognise it, never the secret. */
  hint: z.string(),
  role: roleSchema,
  districtId: z.uuid().nullable(),
  districtName: z.string().nullable(),
  readOnly: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedAddress: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer of a create: the token itself, shown this once. */
export const createdApiTokenSchema = z.object({ token: z.string(), apiToken: apiTokenSchema });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

/** Higher roles first (ROLES' order): a smaller rank is more power. */
const rank = (role: Role) => ROLES.indexOf(role);

/** The roles someone of `creatorRole` may give a token: their own and below, never Staff & Students. */
export const tokenRolesFor = (creatorRole: Role): Role[] =>
  ROLES.filter((r) => r !== 'requester' && rank(r) >= rank(creatorRole));

/** The lower of two roles. */
export const lowerRole = (a: Role, b: Role): Role => (rank(a) >= rank(b) ? a : b);

/** Why a creator may not make this token (a message of API_TOKEN_MESSAGES), or null. */
export function tokenRefusal(
  creator: { role: Role; districtId: string | null },
  token: { role: Role; districtId: string | null },
): string | null {
  if (creator.role === 'requester') return API_TOKEN_MESSAGES.requesters;
  if (!tokenRolesFor(creator.role).includes(token.role)) return API_TOKEN_MESSAGES.roleTooHigh;
  if (creator.role !== 'provider_admin') {
    if (token.districtId !== creator.districtId) return API_TOKEN_MESSAGES.districtOwn;
  } else if (token.districtId === null && token.role !== 'provider_admin')
    return API_TOKEN_MESSAGES.allDistrictsRole;
  return null;
}

/** The secret of an `Authorization: Bearer fsp_…` header, or null when the header is not one. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Whether `token` looks like an API token (the prefix, then 43 base64url characters). */
export const isApiTokenShaped = (token: string) => /^fsp_[A-Za-z0-9_-]{43}$/.test(token);

/**
 * Routes a token never reaches (by their pattern): its creator's sign-in, district view, account,
 * sessions and tokens. `GET /api/auth/user` (who am I) stays open.
 */
const SESSION_ONLY = ['/api/auth', '/api/account', '/api/tokens', '/api/scim'];
export const isSessionOnlyPath = (route: string) =>
  route !== '/api/auth/user' && SESSION_ONLY.some((p) => route === p || route.startsWith(`${p}/`));

/** Whether a token has stopped working by `now`: revoked or past its expiry. */
export const tokenEnded = (t: { revokedAt: Date | null; expiresAt: Date | null }, now: Date) =>
  t.revokedAt !== null || (t.expiresAt !== null && t.expiresAt.getTime() <= now.getTime());

/** Whether the last use is old enough to be written again (and audited). */
export const dueForTouch = (lastUsedAt: Date | null, now: Date) =>
  lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= API_TOKEN_TOUCH_MS;

/** "Expires in 30 days" style line of the list. */
export function expiryLabel(expiresAt: string | null, now: Date): string {
  if (!expiresAt) return 'Never expires';
  const ms = new Date(expiresAt).getTime() - now.getTime();
  if (ms <= 0) return 'Expired';
  const days = Math.ceil(ms / 86_400_000);
  return days === 1 ? 'Expires within a day' : `Expires in ${days} days`;
}
