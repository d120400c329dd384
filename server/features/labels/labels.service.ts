import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { FILE_TYPES } from '../../../domain/api/endpoint.ts';
import {
  type AssetByTag,
  assetLabelUrl,
  LABEL_MESSAGES,
  LABELS_MAX,
  type LabelContent,
  type LabelsRequest,
  labelsFileName,
  ZPL_TYPE,
} from '../../../domain/labels.ts';
import { isProviderWide, resolveDistrict } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { assets, districts, sites } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { filterWhere } from '../assets/index.ts';
import { labelsPdf } from './label-pdf.ts';
import { labelsZpl } from './label-zpl.ts';

export interface LabelsFile {
  body: Buffer | string;
  type: string;
  fileName: string;
  count: number;
}

const lowerTag = sql<string>`lower(${assets.assetTag})`;

/**
 * Asset labels (docs/product.md#asset-labels): the selected assets of one district, in tag order,
 * drawn as a PDF or ZPL; and the asset a label's address names.
 */
export function createLabelsService(deps: { db: Db; publicUrl: string }) {
  const { db, publicUrl } = deps;

  /** The tags to print, in tag order: named ids must all be the district's (404 otherwise). */
  async function selectedTags(districtId: string, request: LabelsRequest): Promise<string[]> {
    let where: SQL;
    if (request.assetIds) {
      where = and(eq(assets.districtId, districtId), inArray(assets.id, request.assetIds))!;
    } else if (request.siteId) {
      const [site] = await db
        .select({ id: sites.id })
        .from(sites)
        .where(and(eq(sites.districtId, districtId), eq(sites.id, request.siteId)));
      if (!site) throw notFound(LABEL_MESSAGES.siteNotFound);
      where = and(eq(assets.districtId, districtId), eq(assets.siteId, request.siteId))!;
    } else {
      where = filterWhere(districtId, request.filter ?? {});
    }
    const rows = await db
      .select({ tag: assets.assetTag })
      .from(assets)
      .where(where)
      .orderBy(asc(lowerTag))
      .limit(LABELS_MAX + 1);
    if (request.assetIds && rows.length !== new Set(request.assetIds).size)
      throw notFound(LABEL_MESSAGES.someNotFound);
    if (rows.length > LABELS_MAX) {
      const [total] = await db.select({ n: count() }).from(assets).where(where);
      throw badRequest(LABEL_MESSAGES.tooMany(total?.n ?? rows.length));
    }
    if (rows.length === 0) throw badRequest(LABEL_MESSAGES.noAssets);
    return rows.map((r) => r.tag);
  }

  return {
    async print(districtId: string, request: LabelsRequest): Promise<LabelsFile> {
      const tags = await selectedTags(districtId, request);
      const [district] = await db
        .select({ name: districts.name })
        .from(districts)
        .where(eq(districts.id, districtId));
      const labels: LabelContent[] = tags.map((tag) => ({
        tag,
        district: district?.name ?? '',
        line: request.line ?? '',
        url: assetLabelUrl(publicUrl, tag),
      }));
      const fileName = labelsFileName(request.layout, request.format, new Date().toISOString().slice(0, 10));
      return request.format === 'pdf'
        ? {
            body: await labelsPdf(request.layout, labels),
            type: FILE_TYPES.pdf,
            fileName,
            count: tags.length,
          }
        : {
            body: await labelsZpl(request.layout, labels),
            type: `${ZPL_TYPE}; charset=utf-8`,
            fileName,
            count: tags.length,
          };
    },

    /** The asset a tag names in the caller's district (a Five Star administrator outside a view: any district's). */
    async byTag(actor: Identity, requested: string | undefined, tag: string): Promise<AssetByTag> {
      const districtId = isProviderWide(actor) && !requested ? null : resolveDistrict(actor, requested);
      const key = tag.trim().toLowerCase();
      const [row] = await db
        .select({ id: assets.id, assetTag: assets.assetTag, districtId: assets.districtId })
        .from(assets)
        .where(
          districtId
            ? and(eq(assets.districtId, districtId), sql`${lowerTag} = ${key}`)
            : sql`${lowerTag} = ${key}`,
        )
        .orderBy(asc(assets.districtId))
        .limit(1);
      if (!row) throw notFound(LABEL_MESSAGES.tagNotFound);
      return row;
    },
  };
}
