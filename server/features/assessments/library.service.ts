import { and, count, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import {
  LIBRARY_MESSAGES,
  type LibraryArea,
  type LibraryItem,
  type LibraryItemInput,
  type LibrarySummary,
  type ListLibraryQuery,
} from '../../../domain/library.ts';
import { libraryLinks } from '../../../domain/library-urls.ts';
import { resolveDistrict, visibleRow } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { forms, libraryItems, users, workflowResponses, workflows } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { requireArea } from './area-access.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The name of who made a row ('' when they are gone). */
export const creatorName = sql<string>`coalesce(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

type Row = typeof libraryItems.$inferSelect & { createdByName: string | null };

function toItem(r: Row): LibraryItem {
  return {
    id: r.id,
    districtId: r.districtId,
    area: r.area,
    title: r.title,
    description: r.description,
    category: r.category as LibraryItem['category'],
    kind: r.kind,
    docType: (r.docType as LibraryItem['docType']) ?? null,
    url: r.url,
    ...libraryLinks(r.url),
    status: r.status,
    sharedWith: r.sharedWith,
    createdBy: r.createdByName ?? '',
    lastModified: r.updatedAt.toISOString(),
  };
}

/** The document library of either screen (see docs/product.md#technology-assessment). */
export function createLibraryService(db: Db) {
  const select = () =>
    db
      .select({ ...getTableColumns(libraryItems), createdByName: creatorName })
      .from(libraryItems)
      .leftJoin(users, eq(users.id, libraryItems.createdBy));

  async function findVisible(identity: Identity, id: string, payloadDistrictId?: string) {
    const [row] = await select().where(eq(libraryItems.id, id));
    return visibleRow(identity, row, LIBRARY_MESSAGES.notFound, payloadDistrictId);
  }

  const fields = (input: LibraryItemInput) => ({
    title: input.title,
    description: input.description,
    category: input.category,
    kind: input.kind,
    docType: input.docType ?? null,
    url: input.url,
    status: input.status,
    sharedWith: input.sharedWith,
  });

  return {
    async list(identity: Identity, q: ListLibraryQuery): Promise<LibraryItem[]> {
      const districtId = resolveDistrict(identity, q.districtId);
      requireArea(identity, q.area, 'read');
      const where: SQL[] = [eq(libraryItems.districtId, districtId), eq(libraryItems.area, q.area)];
      if (q.kind) where.push(eq(libraryItems.kind, q.kind));
      if (q.category) where.push(eq(libraryItems.category, q.category));
      if (q.status) where.push(eq(libraryItems.status, q.status));
      for (const word of (q.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) {
        const like = `%${escapeLike(word)}%`;
        where.push(
          or(
            ilike(libraryItems.title, like),
            ilike(libraryItems.description, like),
            ilike(libraryItems.sharedWith, like),
          )!,
        );
      }
      const rows = await select()
        .where(and(...where))
        .orderBy(desc(libraryItems.updatedAt))
        .limit(1000);
      return rows.map(toItem);
    },

    async create(identity: Identity, input: LibraryItemInput): Promise<LibraryItem> {
      const districtId = resolveDistrict(identity, input.districtId);
      requireArea(identity, input.area, 'write');
      const [row] = await db
        .insert(libraryItems)
        .values({ ...fields(input), districtId, area: input.area, createdBy: identity.userId })
        .returning({ id: libraryItems.id });
      return toItem((await select().where(eq(libraryItems.id, row!.id)))[0]!);
    },

    async update(identity: Identity, id: string, input: LibraryItemInput): Promise<LibraryItem> {
      const current = await findVisible(identity, id, input.districtId);
      requireArea(identity, current.area, 'write');
      if (input.area !== current.area) throw badRequest('The area of an item does not change');
      await db
        .update(libraryItems)
        .set({ ...fields(input), updatedAt: new Date() })
        .where(eq(libraryItems.id, id));
      return toItem((await select().where(eq(libraryItems.id, id)))[0]!);
    },

    async remove(identity: Identity, id: string): Promise<void> {
      const current = await findVisible(identity, id);
      requireArea(identity, current.area, 'write');
      await db.delete(libraryItems).where(eq(libraryItems.id, id));
    },

    /** The cards: forms (Google and native), responses submitted, docs, sheets, procedures, active workflows. */
    async summary(
      identity: Identity,
      requested: string | undefined,
      area: LibraryArea,
    ): Promise<LibrarySummary> {
      const districtId = resolveDistrict(identity, requested);
      requireArea(identity, area, 'read');
      const [items] = await db
        .select({
          forms: sql<number>`count(*) filter (where ${libraryItems.kind} = 'form' and ${libraryItems.status} = 'active')::int`,
          docs: sql<number>`count(*) filter (where ${libraryItems.kind} = 'doc')::int`,
          sheets: sql<number>`count(*) filter (where ${libraryItems.kind} = 'sheet')::int`,
          procedureDocs: sql<number>`count(*) filter (where ${libraryItems.docType} = 'procedure')::int`,
        })
        .from(libraryItems)
        .where(and(eq(libraryItems.districtId, districtId), eq(libraryItems.area, area)));
      const [native] = await db
        .select({ n: count() })
        .from(forms)
        .where(and(eq(forms.districtId, districtId), eq(forms.area, area), eq(forms.status, 'active')));
      const [runs] = await db
        .select({
          responses: sql<number>`count(*) filter (where ${workflowResponses.status} = 'submitted')::int`,
          active: sql<number>`count(distinct ${workflows.id}) filter (where ${workflowResponses.status} <> 'submitted')::int`,
        })
        .from(workflows)
        .innerJoin(workflowResponses, eq(workflowResponses.workflowId, workflows.id))
        .where(and(eq(workflows.districtId, districtId), eq(workflows.area, area)));
      return {
        forms: (items?.forms ?? 0) + (native?.n ?? 0),
        responses: runs?.responses ?? 0,
        docs: items?.docs ?? 0,
        sheets: items?.sheets ?? 0,
        procedureDocs: items?.procedureDocs ?? 0,
        activeWorkflows: runs?.active ?? 0,
      };
    },
  };
}
