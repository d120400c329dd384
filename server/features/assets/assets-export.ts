import Papa from 'papaparse';
import {
  ASSET_CSV_COLUMNS,
  type AssetFilter,
  CSV_ESCAPE_NEEDED,
  customFieldColumns,
  customFieldText,
  moneyCsvColumns,
} from '../../../domain/assets.ts';
import type { Db } from '../../db/client.ts';
import { assets } from '../../db/schema/index.ts';
import { categoriesOf } from './asset-categories.service.ts';
import { filterWhere, lowerTag } from './assets-query.ts';

/**
 * The CSV export: its columns in order, then a column per custom field of the district's
 * categories (headed by its label), one row per matching asset, by asset tag.
 */
export async function exportCsv(
  db: Db,
  districtId: string,
  filter: AssetFilter,
  seesMoney: boolean,
): Promise<{ csv: string; count: number }> {
  const money = moneyCsvColumns(seesMoney);
  const [columns, rows] = await Promise.all([
    categoriesOf(db, districtId).then(customFieldColumns),
    db
      .select({
        assetTag: assets.assetTag,
        name: assets.name,
        category: assets.category,
        status: assets.status,
        location: assets.location,
        serialNumber: assets.serialNumber,
        assignedTo: assets.assignedTo,
        customFields: assets.customFields,
        purchaseDate: assets.purchaseDate,
        cost: assets.cost,
        vendor: assets.vendor,
        poNumber: assets.poNumber,
        fundingSource: assets.fundingSource,
        warrantyEndsAt: assets.warrantyEndsOn,
        depreciationYears: assets.depreciationYears,
      })
      .from(assets)
      .where(filterWhere(districtId, filter))
      .orderBy(lowerTag),
  ]);
  const csv = Papa.unparse(
    {
      fields: [
        ...ASSET_CSV_COLUMNS.map((c) => c.label),
        ...money.map((c) => c.label),
        ...columns.map((c) => c.label),
      ],
      data: rows.map((r) => [
        ...ASSET_CSV_COLUMNS.map((c) => r[c.field] ?? ''),
        ...money.map((c) => (c.field === 'cost' && r.cost !== null ? r.cost.toFixed(2) : (r[c.field] ?? ''))),
        ...columns.map((c) => customFieldText(r.customFields[c.key])),
      ]),
    },
    // A cell such as "=HYPERLINK(...)" must not run as a formula in a spreadsheet.
    { escapeFormulae: CSV_ESCAPE_NEEDED, newline: '\r\n' },
  );
  return { csv: `${csv}\r\n`, count: rows.length };
}
