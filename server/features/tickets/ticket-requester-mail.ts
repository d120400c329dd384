import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale } from '../../../domain/locales/locale.ts';
import { mailText } from '../../../domain/locales/mail.ts';
import type { MailThreadHeaders } from '../../../domain/mail.ts';
import {
  nextReferences,
  type RequesterMailOccasion,
  requesterMailOccasion,
  requesterMailText,
  TICKET_MAIL_LIMIT_PER_HOUR,
  type TicketActivity,
  ticketLinkFor,
  ticketMessageId,
} from '../../../domain/tickets.ts';
import type { Db } from '../../db/client.ts';
import { emailChannels, mailMessages, ticketActivity, ticketWatchers, users } from '../../db/schema/index.ts';
import { renderMail } from '../../mail/layout.ts';
import type { Mailer } from '../../mail/mailer.ts';

/** What a notice of the tickets' job says (see ticket-notifications.ts). */
interface Notice {
  ticketId: string;
  change: 'created' | 'status' | 'comment' | 'assigned';
  actorId: string;
  activityId?: string;
}

/** The ticket as the mail needs it. */
interface MailTicket {
  id: string;
  districtId: string;
  ticketNumber: string;
  title: string;
  requesterId: string | null;
}

type Entry = Pick<TicketActivity, 'kind' | 'visibility' | 'actorId' | 'fromValue' | 'toValue' | 'body'>;

export interface RequesterMailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** Where a mail held back by the hourly limit is told. */
  log: { info(obj: object, msg: string): void };
}

/**
 * Mail to the people of a ticket's public conversation: its requester on its opening, on each
 * public reply by someone else and on its resolution; requesters watching it on the replies and the
 * resolution. Never an internal note. Each mail carries the ticket's number in its subject
 * ("[BENSON-0042]"), a Message-ID of the ticket, the district's first enabled email channel as
 * Reply-To, and In-Reply-To/References of the previous mail of the ticket to the same address, so
 * mail programs thread them and replies come back to the ticket. At most
 * TICKET_MAIL_LIMIT_PER_HOUR mails an hour go to one address about one ticket (counted in
 * mail_messages, under a lock of that pair), so no loop floods a mailbox.
 */
export function createRequesterMail({ db, mailer, publicUrl, log }: RequesterMailDeps) {
  /** The address replies go to: the district's first enabled email channel, if it has one. */
  async function replyAddressOf(districtId: string): Promise<string | null> {
    const [channel] = await db
      .select({ address: emailChannels.address })
      .from(emailChannels)
      .where(and(eq(emailChannels.districtId, districtId), eq(emailChannels.enabled, true)))
      .orderBy(asc(emailChannels.createdAt), asc(emailChannels.id))
      .limit(1);
    return channel?.address ?? null;
  }

  /** Writes one mail unless the hour's limit for the address and ticket is reached; answers whether it did. */
  async function send(
    ticket: MailTicket,
    to: { id: string; email: string; firstName: string; role: string; locale: string },
    occasion: RequesterMailOccasion,
    text: { actorName: string; reply?: string; watching: boolean },
    dedupeKey: string,
    replyTo: string | null,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      // One writer at a time for this address and ticket: the count and the mail stay in step.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`ticket-mail:${ticket.id}:${to.email}`}))`,
      );
      const pair = and(eq(mailMessages.ticketId, ticket.id), eq(mailMessages.toAddress, to.email));
      const [recent] = await tx
        .select({ n: count() })
        .from(mailMessages)
        .where(and(pair, gt(mailMessages.createdAt, sql`now() - interval '1 hour'`)));
      if ((recent?.n ?? 0) >= TICKET_MAIL_LIMIT_PER_HOUR) {
        log.info(
          { ticketId: ticket.id, occasion },
          `ticket mail held back: ${TICKET_MAIL_LIMIT_PER_HOUR} mails an hour to one address per ticket`,
        );
        return false;
      }
      const [previous] = await tx
        .select({ headers: mailMessages.headers })
        .from(mailMessages)
        .where(pair)
        .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
        .limit(1);
      const before = previous?.headers ?? null;
      const headers: MailThreadHeaders = {
        messageId: ticketMessageId(ticket.id, randomBytes(9).toString('base64url'), publicUrl),
        ...(replyTo ? { replyTo } : {}),
        ...(before ? { inReplyTo: before.messageId, references: nextReferences(before) } : {}),
      };
      // In the recipient's language (docs/product.md#spanish).
      const locale = isLocale(to.locale) ? to.locale : DEFAULT_LOCALE;
      const words = requesterMailText(occasion, ticket, { ...text, byMail: replyTo !== null, locale });
      await mailer.queue(tx, {
        to: to.email,
        kind: `ticket_${occasion}`,
        districtId: ticket.districtId,
        dedupeKey,
        mail: renderMail({
          subject: words.subject,
          greeting: mailText(locale, 'greeting', { name: to.firstName }),
          locale,
          paragraphs: words.paragraphs.filter(Boolean),
          action: {
            label: words.actionLabel,
            url: `${publicUrl}${ticketLinkFor(to.role === 'requester', ticket.id)}`,
          },
        }),
        thread: { ticketId: ticket.id, headers },
      });
      return true;
    });
  }

  return {
    /**
     * Mails what `notices` tell the tickets' public conversations; `tickets` and `actorName` come
     * from the job that tells staff, read once for the batch.
     */
    async mailMany(
      notices: Notice[],
      tickets: Map<string, MailTicket>,
      actorName: (id: string) => string,
    ): Promise<void> {
      const relevant = notices.filter(
        (n) => tickets.has(n.ticketId) && (n.change === 'created' || n.activityId),
      );
      if (relevant.length === 0) return;
      const entryIds = relevant.flatMap((n) => (n.activityId ? [n.activityId] : []));
      const entries = entryIds.length
        ? await db
            .select({
              id: ticketActivity.id,
              kind: ticketActivity.kind,
              visibility: ticketActivity.visibility,
              actorId: ticketActivity.actorId,
              fromValue: ticketActivity.fromValue,
              toValue: ticketActivity.toValue,
              body: ticketActivity.body,
            })
            .from(ticketActivity)
            .where(inArray(ticketActivity.id, entryIds))
        : [];
      const entryOf = new Map<string, Entry>(entries.map((e) => [e.id, e]));
      const ticketIds = [...new Set(relevant.map((n) => n.ticketId))];
      const watching = await db
        .select({ ticketId: ticketWatchers.ticketId, userId: ticketWatchers.userId })
        .from(ticketWatchers)
        .innerJoin(users, eq(users.id, ticketWatchers.userId))
        .where(and(inArray(ticketWatchers.ticketId, ticketIds), eq(users.role, 'requester')));
      const peopleIds = [
        ...new Set([
          ...ticketIds.flatMap((id) => {
            const r = tickets.get(id)?.requesterId;
            return r ? [r] : [];
          }),
          ...watching.map((w) => w.userId),
        ]),
      ];
      if (peopleIds.length === 0) return;
      const people = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          role: users.role,
          locale: users.locale,
          districtId: users.districtId,
          isActive: users.isActive,
        })
        .from(users)
        .where(inArray(users.id, peopleIds));
      const personOf = new Map(people.map((p) => [p.id, p]));
      const replyTo = new Map<string, string | null>();

      for (const n of relevant) {
        const ticket = tickets.get(n.ticketId)!;
        const entry = n.activityId ? (entryOf.get(n.activityId) ?? null) : null;
        const audience = [
          ...(ticket.requesterId ? [{ id: ticket.requesterId, isRequesterOfTicket: true }] : []),
          ...watching
            .filter((w) => w.ticketId === ticket.id && w.userId !== ticket.requesterId)
            .map((w) => ({ id: w.userId, isRequesterOfTicket: false })),
        ];
        for (const recipient of audience) {
          const occasion = requesterMailOccasion(n.change, entry, recipient);
          const person = personOf.get(recipient.id);
          // Only active people of the ticket's district hear of it.
          if (!occasion || !person?.isActive || person.districtId !== ticket.districtId) continue;
          if (!replyTo.has(ticket.districtId))
            replyTo.set(ticket.districtId, await replyAddressOf(ticket.districtId));
          await send(
            ticket,
            person,
            occasion,
            {
              actorName: actorName(entry?.actorId ?? n.actorId),
              reply: entry?.body ?? undefined,
              watching: !recipient.isRequesterOfTicket,
            },
            `ticket-mail:${ticket.id}:${occasion}:${n.activityId ?? 'new'}:${person.id}`,
            replyTo.get(ticket.districtId) ?? null,
          );
        }
      }
    },
  };
}
