import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AT_RISK_LIMIT, type AtRiskList, remainingMinutes } from '../../../domain/sla-clock.ts';
import type { Db } from '../../db/client.ts';
import { districts, tickets, users } from '../../db/schema/index.ts';
import { calendarOf, clockColumns, clockOfRow, readClockTerms } from './sla-clock-store.ts';

/** The due time that comes first: the first response while it is not given, else the resolution. */
const soonestDue = sql<Date>`case when ${tickets.slaFirstRespondedAt} is null then least(${tickets.slaFirstResponseDueAt}, ${tickets.slaResolutionDueAt}) else ${tickets.slaResolutionDueAt} end`;

/**
 * Open tickets whose clock is at risk or breached (one district, or every district: null), soonest
 * due first. Reads the small partial index of such tickets, never the open tickets.
 */
export async function listAtRisk(db: Db, districtId: string | null, now = new Date()): Promise<AtRiskList> {
  const rows = await db
    .select({
      ticketId: tickets.id,
      ticketNumber: tickets.ticketNumber,
      title: tickets.title,
      districtId: tickets.districtId,
      districtName: districts.name,
      priority: tickets.priority,
      status: tickets.status,
      assigneeId: tickets.assigneeId,
      assigneeFirst: users.firstName,
      assigneeLast: users.lastName,
      soonest: soonestDue,
      ...clockColumns,
    })
    .from(tickets)
    .innerJoin(districts, eq(districts.id, tickets.districtId))
    .leftJoin(users, eq(users.id, tickets.assigneeId))
    .where(
      and(
        districtId ? eq(tickets.districtId, districtId) : undefined,
        inArray(tickets.slaState, ['at_risk', 'breached']),
        inArray(tickets.status, ['open', 'in_progress']),
      ),
    )
    .orderBy(asc(soonestDue), asc(tickets.id))
    .limit(AT_RISK_LIMIT + 1);
  const page = rows.slice(0, AT_RISK_LIMIT);
  const terms = await readClockTerms(
    db,
    page.map((r) => r.districtId),
    now,
  );
  return {
    more: rows.length > AT_RISK_LIMIT,
    tickets: page.flatMap((r) => {
      const clock = clockOfRow(r);
      if (!clock) return [];
      const target =
        r.slaFirstRespondedAt === null && clock.firstResponseDueAt <= clock.resolutionDueAt
          ? ('first_response' as const)
          : ('resolution' as const);
      const calendar = calendarOf(terms.get(r.districtId)!, r.priority);
      return [
        {
          ticketId: r.ticketId,
          ticketNumber: r.ticketNumber,
          title: r.title,
          districtId: r.districtId,
          districtName: r.districtName,
          priority: r.priority,
          status: r.status,
          assigneeId: r.assigneeId,
          assigneeName: r.assigneeFirst ? `${r.assigneeFirst} ${r.assigneeLast ?? ''}`.trim() : null,
          state: clock.state,
          target,
          dueAt: (target === 'first_response'
            ? clock.firstResponseDueAt
            : clock.resolutionDueAt
          ).toISOString(),
          remainingMinutes: remainingMinutes(calendar, clock, target, now),
        },
      ];
    }),
  };
}
