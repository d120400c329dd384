import { randomUUID } from 'node:crypto';
import { json, startFakeServer } from './fake-server.ts';

/**
 * A fake of the IncidentIQ API v1.0 (the documented subset the portal uses), written from
 * IncidentIQ's API documentation: under `/api/v1.0`, `Authorization: Bearer <token>`, `SiteId` and
 * `Client: ApiClient` checked exactly; ticket search `POST /tickets?$s=<size>&$p=<page>` with
 * `Filters` and a `Paging` block; `POST /tickets/new`; closing and reopening; and the error shape
 * `{ StatusCode, Message, Errors, CorrelationId }`.
 */
export interface FakeIiqTicket {
  TicketId: string;
  TicketNumber: number;
  SiteId: string;
  Subject: string;
  IssueDescription: string;
  IsClosed: boolean;
  WorkflowStep: { StepName: string };
  Category: { Name: string };
  LocationId: string | null;
  CreatedDate: string;
  ModifiedDate: string;
}

export interface IncidentiqFakeOptions {
  token: string;
  siteId: string;
}

export async function startIncidentiqFake(o: IncidentiqFakeOptions) {
  const tickets: FakeIiqTicket[] = [];
  let number = 5000;
  let clock = Date.now();
  const tick = () => {
    clock = Math.max(Date.now(), clock + 1);
    return new Date(clock).toISOString();
  };
  const problem = (status: number, message: string, errors: string[] = []) => ({
    StatusCode: status,
    Message: message,
    Errors: errors,
    CorrelationId: randomUUID(),
  });

  const fake = await startFakeServer(async (req, url, res) => {
    if (!url.pathname.startsWith('/api/v1.0/')) return json(res, 404, problem(404, 'Not Found'));
    const path = url.pathname.slice('/api/v1.0'.length);
    if (req.headers.authorization !== `Bearer ${o.token}`)
      return json(res, 401, problem(401, 'Unauthorized', ['Invalid token']));
    if (req.headers.siteid !== o.siteId)
      return json(res, 403, problem(403, 'Forbidden', ['The token has no access to this site']));
    if (req.headers.client !== 'ApiClient')
      return json(res, 400, problem(400, 'Bad Request', ['Client header must be ApiClient']));
    const body = req.body ? JSON.parse(req.body) : {};

    if (req.method === 'POST' && path === '/tickets') {
      const size = Number(url.searchParams.get('$s') ?? '20');
      const page = Number(url.searchParams.get('$p') ?? '0');
      if (!(size >= 1 && size <= 1000))
        return json(res, 400, problem(400, 'Bad Request', ['$s must be 1 to 1000']));
      const filters: { Facet: string; Id: string }[] = body.Filters ?? [];
      const found = tickets.filter((t) =>
        filters.every((f) =>
          f.Facet === 'location'
            ? t.LocationId === f.Id
            : f.Facet === 'category'
              ? t.Category.Name === f.Id
              : f.Facet === 'ticketstatus'
                ? t.WorkflowStep.StepName === f.Id
                : true,
        ),
      );
      return json(res, 200, {
        Items: found.slice(page * size, (page + 1) * size),
        Paging: {
          PageIndex: page,
          PageSize: size,
          TotalRows: found.length,
          PageCount: Math.ceil(found.length / size),
        },
      });
    }
    if (req.method === 'POST' && path === '/tickets/new') {
      if (!body.Subject) return json(res, 400, problem(400, 'Validation failed', ['Subject is required']));
      const now = tick();
      const t: FakeIiqTicket = {
        TicketId: randomUUID(),
        TicketNumber: number++,
        SiteId: o.siteId,
        Subject: body.Subject,
        IssueDescription: body.IssueDescription ?? '',
        IsClosed: false,
        WorkflowStep: { StepName: 'New' },
        Category: { Name: body.CategoryName ?? 'General' },
        LocationId: null,
        CreatedDate: now,
        ModifiedDate: now,
      };
      tickets.push(t);
      return json(res, 200, { Item: t });
    }
    const action = path.match(/^\/tickets\/([0-9a-f-]{36})\/(close|reopen)$/);
    if (req.method === 'POST' && action) {
      const t = tickets.find((x) => x.TicketId === action[1]);
      if (!t) return json(res, 404, problem(404, 'Ticket not found'));
      t.IsClosed = action[2] === 'close';
      t.WorkflowStep = { StepName: t.IsClosed ? 'Closed' : 'Reopened' };
      t.ModifiedDate = tick();
      return json(res, 200, { Item: t });
    }
    return json(res, 404, problem(404, `No route ${req.method} ${path}`));
  });

  return {
    ...fake,
    tickets,
    get instanceUrl() {
      return fake.origin;
    },
    /** A ticket made in IncidentIQ by someone there. */
    addTicket(t: { Subject: string; step?: string; location?: string; category?: string }) {
      const now = tick();
      const ticket: FakeIiqTicket = {
        TicketId: randomUUID(),
        TicketNumber: number++,
        SiteId: o.siteId,
        Subject: t.Subject,
        IssueDescription: `${t.Subject} (reported in IncidentIQ)`,
        IsClosed: false,
        WorkflowStep: { StepName: t.step ?? 'New' },
        Category: { Name: t.category ?? 'Hardware' },
        LocationId: t.location ?? null,
        CreatedDate: now,
        ModifiedDate: now,
      };
      tickets.push(ticket);
      return ticket;
    },
    update(id: string, change: { step?: string; closed?: boolean }) {
      const t = tickets.find((x) => x.TicketId === id)!;
      if (change.step) t.WorkflowStep = { StepName: change.step };
      if (change.closed !== undefined) t.IsClosed = change.closed;
      t.ModifiedDate = tick();
      return t;
    },
  };
}
export type IncidentiqFake = Awaited<ReturnType<typeof startIncidentiqFake>>;
