import { and, eq, inArray, like } from 'drizzle-orm';
import { linkPair } from '../../domain/ticket-relations.ts';
import type { Db } from '../db/client.ts';
import { districts, ticketActivity, ticketLinks, tickets } from '../db/schema/index.ts';

/** The demo's related pair: the library's Wi-Fi trouble and the access point that keeps rebooting. */
const PAIR = ['Student Wi-Fi dropping in the % library', 'Gym access point keeps rebooting at %'] as const;

/** Links one related pair of tickets in each demo district that has both (see docs/product.md#tickets). */
export async function seedDemoTicketLinks(db: Db, codes: string[]) {
  const rows = await db.select({ id: districts.id }).from(districts).where(inArray(districts.code, codes));
  for (const { id: districtId } of rows) {
    const found = await Promise.all(
      PAIR.map(async (title) => {
        const [t] = await db
          .select({ id: tickets.id, ticketNumber: tickets.ticketNumber })
          .from(tickets)
          .where(and(eq(tickets.districtId, districtId), like(tickets.title, title)))
          .limit(1);
        return t;
      }),
    );
    const [a, b] = found;
    if (!a || !b) continue;
    await db.transaction(async (tx) => {
      await tx
        .insert(ticketLinks)
        .values({ districtId, ...linkPair(a.id, b.id) })
        .onConflictDoNothing();
      await tx.insert(ticketActivity).values([
        { districtId, ticketId: a.id, kind: 'link', toValue: b.ticketNumber },
        { districtId, ticketId: b.id, kind: 'link', toValue: a.ticketNumber },
      ]);
    });
  }
}
