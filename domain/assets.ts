import { z } from 'zod';

/** Asset vocabulary (spec 3, 4, 5, 8, 9) plus the inventory's bulk, check-out and import rules. */
export const ASSET_CATEGORIES = ['laptop', 'desktop', 'tablet', 'server', 'network', 'projector'] as const;
export const ASSET_STATUSES = ['active', 'maintenance', 'retired', 'lost'] as const;
export const ASSIGNEE_TYPES = ['person', 'room'] as const;
export const ASSET_HISTORY_ACTIONS = ['created', 'status_changed', 'checked_out', 'checked_in'] as const;
export const ASSET_SORTS = ['recent', 'assetTag', 'name'] as const;

export type AssetCategory = (typeof ASSET_CATEGORIES)[number];
export type AssetStatus = (typeof ASSET_STATUSES)[number];
export type AssigneeType = (typeof ASSIGNEE_TYPES)[number];
export type AssetHistoryAction = (typeof ASSET_HISTORY_ACTIONS)[number];
export type AssetSort = (typeof ASSET_SORTS)[number];

/** Spec 9: new assets default to laptop and active. */
export const ASSET_DEFAULTS = { category: 'laptop', status: 'active' } as const satisfies {
  category: AssetCategory;
  status: AssetStatus;
};

export const ASSET_CATEGORY_LABELS: Record<AssetCategory, string> = {
  laptop: 'Laptop',
  desktop: 'Desktop',
  tablet: 'Tablet',
  server: 'Server',
  network: 'Network',
  projector: 'Projector',
};
export const ASSET_STATUS_LABELS: Record<AssetStatus, string> = {
  active: 'Active',
  maintenance: 'Maintenance',
  retired: 'Retired',
  lost: 'Lost',
};
export const ASSET_SORT_LABELS: Record<AssetSort, string> = {
  recent: 'Recently updated',
  assetTag: 'Asset tag',
  name: 'Name',
};

/** Page size of the inventory table and the most one list call answers. */
export const ASSET_PAGE_SIZE = 200;
export const ASSET_LIST_MAX = 1000;
/** Most ids one bulk call may name (larger selections go by filter). */
export const ASSET_BULK_MAX_IDS = 10_000;
export const ASSET_IMPORT_MAX_ROWS = 50_000;
/** Rejected rows listed in an import report (the count is always complete). */
export const ASSET_IMPORT_REPORT_MAX = 1000;

export const ASSET_MESSAGES = {
  missing: { title: 'Missing Information', description: 'Asset tag and name are required' },
  created: { title: 'Asset Created', description: 'New asset has been added successfully.' },
  createFailed: { title: 'Error', description: 'Failed to create asset' },
  updated: { title: 'Asset Updated', description: 'Your changes have been saved.' },
  updateFailed: { title: 'Error', description: 'Failed to update asset' },
  deleted: (tag: string) => ({
    title: 'Asset Deleted',
    description: `${tag} has been removed from the inventory.`,
  }),
  deleteFailed: { title: 'Error', description: 'Failed to delete asset' },
  exportComplete: (count: number) => ({
    title: 'Export Complete',
    description: `Exported ${num(count)} ${plural(count)} to CSV.`,
  }),
  exportFailed: { title: 'Export Failed', description: 'Failed to export assets' },
  bulkUpdated: (count: number) => ({
    title: 'Assets Updated',
    description: `${num(count)} ${plural(count)} updated.`,
  }),
  checkedOut: (count: number, to: string) => ({
    title: 'Checked Out',
    description: `${num(count)} ${plural(count)} checked out to ${to}.`,
  }),
  checkedIn: (count: number) => ({
    title: 'Checked In',
    description: `${num(count)} ${plural(count)} checked in.`,
  }),
  imported: (count: number) => ({
    title: 'Import Complete',
    description: `${num(count)} ${plural(count)} created.`,
  }),
  duplicateTag: (tag: string) => `An asset with the tag ${tag} already exists in this district.`,
  notFound: 'Asset not found.',
  invalidCategory: `Category must be one of: ${ASSET_CATEGORIES.join(', ')}.`,
  invalidStatus: `Status must be one of: ${ASSET_STATUSES.join(', ')}.`,
  assigneeRequired: 'Enter who or which room the assets are checked out to.',
  invalidDate: 'Enter a date as YYYY-MM-DD.',
  dueBeforeCheckout: 'The due date cannot be before the check-out date.',
  noChanges: 'Choose at least one change: status, location or category.',
  emptySelection: 'Select at least one asset.',
  alreadyCheckedOut: (tags: string[], more: number) =>
    `Already checked out: ${listTags(tags, more)}. Check ${tags.length + more === 1 ? 'it' : 'them'} in first.`,
  notAvailable: (tags: string[], more: number) =>
    `Only active assets can be checked out: ${listTags(tags, more)} ${tags.length + more === 1 ? 'is' : 'are'} not active.`,
  noneCheckedOut: 'None of the selected assets is checked out.',
  importHasErrors: (count: number) =>
    `Nothing was imported: ${num(count)} ${count === 1 ? 'row has a problem' : 'rows have problems'}. Fix ${count === 1 ? 'it' : 'them'} and try again.`,
  importEmpty: 'The file has no asset rows.',
  importNoTagColumn: 'The file needs an "Asset Tag" column and a "Name" column.',
  tooManyRows: `An import may have at most ${ASSET_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows.`,
} as const;

function num(n: number) {
  return n.toLocaleString('en-US');
}
function plural(n: number) {
  return n === 1 ? 'asset' : 'assets';
}
function listTags(tags: string[], more: number) {
  return `${tags.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

const missing = ASSET_MESSAGES.missing.description;
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? '');

export const assetCategorySchema = z.enum(ASSET_CATEGORIES, { error: ASSET_MESSAGES.invalidCategory });
export const assetStatusSchema = z.enum(ASSET_STATUSES, { error: ASSET_MESSAGES.invalidStatus });
export const assigneeTypeSchema = z.enum(ASSIGNEE_TYPES, { error: 'Check out to a person or a room.' });

/** A calendar day as the API speaks it: "2026-03-14". */
export const isoDateSchema = z.iso.date({ error: ASSET_MESSAGES.invalidDate });

/** The fields of the Add Asset and Edit dialogs (spec 7 POST /api/assets). */
export const assetFieldsSchema = z.object({
  assetTag: z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(64, 'Asset tag must be at most 64 characters'),
  name: z.string({ error: missing }).trim().min(1, missing).max(200, 'Name must be at most 200 characters'),
  category: assetCategorySchema.optional().default(ASSET_DEFAULTS.category),
  status: assetStatusSchema.optional().default(ASSET_DEFAULTS.status),
  location: optionalText(200),
  serialNumber: optionalText(120),
  manufacturer: optionalText(120),
  model: optionalText(120),
});

/**
 * POST /api/assets: the spec's create call. The spec's client also edits through it, so a body that
 * carries the id of an existing asset updates that asset.
 */
export const saveAssetSchema = assetFieldsSchema.extend({
  id: z.uuid({ error: 'Not a valid asset id' }).optional(),
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  /** Optional: an asset created as already assigned is checked out to that person from today. */
  assignedTo: z.string().trim().max(200).optional().or(z.null()),
});
export type SaveAssetPayload = z.input<typeof saveAssetSchema>;

/** PUT /api/assets/{id}: the full editable fields. */
export const updateAssetSchema = assetFieldsSchema;
export type UpdateAssetPayload = z.input<typeof updateAssetSchema>;

export const assetSchema = z.object({
  id: z.uuid(),
  districtId: z.uuid(),
  assetTag: z.string(),
  name: z.string(),
  category: assetCategorySchema,
  status: assetStatusSchema,
  location: z.string(),
  serialNumber: z.string(),
  manufacturer: z.string(),
  model: z.string(),
  /** Who or which room has it; null when it is in stock. */
  assignedTo: z.string().nullable(),
  assignedType: assigneeTypeSchema.nullable(),
  checkedOutOn: z.string().nullable(),
  dueOn: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Asset = z.infer<typeof assetSchema>;

export function isCheckedOut(asset: Pick<Asset, 'assignedTo'>): boolean {
  return asset.assignedTo !== null;
}

/** Filters shared by the list, the export and bulk actions on "every matching asset". */
export const assetFilterSchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum([...ASSET_STATUSES, 'all'], { error: ASSET_MESSAGES.invalidStatus }).optional(),
  category: z.enum([...ASSET_CATEGORIES, 'all'], { error: ASSET_MESSAGES.invalidCategory }).optional(),
});
export type AssetFilter = z.infer<typeof assetFilterSchema>;

export const listAssetsQuerySchema = assetFilterSchema.extend({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  sort: z.enum(ASSET_SORTS, { error: `Sort must be one of: ${ASSET_SORTS.join(', ')}.` }).optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(ASSET_LIST_MAX, `Limit must be at most ${ASSET_LIST_MAX}`)
    .optional(),
  cursor: z.string().max(500).optional(),
});
export type ListAssetsQuery = z.infer<typeof listAssetsQuerySchema>;

export const exportAssetsQuerySchema = assetFilterSchema.extend({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
});

export const assetPageSchema = z.object({
  items: z.array(assetSchema),
  /** How many assets match the filters (all pages). */
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type AssetPage = z.infer<typeof assetPageSchema>;

export const assetSummarySchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  maintenance: z.number().int(),
  retired: z.number().int(),
  lost: z.number().int(),
  checkedOut: z.number().int(),
});
export type AssetSummary = z.infer<typeof assetSummarySchema>;

export const assetHistoryEntrySchema = z.object({
  id: z.uuid(),
  action: z.enum(ASSET_HISTORY_ACTIONS),
  fromStatus: assetStatusSchema.nullable(),
  toStatus: assetStatusSchema.nullable(),
  assignee: z.string().nullable(),
  assigneeType: assigneeTypeSchema.nullable(),
  checkedOutOn: z.string().nullable(),
  dueOn: z.string().nullable(),
  note: z.string(),
  actorName: z.string(),
  createdAt: z.string(),
});
export type AssetHistoryEntry = z.infer<typeof assetHistoryEntrySchema>;

/** Which assets a bulk action applies to: named ones, or every asset matching a filter. */
export const assetSelectionSchema = z
  .object(
    {
      ids: z
        .array(z.uuid({ error: 'Not a valid asset id' }))
        .min(1, ASSET_MESSAGES.emptySelection)
        .max(
          ASSET_BULK_MAX_IDS,
          `Select at most ${ASSET_BULK_MAX_IDS} assets, or select every matching asset.`,
        )
        .optional(),
      filter: assetFilterSchema.optional(),
    },
    { error: ASSET_MESSAGES.emptySelection },
  )
  .refine((v) => (v.ids === undefined) !== (v.filter === undefined), {
    message: ASSET_MESSAGES.emptySelection,
  });
export type AssetSelection = z.infer<typeof assetSelectionSchema>;

const bulkBase = {
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  selection: assetSelectionSchema,
};

export const bulkUpdateAssetsSchema = z
  .object({
    ...bulkBase,
    changes: z.object({
      status: assetStatusSchema.optional(),
      category: assetCategorySchema.optional(),
      location: z.string().trim().max(200, 'Must be at most 200 characters').optional(),
    }),
  })
  .refine((v) => Object.values(v.changes).some((c) => c !== undefined), {
    path: ['changes'],
    message: ASSET_MESSAGES.noChanges,
  });
export type BulkUpdateAssetsPayload = z.input<typeof bulkUpdateAssetsSchema>;

export const checkOutAssetsSchema = z
  .object({
    ...bulkBase,
    assigneeType: assigneeTypeSchema,
    assignee: z
      .string({ error: ASSET_MESSAGES.assigneeRequired })
      .trim()
      .min(1, ASSET_MESSAGES.assigneeRequired)
      .max(200, 'Must be at most 200 characters'),
    checkedOutOn: isoDateSchema,
    dueOn: isoDateSchema.optional().or(z.literal('').transform(() => undefined)),
    note: z.string().trim().max(1000, 'Must be at most 1000 characters').optional(),
  })
  .refine((v) => !v.dueOn || v.dueOn >= v.checkedOutOn, {
    path: ['dueOn'],
    message: ASSET_MESSAGES.dueBeforeCheckout,
  });
export type CheckOutAssetsPayload = z.input<typeof checkOutAssetsSchema>;

export const checkInAssetsSchema = z.object({
  ...bulkBase,
  note: z.string().trim().max(1000, 'Must be at most 1000 characters').optional(),
});
export type CheckInAssetsPayload = z.input<typeof checkInAssetsSchema>;

export const bulkResultSchema = z.object({ count: z.number().int() });

/** Spec 9: the CSV export's columns, in order, and the import's column names. */
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

export const IMPORT_FIELDS = [
  'assetTag',
  'name',
  'category',
  'status',
  'location',
  'serialNumber',
  'assignedTo',
  'manufacturer',
  'model',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export type ImportRow = Partial<Record<ImportField, string>>;

/** "assets-export-2026-03-14.csv" for the given local day (spec 9). */
export function assetExportFileName(day: Date = new Date()): string {
  const y = day.getFullYear();
  const m = String(day.getMonth() + 1).padStart(2, '0');
  const d = String(day.getDate()).padStart(2, '0');
  return `assets-export-${y}-${m}-${d}.csv`;
}

const normalizeHeader = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');
const HEADER_TO_FIELD = new Map<string, ImportField>(
  [...ASSET_CSV_COLUMNS, ...EXTRA_IMPORT_COLUMNS].flatMap((c) => [
    [normalizeHeader(c.label), c.field],
    [normalizeHeader(c.field), c.field],
  ]),
);
HEADER_TO_FIELD.set('tag', 'assetTag');
HEADER_TO_FIELD.set('serial', 'serialNumber');

/** The import field a CSV header names ("Asset Tag", "asset_tag", "assetTag"...), if any. */
export function importFieldOf(header: string): ImportField | undefined {
  return HEADER_TO_FIELD.get(normalizeHeader(header));
}

/**
 * The export puts a ' before a cell that a spreadsheet would run as a formula (= + - @) or that
 * starts with ' itself; the import takes that one ' away again, so a file round-trips unchanged.
 */
export const CSV_ESCAPE_NEEDED = /^['=+\-@\t\r]/;
const ESCAPED_CELL = /^'(?=['=+\-@\t\r])/;

/** One parsed CSV record (header -> value) as import fields; unknown columns are ignored. */
export function toImportRow(record: Record<string, unknown>): ImportRow {
  const row: ImportRow = {};
  for (const [header, value] of Object.entries(record)) {
    const field = importFieldOf(header);
    if (!field || typeof value !== 'string') continue;
    row[field] = value.replace(ESCAPED_CELL, '');
  }
  return row;
}

export const importRowSchema = z.object(
  Object.fromEntries(
    IMPORT_FIELDS.map((f) => [f, z.string().max(1000, 'Must be at most 1000 characters').optional()]),
  ) as Record<ImportField, z.ZodOptional<z.ZodString>>,
);

export const importAssetsSchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  /** true: only check the rows and report; false: create every row in one transaction, or nothing. */
  dryRun: z.boolean({ error: 'Say whether this is a dry run.' }),
  rows: z
    .array(importRowSchema)
    .min(1, ASSET_MESSAGES.importEmpty)
    .max(ASSET_IMPORT_MAX_ROWS, ASSET_MESSAGES.tooManyRows),
});
export type ImportAssetsPayload = z.input<typeof importAssetsSchema>;

export const importRejectionSchema = z.object({
  /** The row's number as a spreadsheet shows it: the header is row 1, the first asset row 2. */
  row: z.number().int(),
  assetTag: z.string(),
  reasons: z.array(z.string()),
});
export type ImportRejection = z.infer<typeof importRejectionSchema>;

export const importReportSchema = z.object({
  dryRun: z.boolean(),
  total: z.number().int(),
  valid: z.number().int(),
  created: z.number().int(),
  rejectedCount: z.number().int(),
  /** At most ASSET_IMPORT_REPORT_MAX rejected rows, in file order. */
  rejected: z.array(importRejectionSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** An import row that passed the per-row checks, ready to insert. */
export interface ValidImportRow {
  assetTag: string;
  name: string;
  category: AssetCategory;
  status: AssetStatus;
  location: string;
  serialNumber: string;
  manufacturer: string;
  model: string;
  assignedTo: string | null;
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
};

/**
 * Checks one import row on its own (duplicates are checked across rows by the caller): either
 * the row ready to insert, or every reason it is rejected. Category and status accept labels in
 * any case ("Laptop"); empty ones take the defaults.
 */
export function checkImportRow(
  raw: ImportRow,
): { ok: true; row: ValidImportRow } | { ok: false; reasons: string[] } {
  const v = (f: ImportField) => (raw[f] ?? '').trim();
  const reasons: string[] = [];
  if (!v('assetTag')) reasons.push('Missing asset tag');
  if (!v('name')) reasons.push('Missing name');
  const categoryText = v('category').toLowerCase();
  const statusText = v('status').toLowerCase();
  const category = categoryText ? ASSET_CATEGORIES.find((c) => c === categoryText) : ASSET_DEFAULTS.category;
  const status = statusText ? ASSET_STATUSES.find((s) => s === statusText) : ASSET_DEFAULTS.status;
  if (!category) reasons.push(`Unknown category "${v('category')}"`);
  if (!status) reasons.push(`Unknown status "${v('status')}"`);
  for (const field of IMPORT_FIELDS) {
    if (v(field).length > limits[field])
      reasons.push(`${fieldLabel(field)} is longer than ${limits[field]} characters`);
  }
  if (reasons.length || !category || !status) return { ok: false, reasons };
  return {
    ok: true,
    row: {
      assetTag: v('assetTag'),
      name: v('name'),
      category,
      status,
      location: v('location'),
      serialNumber: v('serialNumber'),
      manufacturer: v('manufacturer'),
      model: v('model'),
      assignedTo: v('assignedTo') || null,
    },
  };
}

function fieldLabel(field: ImportField): string {
  return [...ASSET_CSV_COLUMNS, ...EXTRA_IMPORT_COLUMNS].find((c) => c.field === field)?.label ?? field;
}

/** Tags compare without regard to case: "lt-001" and "LT-001" are the same asset tag. */
export function tagKey(tag: string): string {
  return tag.trim().toLowerCase();
}

/**
 * Checks every row of an import: per-row rules, then duplicate tags within the file and against
 * `existingTagKeys` (the district's tags, as tagKey). Rows keep their file order.
 */
export function checkImport(
  rows: ImportRow[],
  existingTagKeys: ReadonlySet<string>,
): { valid: ValidImportRow[]; rejected: ImportRejection[] } {
  const valid: ValidImportRow[] = [];
  const rejected: ImportRejection[] = [];
  const firstRowOfTag = new Map<string, number>();
  rows.forEach((raw, index) => {
    const rowNumber = index + 2;
    const checked = checkImportRow(raw);
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
