import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { csatLinkExpiresAt } from '../../../domain/csat.ts';
import { DEFAULT_LOCALE, isLocale } from '../../../domain/locales/locale.ts';
import type { MailThreadHeaders } from '../../../domain/mail.ts';
import { nextReferences, ticketMessageId } from '../../../domain/tickets.ts';
import type { JobDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { csatResponses, emailChannels, mailMessages, tickets, users } from '../../db/schema/index.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { csatMail } from './csat-mail.ts';
import { createCsatSigner } from './csat-token.ts';

const CSAT_INVITE_JOB = 'csat.invite';

/** A survey's invitation: which survey, and the resolution it is about (a later one supersedes it). */
interface CsatInvite {
  surveyId: string;
  openedAt: string;
}

export const csatInviteJob = (invite: CsatInvite) => ({ name: CSAT_INVITE_JOB, data: invite });

/**
 * Mails a survey's one-click ratings to the ticket's requester, threaded on the ticket's mail (the
 * resolution's own mail went first), unless the survey was answered, opened again by a later
 * resolution, or the ticket is open again or merged. Only an active person of the district is asked.
 */
export function csatJobs({ database, mailer, masterKey, config }: JobDeps): JobDefinition<never>[] {
  const db = database.db;
  const signer = createCsatSigner(masterKey);

  async function invite({ surveyId, openedAt }: CsatInvite) {
    await db.transaction(async (tx) => {
      const technician = users;
      const [survey] = await tx
        .select({
          districtId: csatResponses.districtId,
          ticketId: tickets.id,
          ticketNumber: tickets.ticketNumber,
          title: tickets.title,
          requesterId: csatResponses.requesterId,
          technicianFirst: technician.firstName,
          technicianLast: technician.lastName,
        })
        .from(csatResponses)
        .innerJoin(tickets, eq(tickets.id, csatResponses.ticketId))
        .leftJoin(technician, eq(technician.id, csatResponses.technicianId))
        .where(
          and(
            eq(csatResponses.id, surveyId),
            eq(csatResponses.openedAt, new Date(openedAt)),
            isNull(csatResponses.rating),
            inArray(tickets.status, ['resolved', 'closed']),
            isNull(tickets.mergedIntoId),
          ),
        );
      if (!survey?.requesterId) return;
      const [person] = await tx
        .select({
          email: users.email,
          firstName: users.firstName,
          locale: users.locale,
          isActive: users.isActive,
          districtId: users.districtId,
        })
        .from(users)
        .where(eq(users.id, survey.requesterId));
      if (!person?.isActive || person.districtId !== survey.districtId) return;
      const opened = new Date(openedAt);
      const technicianName = survey.technicianFirst
        ? `${survey.technicianFirst} ${survey.technicianLast ?? ''}`.trim()
        : null;
      await mailer.queue(tx, {
        to: person.email,
        kind: 'ticket_satisfaction',
        districtId: survey.districtId,
        dedupeKey: `csat:${surveyId}:${opened.getTime()}`,
        mail: csatMail({
          publicUrl: config.publicUrl,
          token: signer.tokenFor(surveyId, csatLinkExpiresAt(opened)),
          firstName: person.firstName,
          ticketNumber: survey.ticketNumber,
          title: survey.title,
          technicianName,
          locale: isLocale(person.locale) ? person.locale : DEFAULT_LOCALE,
        }),
        thread: {
          ticketId: survey.ticketId,
          headers: await threadHeaders(tx, survey.ticketId, survey.districtId, person.email),
        },
      });
    });
  }

  /** Threaded on the ticket's earlier mail to the same address; replies go to the district's mailbox. */
  async function threadHeaders(
    tx: Tx,
    ticketId: string,
    districtId: string,
    to: string,
  ): Promise<MailThreadHeaders> {
    const [previous] = await tx
      .select({ headers: mailMessages.headers })
      .from(mailMessages)
      .where(and(eq(mailMessages.ticketId, ticketId), eq(mailMessages.toAddress, to)))
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .limit(1);
    const [channel] = await tx
      .select({ address: emailChannels.address })
      .from(emailChannels)
      .where(and(eq(emailChannels.districtId, districtId), eq(emailChannels.enabled, true)))
      .orderBy(emailChannels.createdAt, emailChannels.id)
      .limit(1);
    const before = previous?.headers ?? null;
    return {
      messageId: ticketMessageId(ticketId, randomBytes(9).toString('base64url'), config.publicUrl),
      ...(channel ? { replyTo: channel.address } : {}),
      ...(before ? { inReplyTo: before.messageId, references: nextReferences(before) } : {}),
    };
  }

  const job: JobDefinition<CsatInvite> = { name: CSAT_INVITE_JOB, retryLimit: 3, handle: invite };
  return [job as JobDefinition<never>];
}
