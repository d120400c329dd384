import { and, asc, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { accessDenied } from '../../../domain/access.ts';
import {
  CANNED_LIMITS,
  type CannedResponse,
  type createCannedResponseSchema,
  CANNED_MESSAGES as M,
  type PlaceholderValues,
  placeholdersIn,
  type RenderedCannedResponse,
  renderCannedResponse,
  type updateCannedResponseSchema,
} from '../../../domain/canned-responses.ts';
import { accessorOf } from '../../access/guard.ts';
import { canSeeDistrict, isProviderWide, resolveDistrict, visibleRow } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { cannedResponses, districts, tickets, users } from '../../db/schema/index.ts';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../lib/http-errors.ts';

type Row = typeof cannedResponses.$inferSelect;
type CreateInput = z.output<typeof createCannedResponseSchema>;
type UpdateInput = z.output<typeof updateCannedResponseSchema>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const fullName = (first: string | null | undefined, last: string | null | undefined) =>
  [first, last].filter(Boolean).join(' ').trim() || null;

/** Five Star (in a district view too): keeps the provider-wide responses. */
const isFiveStar = (identity: Identity) => identity.accountRole === 'provider_admin';

/** May the caller change `row`: the district's administrators its own, Five Star the provider-wide ones. */
function mayEdit(identity: Identity, row: Pick<Row, 'districtId'>): boolean {
  if (accessDenied('tickets', 'admin', accessorOf(identity))) return false;
  return row.districtId === null ? isFiveStar(identity) : canSeeDistrict(identity, row.districtId);
}

function toAnswer(identity: Identity, row: Row, updatedByName: string | null): CannedResponse {
  return {
    id: row.id,
    scope: row.districtId === null ? 'provider' : 'district',
    districtId: row.districtId,
    title: row.title,
    body: row.body,
    category: row.category,
    tags: row.tags,
    placeholders: placeholdersIn(row.body),
    canEdit: mayEdit(identity, row),
    updatedByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Each word of the search in the title, the body or a tag; and the words all in the title. */
function searchOf(search: string | undefined): { where: SQL | undefined; titleFirst: SQL | undefined } {
  const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return { where: undefined, titleFirst: undefined };
  const likes = words.map((w) => `%${escapeLike(w)}%`);
  return {
    where: and(
      ...likes.map((like) =>
        or(
          ilike(cannedResponses.title, like),
          ilike(cannedResponses.body, like),
          ilike(sql`${cannedResponses.tags}::text`, like),
        ),
      ),
    ),
    titleFirst: and(...likes.map((like) => ilike(cannedResponses.title, like))),
  };
}

/** Canned responses (see docs/product.md#canned-responses): a district's and Five Star's, filled in for a ticket. */
export function createCannedResponsesService({ db }: { db: Db }) {
  const updatedBy = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

  async function withName(identity: Identity, id: string): Promise<CannedResponse> {
    const [found] = await db
      .select({ row: cannedResponses, updatedByName: updatedBy })
      .from(cannedResponses)
      .leftJoin(users, eq(users.id, cannedResponses.updatedById))
      .where(eq(cannedResponses.id, id));
    if (!found) throw notFound(M.notFound);
    return toAnswer(identity, found.row, found.updatedByName);
  }

  /** The response if the caller may see it (a provider-wide one: every staff member), else 404. */
  async function findVisible(identity: Identity, id: string): Promise<Row> {
    const [row] = await db.select().from(cannedResponses).where(eq(cannedResponses.id, id));
    if (!row || (row.districtId !== null && !canSeeDistrict(identity, row.districtId)))
      throw notFound(M.notFound);
    return row;
  }

  /** The response if the caller may change it: 404 when they cannot see it, 403 for Five Star's own. */
  async function findEditable(identity: Identity, id: string): Promise<Row> {
    const row = await findVisible(identity, id);
    if (row.districtId === null && !isFiveStar(identity)) throw forbidden(M.providerOnly);
    return row;
  }

  const saving = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(M.duplicate);
      throw err;
    }
  };

  return {
    async list(
      identity: Identity,
      query: { districtId?: string; search?: string; limit?: number },
    ): Promise<CannedResponse[]> {
      // Five Star outside a district view, naming none: the provider-wide responses only.
      const districtId =
        isProviderWide(identity) && !query.districtId ? null : resolveDistrict(identity, query.districtId);
      const search = searchOf(query.search);
      const rows = await db
        .select({ row: cannedResponses, updatedByName: updatedBy })
        .from(cannedResponses)
        .leftJoin(users, eq(users.id, cannedResponses.updatedById))
        .where(
          and(
            districtId
              ? or(eq(cannedResponses.districtId, districtId), isNull(cannedResponses.districtId))
              : isNull(cannedResponses.districtId),
            search.where,
          ),
        )
        .orderBy(
          ...(search.titleFirst ? [sql`(${search.titleFirst}) desc`] : []),
          sql`${cannedResponses.districtId} is null`,
          asc(sql`lower(${cannedResponses.title})`),
          asc(cannedResponses.id),
        )
        .limit(query.limit ?? CANNED_LIMITS.list);
      return rows.map((r) => toAnswer(identity, r.row, r.updatedByName));
    },

    async create(identity: Identity, input: CreateInput): Promise<CannedResponse> {
      if (input.scope === 'provider' && !isFiveStar(identity)) throw forbidden(M.providerOnly);
      const districtId = input.scope === 'provider' ? null : resolveDistrict(identity, input.districtId);
      const id = await saving(() =>
        db.transaction(async (tx) => {
          // One add at a time per district (or provider-wide), so the count below holds.
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtext('canned-responses'), hashtext(${districtId ?? 'provider'}))`,
          );
          const [{ n }] = (await tx
            .select({ n: count() })
            .from(cannedResponses)
            .where(
              districtId ? eq(cannedResponses.districtId, districtId) : isNull(cannedResponses.districtId),
            )) as [{ n: number }];
          if (n >= CANNED_LIMITS.perScope) throw conflict(M.tooMany);
          const [created] = await tx
            .insert(cannedResponses)
            .values({
              districtId,
              title: input.title,
              body: input.body,
              category: input.category,
              tags: input.tags,
              createdById: identity.userId,
              updatedById: identity.userId,
            })
            .returning({ id: cannedResponses.id });
          return created!.id;
        }),
      );
      return withName(identity, id);
    },

    async update(identity: Identity, id: string, input: UpdateInput): Promise<CannedResponse> {
      await findEditable(identity, id);
      await saving(() =>
        db
          .update(cannedResponses)
          .set({
            title: input.title,
            body: input.body,
            category: input.category,
            tags: input.tags,
            updatedById: identity.userId,
            updatedAt: sql`now()`,
          })
          .where(eq(cannedResponses.id, id)),
      );
      return withName(identity, id);
    },

    async remove(identity: Identity, id: string): Promise<void> {
      await findEditable(identity, id);
      await db.delete(cannedResponses).where(eq(cannedResponses.id, id));
    },

    /**
     * The response filled in for a ticket the caller may see. The ticket, its requester and its
     * district are read from their tables; the caller is the technician. A district's response
     * fills in only for its own tickets.
     */
    async render(identity: Identity, id: string, ticketId: string): Promise<RenderedCannedResponse> {
      const response = await findVisible(identity, id);
      const [ticket] = await db
        .select({
          districtId: tickets.districtId,
          ticketNumber: tickets.ticketNumber,
          title: tickets.title,
          requesterFirst: users.firstName,
          requesterLast: users.lastName,
          districtName: districts.name,
        })
        .from(tickets)
        .innerJoin(districts, eq(districts.id, tickets.districtId))
        .leftJoin(users, eq(users.id, tickets.requesterId))
        .where(eq(tickets.id, ticketId));
      visibleRow(identity, ticket, M.ticketNotFound);
      if (response.districtId !== null && response.districtId !== ticket!.districtId)
        throw notFound(M.notFound);
      const values: PlaceholderValues = {
        'requester.firstName': ticket!.requesterFirst,
        'requester.name': fullName(ticket!.requesterFirst, ticket!.requesterLast),
        'ticket.number': ticket!.ticketNumber,
        'ticket.title': ticket!.title,
        'technician.name': fullName(identity.firstName, identity.lastName),
        'district.name': ticket!.districtName,
      };
      return renderCannedResponse(response.body, values);
    },
  };
}

/** Every response a district's desk may insert (its own and Five Star's), for Sparky's suggestion. */
export async function responsesOfDistrict(
  db: Pick<Db, 'select'>,
  districtId: string,
): Promise<Pick<Row, 'id' | 'title' | 'body' | 'tags' | 'category'>[]> {
  return db
    .select({
      id: cannedResponses.id,
      title: cannedResponses.title,
      body: cannedResponses.body,
      tags: cannedResponses.tags,
      category: cannedResponses.category,
    })
    .from(cannedResponses)
    .where(or(eq(cannedResponses.districtId, districtId), isNull(cannedResponses.districtId)))
    .orderBy(asc(cannedResponses.id));
}
