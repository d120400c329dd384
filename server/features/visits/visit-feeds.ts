import { and, eq, gte } from 'drizzle-orm';
import { type ListVisitsQuery, VISIT_MESSAGES, type VisitFeed } from '../../../domain/visits.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import { newToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { districts, users, visitCalendarFeeds, visits } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import { buildVisitCalendar, buildVisitCsv } from './visit-files.ts';
import { selectVisits, toVisit, type VisitRow, visitFilter } from './visit-reads.ts';

/** How far back the subscription feed reaches: calendars keep what they already have. */
const FEED_HISTORY_MS = 90 * 24 * 60 * 60 * 1000;

/** Export Schedule (.ics or CSV of the filtered visits) and each technician's private feed. */
export function createVisitFiles({ db, publicUrl }: { db: Db; publicUrl: string }) {
  async function calendarName(districtId: string, who?: string) {
    const [d] = await db.select({ name: districts.name }).from(districts).where(eq(districts.id, districtId));
    return `${d?.name ?? 'District'} visits${who ? ` of ${who}` : ''}`;
  }
  const calendarOf = async (districtId: string, rows: VisitRow[], who?: string) =>
    buildVisitCalendar(
      { name: await calendarName(districtId, who), publicUrl },
      rows.map((r) => ({ visit: toVisit(r), sequence: r.visit.sequence })),
    );

  return {
    async exportFile(identity: Identity, query: ListVisitsQuery & { format: 'ics' | 'csv' }) {
      const districtId = resolveDistrict(identity, query.districtId);
      const rows = await selectVisits(db, visitFilter(districtId, query));
      const stamp = new Date().toISOString().slice(0, 10);
      if (query.format === 'csv')
        return {
          fileName: `visits-${stamp}.csv`,
          type: 'text/csv; charset=utf-8',
          body: buildVisitCsv(rows.map(toVisit)),
        };
      return {
        fileName: `visits-${stamp}.ics`,
        type: 'text/calendar; charset=utf-8',
        body: await calendarOf(districtId, rows),
      };
    },

    /** The caller's own subscription address for their visits in the district, made on first use. */
    async feed(identity: Identity, requested?: string): Promise<VisitFeed> {
      const districtId = resolveDistrict(identity, requested);
      await db
        .insert(visitCalendarFeeds)
        .values({ districtId, userId: identity.userId, token: newToken() })
        .onConflictDoNothing();
      const [feed] = await db
        .select({ token: visitCalendarFeeds.token })
        .from(visitCalendarFeeds)
        .where(
          and(eq(visitCalendarFeeds.districtId, districtId), eq(visitCalendarFeeds.userId, identity.userId)),
        );
      const url = `${publicUrl}/api/visits/feed/${feed!.token}.ics`;
      return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
    },

    /** The public feed: the token is the only credential; it works while its owner is in the district. */
    async feedCalendar(tokenParam: string): Promise<string> {
      const token = tokenParam.replace(/\.ics$/, '');
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound(VISIT_MESSAGES.feedNotFound);
      const [feed] = await db
        .select({
          districtId: visitCalendarFeeds.districtId,
          userId: visitCalendarFeeds.userId,
          ownerDistrictId: users.districtId,
          isActive: users.isActive,
          first: users.firstName,
          last: users.lastName,
        })
        .from(visitCalendarFeeds)
        .innerJoin(users, eq(users.id, visitCalendarFeeds.userId))
        .where(eq(visitCalendarFeeds.token, token));
      if (!feed?.isActive || (feed.ownerDistrictId !== null && feed.ownerDistrictId !== feed.districtId))
        throw notFound(VISIT_MESSAGES.feedNotFound);
      const rows = await selectVisits(
        db,
        and(
          eq(visits.districtId, feed.districtId),
          eq(visits.technicianId, feed.userId),
          gte(visits.scheduledEnd, new Date(Date.now() - FEED_HISTORY_MS)),
        ),
      );
      return calendarOf(feed.districtId, rows, `${feed.first} ${feed.last}`.trim());
    },
  };
}
