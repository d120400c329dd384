// The inventory's CSV: the export's columns and file name, and how an import reads and checks a file.

import {
  ASSET_CATEGORY_MESSAGES,
  type AssetCategoryDef,
  type CustomFieldValues,
  checkCustomFields,
  customFieldColumns,
  customFieldFromText,
  findCategory,
} from './asset-categories.ts';
import {
  ASSET_MONEY_MESSAGES,
  DEPRECIATION_YEARS_MAX,
  dayFromText,
  dollarsFromText,
  type FundingSource,
} from './asset-money.ts';
import type { Asset, ImportRejection } from './asset-schemas.ts';
import {
  ASSET_DEFAULTS,
  ASSET_STATUSES,
  type AssetStatus,
  IMPORT_FIELDS,
  type ImportField,
  type ImportRow,
} from './asset-vocabulary.ts';
import { ESCAPED_CELL } from './csv.ts';

/** The CSV export's columns, in order, and the import's column names. */
export const ASSET_CSV_COLUMNS = [
  { label: 'Asset Tag', field: 'assetTag' },
  { label: 'Name', field: 'name' },
  { label: 'Category', field: 'category' },
  { label: 'Status', field: 'status' },
  { label: 'Location', field: 'location' },
  { label: 'Serial Number', field: 'serialNumber' },
  { label: 'Assigned To', field: 'assignedTo' },
] as const satisfies readonly { label: string; field: keyof Asset }[];

/** Columns an import also understands beyond the export's (the rest of the Add Asset form). */
const EXTRA_IMPORT_COLUMNS = [
  { label: 'Manufacturer', field: 'manufacturer' },
  { label: 'Model', field: 'model' },
] as const;

/**
 * Purchase, warranty and depreciation columns: exported after the others and read by an import.
 * The money ones (asset-money.ts) are exported, and imported, only for roles that see money.
 */
export const ASSET_MONEY_CSV_COLUMNS = [
  { label: 'Purchase Date', field: 'purchaseDate', money: false },
  { label: 'Cost', field: 'cost', money: true },
  { label: 'Vendor', field: 'vendor', money: true },
  { label: 'PO Number', field: 'poNumber', money: true },
  { label: 'Funding Source', field: 'fundingSource', money: true },
  { label: 'Warranty Ends', field: 'warrantyEndsAt', money: false },
  { label: 'Depreciation Years', field: 'depreciationYears', money: false },
] as const satisfies readonly { label: string; field: ImportField & keyof Asset; money: boolean }[];

/** The purchase and money columns a role exports: all of them, or those that are not money. */
export function moneyCsvColumns(seesMoney: boolean) {
  return ASSET_MONEY_CSV_COLUMNS.filter((c) => seesMoney || !c.money);
}

/** "assets-export-2026-03-14.csv" for the given local day. */
export function assetExportFileName(day: Date = new Date()): string {
  const y = day.getFullYear();
  const m = String(day.getMonth() + 1).padStart(2, '0');
  const d = String(day.getDate()).padStart(2, '0');
  return `assets-export-${y}-${m}-${d}.csv`;
}

const normalizeHeader = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');
const HEADER_TO_FIELD = new Map<string, ImportField>(
  [...ASSET_CSV_COLUMNS, ...EXTRA_IMPORT_COLUMNS, ...ASSET_MONEY_CSV_COLUMNS].flatMap((c) => [
    [normalizeHeader(c.label), c.field],
    [normalizeHeader(c.field), c.field],
  ]),
);
HEADER_TO_FIELD.set('tag', 'assetTag');
HEADER_TO_FIELD.set('serial', 'serialNumber');
HEADER_TO_FIELD.set('ponumber', 'poNumber');
HEADER_TO_FIELD.set('po', 'poNumber');
HEADER_TO_FIELD.set('warrantyend', 'warrantyEndsAt');
HEADER_TO_FIELD.set('warrantyenddate', 'warrantyEndsAt');
HEADER_TO_FIELD.set('purchased', 'purchaseDate');
HEADER_TO_FIELD.set('fundingsource', 'fundingSource');
HEADER_TO_FIELD.set('funding', 'fundingSource');

/** The import field a CSV header names ("Asset Tag", "asset_tag", "assetTag"...), if any. */
export function importFieldOf(header: string): ImportField | undefined {
  return HEADER_TO_FIELD.get(normalizeHeader(header));
}

export { CSV_ESCAPE_NEEDED } from './csv.ts';

/**
 * One parsed CSV record (header -> value) as import fields; the cells of other columns go to
 * `custom` by header, where the server matches them to custom fields (others are ignored).
 */
export function toImportRow(record: Record<string, unknown>): ImportRow {
  const row: ImportRow = {};
  for (const [header, value] of Object.entries(record)) {
    if (typeof value !== 'string') continue;
    const cell = value.replace(ESCAPED_CELL, '');
    const field = importFieldOf(header);
    if (field) row[field] = cell;
    else if (cell.trim() && header.trim()) row.custom = { ...row.custom, [header.trim()]: cell };
  }
  return row;
}

/** An import row that passed the per-row checks, ready to insert. */
export interface ValidImportRow {
  assetTag: string;
  name: string;
  /** A key of the district's list. */
  category: string;
  status: AssetStatus;
  location: string;
  serialNumber: string;
  manufacturer: string;
  model: string;
  assignedTo: string | null;
  customFields: CustomFieldValues;
  purchaseDate: string | null;
  warrantyEndsOn: string | null;
  depreciationYears: number | null;
  /** Money: null (and '') when the importing role sees no money. */
  cost: number | null;
  vendor: string;
  poNumber: string;
  fundingSource: string | null;
}

const limits: Record<ImportField, number> = {
  assetTag: 64,
  name: 200,
  category: 64,
  status: 64,
  location: 200,
  serialNumber: 120,
  assignedTo: 200,
  manufacturer: 120,
  model: 120,
  purchaseDate: 40,
  cost: 40,
  vendor: 120,
  poNumber: 60,
  fundingSource: 60,
  warrantyEndsAt: 40,
  depreciationYears: 10,
};

const headerKey = (h: string) => h.trim().toLowerCase();

/**
 * The custom field values of an import row for its category: a column is a field when its header
 * is the field's label or key (any case). A column of a field of another category must be empty
 * on this row; columns that are no field of any category are ignored.
 */
function importCustomFields(
  category: AssetCategoryDef,
  categories: readonly AssetCategoryDef[],
  cells: Record<string, string>,
): { ok: true; values: CustomFieldValues } | { ok: false; reason: string } {
  const values: Record<string, unknown> = {};
  const anyField = new Set(
    customFieldColumns(categories).flatMap((c) => [headerKey(c.key), headerKey(c.label)]),
  );
  for (const [header, text] of Object.entries(cells)) {
    const field = category.fields.find(
      (f) => headerKey(f.key) === headerKey(header) || headerKey(f.label) === headerKey(header),
    );
    if (field) values[field.key] = customFieldFromText(field, text);
    else if (anyField.has(headerKey(header)) && text.trim())
      return { ok: false, reason: ASSET_CATEGORY_MESSAGES.unknownField(header.trim(), category.label) };
  }
  const checked = checkCustomFields(category, values);
  return checked.ok ? checked : { ok: false, reason: checked.message };
}

/**
 * Checks one import row on its own (duplicates are checked across rows by the caller): either
 * the row ready to insert, or every reason it is rejected. Category (the district's key or
 * label) and status accept any case ("Document camera"); empty ones take the defaults (the
 * district's first category when it has no laptop). Custom fields come from their columns.
 */
export function checkImportRow(
  raw: ImportRow,
  categories: readonly AssetCategoryDef[],
  funding: readonly FundingSource[] | null = null,
): { ok: true; row: ValidImportRow } | { ok: false; reasons: string[] } {
  const v = (f: ImportField) => (raw[f] ?? '').trim();
  const reasons: string[] = [];
  if (!v('assetTag')) reasons.push('Missing asset tag');
  if (!v('name')) reasons.push('Missing name');
  const statusText = v('status').toLowerCase();
  const category = v('category')
    ? findCategory(categories, v('category'))
    : (findCategory(categories, ASSET_DEFAULTS.category) ?? categories[0]);
  const status = statusText ? ASSET_STATUSES.find((s) => s === statusText) : ASSET_DEFAULTS.status;
  if (!category) reasons.push(`Unknown category "${v('category')}"`);
  const custom = category ? importCustomFields(category, categories, raw.custom ?? {}) : null;
  if (custom && !custom.ok) reasons.push(custom.reason);
  if (!status) reasons.push(`Unknown status "${v('status')}"`);
  for (const field of IMPORT_FIELDS) {
    if (v(field).length > limits[field])
      reasons.push(`${fieldLabel(field)} is longer than ${limits[field]} characters`);
  }
  const money = importMoney(v, funding, reasons);
  if (reasons.length || !category || !status || !custom?.ok) return { ok: false, reasons };
  return {
    ok: true,
    row: {
      assetTag: v('assetTag'),
      name: v('name'),
      category: category.key,
      status,
      location: v('location'),
      serialNumber: v('serialNumber'),
      manufacturer: v('manufacturer'),
      model: v('model'),
      assignedTo: v('assignedTo') || null,
      customFields: custom.values,
      ...money,
    },
  };
}

/**
 * The purchase and money cells of an import row; each bad one adds its reason. `funding` null: the
 * role sees no money, so cost, vendor, PO and funding source are ignored.
 */
function importMoney(
  v: (f: ImportField) => string,
  funding: readonly FundingSource[] | null,
  reasons: string[],
) {
  const purchaseDate = dayFromText(v('purchaseDate'));
  if (purchaseDate === undefined) reasons.push(`Purchase date "${v('purchaseDate')}" is not a date`);
  const warrantyEndsOn = dayFromText(v('warrantyEndsAt'));
  if (warrantyEndsOn === undefined) reasons.push(`Warranty end "${v('warrantyEndsAt')}" is not a date`);
  if (purchaseDate && warrantyEndsOn && warrantyEndsOn < purchaseDate)
    reasons.push(ASSET_MONEY_MESSAGES.warrantyBeforePurchase);
  const yearsText = v('depreciationYears');
  const years = yearsText ? Number(yearsText) : null;
  if (years !== null && !(Number.isInteger(years) && years >= 1 && years <= DEPRECIATION_YEARS_MAX))
    reasons.push(ASSET_MONEY_MESSAGES.depreciationYears);
  const row = {
    purchaseDate: purchaseDate ?? null,
    warrantyEndsOn: warrantyEndsOn ?? null,
    depreciationYears: years,
    cost: null as number | null,
    vendor: '',
    poNumber: '',
    fundingSource: null as string | null,
  };
  if (!funding) return row;
  const cost = dollarsFromText(v('cost'));
  if (cost === undefined) reasons.push(ASSET_MONEY_MESSAGES.cost);
  const sourceText = v('fundingSource').toLowerCase();
  const source = sourceText
    ? funding.find((s) => s.key === sourceText || s.label.toLowerCase() === sourceText)
    : undefined;
  if (sourceText && !source) reasons.push(`Unknown funding source "${v('fundingSource')}"`);
  return {
    ...row,
    cost: cost ?? null,
    vendor: v('vendor'),
    poNumber: v('poNumber'),
    fundingSource: source?.key ?? null,
  };
}

function fieldLabel(field: ImportField): string {
  return (
    [...ASSET_CSV_COLUMNS, ...EXTRA_IMPORT_COLUMNS, ...ASSET_MONEY_CSV_COLUMNS].find((c) => c.field === field)
      ?.label ?? field
  );
}

/** Tags compare without regard to case: "lt-001" and "LT-001" are the same asset tag. */
export function tagKey(tag: string): string {
  return tag.trim().toLowerCase();
}

/**
 * Checks every row of an import against the district's categories: per-row rules, then duplicate
 * tags within the file and against `existingTagKeys` (the district's tags, as tagKey). Rows keep
 * their file order.
 */
export function checkImport(
  rows: ImportRow[],
  existingTagKeys: ReadonlySet<string>,
  categories: readonly AssetCategoryDef[],
  funding: readonly FundingSource[] | null = null,
): { valid: ValidImportRow[]; rejected: ImportRejection[] } {
  const valid: ValidImportRow[] = [];
  const rejected: ImportRejection[] = [];
  const firstRowOfTag = new Map<string, number>();
  rows.forEach((raw, index) => {
    const rowNumber = index + 2;
    const checked = checkImportRow(raw, categories, funding);
    const reasons = checked.ok ? [] : [...checked.reasons];
    const tag = (raw.assetTag ?? '').trim();
    if (tag) {
      const key = tagKey(tag);
      const earlier = firstRowOfTag.get(key);
      if (earlier !== undefined) reasons.push(`Duplicate asset tag ${tag} (also on row ${earlier})`);
      else firstRowOfTag.set(key, rowNumber);
      if (existingTagKeys.has(key)) reasons.push(`Asset tag ${tag} already exists in this district`);
    }
    if (checked.ok && reasons.length === 0) valid.push(checked.row);
    else rejected.push({ row: rowNumber, assetTag: tag, reasons });
  });
  return { valid, rejected };
}
