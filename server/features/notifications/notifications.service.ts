import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  effectivePreference,
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_RULES,
  type NotificationPage,
  type NotificationPreference,
} from '../../../domain/notifications.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { notificationPreferences, notifications } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';

/** A user's own notifications and preferences: every call is about the caller, nobody else. */
export function createNotificationsService({ db }: { db: Db }) {
  const mine = (identity: Identity) => eq(notifications.userId, identity.userId);

  async function unreadCount(identity: Identity): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine(identity), isNull(notifications.readAt)));
    return row?.n ?? 0;
  }

  return {
    /** Newest first; `cursor` continues after the given notification. */
    async list(
      identity: Identity,
      q: { unread?: 'true' | 'false'; cursor?: string; limit?: number },
    ): Promise<NotificationPage> {
      const limit = q.limit ?? NOTIFICATION_PAGE_SIZE;
      const after = q.cursor
        ? sql`(${notifications.createdAt}, ${notifications.id}) < (select c.created_at, c.id from notifications c where c.id = ${q.cursor} and c.user_id = ${identity.userId})`
        : undefined;
      const rows = await db
        .select()
        .from(notifications)
        .where(and(mine(identity), q.unread === 'true' ? isNull(notifications.readAt) : undefined, after))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      return {
        notifications: page.map((n) => ({
          id: n.id,
          kind: n.kind,
          title: n.title,
          body: n.body,
          link: n.link,
          districtId: n.districtId,
          readAt: n.readAt?.toISOString() ?? null,
          createdAt: n.createdAt.toISOString(),
        })),
        unread: await unreadCount(identity),
        nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
      };
    },

    async markRead(identity: Identity, id: string): Promise<{ unread: number }> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(mine(identity), eq(notifications.id, id)))
        .returning({ id: notifications.id });
      if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
      return { unread: await unreadCount(identity) };
    },

    async markAllRead(identity: Identity): Promise<{ unread: number }> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(mine(identity), isNull(notifications.readAt)));
      return { unread: 0 };
    },

    /** Every kind with what the caller receives (their choice, or the kind's default). */
    async preferences(identity: Identity): Promise<NotificationPreference[]> {
      const rows = await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, identity.userId));
      const chosen = new Map(rows.map((r) => [r.kind, r]));
      return NOTIFICATION_KINDS.map((kind) => ({ kind, ...effectivePreference(kind, chosen.get(kind)) }));
    },

    async savePreferences(
      identity: Identity,
      changes: NotificationPreference[],
    ): Promise<NotificationPreference[]> {
      if (changes.length) {
        await db
          .insert(notificationPreferences)
          .values(
            changes.map((c) => ({
              userId: identity.userId,
              kind: c.kind,
              // A channel the kind cannot use stays off, whatever is sent.
              inApp: c.inApp && NOTIFICATION_RULES[c.kind].channels.inApp,
              email: c.email && NOTIFICATION_RULES[c.kind].channels.email,
            })),
          )
          .onConflictDoUpdate({
            target: [notificationPreferences.userId, notificationPreferences.kind],
            set: { inApp: sql`excluded.in_app`, email: sql`excluded.email`, updatedAt: sql`now()` },
          });
      }
      return this.preferences(identity);
    },
  };
}
