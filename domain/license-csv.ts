// License Tracking's CSV and Excel: the export's columns and file names, and how an import reads
// and checks a file. An import row is checked by the same schema as Add License.

import { ESCAPED_CELL } from './csv.ts';
import { LICENSE_MESSAGES as M } from './license-messages.ts';
import { licenseStatus } from './license-rules.ts';
import {
  type License,
  type LicenseFields,
  type LicenseImportRejection,
  type LicenseImportReport,
  licenseFieldsSchema,
} from './license-schemas.ts';
import {
  isPerSeat,
  LICENSE_CATEGORIES,
  LICENSE_IMPORT_PREVIEW_MAX,
  LICENSE_STATUS_LABELS,
  SEAT_MODEL_LABELS,
  SEAT_MODELS,
} from './license-vocabulary.ts';

type ExportField =
  | 'name'
  | 'vendor'
  | 'category'
  | 'seatModel'
  | 'licenseCount'
  | 'usedLicenses'
  | 'cost'
  | 'costPerSeat'
  | 'purchaseDate'
  | 'renewalDate'
  | 'status'
  | 'autoRenew'
  | 'contractNumber'
  | 'contactEmail'
  | 'adminUrl'
  | 'notes';

/** The export's columns in order (CSV and Excel alike); an import reads the same names. */
export const LICENSE_CSV_COLUMNS = [
  { label: 'Name', field: 'name', width: 32 },
  { label: 'Vendor', field: 'vendor', width: 22 },
  { label: 'Category', field: 'category', width: 24 },
  { label: 'Seat Model', field: 'seatModel', width: 13 },
  { label: 'Seats', field: 'licenseCount', width: 9 },
  { label: 'Seats Used', field: 'usedLicenses', width: 11 },
  { label: 'Annual Cost', field: 'cost', width: 13 },
  { label: 'Cost Per Seat', field: 'costPerSeat', width: 13 },
  { label: 'Purchase Date', field: 'purchaseDate', width: 14 },
  { label: 'Renewal Date', field: 'renewalDate', width: 14 },
  { label: 'Status', field: 'status', width: 11 },
  { label: 'Auto Renew', field: 'autoRenew', width: 11 },
  { label: 'Contract Number', field: 'contractNumber', width: 18 },
  { label: 'Contact Email', field: 'contactEmail', width: 28 },
  { label: 'Admin Console', field: 'adminUrl', width: 32 },
  { label: 'Notes', field: 'notes', width: 40 },
] as const satisfies readonly { label: string; field: ExportField; width: number }[];

/** "licenses-export-2026-03-14.csv" (or .xlsx) for the given local day. */
export function licenseExportFileName(format: 'csv' | 'xlsx', day: Date = new Date()): string {
  const y = day.getFullYear();
  const m = String(day.getMonth() + 1).padStart(2, '0');
  const d = String(day.getDate()).padStart(2, '0');
  return `licenses-export-${y}-${m}-${d}.${format}`;
}

/**
 * One license as export cells, by column: numbers stay numbers (Excel sums them), seats are blank
 * for site and unlimited licenses, a cost the caller may not see is blank.
 */
export function licenseExportCells(l: License): (string | number)[] {
  const perSeat = isPerSeat(l.seatModel);
  const cells: Record<ExportField, string | number> = {
    name: l.name,
    vendor: l.vendor,
    category: l.category,
    seatModel: SEAT_MODEL_LABELS[l.seatModel],
    licenseCount: perSeat ? l.licenseCount : '',
    usedLicenses: perSeat ? l.usedLicenses : '',
    cost: l.cost ?? '',
    costPerSeat: l.costPerSeat ?? '',
    purchaseDate: l.purchaseDate ?? '',
    renewalDate: l.renewalDate,
    status: LICENSE_STATUS_LABELS[l.status],
    autoRenew: l.autoRenew ? 'Yes' : 'No',
    contractNumber: l.contractNumber,
    contactEmail: l.contactEmail ?? '',
    adminUrl: l.adminUrl ?? '',
    notes: l.notes,
  };
  return LICENSE_CSV_COLUMNS.map((c) => cells[c.field]);
}

const normalizeHeader = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');
const HEADER_TO_FIELD = new Map<string, ExportField>(
  LICENSE_CSV_COLUMNS.flatMap((c) => [
    [normalizeHeader(c.label), c.field],
    [normalizeHeader(c.field), c.field],
  ]),
);
for (const [alias, field] of [
  ['seatcount', 'licenseCount'],
  ['licenses', 'licenseCount'],
  ['cost', 'cost'],
  ['renewal', 'renewalDate'],
  ['purchase', 'purchaseDate'],
  ['ponumber', 'contractNumber'],
  ['contract', 'contractNumber'],
  ['adminurl', 'adminUrl'],
] as const)
  HEADER_TO_FIELD.set(alias, field);

/** The field a CSV header names ("Renewal Date", "renewal_date", "renewalDate"...), if any. */
export function licenseImportFieldOf(header: string): ExportField | undefined {
  return HEADER_TO_FIELD.get(normalizeHeader(header));
}

export type LicenseImportRow = Partial<Record<ExportField, string>>;

/** One parsed CSV record (header -> value) as import fields; unknown columns are ignored. */
export function toLicenseImportRow(record: Record<string, unknown>): LicenseImportRow {
  const row: LicenseImportRow = {};
  for (const [header, value] of Object.entries(record)) {
    const field = licenseImportFieldOf(header);
    if (!field || typeof value !== 'string') continue;
    row[field] = value.replace(ESCAPED_CELL, '');
  }
  return row;
}

/** A number as a spreadsheet writes it ("$4,500.00", "Free", "12"); '' is none, junk is NaN. */
function numberCell(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  if (/^free$/i.test(t)) return 0;
  const cleaned = t.replace(/^\$/, '').replaceAll(',', '');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** A day as ISO ("2027-07-01") or as US spreadsheets write it ("7/1/2027"). */
function dayCell(text: string): string {
  const t = text.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  return us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : t;
}

function seatModelCell(text: string): string {
  const t = text.trim().toLowerCase();
  const found = SEAT_MODELS.find(
    (m) => m === t.replace(/[\s-]+/g, '_') || SEAT_MODEL_LABELS[m].toLowerCase() === t,
  );
  return found ?? text.trim();
}

function categoryCell(text: string): string {
  const t = text.trim();
  return LICENSE_CATEGORIES.find((c) => c.toLowerCase() === t.toLowerCase()) ?? t;
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/** An import row as the payload of Add License (every value still to be checked). */
function toPayload(raw: LicenseImportRow): Record<string, unknown> {
  const v = (f: ExportField) => raw[f] ?? '';
  const autoRenew = v('autoRenew').trim().toLowerCase();
  const used = numberCell(v('usedLicenses'));
  const seatModel = seatModelCell(v('seatModel')) || undefined;
  return {
    name: v('name'),
    vendor: v('vendor'),
    category: categoryCell(v('category')) || undefined,
    seatModel,
    licenseCount: numberCell(v('licenseCount')),
    // Seats used in the file are taken as entered by hand: the imported license has no assignments.
    seatTracking: used === undefined ? 'assignments' : 'manual',
    usedLicenses: used,
    cost: numberCell(v('cost')),
    costPerSeat: numberCell(v('costPerSeat')),
    purchaseDate: dayCell(v('purchaseDate')),
    renewalDate: dayCell(v('renewalDate')),
    autoRenew: YES.has(autoRenew) ? true : NO.has(autoRenew) ? false : autoRenew,
    contractNumber: v('contractNumber'),
    notes: v('notes'),
    contactEmail: v('contactEmail'),
    adminUrl: v('adminUrl'),
  };
}

/** A checked import row, ready to insert. */
export interface ValidLicenseRow extends LicenseFields {
  row: number;
  cancelled: boolean;
}

/** Name and vendor identify a license of a district: the same pair twice is a duplicate. */
export function licenseKey(name: string, vendor: string): string {
  return `${name.trim().toLowerCase()}\u001f${vendor.trim().toLowerCase()}`;
}

/** A district's licenses by licenseKey, as stored (the spelling a refusal names). */
export type ExistingLicenses = ReadonlyMap<string, { name: string; vendor: string }>;

/**
 * The one duplicate rule of Add License, Edit and Import: a name and vendor the district already
 * has (whatever the case and surrounding spaces) is refused, naming the license it already has.
 * Null when the pair is free.
 */
export function duplicateLicenseReason(
  existing: ExistingLicenses,
  name: string,
  vendor: string,
): string | null {
  const found = existing.get(licenseKey(name, vendor));
  return found ? M.alreadyInDistrict(found.name, found.vendor) : null;
}

/**
 * Checks every row of an import with Add License's rules, then duplicates (the same name and
 * vendor twice in the file, or already in the district: duplicateLicenseReason). Rows keep
 * their file order; the header is row 1.
 */
export function checkLicenseImport(
  rows: LicenseImportRow[],
  existing: ExistingLicenses,
): { valid: ValidLicenseRow[]; rejected: LicenseImportRejection[] } {
  const valid: ValidLicenseRow[] = [];
  const rejected: LicenseImportRejection[] = [];
  const firstRowOf = new Map<string, number>();
  rows.forEach((raw, index) => {
    const row = index + 2;
    const parsed = licenseFieldsSchema.safeParse(toPayload(raw));
    const reasons = parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => i.message))];
    const name = (raw.name ?? '').trim();
    const vendor = (raw.vendor ?? '').trim();
    if (name && vendor) {
      const key = licenseKey(name, vendor);
      const earlier = firstRowOf.get(key);
      if (earlier !== undefined) reasons.push(`Duplicate of row ${earlier} (same name and vendor)`);
      else firstRowOf.set(key, row);
      const taken = duplicateLicenseReason(existing, name, vendor);
      if (taken) reasons.push(taken);
    }
    if (parsed.success && reasons.length === 0) {
      valid.push({ ...parsed.data, row, cancelled: (raw.status ?? '').trim().toLowerCase() === 'cancelled' });
    } else rejected.push({ row, name, reasons });
  });
  return { valid, rejected };
}

/** The preview of an import: its first valid rows as they would be added. */
export function importPreview(
  valid: ValidLicenseRow[],
  today: string,
  showCosts: boolean,
): LicenseImportReport['preview'] {
  return valid.slice(0, LICENSE_IMPORT_PREVIEW_MAX).map((r) => ({
    row: r.row,
    name: r.name,
    vendor: r.vendor,
    category: r.category,
    seatModel: r.seatModel,
    licenseCount: isPerSeat(r.seatModel) ? (r.licenseCount ?? 0) : 0,
    cost: showCosts ? r.cost : null,
    renewalDate: r.renewalDate,
    status: licenseStatus({ renewalDate: r.renewalDate, cancelledAt: r.cancelled ? 'yes' : null }, today),
  }));
}

/** A CSV with the import's columns and one example row, for people starting from scratch. */
export const LICENSE_TEMPLATE_ROW: Record<ExportField, string> = {
  name: 'GoGuardian Admin',
  vendor: 'GoGuardian',
  category: 'Content Filtering',
  seatModel: 'Per device',
  licenseCount: '2500',
  usedLicenses: '',
  cost: '18750',
  costPerSeat: '7.50',
  purchaseDate: '2025-07-01',
  renewalDate: '2026-07-01',
  status: '',
  autoRenew: 'No',
  contractNumber: 'PO-2025-0142',
  contactEmail: 'renewals@goguardian.example',
  adminUrl: 'https://admin.goguardian.com',
  notes: '',
};
