import type { ConnectwiseCredentials } from '../../../domain/integration-settings.ts';
import {
  CONNECTWISE_MAX_PAGE_SIZE,
  connectwiseChangedSince,
  nextLink,
} from '../../../domain/integration-sync.ts';
import { jsonOf, type RemoteCallOptions, RemoteError, remoteFetch } from '../../lib/remote-http.ts';

const SYSTEM = 'ConnectWise';
/** The API version we speak, sent in Accept as ConnectWise asks. */
export const CONNECTWISE_ACCEPT = 'application/vnd.connectwise.com+json; version=2022.1';

/** A service ticket as far as the sync reads it. */
export interface CwTicket {
  id: number;
  summary: string;
  initialDescription?: string | null;
  board?: { id?: number; name?: string } | null;
  status?: { id?: number; name?: string } | null;
  priority?: { id?: number; name?: string } | null;
  company?: { id?: number; identifier?: string } | null;
  closedFlag?: boolean;
  _info?: { lastUpdated?: string; dateEntered?: string };
}

export interface CwNote {
  id: number;
  text: string;
  createdBy?: string;
  internalAnalysisFlag?: boolean;
  _info?: { lastUpdated?: string };
}

/** A JSON Patch operation as ConnectWise takes them. */
export interface CwPatchOperation {
  op: 'replace' | 'add' | 'remove';
  path: string;
  value?: unknown;
}

/** ConnectWise's error answer: `{ code, message, errors: [{ code, message, resource, field }] }`. */
function describe(status: number, body: unknown): string {
  const b = (body ?? {}) as { message?: unknown; errors?: { message?: unknown; field?: unknown }[] };
  const detail = Array.isArray(b.errors)
    ? b.errors
        .map((e) => [e.field, e.message].filter((x) => typeof x === 'string' && x).join(': '))
        .filter(Boolean)
        .join('; ')
    : '';
  const message = typeof b.message === 'string' ? b.message : `HTTP ${status}`;
  return detail ? `${message} (${detail})` : message;
}

/** The ConnectWise Manage REST API (the subset the sync uses), for one district's credentials. */
export function createConnectwiseClient(creds: ConnectwiseCredentials, opts: RemoteCallOptions) {
  const auth = Buffer.from(`${creds.companyId}+${creds.publicKey}:${creds.privateKey}`).toString('base64');
  const headers = {
    authorization: `Basic ${auth}`,
    clientid: creds.clientId,
    accept: CONNECTWISE_ACCEPT,
    'content-type': 'application/json',
  };
  const base = creds.siteUrl.replace(/\/+$/, '');
  const urlOf = (path: string) => (path.startsWith('http') ? path : `${base}${path}`);

  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ data: T; link: string | null }> {
    const res = await remoteFetch(
      SYSTEM,
      urlOf(path),
      { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) },
      opts,
    );
    const data = await jsonOf(res);
    if (res.ok) return { data: data as T, link: res.headers.get('link') };
    const said = describe(res.status, data);
    if (res.status === 401)
      throw new RemoteError(
        'credentials',
        `ConnectWise refused the credentials (401): ${said}. Check the company id, public and private keys.`,
        401,
      );
    if (res.status === 403)
      throw new RemoteError(
        'permission',
        `ConnectWise refused access (403): ${said}. The API member needs the Service Desk permissions.`,
        403,
      );
    if (res.status === 404)
      throw new RemoteError(
        'not_found',
        `ConnectWise answered 404 for ${new URL(urlOf(path)).pathname}: check the site URL (it ends with /apis/3.0).`,
        404,
      );
    throw new RemoteError('remote', `ConnectWise answered ${res.status}: ${said}`, res.status);
  }

  return {
    /** Proves address, credentials and permission: the system info, then one ticket. */
    async test(): Promise<string> {
      const info = await call<{ version?: string }>('GET', '/system/info');
      await call('GET', '/service/tickets?pageSize=1&fields=id');
      return `Connected to ConnectWise Manage${info.data?.version ? ` ${info.data.version}` : ''}: credentials and service ticket access work.`;
    },

    /** Tickets changed after `since` (all pages, following the Link header). */
    async *changedTickets(since: Date | null, filter: { board: string; company: string }) {
      const extra = [
        filter.board ? `board/name="${filter.board.replace(/"/g, '\\"')}"` : '',
        filter.company ? `company/identifier="${filter.company.replace(/"/g, '\\"')}"` : '',
      ]
        .filter(Boolean)
        .join(' and ');
      const params = new URLSearchParams({
        conditions: connectwiseChangedSince(since, extra || undefined),
        orderBy: 'lastUpdated asc',
        page: '1',
        pageSize: String(CONNECTWISE_MAX_PAGE_SIZE),
      });
      let next: string | null = `/service/tickets?${params}`;
      while (next) {
        const page: { data: CwTicket[]; link: string | null } = await call<CwTicket[]>('GET', next);
        yield page.data ?? [];
        const link = nextLink(page.link);
        // Only follow links to the same API (a Link header is the remote's word, not ours).
        next = link && new URL(link, base).href.startsWith(base) ? new URL(link, base).href : null;
      }
    },

    createTicket: async (ticket: Record<string, unknown>) =>
      (await call<CwTicket>('POST', '/service/tickets', ticket)).data,
    patchTicket: async (id: number, ops: CwPatchOperation[]) =>
      (await call<CwTicket>('PATCH', `/service/tickets/${id}`, ops)).data,
    notes: async (id: number) =>
      (await call<CwNote[]>('GET', `/service/tickets/${id}/notes?pageSize=${CONNECTWISE_MAX_PAGE_SIZE}`))
        .data ?? [],
    addNote: async (id: number, text: string) =>
      (await call<CwNote>('POST', `/service/tickets/${id}/notes`, { text, detailDescriptionFlag: true }))
        .data,
  };
}
export type ConnectwiseClient = ReturnType<typeof createConnectwiseClient>;
