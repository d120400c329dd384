import { and, eq, sql } from 'drizzle-orm';
import { csatClosesAt, opensSurvey } from '../../../domain/csat.ts';
import type { Tx } from '../../db/client.ts';
import { csatResponses } from '../../db/schema/index.ts';
import type { TicketHookDeps } from '../feature-plugin.ts';
import type { TicketChangeFacts, TicketHooks } from '../tickets/index.ts';
import { csatInviteJob } from './csat-invite.ts';

/**
 * Satisfaction in every ticket change (see docs/product.md#satisfaction): a ticket with a requester
 * becoming resolved (or closed) opens its survey, in the change's own transaction, and queues its
 * mail for a minute later (csat-invite.ts: after the resolution's own mail, and not at all when
 * the ticket opens again meanwhile). An answered survey is kept as it is; an unanswered one opens again on a new
 * resolution after a reopen. A ticket closed by a merge asks nothing.
 */
export function csatTicketHooks({ config, queue }: TicketHookDeps): TicketHooks {
  return {
    async changed(tx, facts) {
      const { after, before } = facts;
      if (after.mergedIntoId || !after.requesterId) return;
      if (before.status === after.status) return;
      const [existing] = await tx
        .select({ id: csatResponses.id, rating: csatResponses.rating })
        .from(csatResponses)
        .where(
          and(eq(csatResponses.districtId, facts.districtId), eq(csatResponses.ticketId, facts.ticketId)),
        )
        .for('update');
      if (
        !opensSurvey({
          requesterId: after.requesterId,
          before: before.status,
          after: after.status,
          answered: existing?.rating != null,
        })
      )
        return;
      await openSurvey(tx, facts);
    },
  };

  async function openSurvey(tx: Tx, { after, districtId }: TicketChangeFacts): Promise<void> {
    const openedAt = new Date();
    const closesAt = csatClosesAt(openedAt);
    const [survey] = await tx
      .insert(csatResponses)
      .values({
        districtId,
        ticketId: after.id,
        requesterId: after.requesterId,
        technicianId: after.assigneeId,
        openedAt,
        closesAt,
      })
      .onConflictDoUpdate({
        target: [csatResponses.districtId, csatResponses.ticketId],
        set: {
          requesterId: after.requesterId,
          technicianId: after.assigneeId,
          openedAt,
          closesAt,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: csatResponses.id });
    if (!survey) return;
    await queue.sendMany(tx, [
      {
        ...csatInviteJob({ surveyId: survey.id, openedAt: openedAt.toISOString() }),
        startAfter: new Date(openedAt.getTime() + config.csatInviteDelaySeconds * 1000),
      },
    ]);
  }
}
