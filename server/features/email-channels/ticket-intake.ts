import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { ticketAttachments } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { createTicketsService, type TicketChange, type TicketHooks } from '../tickets/index.ts';
import { createMembership } from '../users/index.ts';

/**
 * The one place the email intake calls the tickets feature (through its index), as the sender.
 * Files go straight into ticket_attachments here (their types were checked by the intake rules).
 */
export interface TicketIntakeDeps {
  db: Db;
  queue: JobQueue;
  bus: EventBus;
  log: { warn(obj: object, msg: string): void };
  hooks: readonly TicketHooks[];
}

export interface IntakeFile {
  name: string;
  type: string;
  content: Buffer;
}

export function createTicketIntake({ db, queue, bus, log, hooks }: TicketIntakeDeps) {
  const people = createMembership(db);
  const service = createTicketsService({
    db,
    queue,
    hooks,
    canBeAssigned: (userId, districtId) => people.belongsTo(userId, districtId, true),
  });

  /** Tells other browsers after the commit (staff lists refresh); a lost notification fails nothing. */
  async function announce(type: 'ticket_created' | 'ticket_updated', change: TicketChange) {
    if (!change.event) return;
    await bus
      .publish({ type, districtId: change.ticket.districtId, data: { ...change.event } })
      .catch((err) => log.warn({ err }, `could not publish ${type}`));
  }

  return {
    /** Opens a ticket from an email as `identity` (the sender), for `requesterId`. */
    async open(
      identity: Identity,
      input: { districtId: string; title: string; description: string; requesterId: string },
    ): Promise<{ id: string; ticketNumber: string }> {
      const change = await service.create(
        identity,
        {
          districtId: input.districtId,
          title: input.title,
          description: input.description,
          priority: 'medium',
          status: 'open',
          category: 'general',
          requesterId: input.requesterId,
        },
        { source: 'email' },
      );
      await announce('ticket_created', change);
      return { id: change.ticket.id, ticketNumber: change.ticket.ticketNumber };
    },

    /** Adds the sender's reply to a ticket as a public comment. */
    async reply(identity: Identity, ticketId: string, body: string): Promise<{ activityId: string }> {
      const change = await service.comment(identity, ticketId, { body, visibility: 'public' });
      await announce('ticket_updated', change);
      return { activityId: change.activity.id };
    },

    /** Keeps the files of the message with the ticket (or with its comment). */
    async attach(
      target: { districtId: string; ticketId: string; activityId: string | null; uploadedById: string },
      files: IntakeFile[],
    ): Promise<void> {
      if (files.length === 0) return;
      await db.insert(ticketAttachments).values(
        files.map((f) => ({
          districtId: target.districtId,
          ticketId: target.ticketId,
          activityId: target.activityId,
          name: f.name,
          type: f.type,
          size: f.content.length,
          content: f.content,
          uploadedById: target.uploadedById,
        })),
      );
    },
  };
}
export type TicketIntake = ReturnType<typeof createTicketIntake>;
