/**
 * The inventory's vocabulary: enumerations, labels, defaults and limits. Categories are the
 * district's own list (asset-categories.ts): an asset's category is one of its keys.
 */
export const ASSET_STATUSES = ['active', 'maintenance', 'retired', 'lost'] as const;
export const ASSIGNEE_TYPES = ['person', 'room'] as const;
/** `audited`: an audit campaign's result for the asset (found, missing...) or a fix it made (issue 33). */
export const ASSET_HISTORY_ACTIONS = [
  'created',
  'status_changed',
  'checked_out',
  'checked_in',
  'audited',
] as const;
export const ASSET_SORTS = ['recent', 'assetTag', 'name'] as const;

/** A key of the district's category list ("laptop", "document_camera"). */
export type AssetCategory = string;
export type AssetStatus = (typeof ASSET_STATUSES)[number];
export type AssigneeType = (typeof ASSIGNEE_TYPES)[number];
export type AssetSort = (typeof ASSET_SORTS)[number];

/** New assets default to laptop (or the district's first category without one) and active. */
export const ASSET_DEFAULTS = { category: 'laptop', status: 'active' } as const satisfies {
  category: AssetCategory;
  status: AssetStatus;
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

/** The fields a CSV import fills (the export's columns and the rest of the Add Asset form). */
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
  'purchaseDate',
  'cost',
  'vendor',
  'poNumber',
  'fundingSource',
  'warrantyEndsAt',
  'depreciationYears',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/** An import row: its fields, and the cells of other columns by header (custom fields, by label or key). */
export type ImportRow = Partial<Record<ImportField, string>> & { custom?: Record<string, string> };
