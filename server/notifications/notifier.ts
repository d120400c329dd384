import { and, inArray } from 'drizzle-orm';
import { effectivePreference, type NotificationKind } from '../../domain/notifications.ts';
import type { Db } from '../db/client.ts';
import { notificationPreferences, notifications, users } from '../db/schema/index.ts';
import { renderMail } from '../mail/layout.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { EventBus } from '../realtime/event-bus.ts';

/** Something to tell people, in the portal and (as they chose) by email. */
export interface Notice {
  kind: NotificationKind;
  /** The district it is about; only people who may see it are told. Null: provider-wide. */
  districtId: string | null;
  title: string;
  body: string;
  /** The object it is about, as a path of the web app. */
  link: string | null;
  /** The same key twice tells each person once (a job may run twice). */
  dedupeKey: string;
  /** The email version: its subject and paragraphs, and the button's words. */
  email: { subject: string; paragraphs: string[]; actionLabel: string; details?: string[] };
}

/** A notice and the people it is for. */
export interface Delivery {
  userIds: string[];
  notice: Notice;
}

/**
 * Delivers notices: a row per recipient who wants it in the portal, a mail for those who want it
 * by email, and a live `notification` event to each recipient's browsers. Recipients are filtered
 * with the same district scope as every read: nobody hears of a district they may not see.
 */
export function createNotifier(deps: { db: Db; bus: EventBus; mailer: Mailer; publicUrl: string }) {
  const { db, bus, mailer, publicUrl } = deps;

  /** Of each delivery's `userIds`, those who may see its district (its own users, or Five Star's administrators). */
  async function recipientsOf(deliveries: Delivery[]) {
    const ids = [...new Set(deliveries.flatMap((d) => d.userIds))];
    const found = ids.length
      ? await db
          .select({
            id: users.id,
            email: users.email,
            firstName: users.firstName,
            districtId: users.districtId,
            role: users.role,
          })
          .from(users)
          .where(inArray(users.id, ids))
      : [];
    const byId = new Map(found.map((u) => [u.id, u]));
    return deliveries.map(({ userIds, notice }) =>
      [...new Set(userIds)]
        .map((id) => byId.get(id))
        .filter((u): u is NonNullable<typeof u> => !!u)
        .filter(
          (u) =>
            (u.districtId === null && u.role === 'provider_admin') ||
            (notice.districtId !== null && u.districtId === notice.districtId),
        ),
    );
  }

  /** Tells each delivery's people of its notice, in one transaction; answers how many each told in the portal. */
  async function notifyMany(deliveries: Delivery[]): Promise<number[]> {
    const people = await recipientsOf(deliveries);
    const everyone = [...new Set(people.flat().map((p) => p.id))];
    if (everyone.length === 0) return deliveries.map(() => 0);
    const kinds = [...new Set(deliveries.map((d) => d.notice.kind))];
    const chosen = await db
      .select()
      .from(notificationPreferences)
      .where(
        and(inArray(notificationPreferences.userId, everyone), inArray(notificationPreferences.kind, kinds)),
      );
    const choiceOf = new Map(chosen.map((c) => [`${c.userId}:${c.kind}`, c]));
    const wants = deliveries.flatMap(({ notice }, i) =>
      people[i]!.map((person) => ({
        at: i,
        notice,
        person,
        ...effectivePreference(notice.kind, choiceOf.get(`${person.id}:${notice.kind}`)),
      })),
    );

    const inApp = wants.filter((w) => w.inApp);
    const told = await db.transaction(async (tx) => {
      const rows = inApp.length
        ? await tx
            .insert(notifications)
            .values(
              inApp.map(({ person, notice }) => ({
                userId: person.id,
                districtId: notice.districtId,
                kind: notice.kind,
                title: notice.title,
                body: notice.body,
                link: notice.link,
                dedupeKey: notice.dedupeKey,
              })),
            )
            .onConflictDoNothing()
            .returning({
              id: notifications.id,
              userId: notifications.userId,
              dedupeKey: notifications.dedupeKey,
            })
        : [];
      await mailer.queueMany(
        tx,
        wants
          .filter((w) => w.email)
          .map(({ person, notice }) => ({
            to: person.email,
            kind: notice.kind,
            districtId: notice.districtId,
            dedupeKey: `${notice.dedupeKey}:${person.id}`,
            mail: renderMail({
              subject: notice.email.subject,
              greeting: `Hello ${person.firstName},`,
              paragraphs: notice.email.paragraphs,
              action: notice.link
                ? { label: notice.email.actionLabel, url: `${publicUrl}${notice.link}` }
                : undefined,
              details: notice.email.details,
              preferencesUrl: `${publicUrl}/account#notifications`,
            }),
          })),
      );
      return rows;
    });
    const atOf = new Map(inApp.map((w) => [`${w.person.id}:${w.notice.dedupeKey}`, w.at]));
    const counts = deliveries.map(() => 0);
    const events = told.map((row) => {
      const at = atOf.get(`${row.userId}:${row.dedupeKey}`)!;
      counts[at]!++;
      const { notice } = deliveries[at]!;
      return {
        type: 'notification' as const,
        districtId: notice.districtId,
        userId: row.userId,
        data: { id: row.id, kind: notice.kind, title: notice.title },
      };
    });
    await bus.publishMany(events);
    return counts;
  }

  return {
    /** Tells `userIds` about `notice`; answers how many were told in the portal. */
    async notify(userIds: string[], notice: Notice): Promise<number> {
      const [count] = await notifyMany([{ userIds, notice }]);
      return count!;
    },
    notifyMany,
  };
}
export type Notifier = ReturnType<typeof createNotifier>;
