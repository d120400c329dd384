import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { categoryLabel } from '../../../domain/asset-categories.ts';
import {
  deviceLabel,
  type MyDevice,
  type MyTicket,
  type MyTicketsQuery,
  PORTAL_MESSAGES,
  type PortalTicketInput,
  portalTicketPriority,
  statusesOfState,
} from '../../../domain/portal.ts';
import type { CreateTicketInput, Ticket, TicketSource } from '../../../domain/tickets.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { assets, sparkyConversations, sparkyDeflections, sparkyMessages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import { categoriesOf } from '../assets/index.ts';

/** What the portal needs of the tickets desk: opening a ticket (numbers, counters, events, mail). */
export interface TicketOpener {
  create(
    identity: Identity,
    input: CreateTicketInput,
    options?: { source?: TicketSource; log?: FastifyBaseLogger },
  ): Promise<Ticket>;
}

interface MyTicketRow extends Record<string, unknown> {
  id: string;
  ticket_number: string;
  title: string;
  status: MyTicket['status'];
  priority: MyTicket['priority'];
  category: MyTicket['category'];
  source: MyTicket['source'];
  relation: MyTicket['relation'];
  asset_tag: string | null;
  asset_name: string | null;
  created_at: string | Date;
  last_kind: MyTicket['lastActivity']['kind'] | null;
  last_at: string | Date | null;
  last_actor: string | null;
  last_text: string | null;
}

const iso = (v: string | Date) => new Date(v).toISOString();

function toMyTicket(r: MyTicketRow): MyTicket {
  return {
    id: r.id,
    ticketNumber: r.ticket_number,
    title: r.title,
    status: r.status,
    priority: r.priority,
    category: r.category,
    source: r.source,
    relation: r.relation,
    assetName:
      r.asset_tag && r.asset_name ? deviceLabel({ assetTag: r.asset_tag, name: r.asset_name }) : null,
    createdAt: iso(r.created_at),
    lastActivity: {
      kind: r.last_kind ?? 'created',
      at: iso(r.last_at ?? r.created_at),
      actorName: r.last_actor ?? 'IT team',
      text: r.last_text,
    },
  };
}

/**
 * The help portal: the caller's own tickets and devices, and tickets from its short form. Every
 * read is of the caller's own rows in their district, whatever their role: a ticket is theirs when
 * it is for them (its requester; a ticket without a requester is for whoever opened it) or they
 * watch it; a device is theirs when it is assigned to them (assignedUserId).
 */
export function createPortalService({ db, tickets: desk }: { db: Db; tickets: TicketOpener }) {
  /** The caller's tickets of the district, newest first; `only` one of them. */
  async function ticketsOf(
    identity: Identity,
    districtId: string,
    q: MyTicketsQuery & { only?: string },
  ): Promise<MyTicket[]> {
    const me = identity.userId;
    const statuses = statusesOfState(q.state ?? 'all');
    const { rows } = await db.execute<MyTicketRow>(sql`
      with mine as (
        select id from tickets where district_id = ${districtId} and requester_id = ${me}
        union
        select id from tickets
          where district_id = ${districtId} and requester_id is null and created_by_id = ${me}
        union
        select ticket_id from ticket_watchers where district_id = ${districtId} and user_id = ${me}
      )
      select t.id, t.ticket_number, t.title, t.status, t.priority, t.category, t.source, t.created_at,
        case when t.requester_id = ${me} or (t.requester_id is null and t.created_by_id = ${me})
          then 'requester' else 'watcher' end as relation,
        a.asset_tag, a.name as asset_name,
        last.kind as last_kind, last.created_at as last_at, last.actor as last_actor, last.text as last_text
      from tickets t
      join mine on mine.id = t.id
      left join assets a on a.district_id = t.district_id and a.id = t.asset_id
      left join lateral (
        select e.kind, e.created_at,
          coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), 'IT team') as actor,
          case when e.kind = 'status' then e.to_value
               when e.kind = 'comment' then left(e.body, 140) end as text
        from ticket_activity e
        left join users u on u.id = e.actor_id
        where e.district_id = t.district_id and e.ticket_id = t.id
          and (e.kind in ('created', 'status') or (e.kind = 'comment' and e.visibility = 'public'))
        order by e.created_at desc
        limit 1
      ) last on true
      where t.district_id = ${districtId}
        and t.status = any(${sql.param(statuses)}::ticket_status[])
        ${q.only ? sql`and t.id = ${q.only}` : sql``}
      order by t.created_at desc, t.id desc
      limit ${q.limit ?? 100}`);
    return rows.map(toMyTicket);
  }

  /** The caller's own conversation and the reply a ticket follows (the last one unless named). */
  async function sparkyTurn(identity: Identity, districtId: string, sessionId: string, messageId?: string) {
    const [conversation] = await db
      .select({ id: sparkyConversations.id })
      .from(sparkyConversations)
      .where(
        and(
          eq(sparkyConversations.districtId, districtId),
          eq(sparkyConversations.id, sessionId),
          eq(sparkyConversations.userId, identity.userId),
        ),
      );
    if (!conversation) throw notFound(PORTAL_MESSAGES.conversationNotFound);
    const [reply] = await db
      .select({ id: sparkyMessages.id, actionRequired: sparkyMessages.actionRequired })
      .from(sparkyMessages)
      .where(
        and(
          eq(sparkyMessages.districtId, districtId),
          eq(sparkyMessages.conversationId, sessionId),
          eq(sparkyMessages.role, 'assistant'),
          messageId ? eq(sparkyMessages.id, messageId) : undefined,
        ),
      )
      .orderBy(desc(sparkyMessages.createdAt))
      .limit(1);
    if (!reply) throw notFound(PORTAL_MESSAGES.messageNotFound);
    return reply;
  }

  return {
    tickets: (identity: Identity, districtId: string, q: MyTicketsQuery) =>
      ticketsOf(identity, districtId, q),

    /** The assets assigned to the caller, with how many of their tickets are still being worked on. */
    async devices(identity: Identity, districtId: string): Promise<MyDevice[]> {
      // "assets"."id" spelled out: drizzle writes ${assets.id} as a bare "id", the ticket's own id here.
      const open = sql<number>`(select count(*)::int from tickets t where t.district_id = "assets"."district_id"
        and t.asset_id = "assets"."id" and t.status in ('open', 'in_progress'))`;
      const [rows, categories] = await Promise.all([
        db
          .select({ a: assets, openTickets: open })
          .from(assets)
          .where(and(eq(assets.districtId, districtId), eq(assets.assignedUserId, identity.userId)))
          .orderBy(assets.assetTag),
        categoriesOf(db, districtId),
      ]);
      return rows.map(({ a, openTickets }) => ({
        id: a.id,
        assetTag: a.assetTag,
        name: a.name,
        category: categoryLabel(categories, a.category),
        status: a.status,
        manufacturer: a.manufacturer,
        model: a.model,
        serialNumber: a.serialNumber,
        checkedOutOn: a.checkedOutOn,
        dueOn: a.dueOn,
        openTickets: Number(openTickets),
      }));
    },

    /**
     * A ticket for the caller from the portal's form: about one of their devices, or after Sparky
     * ("I still need help": source sparky, priority high when the reply said escalate, the reply
     * linked to the ticket and the conversation no longer counted as solved).
     */
    async createTicket(
      identity: Identity,
      districtId: string,
      input: PortalTicketInput,
      log: FastifyBaseLogger,
    ): Promise<MyTicket> {
      if (input.assetId) {
        const [device] = await db
          .select({ id: assets.id })
          .from(assets)
          .where(
            and(
              eq(assets.districtId, districtId),
              eq(assets.id, input.assetId),
              eq(assets.assignedUserId, identity.userId),
            ),
          );
        if (!device) throw notFound(PORTAL_MESSAGES.deviceNotYours);
      }
      const reply = input.sessionId
        ? await sparkyTurn(identity, districtId, input.sessionId, input.messageId)
        : null;
      const ticket = await desk.create(
        identity,
        {
          districtId,
          title: input.title,
          description: input.description,
          category: input.category,
          priority: portalTicketPriority(reply?.actionRequired),
          status: 'open',
          requesterId: identity.userId,
          assetId: input.assetId ?? null,
        },
        { source: reply ? 'sparky' : 'portal', log },
      );
      if (reply && input.sessionId) {
        const sessionId = input.sessionId;
        await db.transaction(async (tx) => {
          await tx
            .update(sparkyMessages)
            .set({ linkedTicketId: ticket.id, linkedTicketNumber: ticket.ticketNumber })
            .where(and(eq(sparkyMessages.districtId, districtId), eq(sparkyMessages.id, reply.id)));
          // It did not solve it after all.
          await tx
            .delete(sparkyDeflections)
            .where(
              and(
                eq(sparkyDeflections.districtId, districtId),
                eq(sparkyDeflections.conversationId, sessionId),
              ),
            );
        });
      }
      const [mine] = await ticketsOf(identity, districtId, { only: ticket.id, limit: 1 });
      return mine!;
    },
  };
}
