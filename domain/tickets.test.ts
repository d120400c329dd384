import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRIORITIES } from './priorities.ts';
import {
  createTicketSchema,
  formatTicketNumber,
  listTicketsQuerySchema,
  TICKET_MESSAGES,
  TICKET_STATUSES,
  ticketCounterDeltas,
  ticketSearch,
  updateTicketSchema,
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
