import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { addDays, daysBetween, isoDay, type UpcomingRenewal } from '../../../domain/licenses.ts';
import type { Db } from '../../db/client.ts';
import { districts, licenses } from '../../db/schema/index.ts';

/**
 * Licenses that are not cancelled and renew within the next `days` days (today included): how
 * many, and the first `limit` of them by renewal date, for one district or every district (null).
 */
export async function renewalsWithin(
  db: Db,
  scope: string | null,
  days: number,
  limit: number,
  now: Date = new Date(),
): Promise<{ count: number; items: UpcomingRenewal[] }> {
  const today = isoDay(now);
  const where = and(
    scope ? eq(licenses.districtId, scope) : undefined,
    isNull(licenses.cancelledAt),
    sql`${licenses.renewalDate} between ${today}::date and ${addDays(today, days)}::date`,
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(licenses).where(where),
    db
      .select({
        id: licenses.id,
        districtId: licenses.districtId,
        districtName: districts.name,
        name: licenses.name,
        vendor: licenses.vendor,
        renewalDate: licenses.renewalDate,
        autoRenew: licenses.autoRenew,
      })
      .from(licenses)
      .innerJoin(districts, eq(districts.id, licenses.districtId))
      .where(where)
      .orderBy(asc(licenses.renewalDate), asc(licenses.name))
      .limit(limit),
  ]);
  return {
    count: total?.n ?? 0,
    items: rows.map((r) => ({ ...r, daysLeft: daysBetween(today, r.renewalDate) })),
  };
}
