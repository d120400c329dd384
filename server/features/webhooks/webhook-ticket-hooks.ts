import { pickFields } from '../../../domain/webhooks.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { TicketHooks } from '../tickets/index.ts';
import { createWebhookOutbox } from './webhook-outbox.ts';

/** The ticket field a timeline entry's kind changed (kinds not listed change no field a payload carries). */
const FIELD_OF_KIND: Partial<Record<string, string>> = {
  status: 'status',
  priority: 'priority',
  category: 'category',
  assignment: 'assigneeId',
  waiting: 'waiting',
  edited: 'title',
  requester: 'requesterId',
};

/**
 * Tickets reach webhooks through the tickets service's hooks, in each change's own transaction
 * (every way a ticket changes: staff, the portal, mail, rules, syncs): `ticket.created`,
 * `ticket.updated` with the changed fields, and `ticket.commented` for public comments only.
 */
export function webhookTicketHooks({ queue }: { queue: Pick<JobQueue, 'sendMany'> }): TicketHooks {
  const webhooks = createWebhookOutbox(queue);
  return {
    async created(tx, made) {
      for (const t of made)
        await webhooks.enqueue(tx, t.districtId, 'ticket.created', { ticket: pickFields('ticket', t) });
      return undefined;
    },
    async changed(tx, { districtId, after, entries }) {
      const ticket = pickFields('ticket', after);
      const changed: Record<string, unknown> = {};
      for (const e of entries) {
        const field = FIELD_OF_KIND[e.kind];
        if (field && field in ticket) changed[field] = ticket[field];
      }
      if (Object.keys(changed).length > 0)
        await webhooks.enqueue(tx, districtId, 'ticket.updated', { ticket, changed });
      for (const e of entries.filter((x) => x.kind === 'comment' && x.visibility === 'public'))
        await webhooks.enqueue(tx, districtId, 'ticket.commented', {
          ticket,
          comment: { id: e.id, ticketId: after.id },
        });
    },
  };
}
