import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { resolveDistrict } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { analyticsSubscriptions, districts, users } from '../../db/schema/index.ts';

/**
 * Who receives the monthly Executive Summary by email: a district administrator (or Five Star in
 * the district) subscribes for a district; the monthly job mails each subscriber once a month.
 */
export function createAnalyticsSubscriptions({ db }: { db: Db }) {
  const mine = (identity: Identity, districtId: string) =>
    and(
      eq(analyticsSubscriptions.districtId, districtId),
      eq(analyticsSubscriptions.userId, identity.userId),
    );

  return {
    async get(identity: Identity, requested?: string) {
      const districtId = resolveDistrict(identity, requested);
      const [row] = await db
        .select({ id: analyticsSubscriptions.id })
        .from(analyticsSubscriptions)
        .where(mine(identity, districtId));
      return { subscribed: Boolean(row) };
    },

    async set(identity: Identity, requested: string | undefined, subscribed: boolean) {
      const districtId = resolveDistrict(identity, requested);
      if (subscribed)
        await db
          .insert(analyticsSubscriptions)
          .values({ districtId, userId: identity.userId })
          .onConflictDoNothing();
      else await db.delete(analyticsSubscriptions).where(mine(identity, districtId));
      return { subscribed };
    },

    /** Subscriptions not yet mailed for `month`, with the recipient and the district. */
    due(month: string) {
      return db
        .select({
          id: analyticsSubscriptions.id,
          districtId: analyticsSubscriptions.districtId,
          districtName: districts.name,
          email: users.email,
          firstName: users.firstName,
          role: users.role,
        })
        .from(analyticsSubscriptions)
        .innerJoin(users, eq(users.id, analyticsSubscriptions.userId))
        .innerJoin(districts, eq(districts.id, analyticsSubscriptions.districtId))
        .where(
          and(
            or(isNull(analyticsSubscriptions.lastSentMonth), ne(analyticsSubscriptions.lastSentMonth, month)),
            ne(districts.status, 'inactive'),
          ),
        );
    },

    async markSent(id: string, month: string) {
      await db
        .update(analyticsSubscriptions)
        .set({ lastSentMonth: month })
        .where(eq(analyticsSubscriptions.id, id));
    },
  };
}
