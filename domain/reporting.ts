import { z } from 'zod';
import { isoDateTime, text } from './http.ts';

/**
 * BrightGauge's read-only reporting feed of a district (see docs/product.md#integrations):
 * `GET /api/reporting/:dataset?token=…` (or `Authorization: Bearer …`), JSON or CSV, paged, with
 * `updatedSince`.
 */
export const REPORTING_DATASETS = ['tickets', 'assets', 'licenses', 'visits'] as const;
export type ReportingDataset = (typeof REPORTING_DATASETS)[number];

export const REPORTING_PAGE = { default: 500, max: 5000 } as const;

export const REPORTING_MESSAGES = {
  tokenMissing: 'A reporting token is required (?token= or Authorization: Bearer).',
  tokenInvalid: 'This reporting token is not valid or was revoked.',
  disabled: 'The BrightGauge integration is disabled for this district.',
} as const;

export const reportingParamsSchema = z.object({
  dataset: z.enum(REPORTING_DATASETS, { error: `Unknown dataset: ${REPORTING_DATASETS.join(', ')}` }),
});

export const reportingQuerySchema = z.object({
  token: text(200).optional(),
  format: z.enum(['json', 'csv'], { error: 'Choose a format: json or csv' }).default('json'),
  updatedSince: isoDateTime('updatedSince must be a date and time with its offset').optional(),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(1_000_000, 'page must be at most 1000000')
    .default(1),
  pageSize: z.coerce
    .number({ error: `pageSize must be 1 to ${REPORTING_PAGE.max}` })
    .int(`pageSize must be 1 to ${REPORTING_PAGE.max}`)
    .min(1, `pageSize must be 1 to ${REPORTING_PAGE.max}`)
    .max(REPORTING_PAGE.max, `pageSize must be 1 to ${REPORTING_PAGE.max}`)
    .default(REPORTING_PAGE.default),
});
export type ReportingQuery = z.output<typeof reportingQuerySchema>;

/** One page of a dataset as JSON. */
export const reportingPageSchema = z.object({
  dataset: z.enum(REPORTING_DATASETS),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  items: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
});
export type ReportingPage = z.infer<typeof reportingPageSchema>;

/** The columns of each dataset, in the CSV's order (JSON items carry the same keys). */
export const REPORTING_COLUMNS: Record<ReportingDataset, readonly string[]> = {
  tickets: [
    'id',
    'ticketNumber',
    'title',
    'status',
    'priority',
    'category',
    'assignee',
    'createdAt',
    'updatedAt',
    'resolvedAt',
  ],
  assets: ['id', 'assetTag', 'name', 'type', 'status', 'location', 'assignedTo', 'createdAt', 'updatedAt'],
  licenses: [
    'id',
    'name',
    'vendor',
    'category',
    'licenseCount',
    'usedCount',
    'annualCost',
    'renewalDate',
    'createdAt',
    'updatedAt',
  ],
  visits: ['id', 'technician', 'site', 'startsAt', 'endsAt', 'status', 'createdAt', 'updatedAt'],
};

export const createReportingTokenSchema = z.object({
  districtId: z.uuid({ error: 'Choose a district first.' }).optional(),
  name: text(100, 'Give the token a name'),
});
export type CreateReportingTokenPayload = z.input<typeof createReportingTokenSchema>;

/** A token as listed: never its value. */
export const reportingTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The first characters, so people can tell tokens apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  uses: z.number().int(),
});
export type ReportingToken = z.infer<typeof reportingTokenSchema>;

/** The answer of creating one: its value, shown once. */
export const createdReportingTokenSchema = z.object({ id: z.uuid(), token: z.string() });

/** Reporting tokens start with this, so a leaked one is recognisable. */
export const REPORTING_TOKEN_PREFIX = 'bgr_';
