import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AssetFilter, AssetSelection, AssetSort } from '../../../domain/assets.ts';
import { isoDateTime, text } from '../../../domain/http.ts';
import { splitPossessive } from '../../../domain/people.ts';
import { assets } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';

/** `%` and `_` typed by the user are literal characters, not wildcards. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE of a district's assets matching a filter (search over name, tag and serial number). */
export function filterWhere(districtId: string, filter: AssetFilter): SQL {
  const conditions: SQL[] = [eq(assets.districtId, districtId)];
  if (filter.status && filter.status !== 'all') conditions.push(eq(assets.status, filter.status));
  if (filter.category && filter.category !== 'all') conditions.push(eq(assets.category, filter.category));
  const search = filter.search?.trim();
  const possessive = search ? splitPossessive(search) : null;
  if (possessive) {
    // "Maria Lopez's Chromebook": held by Maria Lopez, and the rest matched as any search.
    const holder = sql`lower(coalesce(${assets.assignedTo}, '')) like lower(${likePattern(possessive.holder)})`;
    const rest = possessive.rest
      ? sql`(${assets.searchText} || chr(31) || lower(${assets.model} || chr(31) || ${assets.manufacturer} || chr(31) || ${assets.category})) like lower(${likePattern(possessive.rest)})`
      : sql`true`;
    conditions.push(
      sql`((${holder} and ${rest}) or ${assets.searchText} like lower(${likePattern(search!)}))`,
    );
  } else if (search) {
    conditions.push(sql`${assets.searchText} like lower(${likePattern(search)})`);
  }
  return and(...conditions)!;
}

/** The WHERE of a bulk action's selection, always inside the district. */
export function selectionWhere(districtId: string, selection: AssetSelection): SQL {
  if (selection.ids) return and(eq(assets.districtId, districtId), inArray(assets.id, selection.ids))!;
  return filterWhere(districtId, selection.filter ?? {});
}

/** Keyset paging: the cursor carries the sort key of the last row sent. */
interface Cursor {
  sort: AssetSort;
  value: string;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString('base64url');
}

/** What a cursor may carry: the sort it was made for, the last row's sort key and its id. */
const cursorSchema = (sort: AssetSort) =>
  z.tuple([z.literal(sort), sort === 'recent' ? isoDateTime('') : text(1000), z.uuid()]);

export function decodeCursor(raw: string, sort: AssetSort): Cursor {
  try {
    const parsed = cursorSchema(sort).safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    if (parsed.success) return { sort, value: parsed.data[1], id: parsed.data[2] };
  } catch {}
  throw badRequest('The list cursor is not valid: start again from the first page.');
}

export const lowerTag = sql<string>`lower(${assets.assetTag})`;
const lowerName = sql<string>`lower(${assets.name})`;

/** ORDER BY and the "after the cursor" condition of each sort; each matches an index. */
export function sortPlan(sort: AssetSort, cursor: Cursor | null): { orderBy: SQL[]; after: SQL | null } {
  switch (sort) {
    case 'assetTag':
      return { orderBy: [asc(lowerTag)], after: cursor ? sql`${lowerTag} > ${cursor.value}` : null };
    case 'name':
      return {
        orderBy: [asc(lowerName), asc(assets.id)],
        after: cursor ? sql`(${lowerName}, ${assets.id}) > (${cursor.value}, ${cursor.id}::uuid)` : null,
      };
    default:
      return {
        orderBy: [desc(assets.updatedAt), desc(assets.id)],
        after: cursor
          ? sql`(${assets.updatedAt}, ${assets.id}) < (${cursor.value}::timestamptz, ${cursor.id}::uuid)`
          : null,
      };
  }
}

/** The sort key the database compares (lower() as PostgreSQL computes it), selected with each row. */
export function sortKey(sort: AssetSort): SQL<string | null> {
  if (sort === 'assetTag') return sql<string>`${lowerTag}`;
  if (sort === 'name') return sql<string>`${lowerName}`;
  return sql<null>`null`;
}

export function cursorOf(
  sort: AssetSort,
  row: { id: string; updatedAt: Date; sortKey: string | null },
): string {
  return encodeCursor({
    sort,
    value: sort === 'recent' ? row.updatedAt.toISOString() : (row.sortKey ?? ''),
    id: row.id,
  });
}
