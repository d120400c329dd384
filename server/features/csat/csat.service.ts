import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type AnswerCsat,
  type CsatSurvey,
  csatOpen,
  CSAT_MESSAGES as M,
  type TicketCsat,
} from '../../../domain/csat.ts';
import { TICKET_MESSAGES } from '../../../domain/tickets.ts';
import { canSeeDistrict } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { csatResponses, districts, ticketActivity, tickets, users } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { requesterMayRead } from '../tickets/index.ts';
import type { CsatSigner } from './csat-token.ts';

const technician = alias(users, 'technician');

/**
 * Satisfaction surveys (see docs/product.md#satisfaction): read and answered by their signed link
 * (no sign-in), or by the ticket's requester on /help; staff read a ticket's answer.
 */
export function createCsatService({ db, signer }: { db: Db; signer: CsatSigner }) {
  const selectSurvey = () =>
    db
      .select({
        id: csatResponses.id,
        districtId: csatResponses.districtId,
        ticketId: csatResponses.ticketId,
        requesterId: tickets.requesterId,
        rating: csatResponses.rating,
        comment: csatResponses.comment,
        answeredAt: csatResponses.answeredAt,
        closesAt: csatResponses.closesAt,
        ticketNumber: tickets.ticketNumber,
        ticketTitle: tickets.title,
        resolvedAt: tickets.resolvedAt,
        districtName: districts.name,
        technicianFirst: technician.firstName,
        technicianLast: technician.lastName,
      })
      .from(csatResponses)
      .innerJoin(tickets, eq(tickets.id, csatResponses.ticketId))
      .innerJoin(districts, eq(districts.id, csatResponses.districtId))
      .leftJoin(technician, eq(technician.id, csatResponses.technicianId));
  type Row = Awaited<ReturnType<ReturnType<typeof selectSurvey>['where']>>[number];

  const toSurvey = (r: Row, now = new Date()): CsatSurvey => ({
    ticketNumber: r.ticketNumber,
    ticketTitle: r.ticketTitle,
    districtName: r.districtName,
    technicianName: r.technicianFirst ? `${r.technicianFirst} ${r.technicianLast ?? ''}`.trim() : null,
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    rating: r.rating,
    comment: r.comment,
    answeredAt: r.answeredAt?.toISOString() ?? null,
    closesAt: r.closesAt.toISOString(),
    open: csatOpen(r.closesAt, now),
  });

  /** The survey a link names, or a 4xx saying why not. */
  async function byToken(token: string): Promise<Row> {
    const verdict = signer.verify(token);
    if (verdict === 'invalid') throw notFound(M.linkInvalid);
    if (verdict === 'expired') throw forbidden(M.linkExpired);
    const [row] = await selectSurvey().where(eq(csatResponses.id, verdict.surveyId));
    // A survey whose ticket was deleted.
    if (!row) throw notFound(M.linkInvalid);
    return row;
  }

  /** Saves an answer (the first or a change) and writes the ticket's `satisfaction` line. */
  async function save(row: Row, actorId: string | null, input: AnswerCsat): Promise<CsatSurvey> {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({
          rating: csatResponses.rating,
          comment: csatResponses.comment,
          closesAt: csatResponses.closesAt,
        })
        .from(csatResponses)
        .where(eq(csatResponses.id, row.id))
        .for('update');
      if (!current) throw notFound(M.linkInvalid);
      if (!csatOpen(current.closesAt, new Date())) throw conflict(M.closed);
      // A rating alone (the mail's one click) keeps the comment; an empty comment clears it.
      const comment = input.comment === undefined ? current.comment : input.comment || null;
      if (current.rating === input.rating && current.comment === comment) return;
      await tx
        .update(csatResponses)
        .set({
          rating: input.rating,
          comment,
          answeredAt: sql`coalesce(${csatResponses.answeredAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(eq(csatResponses.id, row.id));
      await tx.insert(ticketActivity).values({
        districtId: row.districtId,
        ticketId: row.ticketId,
        actorId,
        kind: 'satisfaction',
        fromValue: current.rating === null ? null : String(current.rating),
        toValue: String(input.rating),
        body: comment,
      });
    });
    const [fresh] = await selectSurvey().where(eq(csatResponses.id, row.id));
    return toSurvey(fresh!);
  }

  /** A ticket the caller may see (a requester: their own or one they watch), else 404. */
  async function visibleTicket(identity: Identity, ticketId: string) {
    const [t] = await db
      .select({ id: tickets.id, districtId: tickets.districtId, requesterId: tickets.requesterId })
      .from(tickets)
      .where(eq(tickets.id, ticketId));
    if (!t || !canSeeDistrict(identity, t.districtId)) throw notFound(TICKET_MESSAGES.notFound);
    if (identity.role === 'requester' && !(await requesterMayRead(db, identity.userId, t)))
      throw notFound(TICKET_MESSAGES.notFound);
    return t;
  }

  return {
    /** GET /api/csat/:token: what the survey page shows. */
    survey: async (token: string): Promise<CsatSurvey> => toSurvey(await byToken(token)),

    /** POST /api/csat/:token: the answer, as the requester the link was mailed to. */
    async answer(token: string, input: AnswerCsat): Promise<CsatSurvey> {
      const row = await byToken(token);
      return save(row, row.requesterId, input);
    },

    /** GET /api/csat/tickets/:id: the ticket's survey, for staff of its district and its people. */
    async ofTicket(identity: Identity, ticketId: string): Promise<TicketCsat> {
      const t = await visibleTicket(identity, ticketId);
      const [row] = await selectSurvey().where(
        and(eq(csatResponses.districtId, t.districtId), eq(csatResponses.ticketId, t.id)),
      );
      return { survey: row ? toSurvey(row) : null };
    },

    /** PUT /api/csat/tickets/:id: the ticket's requester answers on /help. */
    async answerTicket(identity: Identity, ticketId: string, input: AnswerCsat): Promise<CsatSurvey> {
      const t = await visibleTicket(identity, ticketId);
      if (t.requesterId !== identity.userId) throw forbidden(M.onlyRequester);
      const [row] = await selectSurvey().where(
        and(eq(csatResponses.districtId, t.districtId), eq(csatResponses.ticketId, t.id)),
      );
      if (!row) throw conflict(M.noSurvey);
      return save(row, identity.userId, input);
    },
  };
}
