import { createPrivateKey, createSign, type KeyObject } from 'node:crypto';
import type { GoogleUser } from '../../../domain/google-users.ts';
import {
  GOOGLE_PAGE,
  GOOGLE_SCOPES,
  type GoogleCredentials,
  type GoogleDevice,
  type GoogleOptions,
  type GoogleOrgUnit,
  parseServiceAccountKey,
} from '../../../domain/google-workspace.ts';
import { jsonOf, type RemoteCallOptions, RemoteError, remoteFetch } from '../../lib/remote-http.ts';

const SYSTEM = 'Google Workspace';

/** The step of the connection a failure belongs to, as 'Test connection' names it. */
export type GoogleStep = 'key' | 'delegation' | 'scope' | 'customer' | 'address';

export class GoogleError extends RemoteError {
  constructor(
    readonly step: GoogleStep,
    message: string,
    status?: number,
  ) {
    super(step === 'address' ? 'address' : step === 'key' ? 'credentials' : 'permission', message, status);
  }
}

const b64url = (v: Buffer | string) => Buffer.from(v).toString('base64url');

/** A JWT bearer assertion (RFC 7523) signed RS256 with the service account's private key. */
export function signAssertion(
  key: KeyObject,
  claims: { iss: string; sub: string; scope: string; aud: string },
  keyId: string | undefined,
  now = Math.floor(Date.now() / 1000),
): string {
  const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', ...(keyId ? { kid: keyId } : {}) }));
  const body = b64url(JSON.stringify({ ...claims, iat: now, exp: now + 3600 }));
  const signer = createSign('RSA-SHA256');
  signer.update(`${header}.${body}`);
  return `${header}.${body}.${signer.sign(key).toString('base64url')}`;
}

/** Google's error answer: OAuth's `{ error, error_description }` or the API's `{ error: { code, message } }`. */
function saidBy(body: unknown, status: number): string {
  const b = (body ?? {}) as { error?: unknown; error_description?: unknown };
  if (typeof b.error === 'string')
    return typeof b.error_description === 'string' && b.error_description
      ? `${b.error}: ${b.error_description}`
      : b.error;
  const e = b.error as { message?: unknown } | undefined;
  return typeof e?.message === 'string' && e.message ? e.message : `HTTP ${status}`;
}

/** What a list refused names: the scope it needs. */
const SCOPE_OF = {
  devices: 'admin.directory.device.chromeos',
  orgunits: 'admin.directory.orgunit.readonly',
  users: 'admin.directory.user.readonly',
} as const;

/**
 * The Admin SDK Directory API for one district's service account (domain-wide delegation, acting
 * as its administrator): a token by the JWT bearer grant, Chrome devices, org units and users page
 * after page, and a device's annotated fields written back.
 */
export function createGoogleClient(
  creds: GoogleCredentials,
  options: GoogleOptions,
  opts: RemoteCallOptions,
) {
  const root = options.apiRoot.replace(/\/+$/, '');
  const customer = encodeURIComponent(creds.customerId);
  let token: { value: string; until: number } | null = null;

  function keyOf() {
    try {
      const key = parseServiceAccountKey(creds.serviceAccountKey);
      return { key, privateKey: createPrivateKey(key.private_key) };
    } catch (err) {
      throw new GoogleError('key', `The service account key could not be read: ${(err as Error).message}.`);
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const { key, privateKey } = keyOf();
    let assertion: string;
    try {
      assertion = signAssertion(
        privateKey,
        { iss: key.client_email, sub: creds.adminEmail, scope: GOOGLE_SCOPES.join(' '), aud: key.token_uri },
        key.private_key_id,
      );
    } catch (err) {
      throw new GoogleError('key', `The service account key could not sign: ${(err as Error).message}.`);
    }
    const res = await remoteFetch(
      SYSTEM,
      key.token_uri,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
          assertion,
        }).toString(),
      },
      opts,
    ).catch((err: unknown) => {
      if (err instanceof RemoteError && err.failure === 'address')
        throw new GoogleError('address', err.message);
      throw err;
    });
    const body = (await jsonOf(res)) as { access_token?: string; expires_in?: number; error?: string } | null;
    if (res.ok && body?.access_token) {
      token = {
        value: body.access_token,
        until: Date.now() + Math.max(60, (body.expires_in ?? 3600) - 60) * 1000,
      };
      return token.value;
    }
    const said = saidBy(body, res.status);
    // invalid_grant with the subject: the admin address; unauthorized_client: delegation or its scopes.
    if (body?.error === 'unauthorized_client')
      throw new GoogleError(
        'delegation',
        `Google refused to issue a token (${said}). In the Admin console, give the service account's client id domain-wide delegation of the three directory scopes.`,
        res.status,
      );
    if (body?.error === 'invalid_grant' && /email|user/i.test(said))
      throw new GoogleError(
        'delegation',
        `Google refused to act as ${creds.adminEmail} (${said}): use the address of an administrator of the domain.`,
        res.status,
      );
    throw new GoogleError(
      'key',
      `Google refused the service account key (${said}): the key may be revoked or deleted; download a new one.`,
      res.status,
    );
  }

  async function call<T>(
    what: keyof typeof SCOPE_OF | 'update',
    method: 'GET' | 'PUT',
    path: string,
    body?: unknown,
  ): Promise<T> {
    const bearer = await accessToken();
    const res = await remoteFetch(
      SYSTEM,
      `${root}${path}`,
      {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      },
      opts,
    ).catch((err: unknown) => {
      if (err instanceof RemoteError && err.failure === 'address')
        throw new GoogleError('address', err.message);
      throw err;
    });
    const data = await jsonOf(res);
    if (res.ok) return data as T;
    const said = saidBy(data, res.status);
    const scope = what === 'update' ? SCOPE_OF.devices : SCOPE_OF[what];
    if (res.status === 401)
      throw new GoogleError('delegation', `Google refused the token (401: ${said}).`, 401);
    if (res.status === 403)
      throw new GoogleError(
        'scope',
        `Google refused to ${what === 'update' ? 'update a Chrome device' : `list ${what === 'devices' ? 'Chrome devices' : what === 'orgunits' ? 'org units' : 'users'}`} (403: ${said}): delegate the scope ${scope} and give the administrator the privilege.`,
        403,
      );
    if ((res.status === 400 || res.status === 404) && what !== 'update')
      throw new GoogleError(
        'customer',
        `Google does not know the customer "${creds.customerId}" (${res.status}: ${said}): use my_customer or the id in Account settings.`,
        res.status,
      );
    throw new RemoteError('remote', `Google answered ${res.status}: ${said}`, res.status);
  }

  return {
    accessToken,

    /** Every Chrome device (FULL projection), page after page. */
    async *devices(): AsyncGenerator<GoogleDevice[]> {
      let pageToken: string | undefined;
      do {
        const q = new URLSearchParams({ maxResults: String(GOOGLE_PAGE.devices), projection: 'FULL' });
        if (pageToken) q.set('pageToken', pageToken);
        const page = await call<{ chromeosdevices?: GoogleDevice[]; nextPageToken?: string }>(
          'devices',
          'GET',
          `/admin/directory/v1/customer/${customer}/devices/chromeos?${q}`,
        );
        yield page?.chromeosdevices ?? [];
        pageToken = page?.nextPageToken || undefined;
      } while (pageToken);
    },

    /** The whole org unit tree (one answer, no pages). */
    async orgUnits(): Promise<GoogleOrgUnit[]> {
      const answer = await call<{ organizationUnits?: GoogleOrgUnit[] }>(
        'orgunits',
        'GET',
        `/admin/directory/v1/customer/${customer}/orgunits?type=all`,
      );
      return answer?.organizationUnits ?? [];
    },

    /** One page of the domain's users (the test reads one; the roster may read them all). */
    async usersPage(pageToken?: string, maxResults: number = GOOGLE_PAGE.users) {
      const q = new URLSearchParams({ customer: creds.customerId, maxResults: String(maxResults) });
      if (pageToken) q.set('pageToken', pageToken);
      return call<{ users?: GoogleUser[]; nextPageToken?: string }>(
        'users',
        'GET',
        `/admin/directory/v1/users?${q}`,
      );
    },

    /** Writes a device's annotated fields (the console shows the portal's tag, site and person). */
    async updateDevice(
      deviceId: string,
      fields: Partial<Pick<GoogleDevice, 'annotatedAssetId' | 'annotatedLocation' | 'annotatedUser'>>,
    ): Promise<GoogleDevice> {
      return call<GoogleDevice>(
        'update',
        'PUT',
        `/admin/directory/v1/customer/${customer}/devices/chromeos/${encodeURIComponent(deviceId)}`,
        fields,
      );
    },

    /** 'Test connection': key, token (delegation), then each list with one item; the failed step is named. */
    async test(): Promise<string> {
      keyOf();
      await accessToken();
      const q = new URLSearchParams({ maxResults: '1', projection: 'BASIC' });
      await call('devices', 'GET', `/admin/directory/v1/customer/${customer}/devices/chromeos?${q}`);
      const units = await this.orgUnits();
      await this.usersPage(undefined, 1);
      return `Connected to Google Workspace as ${creds.adminEmail}: Chrome devices, ${units.length} org units and users are readable.`;
    },
  };
}
export type GoogleClient = ReturnType<typeof createGoogleClient>;
