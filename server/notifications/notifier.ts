import { and, eq, inArray, isNull, or } from 'drizzle-orm';
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

/**
 * Delivers notices: a row per recipient who wants it in the portal, a mail for those who want it
 * by email, and a live `notification` event to each recipient's browsers. Recipients are filtered
 * with the same district scope as every read: nobody hears of a district they may not see.
 */
export function createNotifier(deps: { db: Db; bus: EventBus; mailer: Mailer; publicUrl: string }) {
  const { db, bus, mailer, publicUrl } = deps;

  /** Of `userIds`, those who may see the district (its own users, or Five Star's administrators). */
  async function recipientsOf(userIds: string[], districtId: string | null) {
    if (userIds.length === 0) return [];
    const sees =
      districtId === null
        ? and(isNull(users.districtId), eq(users.role, 'provider_admin'))
        : or(
            eq(users.districtId, districtId),
            and(isNull(users.districtId), eq(users.role, 'provider_admin')),
          );
    return db
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(and(inArray(users.id, [...new Set(userIds)]), sees));
  }

  return {
    /** Tells `userIds` about `notice`; answers how many were told in the portal. */
    async notify(userIds: string[], notice: Notice): Promise<number> {
      const people = await recipientsOf(userIds, notice.districtId);
      if (people.length === 0) return 0;
      const chosen = await db
        .select()
        .from(notificationPreferences)
        .where(
          and(
            inArray(
              notificationPreferences.userId,
              people.map((p) => p.id),
            ),
            eq(notificationPreferences.kind, notice.kind),
          ),
        );
      const choiceOf = new Map(chosen.map((c) => [c.userId, c]));
      const wants = people.map((person) => ({
        person,
        ...effectivePreference(notice.kind, choiceOf.get(person.id)),
      }));

      const told = await db.transaction(async (tx) => {
        const inApp = wants.filter((w) => w.inApp);
        const rows = inApp.length
          ? await tx
              .insert(notifications)
              .values(
                inApp.map((w) => ({
                  userId: w.person.id,
                  districtId: notice.districtId,
                  kind: notice.kind,
                  title: notice.title,
                  body: notice.body,
                  link: notice.link,
                  dedupeKey: notice.dedupeKey,
                })),
              )
              .onConflictDoNothing()
              .returning({ id: notifications.id, userId: notifications.userId })
          : [];
        for (const { person } of wants.filter((x) => x.email)) {
          const mail = renderMail({
            subject: notice.email.subject,
            greeting: `Hello ${person.firstName},`,
            paragraphs: notice.email.paragraphs,
            action: notice.link
              ? { label: notice.email.actionLabel, url: `${publicUrl}${notice.link}` }
              : undefined,
            details: notice.email.details,
            preferencesUrl: `${publicUrl}/account#notifications`,
          });
          await mailer.queue(tx, {
            to: person.email,
            kind: notice.kind,
            districtId: notice.districtId,
            dedupeKey: `${notice.dedupeKey}:${person.id}`,
            mail,
          });
        }
        return rows;
      });
      await bus.publishMany(
        told.map((row) => ({
          type: 'notification' as const,
          districtId: notice.districtId,
          userId: row.userId,
          data: { id: row.id, kind: notice.kind, title: notice.title },
        })),
      );
      return told.length;
    },
  };
}
export type Notifier = ReturnType<typeof createNotifier>;
