import { createHmac, randomBytes } from 'node:crypto';
import { json, type SeenRequest, startFakeServer } from './fake-server.ts';

/**
 * A fake of the ConnectWise Manage REST API (the documented subset the portal uses), written from
 * ConnectWise's developer documentation: Basic auth `companyId+publicKey:privateKey` plus the
 * `clientId` header, checked exactly; the version in `Accept`; `conditions` with `lastUpdated > [..]`,
 * `board/name="…"` and `company/identifier="…"`; `page`/`pageSize` (≤ 1000) with a `Link` header to
 * the next page; PATCH with JSON Patch operation arrays; notes; the error shape `{ code, message,
 * errors: [{ code, message, resource, field }] }`; callbacks signed in `x-content-signature` with the
 * key served at `Metadata.key_url`.
 */
export interface FakeCwTicket {
  id: number;
  summary: string;
  initialDescription: string;
  board: { id: number; name: string };
  status: { id: number; name: string };
  priority: { id: number; name: string };
  company: { id: number; identifier: string };
  closedFlag: boolean;
  _info: { lastUpdated: string; dateEntered: string };
}
export interface FakeCwNote {
  id: number;
  ticketId: number;
  text: string;
  createdBy: string;
  detailDescriptionFlag: boolean;
  _info: { lastUpdated: string };
}

export const CW_PATH = '/v4_6_release/apis/3.0';
const STATUSES = ['New', 'In Progress', 'Resolved', 'Closed', 'Waiting on Client'];
const PRIORITIES = [
  'Priority 1 - Emergency Response',
  'Priority 2 - Quick Response',
  'Priority 3 - Normal Response',
  'Priority 4 - Schedule Maintenance',
];

export interface ConnectwiseFakeOptions {
  companyId: string;
  publicKey: string;
  privateKey: string;
  clientId: string;
  /** The largest page this server answers (ConnectWise's is 1000), to exercise Link paging. */
  maxPageSize?: number;
}

/** ConnectWise keeps times to the second. */
const seconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

export async function startConnectwiseFake(o: ConnectwiseFakeOptions) {
  const tickets = new Map<number, FakeCwTicket>();
  const notes: FakeCwNote[] = [];
  let nextId = 1000;
  let clock = Date.now();
  const signingKey = randomBytes(16).toString('hex');
  /** Paths refused with 403 (an API member without the permission). */
  const forbidden = new Set<string>();
  /** Each change gets a later second than the last (ConnectWise keeps seconds). */
  const tick = () => {
    clock = Math.max(Date.now(), clock + 1000);
    return seconds(clock);
  };
  const expectedAuth = `Basic ${Buffer.from(`${o.companyId}+${o.publicKey}:${o.privateKey}`).toString('base64')}`;

  const invalid = (field: string, message: string) => ({
    code: 'InvalidObject',
    message: 'ticket object is invalid',
    errors: [{ code: 'Required', message, resource: 'ticket', field }],
  });

  function matches(t: FakeCwTicket, conditions: string): boolean {
    if (!conditions) return true;
    for (const part of conditions.split(/\s+and\s+/i)) {
      const since = part.match(/^lastUpdated\s*(>=?|<=?)\s*\[([^\]]+)\]$/);
      if (since) {
        const [a, b] = [Date.parse(t._info.lastUpdated), Date.parse(since[2]!)];
        const ok = { '>': a > b, '>=': a >= b, '<': a < b, '<=': a <= b }[
          since[1] as '>' | '>=' | '<' | '<='
        ];
        if (!ok) return false;
        continue;
      }
      const eq = part.match(/^([a-z]+)\/([a-z]+)\s*=\s*"((?:[^"\\]|\\.)*)"$/i);
      if (eq) {
        const value = (t as unknown as Record<string, Record<string, unknown>>)[eq[1]!]?.[eq[2]!];
        if (String(value) !== eq[3]!.replace(/\\"/g, '"')) return false;
        continue;
      }
      throw new Error(`unsupported condition ${part}`);
    }
    return true;
  }

  const fake = await startFakeServer(async (req: SeenRequest, url, res) => {
    if (url.pathname === '/callback/key') {
      return json(res, 200, { signing_key: signingKey });
    }
    if (!url.pathname.startsWith(CW_PATH)) return json(res, 404, { code: 'NotFound', message: 'Not found' });
    const path = url.pathname.slice(CW_PATH.length);
    if (req.headers.authorization !== expectedAuth)
      return json(res, 401, { code: 'Unauthorized', message: 'Authentication failed.', errors: null });
    if (req.headers.clientid !== o.clientId)
      return json(res, 401, { code: 'Unauthorized', message: 'clientId is missing or invalid.' });
    if (!String(req.headers.accept ?? '').startsWith('application/vnd.connectwise.com+json; version='))
      return json(res, 406, { code: 'NotAcceptable', message: 'Accept must name the API version.' });
    if ([...forbidden].some((p) => path.startsWith(p)))
      return json(res, 403, { code: 'Forbidden', message: 'You do not have access to this resource.' });

    if (req.method === 'GET' && path === '/system/info')
      return json(res, 200, { version: 'v2022.1.88390', isCloud: true });

    if (path === '/service/tickets' && req.method === 'GET') {
      const pageSize = Number(url.searchParams.get('pageSize') ?? '25');
      const page = Number(url.searchParams.get('page') ?? '1');
      if (!(pageSize >= 1 && pageSize <= 1000))
        return json(res, 400, invalid('pageSize', 'pageSize must be 1 to 1000'));
      let found: FakeCwTicket[];
      try {
        found = [...tickets.values()].filter((t) => matches(t, url.searchParams.get('conditions') ?? ''));
      } catch (err) {
        return json(res, 400, { code: 'InvalidCondition', message: String(err) });
      }
      found.sort((a, b) => a._info.lastUpdated.localeCompare(b._info.lastUpdated) || a.id - b.id);
      const size = Math.min(pageSize, o.maxPageSize ?? 1000);
      const items = found.slice((page - 1) * size, page * size);
      const headers: Record<string, string> = {};
      if (page * size < found.length) {
        const next = new URL(url);
        next.searchParams.set('page', String(page + 1));
        next.searchParams.set('pageSize', String(size));
        headers.link = `<${next.href}>; rel="next", <${url.origin}${url.pathname}?page=${Math.ceil(found.length / size)}>; rel="last"`;
      }
      return json(res, 200, items, headers);
    }

    if (path === '/service/tickets' && req.method === 'POST') {
      const b = JSON.parse(req.body || '{}');
      if (!b.summary) return json(res, 400, invalid('summary', 'summary is required'));
      if (b.board?.name !== 'Service Board') return json(res, 400, invalid('board', 'board is required'));
      if (b.status?.name && !STATUSES.includes(b.status.name))
        return json(res, 400, invalid('status', 'status is invalid'));
      const now = tick();
      const t: FakeCwTicket = {
        id: nextId++,
        summary: String(b.summary).slice(0, 100),
        initialDescription: b.initialDescription ?? '',
        board: { id: 1, name: b.board.name },
        status: { id: 1, name: b.status?.name ?? 'New' },
        priority: { id: 3, name: b.priority?.name ?? PRIORITIES[2] },
        company: { id: 250, identifier: b.company?.identifier ?? 'Catchall' },
        closedFlag: b.status?.name === 'Closed',
        _info: { lastUpdated: now, dateEntered: now },
      };
      tickets.set(t.id, t);
      return json(res, 201, t);
    }

    const one = path.match(/^\/service\/tickets\/(\d+)(\/notes)?$/);
    if (one) {
      const t = tickets.get(Number(one[1]));
      if (!t) return json(res, 404, { code: 'NotFound', message: `Ticket ${one[1]} not found` });
      if (one[2] && req.method === 'GET')
        return json(
          res,
          200,
          notes.filter((n) => n.ticketId === t.id),
        );
      if (one[2] && req.method === 'POST') {
        const b = JSON.parse(req.body || '{}');
        if (!b.text) return json(res, 400, invalid('text', 'text is required'));
        const note: FakeCwNote = {
          id: nextId++,
          ticketId: t.id,
          text: b.text,
          createdBy: 'API',
          detailDescriptionFlag: !!b.detailDescriptionFlag,
          _info: { lastUpdated: tick() },
        };
        notes.push(note);
        t._info.lastUpdated = note._info.lastUpdated;
        return json(res, 201, note);
      }
      if (req.method === 'GET') return json(res, 200, t);
      if (req.method === 'PATCH') {
        const ops = JSON.parse(req.body || 'null');
        if (!Array.isArray(ops))
          return json(res, 400, { code: 'InvalidObject', message: 'Expected an array of operations' });
        for (const op of ops) {
          if (op.op !== 'replace' || !['summary', 'status', 'priority'].includes(op.path))
            return json(res, 400, {
              code: 'InvalidObject',
              message: `Unsupported operation ${op.op} ${op.path}`,
            });
          if (op.path === 'summary') t.summary = String(op.value);
          if (op.path === 'status') {
            if (!STATUSES.includes(op.value?.name))
              return json(res, 400, invalid('status', 'status is invalid'));
            t.status = { id: 1, name: op.value.name };
            t.closedFlag = op.value.name === 'Closed';
          }
          if (op.path === 'priority') t.priority = { id: 1, name: op.value?.name };
        }
        t._info.lastUpdated = tick();
        return json(res, 200, t);
      }
    }
    return json(res, 404, { code: 'NotFound', message: `No route ${req.method} ${path}` });
  });

  return {
    ...fake,
    tickets,
    notes,
    forbidden,
    signingKey,
    get siteUrl() {
      return `${fake.origin}${CW_PATH}`;
    },
    /** A ticket made in ConnectWise by someone there. */
    addTicket(
      t: Partial<Pick<FakeCwTicket, 'summary' | 'initialDescription'>> & {
        status?: string;
        priority?: string;
        company?: string;
      },
    ) {
      const now = tick();
      const ticket: FakeCwTicket = {
        id: nextId++,
        summary: t.summary ?? 'Ticket from ConnectWise',
        initialDescription: t.initialDescription ?? '',
        board: { id: 1, name: 'Service Board' },
        status: { id: 1, name: t.status ?? 'New' },
        priority: { id: 3, name: t.priority ?? PRIORITIES[2]! },
        company: { id: 250, identifier: t.company ?? 'Catchall' },
        closedFlag: t.status === 'Closed',
        _info: { lastUpdated: now, dateEntered: now },
      };
      tickets.set(ticket.id, ticket);
      return ticket;
    },
    /** A change made in ConnectWise. */
    update(id: number, change: { status?: string; summary?: string }) {
      const t = tickets.get(id)!;
      if (change.status) t.status = { id: 1, name: change.status };
      if (change.summary) t.summary = change.summary;
      t._info.lastUpdated = tick();
      return t;
    },
    addNote(ticketId: number, text: string, createdBy = 'jsmith') {
      const note: FakeCwNote = {
        id: nextId++,
        ticketId,
        text,
        createdBy,
        detailDescriptionFlag: true,
        _info: { lastUpdated: tick() },
      };
      notes.push(note);
      // A note changes its ticket's lastUpdated, as in ConnectWise.
      tickets.get(ticketId)!._info.lastUpdated = note._info.lastUpdated;
      return note;
    },
    /** A callback ConnectWise would send for a ticket, signed with its key (or with `key`). */
    callback(ticketId: number, key = signingKey) {
      const body = JSON.stringify({
        MessageId: randomBytes(8).toString('hex'),
        Action: 'updated',
        Type: 'ticket',
        ID: ticketId,
        Metadata: { key_url: `${fake.origin}/callback/key` },
        Entity: JSON.stringify(tickets.get(ticketId) ?? {}),
      });
      return { body, signature: createHmac('sha256', key).update(body, 'utf8').digest('base64') };
    },
  };
}
export type ConnectwiseFake = Awaited<ReturnType<typeof startConnectwiseFake>>;
