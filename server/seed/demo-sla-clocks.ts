import { and, eq, inArray, isNull } from 'drizzle-orm';
import { startClock, stateAt, stopClock } from '../../domain/sla-clock.ts';
import type { Db } from '../db/client.ts';
import { districts, tickets } from '../db/schema/index.ts';
import { calendarOf, readClockTerms, rowOfClock } from '../features/sla/sla-clock-store.ts';

/**
 * The demo tickets' SLA clocks, as if each had run since the ticket was opened: the older open ones
 * at risk or breached, the resolved ones met or breached. The seed runs before the job queue, so
 * the clocks stand as seeded (no next moment) until a change of the ticket moves them and schedules
 * their job.
 */
export async function seedDemoSlaClocks(db: Db, codes: string[], now = new Date()): Promise<void> {
  const rows = await db
    .select({
      id: tickets.id,
      districtId: tickets.districtId,
      priority: tickets.priority,
      status: tickets.status,
      createdAt: tickets.createdAt,
      resolvedAt: tickets.resolvedAt,
    })
    .from(tickets)
    .innerJoin(districts, eq(districts.id, tickets.districtId))
    .where(and(inArray(districts.code, codes), isNull(tickets.slaState)));
  const terms = await readClockTerms(
    db,
    rows.map((r) => r.districtId),
    now,
  );
  for (const r of rows) {
    const calendar = calendarOf(terms.get(r.districtId)!, r.priority);
    let clock = startClock(calendar, terms.get(r.districtId)!.targets[r.priority], r.createdAt);
    if (r.status !== 'open') clock = { ...clock, firstRespondedAt: r.createdAt };
    if (r.resolvedAt) clock = stopClock(calendar, clock, r.resolvedAt);
    else clock = { ...clock, state: stateAt(calendar, clock, now) };
    await db.update(tickets).set(rowOfClock(clock, null)).where(eq(tickets.id, r.id));
  }
}
