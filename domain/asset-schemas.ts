// The inventory's payloads and answers, as zod schemas.

import { z } from 'zod';
import {
  ASSET_CATEGORY_MESSAGES,
  type AssetCategoryDef,
  checkCustomFields,
  customFieldValuesSchema,
} from './asset-categories.ts';
import { ASSET_MESSAGES } from './asset-messages.ts';
import { ASSET_MONEY_MESSAGES, assetMoneyFieldsSchema, warrantyAfterPurchase } from './asset-money.ts';
import {
  ASSET_BULK_MAX_IDS,
  ASSET_DEFAULTS,
  ASSET_HISTORY_ACTIONS,
  ASSET_IMPORT_MAX_ROWS,
  ASSET_LIST_MAX,
  ASSET_SORTS,
  ASSET_STATUSES,
  ASSIGNEE_TYPES,
  IMPORT_FIELDS,
  type ImportField,
} from './asset-vocabulary.ts';
import { importCounts } from './csv.ts';
import { isoDate } from './http.ts';

const missing = ASSET_MESSAGES.missing.description;
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? '');

/** A category key; that it is one of the district's is checked against its list (asset-categories.ts). */
export const assetCategorySchema = z
  .string({ error: ASSET_MESSAGES.invalidCategory })
  .trim()
  .min(1, ASSET_MESSAGES.invalidCategory)
  .max(40, ASSET_MESSAGES.invalidCategory);
export const assetStatusSchema = z.enum(ASSET_STATUSES, { error: ASSET_MESSAGES.invalidStatus });
export const assigneeTypeSchema = z.enum(ASSIGNEE_TYPES, { error: 'Check out to a person or a room.' });

/** A calendar day as the API speaks it: "2026-03-14". */
export const isoDateSchema = isoDate(ASSET_MESSAGES.invalidDate);

/** The fields of the Add Asset and Edit dialogs (POST /api/assets). */
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
  /** Values of the category's custom fields by key, checked against them (checkCustomFields). */
  customFields: customFieldValuesSchema.optional().default({}),
  /**
   * Assigned to a person with an account of the district (it is in their My devices), or null to
   * take it back; left out, the assignment stays as it is.
   */
  assignedUserId: z.uuid({ error: ASSET_MESSAGES.assignedUserInvalid }).nullable().optional(),
  /** The last day the maker updates it (a Chromebook's AUE); null clears it, left out: unchanged. */
  supportEndsAt: isoDate(ASSET_MESSAGES.invalidDate).nullable().optional(),
  /** Purchase, cost, vendor, PO, funding, warranty and depreciation (asset-money.ts); left out: unchanged. */
  ...assetMoneyFieldsSchema.shape,
});

/**
 * The Add Asset and Edit form's check with the district's categories: the category is one of
 * them and the custom fields are its own (each message under the field it names), as the server
 * checks on save.
 */
export function assetFieldsFor(categories: readonly AssetCategoryDef[]) {
  return assetFieldsSchema.superRefine((v, ctx) => {
    const category = categories.find((c) => c.key === v.category);
    if (!category) {
      const message = ASSET_CATEGORY_MESSAGES.unknownCategory(categories.map((c) => c.key));
      ctx.addIssue({ code: 'custom', path: ['category'], message });
      return;
    }
    const checked = checkCustomFields(category, v.customFields);
    if (!checked.ok)
      ctx.addIssue({ code: 'custom', path: ['customFields', checked.field], message: checked.message });
    if (!warrantyAfterPurchase(v))
      ctx.addIssue({
        code: 'custom',
        path: ['warrantyEndsAt'],
        message: ASSET_MONEY_MESSAGES.warrantyBeforePurchase,
      });
  });
}

/**
 * POST /api/assets: the create call. The Edit dialog also saves through it, so a body that
 * carries the id of an existing asset updates that asset.
 */
export const saveAssetSchema = assetFieldsSchema.extend({
  id: z.uuid({ error: 'Not a valid asset id' }).optional(),
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  /** Optional: an asset created as already assigned is checked out to that person from today. */
  assignedTo: z.string().trim().max(200).optional().or(z.null()),
});

/** PUT /api/assets/{id} takes the full editable fields. */
export type UpdateAssetPayload = z.input<typeof assetFieldsSchema>;

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
  /** Values of its category's custom fields, by field key (empty ones left out). */
  customFields: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Who or which room has it; null when it is in stock. */
  assignedTo: z.string().nullable(),
  assignedType: assigneeTypeSchema.nullable(),
  /** The person with an account it is assigned to (then `assignedTo` is their name). */
  assignedUserId: z.uuid().nullable(),
  checkedOutOn: z.string().nullable(),
  dueOn: z.string().nullable(),
  /** The rostered person it is assigned to (1:1), when the roster knows them (then `assignedTo` is their name). */
  personId: z.uuid().nullable(),
  /** The site it belongs to (from Google's org unit, or set by hand). */
  siteId: z.uuid().nullable(),
  /** The last day its maker updates it ("2027-06-30"; a Chromebook's Auto Update Expiration), when known. */
  supportEndsAt: z.string().nullable(),
  /** The day it was bought ("2026-03-14"), when recorded. */
  purchaseDate: z.string().nullable(),
  /** Money (asset-money.ts): null for a role that sees no money, or when not recorded. */
  cost: z.number().nullable(),
  vendor: z.string().nullable(),
  poNumber: z.string().nullable(),
  /** A key of the district's funding sources. */
  fundingSource: z.string().nullable(),
  /** The warranty's last day, when recorded. */
  warrantyEndsAt: z.string().nullable(),
  /** Its own depreciation years (null: its category's). */
  depreciationYears: z.number().int().nullable(),
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
  /** A category key, or 'all'. */
  category: assetCategorySchema.optional(),
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
    /** The rostered person (1:1): the assignee's name is theirs and they see it on their page. */
    personId: z.uuid({ error: 'Not a valid person id' }).optional(),
    assignee: z
      .string({ error: ASSET_MESSAGES.assigneeRequired })
      .trim()
      .max(200, 'Must be at most 200 characters')
      .optional()
      .default(''),
    checkedOutOn: isoDateSchema,
    dueOn: isoDateSchema.optional().or(z.literal('').transform(() => undefined)),
    note: z.string().trim().max(1000, 'Must be at most 1000 characters').optional(),
  })
  .refine((v) => !v.dueOn || v.dueOn >= v.checkedOutOn, {
    path: ['dueOn'],
    message: ASSET_MESSAGES.dueBeforeCheckout,
  })
  .refine((v) => v.assignee !== '' || v.personId !== undefined, {
    path: ['assignee'],
    message: ASSET_MESSAGES.assigneeRequired,
  })
  .refine((v) => v.personId === undefined || v.assigneeType === 'person', {
    path: ['assigneeType'],
    message: 'Check out to a person when you pick one from the roster.',
  });
export type CheckOutAssetsPayload = z.input<typeof checkOutAssetsSchema>;

export const checkInAssetsSchema = z.object({
  ...bulkBase,
  note: z.string().trim().max(1000, 'Must be at most 1000 characters').optional(),
});

export const bulkResultSchema = z.object({ count: z.number().int() });

const importCell = z.string().max(1000, 'Must be at most 1000 characters');
export const importRowSchema = z.object({
  ...(Object.fromEntries(IMPORT_FIELDS.map((f) => [f, importCell.optional()])) as Record<
    ImportField,
    z.ZodOptional<typeof importCell>
  >),
  /** Cells of the other columns by header: custom fields, by label or key. */
  custom: z.record(z.string().max(200), importCell).optional(),
});

export const importAssetsSchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  /** true: only check the rows and report; false: create every row in one transaction, or nothing. */
  dryRun: z.boolean({ error: 'Say whether this is a dry run.' }),
  rows: z
    .array(importRowSchema)
    .min(1, ASSET_MESSAGES.importEmpty)
    .max(ASSET_IMPORT_MAX_ROWS, ASSET_MESSAGES.tooManyRows),
});

export const importRejectionSchema = z.object({
  /** The row's number as a spreadsheet shows it: the header is row 1, the first asset row 2. */
  row: z.number().int(),
  assetTag: z.string(),
  reasons: z.array(z.string()),
});
export type ImportRejection = z.infer<typeof importRejectionSchema>;

export const importReportSchema = z.object({
  ...importCounts,
  /** At most ASSET_IMPORT_REPORT_MAX rejected rows, in file order. */
  rejected: z.array(importRejectionSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;
