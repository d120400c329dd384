import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { csatClosesAt } from '../../domain/csat.ts';
import type { Db } from '../db/client.ts';
import { csatResponses, districts, ticketActivity, tickets, users } from '../db/schema/index.ts';
import { demoRandom } from './demo-random.ts';

/** What the demo's requesters say, by rating (most ratings have none). */
const COMMENTS: Record<number, string[]> = {
  5: [
    'Fixed before first period, thank you!',
    'Quick and friendly, as always.',
    'The loaner saved my lesson.',
  ],
  4: ['Works now. It took a second visit, but it works.', 'Good, thanks.'],
  3: ['Fixed, but I waited two days without an update.'],
  2: ['The projector still flickers now and then.'],
  1: ['Nobody told me it was closed.'],
};
/** Ratings drawn from a mostly happy desk. */
const RATINGS = [5, 5, 5, 5, 4, 4, 4, 3, 2, 1] as const;

/**
 * Satisfaction of the demo (see docs/product.md#satisfaction): most resolved and closed tickets of
 * each district were rated by one of its people (the demo's teacher or student), some with a
 * comment, each with its `satisfaction` timeline line; the rest wait for an answer.
 */
export async function seedDemoCsat(db: Db, codes: string[]): Promise<void> {
  const rows = await db
    .select({ id: districts.id, code: districts.code })
    .from(districts)
    .where(inArray(districts.code, codes));
  for (const district of rows) {
    const people = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.districtId, district.id), eq(users.role, 'requester')))
      .orderBy(users.email);
    if (people.length === 0) continue;
    const done = await db
      .select({ id: tickets.id, assigneeId: tickets.assigneeId, resolvedAt: tickets.resolvedAt })
      .from(tickets)
      .where(
        and(
          eq(tickets.districtId, district.id),
          inArray(tickets.status, ['resolved', 'closed']),
          isNotNull(tickets.resolvedAt),
        ),
      )
      .orderBy(tickets.number);
    const random = demoRandom(`csat:${district.code}`);
    const surveys = done.map((t, i) => {
      const openedAt = t.resolvedAt!;
      const answered = random.next() < 0.75;
      const rating = answered ? random.pick(RATINGS) : null;
      const comment = rating && random.next() < 0.4 ? random.pick(COMMENTS[rating]!) : null;
      const answeredAt = rating ? new Date(openedAt.getTime() + random.int(1, 30) * 3600_000) : null;
      return {
        districtId: district.id,
        ticketId: t.id,
        requesterId: people[i % people.length]!.id,
        technicianId: t.assigneeId,
        rating,
        comment,
        openedAt,
        closesAt: csatClosesAt(openedAt),
        answeredAt: answeredAt && answeredAt < new Date() ? answeredAt : rating ? new Date() : null,
      };
    });
    if (surveys.length === 0) continue;
    await db.transaction(async (tx) => {
      await tx.insert(csatResponses).values(surveys).onConflictDoNothing();
      const lines = surveys.filter((s) => s.rating !== null);
      if (lines.length)
        await tx.insert(ticketActivity).values(
          lines.map((s) => ({
            districtId: s.districtId,
            ticketId: s.ticketId,
            actorId: s.requesterId,
            kind: 'satisfaction' as const,
            toValue: String(s.rating),
            body: s.comment,
            createdAt: s.answeredAt!,
          })),
        );
    });
  }
}
