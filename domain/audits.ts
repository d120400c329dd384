// Audit campaigns (issue 33): the expected assets of a site (or one room of it), scans mark them
// found, and the variance report lists found, missing, unexpected and wrong location, with
// one-click fixes. Pure rules and the API's shapes.

import { z } from 'zod';
import { text } from './http.ts';

export const AUDIT_STATES = ['open', 'closed'] as const;
export type AuditState = (typeof AUDIT_STATES)[number];
export const AUDIT_ITEM_STATES = ['found', 'missing', 'unexpected', 'wrong_location'] as const;
export type AuditItemState = (typeof AUDIT_ITEM_STATES)[number];
export const AUDIT_FIX_ACTIONS = ['move', 'mark_lost', 'recovery_ticket'] as const;
export type AuditFixAction = (typeof AUDIT_FIX_ACTIONS)[number];
export const AUDIT_REPORT_FORMATS = ['pdf', 'csv'] as const;
export type AuditReportFormat = (typeof AUDIT_REPORT_FORMATS)[number];

export const AUDIT_ITEM_STATE_LABELS: Record<AuditItemState, string> = {
  found: 'Found',
  missing: 'Missing',
  unexpected: 'Unexpected',
  wrong_location: 'Wrong location',
};
export const AUDIT_FIX_LABELS: Record<AuditFixAction, string> = {
  move: 'Move here',
  mark_lost: 'Mark lost',
  recovery_ticket: 'Open a recovery ticket',
};

/** Which fixes make sense for an item in a state (the screen offers these, the server accepts only these). */
export const AUDIT_FIXES_FOR: Record<AuditItemState, readonly AuditFixAction[]> = {
  found: [],
  missing: ['mark_lost', 'recovery_ticket'],
  unexpected: ['move'],
  wrong_location: ['move'],
};

export const AUDIT_MESSAGES = {
  nameRequired: 'Name the audit.',
  siteRequired: 'Choose the site to audit.',
  siteId: 'Not a valid site id',
  assetId: 'Not a valid asset id',
  action: 'Choose move, mark lost or open a recovery ticket.',
  format: 'The report is a PDF or a CSV file.',
  notFound: 'Audit not found',
  siteNotFound: 'Site not found',
  assetNotFound: 'Asset not found',
  notInAudit: 'This asset is not part of the audit.',
  closed: 'This audit is closed.',
  alreadyClosed: 'This audit is already closed.',
  fixNotApplicable: (action: AuditFixAction, state: AuditItemState) =>
    `"${AUDIT_FIX_LABELS[action]}" does not apply to an item that is ${AUDIT_ITEM_STATE_LABELS[state].toLowerCase()}.`,
  created: 'Audit started.',
  closedOk: 'Audit closed. The report is kept in each asset’s history.',
} as const;

export const auditInputSchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  name: text(120, AUDIT_MESSAGES.nameRequired),
  siteId: z.uuid({ error: AUDIT_MESSAGES.siteRequired }),
  /** Only the site's assets whose location is this room (compared without case). */
  room: text(120).optional(),
});
export type AuditInput = z.input<typeof auditInputSchema>;

export const auditSummarySchema = z.object({
  id: z.uuid(),
  districtId: z.uuid(),
  name: z.string(),
  siteId: z.uuid(),
  siteName: z.string(),
  room: z.string().nullable(),
  state: z.enum(AUDIT_STATES),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  createdByName: z.string(),
  expected: z.number().int(),
  found: z.number().int(),
  missing: z.number().int(),
  unexpected: z.number().int(),
  wrongLocation: z.number().int(),
});
export type AuditSummary = z.infer<typeof auditSummarySchema>;

export const auditItemSchema = z.object({
  assetId: z.uuid(),
  assetTag: z.string(),
  name: z.string(),
  model: z.string(),
  /** The asset's location text (its room). */
  location: z.string(),
  expected: z.boolean(),
  found: z.boolean(),
  scannedAt: z.string().nullable(),
  state: z.enum(AUDIT_ITEM_STATES),
  /** The site the asset belongs to now. */
  siteName: z.string().nullable(),
  /** The fix applied to it in this audit, if any. */
  fix: z.enum(AUDIT_FIX_ACTIONS).nullable(),
  /** The recovery ticket opened for it, if any. */
  ticketNumber: z.string().nullable(),
});
export type AuditItem = z.infer<typeof auditItemSchema>;

export const auditDetailSchema = auditSummarySchema.extend({ items: z.array(auditItemSchema) });
export type AuditDetail = z.infer<typeof auditDetailSchema>;

export const listAuditsQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  state: z.enum(AUDIT_STATES, { error: 'The state is open or closed.' }).optional(),
  siteId: z.uuid({ error: AUDIT_MESSAGES.siteId }).optional(),
});

export const auditFixSchema = z.object({
  assetId: z.uuid({ error: AUDIT_MESSAGES.assetId }),
  action: z.enum(AUDIT_FIX_ACTIONS, { error: AUDIT_MESSAGES.action }),
});
export type AuditFixPayload = z.input<typeof auditFixSchema>;

export const auditReportQuerySchema = z.object({
  format: z.enum(AUDIT_REPORT_FORMATS, { error: AUDIT_MESSAGES.format }).default('pdf'),
});

/** What the classification of one audit item needs. */
export interface AuditItemFacts {
  /** On the audit's list when it started. */
  expected: boolean;
  /** Scanned in this audit. */
  found: boolean;
  /** The asset's site now (a move fixes it). */
  assetSiteId: string | null;
  /** The asset's location text now. */
  assetLocation: string;
}

/** Rooms compare trimmed and without case ("Room 12" is "room 12 "). */
export const sameRoom = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The variance state of one item of an audit of `siteId` (and `room`, when the audit is for one):
 * - expected and not scanned: missing;
 * - scanned, and the asset belongs to another site or to none: unexpected;
 * - scanned, of the audit's site but another room: wrong location;
 * - scanned, and of the audit's site (and room): found, whether it was on the list or not (an asset
 *   that was in repair when the audit started, or one moved here by a fix).
 */
export function classifyAuditItem(
  item: AuditItemFacts,
  audit: { siteId: string; room: string | null },
): AuditItemState {
  if (!item.found) return 'missing';
  if (item.assetSiteId !== audit.siteId) return 'unexpected';
  if (audit.room && !sameRoom(item.assetLocation, audit.room)) return 'wrong_location';
  return 'found';
}

/** The four counts of a variance report from its items' states. */
export function varianceCounts(states: Iterable<AuditItemState>, expected: number) {
  const counts = { expected, found: 0, missing: 0, unexpected: 0, wrongLocation: 0 };
  for (const s of states) {
    if (s === 'found') counts.found++;
    else if (s === 'missing') counts.missing++;
    else if (s === 'unexpected') counts.unexpected++;
    else counts.wrongLocation++;
  }
  return counts;
}

/** The variance report's order: missing first (the work), then unexpected, wrong location, found; by tag within. */
/** One collator for every comparison (making one per call costs more than the sort). */
const TAGS = new Intl.Collator('en', { numeric: true });
const STATE_ORDER: Record<AuditItemState, number> = {
  missing: 0,
  unexpected: 1,
  wrong_location: 2,
  found: 3,
};
export function compareAuditItems(
  a: { state: AuditItemState; assetTag: string },
  b: { state: AuditItemState; assetTag: string },
): number {
  return STATE_ORDER[a.state] - STATE_ORDER[b.state] || TAGS.compare(a.assetTag, b.assetTag);
}

/** The columns of the CSV report, in order. */
export const AUDIT_CSV_COLUMNS = [
  'Asset tag',
  'Name',
  'Model',
  'Location',
  'Site',
  'Expected',
  'Found',
  'Scanned at',
  'State',
  'Fix',
] as const;
