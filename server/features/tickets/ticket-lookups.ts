import { and, count, eq, inArray, or } from 'drizzle-orm';
import { ACTIVE_TICKET_STATUSES, type Ticket } from '../../../domain/tickets.ts';
import { tickets } from '../../db/schema/index.ts';
import { type Reader, selectTickets } from './ticket-reads.ts';

/** A district's ticket by its number (the counter value of "BENSON-0042"); null when it has none. */
export async function ticketByNumber(
  reader: Reader,
  districtId: string,
  number: number,
): Promise<Ticket | null> {
  const [row] = await selectTickets(
    reader,
    and(eq(tickets.districtId, districtId), eq(tickets.number, number)),
    1,
  );
  return row ?? null;
}

/** The open and in-progress tickets a user filed or is assigned in a district: how many, and the newest `limit`. */
export async function openTicketsOf(
  reader: Reader,
  districtId: string,
  userId: string,
  limit: number,
): Promise<{ count: number; items: Ticket[] }> {
  const where = and(
    eq(tickets.districtId, districtId),
    inArray(tickets.status, [...ACTIVE_TICKET_STATUSES]),
    or(eq(tickets.createdById, userId), eq(tickets.assigneeId, userId)),
  );
  const [[total], items] = await Promise.all([
    reader.select({ n: count() }).from(tickets).where(where),
    selectTickets(reader, where, limit),
  ]);
  return { count: total?.n ?? 0, items };
}
