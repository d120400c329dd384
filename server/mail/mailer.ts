import { and, desc, eq, gt, sql } from 'drizzle-orm';
import {
  LINK_WITHHELD,
  MAIL_MESSAGES,
  type MailMessage,
  type MailStatus,
  type MailThreadHeaders,
} from '../../domain/mail.ts';
import { issueLink, type LinkPurpose } from '../auth/one-time-links.ts';
import type { Db } from '../db/client.ts';
import { mailAttachments, mailMessages, users } from '../db/schema/index.ts';
import type { Runner } from '../jobs/drizzle-executor.ts';
import type { JobDefinition, JobQueue } from '../jobs/queue.ts';
import { escapeHtml, type RenderedMail } from './layout.ts';
import type { MailTransport } from './transport.ts';

export const SEND_MAIL_JOB = 'mail.send';

export interface OutgoingMail {
  to: string;
  /** What kind of mail (a notification kind, 'invitation'…), for the outbox list. */
  kind: string;
  districtId: string | null;
  /** The same key twice writes one mail: a job that runs twice mails once. */
  dedupeKey: string;
  mail: RenderedMail;
  /** Files sent with it (a report's PDF). */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
  /**
   * The one-time link the mail carries where its text says LINK_WITHHELD: made by the delivery job
   * as it hands the mail to the mail server, so no stored row ever holds it.
   */
  link?: { userId: string; purpose: LinkPurpose };
  /**
   * A ticket's mail to its requester (or an answer to mail that came in): the ticket it is about,
   * and the threading headers that bring replies back to it.
   */
  thread?: { ticketId: string | null; headers: MailThreadHeaders };
}

type Writer = Runner & Pick<Db, 'insert'>;

/**
 * Every mail is a row first, then a job: written in the transaction of what causes it, and
 * delivered by the `mail.send` job, so a mail server that is down delays mail and loses none.
 * Without a mail server the row stays in the outbox for provider admins to read. A one-time link
 * is never in the row: the job makes it and puts it into the message it hands to the mail server.
 */
export function createMailer(deps: {
  db: Db;
  queue: JobQueue;
  transport: MailTransport | null;
  from: string;
  publicUrl: string;
  /** Told of each delivery's outcome (metrics). */
  onDelivery?: (outcome: 'sent' | 'retry' | 'failed') => void;
}) {
  const { db, queue, transport, from, publicUrl } = deps;

  /**
   * Whether the link of a mail is still wanted as it goes out: its account is active and, for an
   * invitation, not yet accepted nor invited again since (a resent invitation replaces the link).
   */
  async function linkWanted(row: typeof mailMessages.$inferSelect, userId: string): Promise<boolean> {
    const [user] = await db
      .select({ isActive: users.isActive, passwordHash: users.passwordHash, oidcSubject: users.oidcSubject })
      .from(users)
      .where(eq(users.id, userId));
    if (!user?.isActive) return false;
    if (row.linkPurpose !== 'invite') return true;
    if (user.passwordHash !== null || user.oidcSubject !== null) return false;
    const [newer] = await db
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.linkUserId, userId),
          eq(mailMessages.linkPurpose, 'invite'),
          // Compared in SQL: a JavaScript Date drops the microseconds of the row's own time.
          gt(mailMessages.createdAt, sql`(select created_at from mail_messages where id = ${row.id})`),
        ),
      )
      .limit(1);
    return !newer;
  }

  const deliver: JobDefinition<{ mailId: string }> = {
    name: SEND_MAIL_JOB,
    retryLimit: 8,
    retryDelaySeconds: 15,
    async handle({ mailId }, run) {
      const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, mailId));
      if (!row || row.status === 'sent' || !transport) return;
      let { textBody: text, htmlBody: html } = row;
      if (row.linkUserId && row.linkPurpose) {
        if (!(await linkWanted(row, row.linkUserId))) {
          await db
            .update(mailMessages)
            .set({ status: 'failed', lastError: MAIL_MESSAGES.linkNotWanted })
            .where(eq(mailMessages.id, mailId));
          return;
        }
        const { url } = await issueLink(db, publicUrl, row.linkUserId, row.linkPurpose);
        text = text.replaceAll(LINK_WITHHELD, url);
        html = html.replaceAll(escapeHtml(LINK_WITHHELD), escapeHtml(url));
      }
      const files = await db.select().from(mailAttachments).where(eq(mailAttachments.mailId, mailId));
      const { autoSubmitted, ...thread } = row.headers ?? {};
      try {
        await transport.send({
          from,
          to: row.toAddress,
          subject: row.subject,
          text,
          html,
          ...thread,
          ...(autoSubmitted ? { headers: { 'Auto-Submitted': autoSubmitted } } : {}),
          ...(files.length
            ? {
                attachments: files.map((f) => ({
                  filename: f.filename,
                  contentType: f.contentType,
                  content: Buffer.from(f.content, 'base64'),
                })),
              }
            : {}),
        });
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        deps.onDelivery?.(run.lastTry ? 'failed' : 'retry');
        await db
          .update(mailMessages)
          .set({ lastError: reason.slice(0, 500), status: run.lastTry ? 'failed' : 'queued' })
          .where(eq(mailMessages.id, mailId));
        throw err;
      }
      await db
        .update(mailMessages)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(eq(mailMessages.id, mailId));
      deps.onDelivery?.('sent');
    },
  };

  /** Writes mails and their delivery jobs in a few statements, however many there are. */
  async function queueMany(runner: Writer, mails: OutgoingMail[]): Promise<void> {
    if (mails.length === 0) return;
    const status: MailStatus = transport ? 'queued' : 'outbox';
    const rows = await runner
      .insert(mailMessages)
      .values(
        mails.map((mail) => ({
          toAddress: mail.to,
          subject: mail.mail.subject,
          textBody: mail.mail.text,
          htmlBody: mail.mail.html,
          kind: mail.kind,
          districtId: mail.districtId,
          dedupeKey: mail.dedupeKey,
          status,
          linkUserId: mail.link?.userId ?? null,
          linkPurpose: mail.link?.purpose ?? null,
          ticketId: mail.thread?.ticketId ?? null,
          headers: mail.thread?.headers ?? null,
        })),
      )
      .onConflictDoNothing({ target: mailMessages.dedupeKey })
      .returning({ id: mailMessages.id, dedupeKey: mailMessages.dedupeKey });
    const written = new Map(rows.map((r) => [r.dedupeKey, r.id]));
    const attachments = mails.flatMap((mail) => {
      const mailId = written.get(mail.dedupeKey);
      return mailId
        ? (mail.attachments ?? []).map((a) => ({
            mailId,
            filename: a.filename,
            contentType: a.contentType,
            content: a.content.toString('base64'),
          }))
        : [];
    });
    if (attachments.length) await runner.insert(mailAttachments).values(attachments);
    if (transport)
      await queue.sendMany(
        runner,
        rows.map((r) => ({ name: SEND_MAIL_JOB, data: { mailId: r.id } })),
      );
  }

  return {
    /** Whether a mail server is configured (otherwise mail waits in the outbox). */
    configured: transport !== null,
    jobs: [deliver],

    /** Writes a mail and its delivery job with `runner` (pass the transaction of the change). */
    queue: (runner: Writer, mail: OutgoingMail): Promise<void> => queueMany(runner, [mail]),
    queueMany,

    /** The outbox and sent mail, newest first (provider admins read it in the portal). */
    async list(status: MailStatus | undefined, limit = 100): Promise<MailMessage[]> {
      const rows = await db
        .select()
        .from(mailMessages)
        .where(status ? eq(mailMessages.status, status) : undefined)
        .orderBy(desc(mailMessages.createdAt))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        to: r.toAddress,
        subject: r.subject,
        text: r.textBody,
        status: r.status,
        kind: r.kind,
        districtId: r.districtId,
        lastError: r.lastError,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
      }));
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
