import { type AnyColumn, eq, sql } from 'drizzle-orm';
import type { TicketCounterDeltas } from '../../domain/tickets.ts';
import type { Db } from './client.ts';
import { districtStats } from './schema/index.ts';

type Counter = Exclude<keyof typeof districtStats.$inferInsert, 'districtId' | 'updatedAt'>;
/** Anything that can run a query: the db or a transaction. */
type Runner = Pick<Db, 'insert'>;

/**
 * Adds the deltas to a district's counters (creating its row on first use). Call it inside the
 * transaction that changes the counted rows, so counts and rows never disagree.
 */
export async function bumpDistrictStats(
  tx: Runner,
  districtId: string,
  deltas: Partial<Record<Counter, number>>,
) {
  const entries = Object.entries(deltas).filter(([, v]) => v) as [Counter, number][];
  if (entries.length === 0) return;
  const set: Record<string, unknown> = { updatedAt: sql`now()` };
  for (const [key, delta] of entries) {
    const column = districtStats[key];
    set[key] = sql`${column} + ${delta}`;
  }
  await tx
    .insert(districtStats)
    .values({ districtId, ...Object.fromEntries(entries) })
    .onConflictDoUpdate({ target: districtStats.districtId, set });
}

/** The kept counters of one district, or summed over every district (scope null). */
export async function sumDistrictStats(reader: Pick<Db, 'select'>, scope: string | null) {
  const sum = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;
  const [row] = await reader
    .select({
      total: sum(districtStats.ticketsTotal),
      open: sum(districtStats.ticketsOpen),
      inProgress: sum(districtStats.ticketsInProgress),
      resolved: sum(districtStats.ticketsResolved),
      closed: sum(districtStats.ticketsClosed),
      critical: sum(districtStats.ticketsCritical),
      assets: sum(districtStats.assetsTotal),
    })
    .from(districtStats)
    .where(scope ? eq(districtStats.districtId, scope) : undefined);
  return row!;
}

/** A change of tickets' counts as the district's kept counters name them. */
export function ticketStatsDeltas(d: TicketCounterDeltas) {
  return {
    ticketsTotal: d.total,
    ticketsOpen: d.open,
    ticketsInProgress: d.inProgress,
    ticketsResolved: d.resolved,
    ticketsClosed: d.closed,
    ticketsCritical: d.critical,
  };
}
