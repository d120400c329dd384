import { z } from 'zod';
import { importCounts } from './csv.ts';
import { text } from './http.ts';

// Warranty end dates (issue 34; see docs/product.md#warranty): a pluggable look-up by serial number
// that runs as a background job, and a CSV import of what the makers' portals export.

/** The look-ups the portal ships. Each adapter answers end dates for a batch of serial numbers. */
export const WARRANTY_ADAPTERS = ['dell'] as const;
export type WarrantyAdapterName = (typeof WARRANTY_ADAPTERS)[number];
export const WARRANTY_ADAPTER_LABELS: Record<WarrantyAdapterName, string> = {
  dell: 'Dell (TechDirect warranty API)',
};
/** Which assets an adapter can answer for: by the asset's manufacturer. */
export const WARRANTY_ADAPTER_MAKES: Record<WarrantyAdapterName, RegExp> = {
  dell: /\b(dell|alienware)\b/i,
};
/** Dell's production API gateway (the token and the asset-entitlements calls). */
export const DELL_API_URL = 'https://apigtwb2c.us.dell.com';
/** Dell answers at most 100 service tags per call. */
export const DELL_BATCH_SIZE = 100;

/** What one look-up found for one serial number. */
export interface WarrantyFinding {
  serial: string;
  /** The latest entitlement's end day; null when the maker knows the serial but has no warranty. */
  endsOn: string | null;
  found: boolean;
}

/**
 * A warranty look-up: the server's adapters implement it (server/features/warranty/); one call per
 * batch of serials, answering what it found (serials it did not find are left out or `found: false`).
 */
export interface WarrantyAdapter {
  name: WarrantyAdapterName;
  batchSize: number;
  lookup(serials: string[]): Promise<WarrantyFinding[]>;
}

/** Days before the end that an asset's warranty is looked up again (an extension may have been bought). */
export const WARRANTY_RECHECK_DAYS = 60;
/** Assets looked up in one run at most (the next run takes the rest). */
export const WARRANTY_RUN_MAX = 5000;

const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Whether a run looks an asset up: it has a serial of the adapter's make and no end date, or one ending soon. */
export function needsLookup(
  asset: { serialNumber: string; manufacturer: string; warrantyEndsOn: string | null },
  adapter: WarrantyAdapterName,
  today: string,
): boolean {
  if (!asset.serialNumber.trim() || !WARRANTY_ADAPTER_MAKES[adapter].test(asset.manufacturer)) return false;
  return !asset.warrantyEndsOn || asset.warrantyEndsOn <= addDays(today, WARRANTY_RECHECK_DAYS);
}

/** The day part of a date or a moment the makers write ("2027-03-14T04:59:59.999Z" → 2027-03-14). */
const dayOf = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  return m ? m[1]! : null;
};

/**
 * One service tag of Dell's asset-entitlements answer: its warranty ends with its latest
 * entitlement; an `invalid` tag was not found.
 */
export function dellFinding(record: unknown): WarrantyFinding | null {
  if (!record || typeof record !== 'object') return null;
  const r = record as { serviceTag?: unknown; invalid?: unknown; entitlements?: unknown };
  if (typeof r.serviceTag !== 'string' || !r.serviceTag) return null;
  if (r.invalid === true) return { serial: r.serviceTag, endsOn: null, found: false };
  const ends = (Array.isArray(r.entitlements) ? r.entitlements : [])
    .map((e) => dayOf((e as { endDate?: unknown })?.endDate))
    .filter((d): d is string => !!d)
    .sort();
  return { serial: r.serviceTag, endsOn: ends.at(-1) ?? null, found: true };
}

// ── CSV of warranty dates ──────────────────────────────────────────────────────────────────────

/** A header as compared: lower case, letters and digits only ("Warranty End Date" → warrantyenddate). */
const squash = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The columns the makers' portals and asset tools export: Dell TechDirect ("Service Tag", "Warranty
 * End Date"), Lenovo ("Serial Number", "Warranty End Date"/"End Date"), HP ("Serial Number",
 * "Warranty End Date"/"End Date"), Apple ("Serial Number", "Coverage End Date"), and our own export
 * ("Serial number", "Warranty ends").
 */
export const WARRANTY_CSV_COLUMNS = {
  serial: [
    'serial',
    'serialnumber',
    'serialno',
    'sn',
    'servicetag',
    'servicetagnumber',
    'machineserialnumber',
    'productserialnumber',
    'deviceserialnumber',
  ],
  endsOn: [
    'warrantyenddate',
    'warrantyend',
    'warrantyends',
    'warrantyendson',
    'warrantyendsat',
    'warrantyexpiration',
    'warrantyexpirationdate',
    'warrantyexpires',
    'enddate',
    'coverageenddate',
    'entitlementenddate',
    'expirationdate',
    'expirydate',
    'contractenddate',
  ],
} as const;

/** Which of the file's headers hold the serial and the end date (null when one is missing). */
export function warrantyColumnsOf(headers: readonly string[]): { serial: string; endsOn: string } | null {
  const find = (names: readonly string[]) => {
    for (const name of names) {
      const header = headers.find((h) => squash(h) === name);
      if (header !== undefined) return header;
    }
    return null;
  };
  const serial = find(WARRANTY_CSV_COLUMNS.serial);
  const endsOn = find(WARRANTY_CSV_COLUMNS.endsOn);
  return serial !== null && endsOn !== null ? { serial, endsOn } : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const valid = (y: number, m: number, d: number): string | null => {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1990 || y > 2100 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
};

/**
 * A day as the portals write it: 2027-03-14, 2027-03-14T04:59:59Z, 3/14/2027 (US order), 14-Mar-2027,
 * 14 Mar 2027, Mar 14, 2027, 2027/03/14. Null when it is none of them (or no real day).
 */
export function parseWarrantyDay(value: string): string | null {
  const v = value.trim();
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ].*)?$/.exec(v);
  if (m) return valid(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: .*)?$/.exec(v);
  if (m) return valid(Number(m[3]), Number(m[1]), Number(m[2]));
  m = /^(\d{1,2})[- ]([A-Za-z]{3})[a-z]*[- ,]+(\d{4})$/.exec(v);
  if (m) {
    const month = MONTHS.indexOf(m[2]!.toLowerCase()) + 1;
    return month ? valid(Number(m[3]), month, Number(m[1])) : null;
  }
  m = /^([A-Za-z]{3})[a-z]* (\d{1,2}),? (\d{4})$/.exec(v);
  if (m) {
    const month = MONTHS.indexOf(m[1]!.toLowerCase()) + 1;
    return month ? valid(Number(m[3]), month, Number(m[2])) : null;
  }
  return null;
}

export const WARRANTY_MESSAGES = {
  importColumns:
    'The file needs a serial number column (Serial Number or Service Tag) and a warranty end date column (Warranty End Date, End Date or Coverage End Date).',
  importEmpty: 'The file has no rows.',
  importTooManyRows: 'The file has more than 20,000 rows. Split it and import each part.',
  importTooLarge: 'The file is larger than 5 MB.',
  importNoFile: 'Choose a CSV file to import.',
  rowSerial: 'The serial number is empty.',
  rowDate: (value: string) =>
    value.trim()
      ? `"${value.trim().slice(0, 40)}" is not a date (use 2027-03-14 or 3/14/2027).`
      : 'The end date is empty.',
  importRejected: (n: number, first: { row: number; message: string }) =>
    `${n} ${n === 1 ? 'row was' : 'rows were'} rejected; nothing was imported. Row ${first.row}: ${first.message}`,
  adapter: 'Choose a warranty look-up',
  clientId: 'Enter the client id (API key) of your Dell TechDirect API account',
  clientSecret: 'Enter the client secret of your Dell TechDirect API account',
  apiUrl: 'Enter an https address',
  credentialsRequired: 'Enter the client id and client secret to turn the look-up on.',
  notConfigured: 'Set up the warranty look-up first.',
  disabled: 'The warranty look-up is turned off.',
  queued: 'The look-up is running in the background. Warranty dates fill in as it finishes.',
  running: 'Looking up…',
  done: (found: number, looked: number) => `Found ${found} of ${looked} warranty end dates.`,
  nothingToLook: 'No asset needs a look-up: every Dell asset with a serial number has a warranty end date.',
  saved: 'Warranty look-up saved.',
  saveFailed: 'The warranty look-up could not be saved.',
  runFailed: 'The look-up could not be started.',
  imported: (n: number) => `Warranty end dates of ${n} ${n === 1 ? 'asset' : 'assets'} updated.`,
  importFailed: 'The warranty dates could not be imported.',
  credentialsRefused: 'Dell refused the client id and secret (check them in TechDirect).',
  remoteFailed: (status: number) => `Dell's warranty API answered ${status}.`,
  answerUnreadable: "Dell's warranty API answered something we could not read.",
} as const;
const M = WARRANTY_MESSAGES;

export const WARRANTY_IMPORT_MAX_ROWS = 20_000;
export const WARRANTY_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** One CSV row checked: its serial and day, or why it cannot be used. */
export type WarrantyCsvRow =
  | { row: number; serial: string; endsOn: string }
  | { row: number; serial: string; error: string };

/** The rows of a parsed file (header row = 1, so data starts at row 2). */
export function checkWarrantyRows(
  records: readonly Record<string, string>[],
  columns: { serial: string; endsOn: string },
): WarrantyCsvRow[] {
  return records.map((r, i) => {
    const row = i + 2;
    const serial = (r[columns.serial] ?? '').trim();
    const raw = r[columns.endsOn] ?? '';
    if (!serial) return { row, serial, error: M.rowSerial };
    const endsOn = parseWarrantyDay(raw);
    return endsOn ? { row, serial, endsOn } : { row, serial, error: M.rowDate(raw) };
  });
}

/** A serial's end day from every row naming it: the latest (a portal lists each entitlement). */
export function latestBySerial(
  rows: readonly WarrantyCsvRow[],
): Map<string, { row: number; endsOn: string }> {
  const out = new Map<string, { row: number; endsOn: string }>();
  for (const r of rows) {
    if (!('endsOn' in r)) continue;
    const key = r.serial.toUpperCase();
    const seen = out.get(key);
    if (!seen || r.endsOn > seen.endsOn) out.set(key, { row: r.row, endsOn: r.endsOn });
  }
  return out;
}

// ── Schemas ────────────────────────────────────────────────────────────────────────────────────

const districtId = z.uuid({ error: 'Not a valid district id' }).optional();

export const warrantyLookupQuerySchema = z.object({ districtId });

export const warrantyLookupResultSchema = z.object({
  looked: z.number().int(),
  found: z.number().int(),
  failed: z.number().int(),
  message: z.string().optional(),
});

export const warrantyLookupSchema = z.object({
  configured: z.boolean(),
  adapter: z.enum(WARRANTY_ADAPTERS),
  enabled: z.boolean(),
  credentialsSaved: z.boolean(),
  running: z.boolean(),
  lastRunAt: z.string().nullable(),
  lastResult: warrantyLookupResultSchema.nullable(),
  /** Assets a run would look up now. */
  due: z.number().int(),
});
export type WarrantyLookup = z.infer<typeof warrantyLookupSchema>;

export const warrantyLookupInputSchema = z.object({
  districtId,
  adapter: z.enum(WARRANTY_ADAPTERS, { error: M.adapter }),
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  /** New credentials (sealed); left out, the saved ones stay. */
  credentials: z
    .object({
      clientId: text(200, M.clientId),
      clientSecret: text(200, M.clientSecret),
      /** Dell's gateway unless told (a sandbox, a test fake). */
      apiUrl: z
        .url({ error: M.apiUrl, protocol: /^https?$/ })
        .max(300, M.apiUrl)
        .optional(),
    })
    .optional(),
});
export type WarrantyLookupInput = z.input<typeof warrantyLookupInputSchema>;

export const warrantyRunBodySchema = z.object({ districtId });
export const warrantyRunSchema = z.object({ queued: z.boolean(), message: z.string() });

export const warrantyImportQuerySchema = z.object({
  districtId,
  dryRun: z.enum(['true', 'false'], { error: 'dryRun must be true or false.' }).optional().default('true'),
});

export const warrantyImportReportSchema = z.object({
  ...importCounts,
  /** Rows whose serial no asset has (not an error: the file may list other districts' devices). */
  unmatched: z.number().int(),
  rejected: z.array(z.object({ row: z.number().int(), serial: z.string(), message: z.string() })),
  /** The changes as they would be made (the first 200). */
  preview: z.array(
    z.object({
      row: z.number().int(),
      serial: z.string(),
      assetTag: z.string(),
      name: z.string(),
      from: z.string().nullable(),
      to: z.string(),
    }),
  ),
});
export type WarrantyImportReport = z.infer<typeof warrantyImportReportSchema>;
