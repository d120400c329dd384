import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import {
  type Attachment,
  type AttachmentListItem,
  attachmentLimitMb,
  decideAttachment,
  isImageType,
  ATTACHMENT_MESSAGES as M,
  sanitiseAttachmentName,
} from '../../../domain/attachments.ts';
import { canSeeDistrict } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import {
  districtSettings,
  ticketActivity,
  ticketAttachments,
  tickets,
  ticketWatchers,
  users,
} from '../../db/schema/index.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { detectContent } from './attachment-content.ts';

export interface AttachmentsServiceDeps {
  db: Db;
  bus: EventBus;
  log: { warn(obj: object, msg: string): void };
}

/** A ticket the caller may reach, with what its live event says. */
export interface ReachableTicket {
  id: string;
  districtId: string;
  ticketNumber: string;
  title: string;
  status: string;
  priority: string;
}

/** Where an upload goes: the ticket, and the district's limit of one file. */
export interface UploadTarget {
  ticket: ReachableTicket;
  limitMb: number;
}

/** A file as the multipart form brought it. */
export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
  commentId?: string;
}

const isRequester = (identity: Identity) => identity.role === 'requester';

/** A comment a requester may see: the ticket's own files (no comment) or a public comment's. */
const visibleToRequesters = or(isNull(ticketAttachments.activityId), eq(ticketActivity.visibility, 'public'));

/**
 * Files of tickets and of their comments, kept in PostgreSQL with the ticket (see
 * docs/product.md#tickets). Reads the tickets tables directly: staff reach every ticket of their
 * district (Five Star administrators every district); a requester only the tickets they requested
 * or watch, and of those the files of the ticket itself and of its public comments. Anything else
 * answers 404, as a missing row does.
 */
export function createAttachmentsService({ db, bus, log }: AttachmentsServiceDeps) {
  async function ownsTicket(userId: string, ticket: { id: string; requesterId: string | null }) {
    if (ticket.requesterId === userId) return true;
    const [watching] = await db
      .select({ one: sql<number>`1` })
      .from(ticketWatchers)
      .where(and(eq(ticketWatchers.ticketId, ticket.id), eq(ticketWatchers.userId, userId)));
    return watching !== undefined;
  }

  /** The ticket, when the caller may reach it; else 404. */
  async function reachableTicket(identity: Identity, ticketId: string): Promise<ReachableTicket> {
    const [row] = await db
      .select({
        id: tickets.id,
        districtId: tickets.districtId,
        ticketNumber: tickets.ticketNumber,
        title: tickets.title,
        status: tickets.status,
        priority: tickets.priority,
        requesterId: tickets.requesterId,
      })
      .from(tickets)
      .where(
        and(
          eq(tickets.id, ticketId),
          identity.districtId ? eq(tickets.districtId, identity.districtId) : undefined,
        ),
      );
    if (!row || !canSeeDistrict(identity, row.districtId)) throw notFound(M.ticketNotFound);
    if (isRequester(identity) && !(await ownsTicket(identity.userId, row))) throw notFound(M.ticketNotFound);
    const { requesterId: _, ...ticket } = row;
    return ticket;
  }

  /** A comment of the ticket the caller may attach to (a requester: their own public ones); else 400. */
  async function requireComment(identity: Identity, ticket: ReachableTicket, commentId: string) {
    const [comment] = await db
      .select({ actorId: ticketActivity.actorId, visibility: ticketActivity.visibility })
      .from(ticketActivity)
      .where(
        and(
          eq(ticketActivity.id, commentId),
          eq(ticketActivity.districtId, ticket.districtId),
          eq(ticketActivity.ticketId, ticket.id),
          eq(ticketActivity.kind, 'comment'),
        ),
      );
    const allowed =
      comment &&
      (!isRequester(identity) || (comment.visibility === 'public' && comment.actorId === identity.userId));
    if (!allowed) throw badRequest(M.commentNotFound);
  }

  return {
    /** Checked before the file is read: the ticket (404 when not the caller's to reach) and the district's limit. */
    async uploadTarget(identity: Identity, ticketId: string): Promise<UploadTarget> {
      const ticket = await reachableTicket(identity, ticketId);
      const [settings] = await db
        .select({ limitMb: districtSettings.attachmentLimitMb })
        .from(districtSettings)
        .where(eq(districtSettings.districtId, ticket.districtId));
      return { ticket, limitMb: attachmentLimitMb(settings?.limitMb) };
    },

    /** Keeps an uploaded file on its ticket (or one of its comments), typed by its content. */
    async add(identity: Identity, target: UploadTarget, file: UploadedFile): Promise<Attachment> {
      const { ticket, limitMb } = target;
      const name = sanitiseAttachmentName(file.fileName);
      if (file.bytes.length === 0) throw badRequest(M.empty(name));
      if (file.bytes.length > limitMb * 1024 * 1024) throw new HttpError(413, M.tooLarge(name, limitMb));
      if (file.commentId) await requireComment(identity, ticket, file.commentId);
      const decision = decideAttachment(name, await detectContent(file.bytes));
      if (!decision.ok) throw badRequest(decision.message);
      const row = await db.transaction(async (tx) => {
        const [added] = await tx
          .insert(ticketAttachments)
          .values({
            districtId: ticket.districtId,
            ticketId: ticket.id,
            activityId: file.commentId ?? null,
            name: decision.name,
            type: decision.type,
            size: file.bytes.length,
            content: file.bytes,
            uploadedById: identity.userId,
          })
          .returning({ id: ticketAttachments.id });
        await tx.update(tickets).set({ updatedAt: sql`now()` }).where(eq(tickets.id, ticket.id));
        return added!;
      });
      // Other browsers showing the ticket refresh it; a lost event must not fail a kept file.
      await bus
        .publish({
          type: 'ticket_updated',
          districtId: ticket.districtId,
          data: {
            id: ticket.id,
            ticketNumber: ticket.ticketNumber,
            title: ticket.title,
            status: ticket.status,
            priority: ticket.priority,
          },
        })
        .catch((err) => log.warn({ err }, 'could not publish ticket_updated'));
      return { id: row.id, name: decision.name, type: decision.type, size: file.bytes.length };
    },

    /** The ticket's files the caller may see, oldest first (never their bytes). */
    async list(identity: Identity, ticketId: string): Promise<AttachmentListItem[]> {
      const ticket = await reachableTicket(identity, ticketId);
      const rows = await db
        .select({
          id: ticketAttachments.id,
          name: ticketAttachments.name,
          type: ticketAttachments.type,
          size: ticketAttachments.size,
          activityId: ticketAttachments.activityId,
          createdAt: ticketAttachments.createdAt,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(ticketAttachments)
        .leftJoin(ticketActivity, eq(ticketActivity.id, ticketAttachments.activityId))
        .leftJoin(users, eq(users.id, ticketAttachments.uploadedById))
        .where(
          and(
            eq(ticketAttachments.districtId, ticket.districtId),
            eq(ticketAttachments.ticketId, ticket.id),
            isRequester(identity) ? visibleToRequesters : undefined,
          ),
        )
        .orderBy(asc(ticketAttachments.createdAt), asc(ticketAttachments.id));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        type: r.type as Attachment['type'],
        size: r.size,
        activityId: r.activityId,
        createdAt: r.createdAt.toISOString(),
        isImage: isImageType(r.type),
        uploadedByName: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
      }));
    },

    /** One file with its bytes, when the caller may see it; else 404. */
    async file(identity: Identity, id: string) {
      const [row] = await db
        .select({
          districtId: ticketAttachments.districtId,
          ticketId: ticketAttachments.ticketId,
          activityId: ticketAttachments.activityId,
          visibility: ticketActivity.visibility,
          name: ticketAttachments.name,
          type: ticketAttachments.type,
          content: ticketAttachments.content,
        })
        .from(ticketAttachments)
        .leftJoin(ticketActivity, eq(ticketActivity.id, ticketAttachments.activityId))
        .where(
          and(
            eq(ticketAttachments.id, id),
            identity.districtId ? eq(ticketAttachments.districtId, identity.districtId) : undefined,
          ),
        );
      if (!row || !canSeeDistrict(identity, row.districtId)) throw notFound(M.notFound);
      if (isRequester(identity)) {
        if (row.activityId !== null && row.visibility !== 'public') throw notFound(M.notFound);
        await reachableTicket(identity, row.ticketId).catch(() => {
          throw notFound(M.notFound);
        });
      }
      return { name: row.name, type: row.type, content: row.content };
    },
  };
}
