import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRIORITIES } from './priorities.ts';
import {
  assetLabel,
  commentVisibilityFor,
  createCommentSchema,
  createTicketSchema,
  defaultTicketSource,
  entryVisibility,
  formatTicketNumber,
  listTicketsQuerySchema,
  MAX_TICKET_WATCHERS,
  nextReferences,
  requesterMailOccasion,
  requesterMailText,
  STAFF_ONLY_KINDS,
  TICKET_ACTIVITY_KINDS,
  TICKET_MESSAGES,
  TICKET_STATUSES,
  ticketCounterDeltas,
  ticketIdInMessageId,
  ticketLinkFor,
  ticketMessageId,
  ticketNumberInSubject,
  ticketSearch,
  ticketSubjectTag,
  updateTicketSchema,
  visibleToRequester,
} from './tickets.ts';

describe('ticket payloads', () => {
  it('defaults a new ticket to open, medium, general', () => {
    const parsed = createTicketSchema.parse({ title: ' Printer ', description: 'Jams' });
    expect(parsed).toMatchObject({
      title: 'Printer',
      status: 'open',
      priority: 'medium',
      category: 'general',
    });
  });

  it('asks for the required fields with the product’s message', () => {
    for (const body of [{}, { title: '  ', description: 'x' }, { title: 'x', description: '' }]) {
      const result = createTicketSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(TICKET_MESSAGES.required);
    }
  });

  it('rejects unknown enumerations with a message naming the choices', () => {
    const result = createTicketSchema.safeParse({ title: 'a', description: 'b', priority: 'urgent' });
    expect(result.error?.issues[0]?.message).toMatch(/low, medium, high or critical/);
  });

  it('refuses an empty update', () => {
    expect(updateTicketSchema.safeParse({}).error?.issues[0]?.message).toBe(TICKET_MESSAGES.nothingToUpdate);
    expect(updateTicketSchema.parse({ status: 'resolved' })).toEqual({ status: 'resolved' });
  });

  it('bounds the list page and checks the cursor', () => {
    expect(listTicketsQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(listTicketsQuerySchema.safeParse({ limit: '501' }).success).toBe(false);
    expect(listTicketsQuerySchema.parse({ limit: '20' }).limit).toBe(20);
    expect(listTicketsQuerySchema.safeParse({ before: 'drop table' }).success).toBe(false);
    const id = '7f8a4c1e-2f6b-4d7e-9a43-1c2b3d4e5f60';
    expect(listTicketsQuerySchema.parse({ before: id }).before).toBe(id);
  });
});

describe('formatTicketNumber', () => {
  it('joins the district code and a zero-padded counter', () => {
    expect(formatTicketNumber('BENSON', 42)).toBe('BENSON-0042');
    expect(formatTicketNumber('BENSON', 12345)).toBe('BENSON-12345');
  });
});

describe('ticketCounterDeltas', () => {
  const ticket = fc.record({
    status: fc.constantFrom(...TICKET_STATUSES),
    priority: fc.constantFrom(...PRIORITIES),
  });

  it('counts a new critical open ticket in total, open and critical', () => {
    expect(ticketCounterDeltas(null, { status: 'open', priority: 'critical' })).toEqual({
      total: 1,
      open: 1,
      inProgress: 0,
      resolved: 0,
      closed: 0,
      critical: 1,
    });
  });

  it('moves a resolved critical ticket out of the critical count', () => {
    expect(
      ticketCounterDeltas(
        { status: 'in_progress', priority: 'critical' },
        { status: 'resolved', priority: 'critical' },
      ),
    ).toEqual({
      total: 0,
      open: 0,
      inProgress: -1,
      resolved: 1,
      closed: 0,
      critical: -1,
    });
  });

  it('keeps the status counts summing to the total over any sequence of changes', () => {
    fc.assert(
      fc.property(fc.array(ticket, { minLength: 1, maxLength: 30 }), (states) => {
        const sum = { total: 0, open: 0, inProgress: 0, resolved: 0, closed: 0, critical: 0 };
        let before: (typeof states)[number] | null = null;
        for (const after of states) {
          const d = ticketCounterDeltas(before, after);
          for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += d[k];
          before = after;
        }
        const last = states.at(-1)!;
        expect(sum.total).toBe(1);
        expect(sum.open + sum.inProgress + sum.resolved + sum.closed).toBe(1);
        expect(sum.critical).toBe(
          last.priority === 'critical' && ['open', 'in_progress'].includes(last.status) ? 1 : 0,
        );
      }),
    );
  });
});

describe('ticketSearch', () => {
  it('recognises ticket numbers and counters', () => {
    expect(ticketSearch(' benson-0042 ')).toEqual({ kind: 'number', ticketNumber: 'BENSON-0042' });
    expect(ticketSearch('#42')).toEqual({ kind: 'counter', n: 42 });
    expect(ticketSearch('42')).toEqual({ kind: 'counter', n: 42 });
  });

  it('matches words as prefixes, ignoring punctuation', () => {
    expect(ticketSearch('Wi-Fi  print')).toEqual({ kind: 'words', query: 'wi:* & fi:* & print:*' });
    expect(ticketSearch("O'Brien & | ! :*")).toEqual({ kind: 'words', query: 'o:* & brien:*' });
    expect(ticketSearch('%%')).toEqual({ kind: 'nothing' });
    expect(ticketSearch('   ')).toBeNull();
  });

  it('always yields letters, digits and the operators it adds', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = ticketSearch(s);
        if (r?.kind === 'words') expect(r.query).toMatch(/^[\p{L}\p{N}]+:\*( & [\p{L}\p{N}]+:\*)*$/u);
      }),
    );
  });
});

describe('requesters, devices and watchers', () => {
  const id = '0b8f6c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
  it('keeps each watcher once, and at most MAX_TICKET_WATCHERS', () => {
    const parsed = createTicketSchema.parse({ title: 'x', description: 'y', watcherIds: [id, id] });
    expect(parsed.watcherIds).toEqual([id]);
    const many = Array.from(
      { length: MAX_TICKET_WATCHERS + 1 },
      (_, i) => `0b8f6c1e-1a2b-4c3d-8e9f-${String(i).padStart(12, '0')}`,
    );
    const refused = createTicketSchema.safeParse({ title: 'x', description: 'y', watcherIds: many });
    expect(refused.error?.issues[0]?.message).toBe(TICKET_MESSAGES.tooManyWatchers);
    expect(TICKET_MESSAGES.tooManyWatchers).toBe('A ticket can have at most 20 watchers.');
  });

  it('names a device by tag and name', () => {
    expect(assetLabel('BHS-0042', 'Chromebook 11')).toBe('BHS-0042 · Chromebook 11');
  });

  it('lets a requester write public replies only; staff write internal notes unless they ask', () => {
    expect(commentVisibilityFor(true, undefined)).toBe('public');
    expect(commentVisibilityFor(true, 'public')).toBe('public');
    expect(commentVisibilityFor(true, 'internal')).toBeNull();
    expect(commentVisibilityFor(false, undefined)).toBe('internal');
    expect(commentVisibilityFor(false, 'public')).toBe('public');
    expect(createCommentSchema.safeParse({ body: 'x', visibility: 'secret' }).error?.issues[0]?.message).toBe(
      'Choose who reads the comment: public or internal',
    );
  });

  it('opens a requester’s ticket from the portal and staff’s from staff', () => {
    expect(defaultTicketSource(true)).toBe('portal');
    expect(defaultTicketSource(false)).toBe('staff');
  });

  it('shows a requester changes and public comments, never internal notes, sync, rule, SLA nor link lines', () => {
    expect([...STAFF_ONLY_KINDS].sort()).toEqual(['link', 'rule', 'sla', 'sync']);
    for (const kind of TICKET_ACTIVITY_KINDS) {
      for (const stored of ['public', 'internal'] as const) {
        const v = entryVisibility(kind, stored);
        if (kind === 'comment') expect(v).toBe(stored);
        else if (STAFF_ONLY_KINDS.includes(kind)) expect(v).toBe('internal');
        else expect(v).toBe('public');
        expect(visibleToRequester({ visibility: v })).toBe(v === 'public');
      }
    }
  });
});

describe('mail about a ticket', () => {
  const ticketId = '0b8f6c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
  const entry = (over: Partial<Parameters<typeof requesterMailOccasion>[1] & object>) => ({
    kind: 'comment' as const,
    visibility: 'public' as const,
    actorId: 'staff',
    fromValue: null,
    toValue: null,
    ...over,
  });
  const requester = { id: 'req', isRequesterOfTicket: true };
  const watcher = { id: 'watch', isRequesterOfTicket: false };

  it('mails the opening (requester only), public replies by someone else, and the resolution', () => {
    expect(requesterMailOccasion('created', null, requester)).toBe('created');
    expect(requesterMailOccasion('created', null, watcher)).toBeNull();
    expect(requesterMailOccasion('comment', entry({}), requester)).toBe('reply');
    expect(requesterMailOccasion('comment', entry({}), watcher)).toBe('reply');
    expect(requesterMailOccasion('comment', entry({ actorId: 'req' }), requester)).toBeNull();
    expect(requesterMailOccasion('comment', entry({ visibility: 'internal' }), requester)).toBeNull();
    const status = (fromValue: string, toValue: string) => entry({ kind: 'status', fromValue, toValue });
    expect(requesterMailOccasion('status', status('open', 'resolved'), requester)).toBe('resolved');
    expect(requesterMailOccasion('status', status('in_progress', 'closed'), requester)).toBe('resolved');
    expect(requesterMailOccasion('status', status('resolved', 'closed'), requester)).toBeNull();
    expect(requesterMailOccasion('status', status('open', 'in_progress'), requester)).toBeNull();
    expect(requesterMailOccasion('assigned', entry({ kind: 'assignment' }), requester)).toBeNull();
    expect(requesterMailOccasion('comment', null, requester)).toBeNull();
  });

  it('puts the ticket number in brackets in every subject, and finds it again', () => {
    const t = { ticketNumber: 'BENSON-0042', title: 'Projector' };
    for (const occasion of ['created', 'reply', 'resolved'] as const) {
      const { subject } = requesterMailText(occasion, t, { actorName: 'Sam', byMail: true });
      expect(subject).toContain(ticketSubjectTag('BENSON-0042'));
      expect(ticketNumberInSubject(`Re: ${subject}`)).toBe('BENSON-0042');
    }
    expect(ticketNumberInSubject('Projector broken')).toBeNull();
    expect(ticketNumberInSubject('RE: [benson-42] x')).toBe('BENSON-42');
    const reply = requesterMailText('reply', t, { actorName: 'Sam', reply: 'On my way', byMail: false });
    expect(reply.paragraphs).toContain('On my way');
    expect(reply.paragraphs.join(' ')).toContain('help portal');
    expect(
      requesterMailText('reply', t, { actorName: 'Sam', byMail: true, watching: true }).paragraphs[0],
    ).toBe('Sam replied to the request “Projector” you follow:');
  });

  it('makes Message-IDs of the ticket on PUBLIC_URL’s host, and reads the ticket back', () => {
    const messageId = ticketMessageId(ticketId, 'r4nd0m', 'https://help.benson.k12.us:8443/portal');
    expect(messageId).toBe(`<ticket.${ticketId}.r4nd0m@help.benson.k12.us>`);
    expect(ticketIdInMessageId(messageId)).toBe(ticketId);
    expect(ticketIdInMessageId(`<other@x> ${messageId.toUpperCase()}`)).toBe(ticketId);
    expect(ticketIdInMessageId('<CAF=abc@mail.gmail.com>')).toBeNull();
  });

  it('chains References, keeping the newest', () => {
    expect(nextReferences(null)).toBeUndefined();
    expect(nextReferences({ messageId: '<a>' })).toBe('<a>');
    expect(nextReferences({ messageId: '<c>', references: '<a> <b>' })).toBe('<a> <b> <c>');
    expect(nextReferences({ messageId: '<c>', references: '<a> <b>' }, 2)).toBe('<b> <c>');
  });

  it('links requesters to the help portal and staff to the Support screen', () => {
    expect(ticketLinkFor(true, ticketId)).toBe(`/help?ticket=${ticketId}`);
    expect(ticketLinkFor(false, ticketId)).toBe(`/tickets?ticket=${ticketId}`);
  });
});
