import { z } from 'zod';
import { ROLE_LABELS, ROLES, type Role } from './roles.ts';

/**
 * SCIM 2.0 provisioning (RFC 7643 and 7644; see docs/product.md#scim-provisioning and
 * docs/api.md#scim-20-issue-35): an identity provider (Entra ID, Okta, ClassLink…) creates, changes and
 * deactivates a district's people and its groups, with a SCIM token of the district. Groups carry
 * roles by their names; a person's role is the highest of their groups'.
 */

/** Every SCIM token starts so (secret scanners recognise a leaked one). */
export const SCIM_TOKEN_PREFIX = 'scim_';
/** What lists keep to tell tokens apart: the prefix and the first characters of the secret. */
export const SCIM_TOKEN_HINT_LENGTH = SCIM_TOKEN_PREFIX.length + 4;
/** Whether `token` looks like a SCIM token (the prefix, then 43 base64url characters). */
export const isScimTokenShaped = (token: string) => /^scim_[A-Za-z0-9_-]{43}$/.test(token);
/** A token's last use is written at most this often. */
export const SCIM_TOKEN_TOUCH_MS = 60_000;
/** The path the identity provider is given, after the portal's address. */
export const SCIM_BASE_PATH = '/scim/v2';

export const SCIM_SCHEMA = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  enterpriseUser: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  list: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patch: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

export const SCIM_CONTENT_TYPE = 'application/scim+json';
/** A list answers at most this many resources a page (ServiceProviderConfig's filter.maxResults). */
export const SCIM_MAX_COUNT = 200;

export const SCIM_MESSAGES = {
  districtInvalid: 'Not a valid district id',
  notFound: 'SCIM token not found.',
  created: 'SCIM token created',
  createFailed: 'The SCIM token could not be created',
  revoked: 'SCIM token revoked',
  revokeFailed: 'The SCIM token could not be revoked',
  loadFailed: 'The SCIM tokens could not be loaded.',
  // Answers to the identity provider (RFC 7644 error `detail`s).
  unauthorized: 'A valid SCIM bearer token is required.',
  userNotFound: 'User not found.',
  groupNotFound: 'Group not found.',
  userNameTaken: 'A user with this userName or email already exists.',
  groupNameTaken: 'A group with this displayName already exists in the district.',
  userNameRequired: 'userName is required.',
  emailRequired: 'userName or a work email must be an email address.',
  displayNameRequired: 'displayName is required.',
  tooLong: 'A value is too long.',
  invalidFilter:
    'Only "<attribute> eq \\"value\\"" filters of userName, externalId, emails.value, displayName and id are supported.',
  invalidPatch: 'The PATCH request is not a valid PatchOp.',
  invalidOp: 'op must be add, remove or replace.',
  invalidMember: 'A member is not a user of the district.',
  lastAdministrator: 'This would leave the district without an active administrator.',
  invalidSyntax: 'The request body is not valid SCIM JSON.',
} as const;

// ————— Tokens —————

export const createScimTokenSchema = z.object({
  districtId: z.uuid({ error: SCIM_MESSAGES.districtInvalid }),
});

export const scimTokenSchema = z.object({
  id: z.uuid(),
  /** `scim_ab12…`: enough to recognise it, never the secret. */
  hint: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedAddress: z.string().nullable(),
});
export type ScimToken = z.infer<typeof scimTokenSchema>;

/** The answer of a create: the token itself, shown this once, and the address to give the IdP. */
export const createdScimTokenSchema = z.object({
  token: z.string(),
  scimToken: scimTokenSchema,
});
export type CreatedScimToken = z.infer<typeof createdScimTokenSchema>;

/** The tokens of a district and the base URL of its SCIM service. */
export const scimTokensSchema = z.object({ baseUrl: z.string(), tokens: z.array(scimTokenSchema) });
export type ScimTokens = z.infer<typeof scimTokensSchema>;

// ————— Wire shapes (loose: identity providers send much more than the portal keeps) —————

/** Any SCIM resource or message: its `schemas`, and whatever else it carries. */
export const scimResourceSchema = z.looseObject({ schemas: z.array(z.string()) });
/** An RFC 7644 §3.12 error. */
export const scimErrorSchema = z.object({
  schemas: z.array(z.string()),
  status: z.string(),
  scimType: z.string().optional(),
  detail: z.string().optional(),
});
export type ScimError = z.infer<typeof scimErrorSchema>;

/** A request body: a JSON object (its meaning is read by the service, which answers SCIM errors). */
export const scimBodySchema = z.looseObject({});
export const scimIdParamSchema = z.object({ id: z.string().max(100) });
export const scimListQuerySchema = z.looseObject({
  filter: z.string().max(1000).optional(),
  startIndex: z.coerce.number().int().optional().catch(undefined),
  count: z.coerce.number().int().optional().catch(undefined),
  attributes: z.string().max(1000).optional(),
  excludedAttributes: z.string().max(1000).optional(),
});

export type ScimErrorType =
  | 'invalidFilter'
  | 'invalidSyntax'
  | 'invalidValue'
  | 'invalidPath'
  | 'noTarget'
  | 'uniqueness'
  | 'mutability'
  | 'tooMany';

export const scimError = (status: number, detail: string, scimType?: ScimErrorType): ScimError => ({
  schemas: [SCIM_SCHEMA.error],
  status: String(status),
  ...(scimType ? { scimType } : {}),
  detail,
});

/** A list page: RFC 7644 §3.4.2 (startIndex is 1-based; count never below 0 nor above the maximum). */
export function pageOf(query: { startIndex?: number; count?: number }): { offset: number; limit: number } {
  const start = Math.max(1, query.startIndex ?? 1);
  const count = Math.min(SCIM_MAX_COUNT, Math.max(0, query.count ?? SCIM_MAX_COUNT));
  return { offset: start - 1, limit: count };
}

// ————— Filters —————

export type ScimFilterAttribute = 'userName' | 'externalId' | 'email' | 'displayName' | 'id';
export interface ScimFilter {
  attribute: ScimFilterAttribute;
  value: string;
}

const FILTER_ATTRIBUTES: Record<string, ScimFilterAttribute> = {
  username: 'userName',
  externalid: 'externalId',
  'emails.value': 'email',
  'emails[type eq "work"].value': 'email',
  emails: 'email',
  displayname: 'displayName',
  id: 'id',
};

/**
 * A filter of the few forms identity providers send to find a resource before they create it:
 * `<attribute> eq "<value>"`, attribute names case-insensitive (also URN-qualified), the value a
 * JSON string. Anything else is `null` (answered 400 invalidFilter).
 */
export function parseScimFilter(filter: string): ScimFilter | null {
  const match = /^\s*(.+?)\s+eq\s+("(?:[^"\\]|\\.)*")\s*$/i.exec(filter);
  if (!match) return null;
  const name = match[1]!
    .replace(/^urn:ietf:params:scim:schemas:core:2\.0:(User|Group):/i, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
  const attribute = FILTER_ATTRIBUTES[name];
  if (!attribute) return null;
  let value: unknown;
  try {
    value = JSON.parse(match[2]!);
  } catch {
    return null;
  }
  return typeof value === 'string' ? { attribute, value } : null;
}

// ————— Users —————

/** The fields of a person the portal keeps from a SCIM User. */
export interface ScimUserFields {
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  externalId: string | null;
  active: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX = { name: 100, email: 254, externalId: 255 } as const;

/** RFC 7643 booleans, and Entra ID's "True"/"False" strings. */
export function scimBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim()))
    return value.trim().toLowerCase() === 'true';
  return null;
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v.trim() : null);

type Emails = { value?: unknown; type?: unknown; primary?: unknown }[];
/** The address the portal keeps: the primary one, else the work one, else the first. */
function emailOf(emails: unknown): string | null {
  if (!Array.isArray(emails)) return null;
  const list = (emails as Emails).filter((e) => e && typeof e === 'object' && typeof e.value === 'string');
  const pick =
    list.find((e) => scimBoolean(e.primary) === true) ??
    list.find((e) => typeof e.type === 'string' && e.type.toLowerCase() === 'work') ??
    list[0];
  return pick ? str(pick.value) : null;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: ScimError };
const refused = (
  detail: string,
  scimType: ScimErrorType = 'invalidValue',
): { ok: false; error: ScimError } => ({
  ok: false,
  error: scimError(400, detail, scimType),
});

/** The person a POST or PUT of a User describes (names default from the address when absent). */
export function userFieldsOf(body: Record<string, unknown>): Parsed<ScimUserFields> {
  const userName = str(body.userName);
  if (!userName) return refused(SCIM_MESSAGES.userNameRequired);
  const name = (body.name && typeof body.name === 'object' ? body.name : {}) as Record<string, unknown>;
  const email = (emailOf(body.emails) ?? (EMAIL.test(userName) ? userName : null))?.toLowerCase() ?? null;
  if (!email || !EMAIL.test(email)) return refused(SCIM_MESSAGES.emailRequired);
  const display = str(body.displayName) ?? str(name.formatted) ?? '';
  const firstName = str(name.givenName) || display.split(/\s+/)[0] || email.split('@')[0]!;
  const lastName =
    str(name.familyName) ?? (display.includes(' ') ? display.split(/\s+/).slice(1).join(' ') : '');
  const externalId = str(body.externalId) || null;
  const active = body.active === undefined ? true : scimBoolean(body.active);
  if (active === null) return refused('active must be a boolean.');
  const fields = { userName, email, firstName, lastName, externalId, active };
  if (
    userName.length > MAX.email ||
    email.length > MAX.email ||
    firstName.length > MAX.name ||
    lastName.length > MAX.name ||
    (externalId?.length ?? 0) > MAX.externalId
  )
    return refused(SCIM_MESSAGES.tooLong);
  return { ok: true, value: fields };
}

/** What a PATCH of a User changes. */
export interface ScimUserChange {
  userName?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  externalId?: string | null;
  active?: boolean;
}

/** What a PATCH of a Group changes: its name, and its members added, removed or replaced. */
export interface ScimGroupChange {
  displayName?: string;
  externalId?: string | null;
  /** The whole membership, when an operation replaced it (then add and remove apply after it). */
  replaceMembers?: string[];
  addMembers: string[];
  removeMembers: string[];
}

interface PatchOperation {
  op: 'add' | 'remove' | 'replace';
  path: string | null;
  value: unknown;
}

/** The operations of a PatchOp body, their `op` lower-cased (Entra ID sends "Replace"). */
export function patchOperationsOf(body: Record<string, unknown>): Parsed<PatchOperation[]> {
  const ops = body.Operations ?? body.operations;
  if (!Array.isArray(ops) || ops.length === 0) return refused(SCIM_MESSAGES.invalidPatch, 'invalidSyntax');
  const out: PatchOperation[] = [];
  for (const raw of ops) {
    if (!raw || typeof raw !== 'object') return refused(SCIM_MESSAGES.invalidPatch, 'invalidSyntax');
    const o = raw as Record<string, unknown>;
    const op = typeof o.op === 'string' ? o.op.toLowerCase() : '';
    if (op !== 'add' && op !== 'remove' && op !== 'replace')
      return refused(SCIM_MESSAGES.invalidOp, 'invalidSyntax');
    const path = typeof o.path === 'string' && o.path.trim() ? o.path.trim() : null;
    if (
      op !== 'remove' &&
      path === null &&
      (!o.value || typeof o.value !== 'object' || Array.isArray(o.value))
    )
      return refused(SCIM_MESSAGES.invalidPatch, 'invalidSyntax');
    out.push({ op, path, value: o.value });
  }
  return { ok: true, value: out };
}

/** A path without the User schema's URN prefix, lower-cased for matching. */
const pathKey = (path: string) =>
  path
    .replace(/^urn:ietf:params:scim:schemas:core:2\.0:(User|Group):/i, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** Applies one attribute of a User (by its path) to `change`; false when the value is refused. */
function applyUserAttribute(change: ScimUserChange, key: string, value: unknown, remove: boolean): boolean {
  const text = remove ? null : str(value);
  switch (key) {
    case 'active': {
      if (remove) return true;
      const b = scimBoolean(value);
      if (b === null) return false;
      change.active = b;
      return true;
    }
    case 'username':
      if (text) change.userName = text;
      return remove || !!text;
    case 'externalid':
      change.externalId = text || null;
      return true;
    case 'name.givenname':
      if (text) change.firstName = text;
      return true;
    case 'name.familyname':
      change.lastName = text ?? '';
      return true;
    case 'name':
      if (value && typeof value === 'object') {
        const n = value as Record<string, unknown>;
        if (str(n.givenName)) change.firstName = str(n.givenName)!;
        if (n.familyName !== undefined) change.lastName = str(n.familyName) ?? '';
      }
      return true;
    case 'emails': {
      const email = emailOf(Array.isArray(value) ? value : [value]);
      if (email) change.email = email.toLowerCase();
      return true;
    }
    case 'emails[type eq "work"].value':
    case 'emails.value':
      if (text) change.email = text.toLowerCase();
      return true;
    default:
      // Attributes the portal does not keep (title, phone numbers, the enterprise extension…) are accepted and ignored.
      return true;
  }
}

/**
 * A User PATCH as one change, from Okta's shapes (`{"op":"replace","value":{"active":false}}`) and
 * Entra ID's (`"Replace"`, `"False"`, `path: "name.givenName"`, `path: "emails[type eq \"work\"].value"`,
 * path-less objects whose keys are paths).
 */
export function userPatchOf(body: Record<string, unknown>): Parsed<ScimUserChange> {
  const ops = patchOperationsOf(body);
  if (!ops.ok) return ops;
  const change: ScimUserChange = {};
  for (const { op, path, value } of ops.value) {
    const remove = op === 'remove';
    const entries: [string, unknown][] =
      path !== null
        ? [[pathKey(path), value]]
        : Object.entries(value as object).map(([k, v]) => [pathKey(k), v]);
    for (const [key, v] of entries)
      if (!applyUserAttribute(change, key, v, remove))
        return refused(`${key}: ${SCIM_MESSAGES.invalidPatch}`);
  }
  if (change.email !== undefined && !EMAIL.test(change.email)) return refused(SCIM_MESSAGES.emailRequired);
  return { ok: true, value: change };
}

/** The ids of `[{ value }]` members (a single object is taken as a list of one). */
function memberIds(value: unknown): string[] | null {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : null;
  if (!list) return null;
  const ids: string[] = [];
  for (const m of list) {
    const id = m && typeof m === 'object' ? str((m as { value?: unknown }).value) : null;
    if (!id) return null;
    ids.push(id);
  }
  return ids;
}

/** A Group PATCH as one change: members added, removed (also `members[value eq "…"]`) or replaced. */
export function groupPatchOf(body: Record<string, unknown>): Parsed<ScimGroupChange> {
  const ops = patchOperationsOf(body);
  if (!ops.ok) return ops;
  const change: ScimGroupChange = { addMembers: [], removeMembers: [] };
  const setMembers = (ids: string[]) => {
    change.replaceMembers = ids;
    change.addMembers = [];
    change.removeMembers = [];
  };
  for (const { op, path, value } of ops.value) {
    const key = path === null ? null : pathKey(path);
    const filtered = path === null ? null : /^members\[\s*value\s+eq\s+"([^"]+)"\s*\]$/i.exec(path.trim());
    if (filtered) {
      if (op !== 'remove') return refused(SCIM_MESSAGES.invalidPatch, 'invalidPath');
      change.removeMembers.push(filtered[1]!);
      continue;
    }
    if (key === 'members') {
      if (op === 'remove' && (value === undefined || value === null)) {
        setMembers([]);
        continue;
      }
      const ids = memberIds(value);
      if (!ids) return refused(SCIM_MESSAGES.invalidPatch);
      if (op === 'add') change.addMembers.push(...ids);
      else if (op === 'remove') change.removeMembers.push(...ids);
      else setMembers(ids);
      continue;
    }
    const entries: [string, unknown][] =
      key !== null ? [[key, value]] : Object.entries(value as object).map(([k, v]) => [pathKey(k), v]);
    for (const [k, v] of entries) {
      if (k === 'displayname') {
        const name = op === 'remove' ? null : str(v);
        if (!name) return refused(SCIM_MESSAGES.displayNameRequired);
        change.displayName = name;
      } else if (k === 'externalid') change.externalId = op === 'remove' ? null : str(v) || null;
      else if (k === 'members') {
        const ids = memberIds(v);
        if (!ids) return refused(SCIM_MESSAGES.invalidPatch);
        if (op === 'add') change.addMembers.push(...ids);
        else if (op === 'replace') setMembers(ids);
        else change.removeMembers.push(...ids);
      } else if (k !== 'id' && k !== 'schemas' && k !== 'meta')
        return refused(`${k}: no such attribute`, 'invalidPath');
    }
  }
  if ((change.displayName?.length ?? 0) > MAX.name) return refused(SCIM_MESSAGES.tooLong);
  return { ok: true, value: change };
}

/** A Group's name and members from a POST or PUT. */
export function groupFieldsOf(
  body: Record<string, unknown>,
): Parsed<{ displayName: string; externalId: string | null; members: string[] }> {
  const displayName = str(body.displayName);
  if (!displayName) return refused(SCIM_MESSAGES.displayNameRequired);
  if (displayName.length > MAX.name) return refused(SCIM_MESSAGES.tooLong);
  const members = body.members === undefined || body.members === null ? [] : memberIds(body.members);
  if (!members) return refused(SCIM_MESSAGES.invalidPatch);
  return { ok: true, value: { displayName, externalId: str(body.externalId) || null, members } };
}

// ————— Roles from groups —————

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/\band\b/g, '&')
    .replace(/[\s_-]+/g, ' ')
    .trim();

/** The names (beside each role's label and its plural) that make a group carry a role. */
const ROLE_NAMES: Record<Exclude<Role, 'provider_admin'>, string[]> = {
  district_admin: [ROLE_LABELS.district_admin, 'Administrator', 'Admin', 'District Admin', 'district_admin'],
  technician: [ROLE_LABELS.technician, 'Tech'],
  viewer: [ROLE_LABELS.viewer, 'Viewer', 'Read Only'],
  requester: [ROLE_LABELS.requester, 'Requester', 'Staff', 'Staff & Student'],
};

const NAME_TO_ROLE = new Map<string, Role>(
  Object.entries(ROLE_NAMES).flatMap(([role, names]) =>
    names.flatMap((n) => [
      [normalise(n), role as Role],
      [normalise(`${n}s`), role as Role],
    ]),
  ),
);

/**
 * The role a group carries by its displayName (the roles' labels, singular or plural, any case:
 * "Administrators", "Technicians", "Viewers", "Staff & Students", "Requesters"), or null. Never
 * Five Star's.
 */
export function roleOfGroup(displayName: string): Role | null {
  return NAME_TO_ROLE.get(normalise(displayName)) ?? null;
}

/** A person's role from their groups' roles: the highest, else the district's default for new people. */
export function roleFromGroups(groupRoles: readonly (Role | null)[], fallback: Role): Role {
  const roles = groupRoles.filter((r): r is Role => r !== null && r !== 'provider_admin');
  if (roles.length === 0) return fallback;
  return roles.reduce((best, r) => (ROLES.indexOf(r) < ROLES.indexOf(best) ? r : best));
}
