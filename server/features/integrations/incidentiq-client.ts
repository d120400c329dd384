import type { IncidentiqCredentials, IncidentiqOptions } from '../../../domain/integration-settings.ts';
import { jsonOf, type RemoteCallOptions, RemoteError, remoteFetch } from '../../lib/remote-http.ts';

const SYSTEM = 'IncidentIQ';
/** Tickets per page of the ticket search. */
export const INCIDENTIQ_PAGE_SIZE = 100;

/** An IncidentIQ ticket as far as the sync reads it. */
export interface IiqTicket {
  TicketId: string;
  TicketNumber?: number | string;
  Subject?: string | null;
  IssueDescription?: string | null;
  IsClosed?: boolean;
  WorkflowStep?: { StepName?: string | null } | null;
  Category?: { Name?: string | null } | null;
  ModifiedDate?: string;
  CreatedDate?: string;
}

interface IiqPage {
  Items?: IiqTicket[];
  Paging?: { PageIndex?: number; PageSize?: number; PageCount?: number; TotalRows?: number };
}

/** IncidentIQ's error answer: `{ StatusCode, Message, Errors, CorrelationId }`, told with its correlation id. */
export function incidentiqProblem(status: number, body: unknown): string {
  const b = (body ?? {}) as { Message?: unknown; Errors?: unknown; CorrelationId?: unknown };
  const message = typeof b.Message === 'string' && b.Message ? b.Message : `HTTP ${status}`;
  const errors = Array.isArray(b.Errors)
    ? b.Errors.map((e) => (typeof e === 'string' ? e : ((e as { Message?: string })?.Message ?? ''))).filter(
        Boolean,
      )
    : [];
  const id =
    typeof b.CorrelationId === 'string' && b.CorrelationId ? ` (correlation id ${b.CorrelationId})` : '';
  return `${message}${errors.length ? `: ${errors.join('; ')}` : ''}${id}`;
}

/** The IncidentIQ API v1.0 (the subset the sync uses), for one district's credentials. */
export function createIncidentiqClient(creds: IncidentiqCredentials, opts: RemoteCallOptions) {
  const base = `${creds.instanceUrl.replace(/\/+$/, '')}/api/v1.0`;
  const headers = {
    authorization: `Bearer ${creds.apiToken}`,
    siteid: creds.siteId,
    client: 'ApiClient',
    accept: 'application/json',
    'content-type': 'application/json',
  };

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await remoteFetch(
      SYSTEM,
      `${base}${path}`,
      { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) },
      opts,
    );
    const data = await jsonOf(res);
    if (res.ok) return data as T;
    const said = incidentiqProblem(res.status, data);
    if (res.status === 401)
      throw new RemoteError('credentials', `IncidentIQ refused the API token (401): ${said}.`, 401);
    if (res.status === 403)
      throw new RemoteError(
        'permission',
        `IncidentIQ refused access (403): ${said}. Check the token's permissions and the site id.`,
        403,
      );
    if (res.status === 404)
      throw new RemoteError(
        'not_found',
        `IncidentIQ answered 404: check the instance URL (${new URL(base).host}).`,
        404,
      );
    throw new RemoteError('remote', `IncidentIQ answered ${res.status}: ${said}`, res.status);
  }

  const filtersOf = (options: IncidentiqOptions) => ({
    Filters: options.facets.map((f) => ({ Facet: f.facet, Id: f.id })),
  });

  return {
    /** Proves address, token, site and permission: one page of one ticket. */
    async test(): Promise<string> {
      const page = await call<IiqPage>('POST', '/tickets?$s=1&$p=0', { Filters: [] });
      const total = page?.Paging?.TotalRows;
      return `Connected to IncidentIQ: the token reads tickets of this site${typeof total === 'number' ? ` (${total} in all)` : ''}.`;
    },

    /** Every ticket the facets select, page after page to the end. */
    async *tickets(options: IncidentiqOptions) {
      for (let p = 0; ; p++) {
        const page = await call<IiqPage>(
          'POST',
          `/tickets?$s=${INCIDENTIQ_PAGE_SIZE}&$p=${p}`,
          filtersOf(options),
        );
        const items = page?.Items ?? [];
        yield items;
        const count = page?.Paging?.PageCount;
        if (
          items.length === 0 ||
          (typeof count === 'number' ? p + 1 >= count : items.length < INCIDENTIQ_PAGE_SIZE)
        )
          return;
      }
    },

    async createTicket(body: Record<string, unknown>): Promise<IiqTicket> {
      const answer = await call<{ Item?: IiqTicket } & Partial<IiqTicket>>('POST', '/tickets/new', body);
      const item = answer?.Item ?? (answer as IiqTicket);
      if (!item?.TicketId)
        throw new RemoteError('remote', 'IncidentIQ created the ticket but did not say its id.');
      return item;
    },

    /** Keeps the status in step: closes or reopens the ticket. */
    async setClosed(ticketId: string, closed: boolean): Promise<IiqTicket | null> {
      const answer = await call<{ Item?: IiqTicket }>(
        'POST',
        `/tickets/${encodeURIComponent(ticketId)}/${closed ? 'close' : 'reopen'}`,
        {},
      );
      return answer?.Item ?? null;
    },
  };
}
export type IncidentiqClient = ReturnType<typeof createIncidentiqClient>;
