import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Announcement } from '../../../domain/admin.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { announcementDismissals, announcements } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';

const NOT_FOUND = 'Announcement not found.';

/** The banners of a district's users: current ones each user has not dismissed. */
export function createAnnouncementsService({ db }: { db: Db }) {
  return {
    async current(identity: Identity): Promise<Announcement[]> {
      if (!identity.districtId) return [];
      const now = new Date();
      const rows = await db
        .select({
          id: announcements.id,
          message: announcements.message,
          severity: announcements.severity,
          startsAt: announcements.startsAt,
          endsAt: announcements.endsAt,
        })
        .from(announcements)
        .leftJoin(
          announcementDismissals,
          and(
            eq(announcementDismissals.announcementId, announcements.id),
            eq(announcementDismissals.userId, identity.userId),
          ),
        )
        .where(
          and(
            eq(announcements.districtId, identity.districtId),
            lte(announcements.startsAt, now),
            or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
            isNull(announcementDismissals.userId),
          ),
        )
        .orderBy(
          sql`case ${announcements.severity} when 'critical' then 0 when 'warning' then 1 else 2 end`,
          asc(announcements.startsAt),
        )
        .limit(20);
      return rows.map((r) => ({
        ...r,
        startsAt: r.startsAt.toISOString(),
        endsAt: r.endsAt?.toISOString() ?? null,
      }));
    },

    async dismiss(identity: Identity, id: string): Promise<void> {
      const [row] = await db
        .select({ districtId: announcements.districtId })
        .from(announcements)
        .where(eq(announcements.id, id));
      if (!row || row.districtId !== identity.districtId) throw notFound(NOT_FOUND);
      await db
        .insert(announcementDismissals)
        .values({ announcementId: id, userId: identity.userId })
        .onConflictDoNothing();
    },
  };
}
