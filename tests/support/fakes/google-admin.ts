import { createPublicKey, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { json, startFakeServer } from './fake-server.ts';

/**
 * A fake of Google's OAuth 2.0 token endpoint and the Admin SDK Directory API (the documented
 * subset the portal uses), written from Google's references, not from our client:
 *
 * - Token: `POST /token`, form `grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer` and
 *   `assertion` (a JWT, RS256, signed with the service account's private key). The signature is
 *   verified with the key's public half; `iss` is the service account's client_email, `sub` an
 *   administrator of the domain, `scope` space-separated and each delegated to the client,
 *   `aud` this token URI, `exp` at most an hour after `iat` and not past. Errors as OAuth's
 *   `{ error, error_description }`: `invalid_grant` (signature, times, unknown subject),
 *   `unauthorized_client` (a scope not delegated), `unsupported_grant_type`.
 * - `GET /admin/directory/v1/customer/{customerId}/devices/chromeos` (`maxResults` 1–300, default
 *   100; `pageToken` from `nextPageToken`; `projection` BASIC or FULL) → `{ kind, etag,
 *   chromeosdevices, nextPageToken }`; `PUT …/devices/chromeos/{deviceId}` updates the writable
 *   fields (annotatedUser, annotatedLocation, annotatedAssetId, notes, orgUnitPath) and answers the
 *   device; `GET …/orgunits?type=all` → `{ organizationUnits }` (no pages; the root not listed);
 *   `GET /admin/directory/v1/users?customer=…` (`maxResults` 1–500, default 100; `projection`
 *   basic (default: no custom schemas), custom or full) → `{ kind, users, nextPageToken }`, each
 *   user with `primaryEmail`, `name`, `orgUnitPath`, `suspended` and `externalIds` (`{ value,
 *   type, customType }`; `organization` holds an employee or student id).
 * - Each Directory call needs `Authorization: Bearer` of a token from above with the method's
 *   scope (else 403 "Request had insufficient authentication scopes."), an administrator allowed
 *   the resource (else 403 "Not Authorized to access this resource/api"), and a known customer
 *   (`my_customer` or the customer id; else 400 "Bad Request"). Errors as `{ error: { code,
 *   message, errors: [{ domain, reason, message }] } }`. The next answers can be forced to 429
 *   with `Retry-After` (`failNext`).
 */

export interface FakeChromeDevice {
  kind: 'admin#directory#chromeosdevice';
  etag: string;
  deviceId: string;
  serialNumber: string;
  status: 'ACTIVE' | 'DISABLED' | 'DEPROVISIONED' | 'PROVISIONED' | 'INACTIVE';
  model: string;
  osVersion: string;
  platformVersion: string;
  macAddress: string;
  lastSync: string;
  orgUnitPath: string;
  orgUnitId: string;
  annotatedUser?: string;
  annotatedLocation?: string;
  annotatedAssetId?: string;
  notes?: string;
  recentUsers: { type: 'USER_TYPE_MANAGED' | 'USER_TYPE_UNMANAGED'; email?: string }[];
  autoUpdateExpiration?: string;
  autoUpdateThrough?: string;
  activeTimeRanges: { activeTime: number; date: string }[];
}

export interface FakeOrgUnit {
  kind: 'admin#directory#orgUnit';
  name: string;
  description: string;
  orgUnitPath: string;
  orgUnitId: string;
  parentOrgUnitPath: string;
  parentOrgUnitId: string;
}

export interface FakeUser {
  kind: 'admin#directory#user';
  id: string;
  primaryEmail: string;
  name: { givenName: string; familyName: string; fullName: string };
  orgUnitPath: string;
  suspended: boolean;
  isAdmin: boolean;
  /** The user's ids in other systems: `type` account, custom, customer, login_id, network or organization (an employee or student id); `customType` when custom. */
  externalIds?: { value: string; type: string; customType?: string }[];
  /** Present only in the full and custom projections. */
  customSchemas?: Record<string, Record<string, unknown>>;
}

/** A service account key as the Cloud console downloads it, with its public half for the fake. */
export function makeServiceAccountKey(
  tokenUri: string,
  clientEmail = 'portal-sync@district-fleet.iam.gserviceaccount.com',
) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyId = randomBytes(20).toString('hex');
  const json = {
    type: 'service_account',
    project_id: 'district-fleet',
    private_key_id: keyId,
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: clientEmail,
    client_id: '104729385710293847561',
    auth_uri: 'https://accounts.google.com/o/oauth2/auth',
    token_uri: tokenUri,
    auth_provider_x509_cert_url: 'https://www.googleapis.com/oauth2/v1/certs',
    client_x509_cert_url: `https://www.googleapis.com/robot/v1/metadata/x509/${encodeURIComponent(clientEmail)}`,
  };
  return {
    text: JSON.stringify(json, null, 2),
    clientEmail,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

const SCOPE = 'https://www.googleapis.com/auth/';
const SCOPES_OF = {
  devicesRead: [
    `${SCOPE}admin.directory.device.chromeos`,
    `${SCOPE}admin.directory.device.chromeos.readonly`,
  ],
  devicesWrite: [`${SCOPE}admin.directory.device.chromeos`],
  orgunits: [`${SCOPE}admin.directory.orgunit`, `${SCOPE}admin.directory.orgunit.readonly`],
  users: [`${SCOPE}admin.directory.user`, `${SCOPE}admin.directory.user.readonly`],
};

export interface GoogleFakeOptions {
  customerId?: string;
  /** The domain's administrators (a token's `sub` must be one). */
  admins?: string[];
}

const apiError = (code: number, message: string, reason: string) => ({
  error: { code, message, errors: [{ domain: 'global', reason, message }] },
});

export async function startGoogleFake(o: GoogleFakeOptions = {}) {
  const customerId = o.customerId ?? 'C03az79cb';
  const admins = new Set((o.admins ?? ['it-admin@district.example']).map((a) => a.toLowerCase()));
  /** Registered service accounts: client_email → public key and delegated scopes. */
  const accounts = new Map<string, { publicKeyPem: string; scopes: Set<string> }>();
  /** Issued tokens: value → subject and scopes. */
  const tokens = new Map<string, { sub: string; scopes: Set<string> }>();
  /** What each administrator may not read (their role's privileges). */
  const denied = new Set<'devices' | 'orgunits' | 'users'>();
  const devices: FakeChromeDevice[] = [];
  const orgUnits: FakeOrgUnit[] = [];
  const users: FakeUser[] = [];
  const updates: { deviceId: string; body: Record<string, unknown> }[] = [];
  let serial = 0;

  const server = await startFakeServer(async (req, url, res) => {
    const path = url.pathname;
    if (req.method === 'POST' && path === '/token') return token(req.body, res);
    const auth = req.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
    const t = auth ? tokens.get(auth) : undefined;
    if (!t)
      return json(res, 401, apiError(401, 'Request had invalid authentication credentials.', 'authError'), {
        'www-authenticate': 'Bearer realm="https://accounts.google.com/"',
      });
    const known = (c: string) => c === 'my_customer' || c === customerId;
    const needs = (scopes: string[]) => scopes.some((s) => t.scopes.has(s));
    const insufficient = () =>
      json(
        res,
        403,
        apiError(403, 'Request had insufficient authentication scopes.', 'insufficientPermissions'),
      );
    const notAuthorized = () =>
      json(res, 403, apiError(403, 'Not Authorized to access this resource/api', 'forbidden'));
    const badRequest = (message = 'Bad Request') => json(res, 400, apiError(400, message, 'badRequest'));

    let m = path.match(/^\/admin\/directory\/v1\/customer\/([^/]+)\/devices\/chromeos$/);
    if (m && req.method === 'GET') {
      if (!needs(SCOPES_OF.devicesRead)) return insufficient();
      if (denied.has('devices')) return notAuthorized();
      if (!known(decodeURIComponent(m[1]!))) return badRequest();
      const max = Number(url.searchParams.get('maxResults') ?? 100);
      if (!Number.isInteger(max) || max < 1 || max > 300)
        return badRequest(
          `Invalid value '${url.searchParams.get('maxResults')}'. Values must be within the range: [1, 300]`,
        );
      const projection = url.searchParams.get('projection') ?? 'BASIC';
      if (projection !== 'BASIC' && projection !== 'FULL')
        return badRequest(`Invalid value for projection: ${projection}`);
      const start = pageStart(url.searchParams.get('pageToken'));
      if (start === null) return badRequest('Invalid pageToken');
      const slice = devices.slice(start, start + max).map((d) => (projection === 'FULL' ? d : basic(d)));
      const next = start + max < devices.length ? pageToken(start + max) : undefined;
      return json(res, 200, {
        kind: 'admin#directory#chromeosdevices',
        etag: `"${devices.length}-${start}"`,
        chromeosdevices: slice,
        ...(next ? { nextPageToken: next } : {}),
      });
    }
    m = path.match(/^\/admin\/directory\/v1\/customer\/([^/]+)\/devices\/chromeos\/([^/]+)$/);
    if (m && (req.method === 'PUT' || req.method === 'GET')) {
      if (!needs(req.method === 'PUT' ? SCOPES_OF.devicesWrite : SCOPES_OF.devicesRead))
        return insufficient();
      if (denied.has('devices')) return notAuthorized();
      if (!known(decodeURIComponent(m[1]!))) return badRequest();
      const device = devices.find((d) => d.deviceId === decodeURIComponent(m![2]!));
      if (!device) return json(res, 404, apiError(404, 'Resource Not Found: deviceId', 'notFound'));
      if (req.method === 'GET') return json(res, 200, device);
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(req.body || '{}');
      } catch {
        return badRequest('Invalid JSON payload received.');
      }
      for (const field of [
        'annotatedUser',
        'annotatedLocation',
        'annotatedAssetId',
        'notes',
        'orgUnitPath',
      ] as const)
        if (typeof body[field] === 'string')
          (device as unknown as Record<string, string>)[field] = body[field] as string;
      device.etag = `"${randomBytes(6).toString('hex')}"`;
      updates.push({ deviceId: device.deviceId, body });
      return json(res, 200, device);
    }
    m = path.match(/^\/admin\/directory\/v1\/customer\/([^/]+)\/orgunits$/);
    if (m && req.method === 'GET') {
      if (!needs(SCOPES_OF.orgunits)) return insufficient();
      if (denied.has('orgunits')) return notAuthorized();
      if (!known(decodeURIComponent(m[1]!))) return badRequest();
      const type = url.searchParams.get('type') ?? 'children';
      const list = type === 'children' ? orgUnits.filter((u) => u.parentOrgUnitPath === '/') : orgUnits;
      return json(res, 200, { kind: 'admin#directory#orgUnits', etag: '"ou"', organizationUnits: list });
    }
    if (path === '/admin/directory/v1/users' && req.method === 'GET') {
      if (!needs(SCOPES_OF.users)) return insufficient();
      if (denied.has('users')) return notAuthorized();
      const c = url.searchParams.get('customer');
      if (!c && !url.searchParams.get('domain')) return badRequest();
      if (c && !known(c)) return badRequest();
      const max = Number(url.searchParams.get('maxResults') ?? 100);
      if (!Number.isInteger(max) || max < 1 || max > 500)
        return badRequest(
          `Invalid value '${url.searchParams.get('maxResults')}'. Values must be within the range: [1, 500]`,
        );
      const projection = (url.searchParams.get('projection') ?? 'basic').toLowerCase();
      if (!['basic', 'custom', 'full'].includes(projection))
        return badRequest(`Invalid value for projection: ${projection}`);
      const start = pageStart(url.searchParams.get('pageToken'));
      if (start === null) return badRequest('Invalid pageToken');
      const next = start + max < users.length ? pageToken(start + max) : undefined;
      return json(res, 200, {
        kind: 'admin#directory#users',
        users: users
          .slice(start, start + max)
          .map(({ customSchemas, ...u }) => (projection === 'basic' ? u : { ...u, customSchemas })),
        ...(next ? { nextPageToken: next } : {}),
      });
    }
    return json(res, 404, apiError(404, 'Not Found', 'notFound'));
  });

  const tokenUri = `${server.origin}/token`;

  function token(raw: string, res: Parameters<typeof json>[0]) {
    const form = new URLSearchParams(raw);
    const refuse = (error: string, description: string, status = 400) =>
      json(res, status, { error, error_description: description });
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
      return refuse('unsupported_grant_type', `Invalid grant_type: ${form.get('grant_type') ?? ''}`);
    const parts = (form.get('assertion') ?? '').split('.');
    if (parts.length !== 3) return refuse('invalid_request', 'Invalid JWT: the assertion is not a JWT.');
    let header: { alg?: string };
    let claims: { iss?: string; sub?: string; scope?: string; aud?: string; iat?: number; exp?: number };
    try {
      header = JSON.parse(Buffer.from(parts[0]!, 'base64url').toString());
      claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString());
    } catch {
      return refuse('invalid_request', 'Invalid JWT: the assertion could not be decoded.');
    }
    if (header.alg !== 'RS256') return refuse('invalid_grant', 'Invalid JWT: alg must be RS256.');
    const account = claims.iss ? accounts.get(claims.iss) : undefined;
    if (!account) return refuse('invalid_grant', 'Invalid JWT Signature.');
    const verifier = createVerify('RSA-SHA256');
    verifier.update(`${parts[0]}.${parts[1]}`);
    if (!verifier.verify(createPublicKey(account.publicKeyPem), Buffer.from(parts[2]!, 'base64url')))
      return refuse('invalid_grant', 'Invalid JWT Signature.');
    if (claims.aud !== tokenUri)
      return refuse('invalid_grant', 'Invalid JWT: audience is not the token URI.');
    const now = Math.floor(Date.now() / 1000);
    if (
      typeof claims.iat !== 'number' ||
      typeof claims.exp !== 'number' ||
      claims.exp - claims.iat > 3600 ||
      claims.exp < now ||
      claims.iat > now + 300
    )
      return refuse(
        'invalid_grant',
        'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.',
      );
    if (!claims.sub || !admins.has(claims.sub.toLowerCase()))
      return refuse('invalid_grant', 'Invalid email or User ID');
    const scopes = (claims.scope ?? '').split(' ').filter(Boolean);
    if (scopes.length === 0) return refuse('invalid_scope', 'Empty or missing scope not allowed.');
    if (scopes.some((s) => !account.scopes.has(s)))
      return refuse(
        'unauthorized_client',
        'Client is unauthorized to retrieve access tokens using this method, or client not authorized for any of the scopes requested.',
        401,
      );
    const value = `ya29.${randomBytes(24).toString('base64url')}`;
    tokens.set(value, { sub: claims.sub, scopes: new Set(scopes) });
    return json(res, 200, { access_token: value, expires_in: 3599, token_type: 'Bearer' });
  }

  return {
    ...server,
    tokenUri,
    apiRoot: server.origin,
    customerId,
    devices,
    orgUnits,
    users,
    /** Device updates as received (the write-back's record). */
    updates,
    /** Registers a service account with domain-wide delegation of `scopes` (default: every directory scope). */
    delegate(clientEmail: string, publicKeyPem: string, scopes: string[] = ALL_SCOPES) {
      accounts.set(clientEmail, { publicKeyPem, scopes: new Set(scopes) });
    },
    /** The administrator's role lacks the privilege to read this resource (403). */
    deny(resource: 'devices' | 'orgunits' | 'users', on = true) {
      if (on) denied.add(resource);
      else denied.delete(resource);
    },
    addOrgUnit(orgUnitPath: string, description = '') {
      const parent = orgUnitPath.slice(0, orgUnitPath.lastIndexOf('/')) || '/';
      const unit: FakeOrgUnit = {
        kind: 'admin#directory#orgUnit',
        name: orgUnitPath.slice(orgUnitPath.lastIndexOf('/') + 1),
        description,
        orgUnitPath,
        orgUnitId: `id:${randomBytes(5).toString('hex')}`,
        parentOrgUnitPath: parent,
        parentOrgUnitId: orgUnits.find((u) => u.orgUnitPath === parent)?.orgUnitId ?? 'id:root',
      };
      orgUnits.push(unit);
      return unit;
    },
    addDevice(d: Partial<FakeChromeDevice> = {}): FakeChromeDevice {
      serial++;
      const device: FakeChromeDevice = {
        kind: 'admin#directory#chromeosdevice',
        etag: `"${randomBytes(6).toString('hex')}"`,
        deviceId: randomBytes(16)
          .toString('hex')
          .replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-'),
        serialNumber: `5CD${String(100000 + serial)}`,
        status: 'ACTIVE',
        model: 'HP Chromebook 11 G9 EE',
        osVersion: '126.0.6478.132',
        platformVersion: '15886.44.0 (Official Build) stable-channel dedede',
        macAddress: randomBytes(6).toString('hex'),
        lastSync: new Date(Date.UTC(2026, 1, 1) + serial * 1000).toISOString(),
        orgUnitPath: '/',
        orgUnitId: 'id:root',
        recentUsers: [],
        autoUpdateThrough: '2029-06-30',
        activeTimeRanges: [{ activeTime: 3_600_000, date: '2026-02-01' }],
        ...d,
      };
      devices.push(device);
      return device;
    },
    addUser(
      primaryEmail: string,
      givenName: string,
      familyName: string,
      orgUnitPath = '/',
      more: Partial<Pick<FakeUser, 'externalIds' | 'suspended' | 'customSchemas'>> = {},
    ) {
      const user: FakeUser = {
        kind: 'admin#directory#user',
        id: String(100000000000000000000n + BigInt(users.length + 1)),
        primaryEmail,
        name: { givenName, familyName, fullName: `${givenName} ${familyName}` },
        orgUnitPath,
        suspended: false,
        isAdmin: admins.has(primaryEmail.toLowerCase()),
        ...more,
      };
      users.push(user);
      return user;
    },
  };
}
export type GoogleFake = Awaited<ReturnType<typeof startGoogleFake>>;

export const ALL_SCOPES = [
  `${SCOPE}admin.directory.device.chromeos`,
  `${SCOPE}admin.directory.orgunit.readonly`,
  `${SCOPE}admin.directory.user.readonly`,
];

/** The BASIC projection: the device's metadata without its reports and users. */
function basic(d: FakeChromeDevice) {
  const {
    recentUsers: _r,
    activeTimeRanges: _a,
    macAddress: _m,
    autoUpdateThrough: _t,
    autoUpdateExpiration: _e,
    ...rest
  } = d;
  return rest;
}

/** Page tokens are opaque to callers; here an offset in base64url. */
const pageToken = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
function pageStart(token: string | null): number | null {
  if (!token) return 0;
  const m = Buffer.from(token, 'base64url')
    .toString()
    .match(/^o:(\d+)$/);
  return m ? Number(m[1]) : null;
}
