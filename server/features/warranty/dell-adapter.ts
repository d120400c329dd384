import {
  DELL_API_URL,
  DELL_BATCH_SIZE,
  dellFinding,
  WARRANTY_MESSAGES as M,
  type WarrantyAdapter,
} from '../../../domain/warranty.ts';
import { jsonOf, type RemoteCallOptions, RemoteError, remoteFetch } from '../../lib/remote-http.ts';

export interface DellCredentials {
  clientId: string;
  clientSecret: string;
  /** Dell's gateway unless a sandbox (or a test's fake) is named. */
  apiUrl?: string;
}

const SYSTEM = "Dell's warranty API";

/**
 * Dell's warranty look-up (TechDirect API): an OAuth2 client-credentials token from
 * `/auth/oauth/v2/token`, then `GET /PROD/sbil/eapi/v5/asset-entitlements?servicetags=…` (up to 100
 * service tags a call) with it; a tag's warranty ends with its latest entitlement. Every call goes
 * through remoteFetch (https, the address checked as it connects, retries, no redirects).
 */
export function dellAdapter(creds: DellCredentials, remote: RemoteCallOptions): WarrantyAdapter {
  const base = (creds.apiUrl ?? DELL_API_URL).replace(/\/+$/, '');
  let token: string | null = null;

  async function fetchToken(): Promise<string> {
    const res = await remoteFetch(
      SYSTEM,
      `${base}/auth/oauth/v2/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: creds.clientId,
          client_secret: creds.clientSecret,
        }).toString(),
      },
      remote,
    );
    const body = (await jsonOf(res)) as { access_token?: unknown } | null;
    if (res.status === 400 || res.status === 401 || res.status === 403)
      throw new RemoteError('credentials', M.credentialsRefused, res.status);
    if (!res.ok) throw new RemoteError('remote', M.remoteFailed(res.status), res.status);
    if (typeof body?.access_token !== 'string') throw new RemoteError('remote', M.answerUnreadable);
    return body.access_token;
  }

  async function entitlements(serials: string[], retried = false): Promise<unknown> {
    token ??= await fetchToken();
    const url = `${base}/PROD/sbil/eapi/v5/asset-entitlements?servicetags=${serials.map(encodeURIComponent).join(',')}`;
    const res = await remoteFetch(
      SYSTEM,
      url,
      { method: 'GET', headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
      remote,
    );
    // A token that expired during a long run: one new token, one more try.
    if (res.status === 401 && !retried) {
      await res.body?.cancel().catch(() => {});
      token = null;
      return entitlements(serials, true);
    }
    if (res.status === 401 || res.status === 403) {
      await res.body?.cancel().catch(() => {});
      throw new RemoteError('credentials', M.credentialsRefused, res.status);
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      throw new RemoteError('remote', M.remoteFailed(res.status), res.status);
    }
    return jsonOf(res);
  }

  return {
    name: 'dell',
    batchSize: DELL_BATCH_SIZE,
    async lookup(serials) {
      const answer = await entitlements(serials);
      if (!Array.isArray(answer)) throw new RemoteError('remote', M.answerUnreadable);
      return answer.map(dellFinding).filter((f) => f !== null);
    },
  };
}
