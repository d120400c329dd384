import { z } from 'zod';

/** A district leaving Five Star (docs/product.md#district-offboarding): the vocabulary. */

/**
 * archiving → waiting (archive made, confirmation period running) → deleting → deleted;
 * cancelled from any step before deleting.
 */
export const OFFBOARDING_STATUSES = [
  'archiving',
  'waiting',
  'deleting',
  'deleted',
  'cancelled',
  'failed',
] as const;
export type OffboardingStatus = (typeof OFFBOARDING_STATUSES)[number];

/** The steps during which the district is on its way out: one at a time per district. */
export const ACTIVE_OFFBOARDING_STATUSES = [
  'archiving',
  'waiting',
  'deleting',
] as const satisfies readonly OffboardingStatus[];

export const OFFBOARDING_STATUS_LABELS: Record<OffboardingStatus, string> = {
  archiving: 'Making the archive',
  waiting: 'Waiting for the confirmation period',
  deleting: 'Deleting',
  deleted: 'Deleted',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

/** The confirmation period: days between the archive and the deletion (0: at once, for a district that never went live). */
export const DELETE_AFTER_DAYS = { default: 30, min: 0, max: 365 } as const;

/** Rows deleted per statement: short transactions, no table locked for long. */
export const DELETION_BATCH = 5000;

export const OFFBOARDING_MESSAGES = {
  deleteAfterDays: `The confirmation period must be a whole number of days from ${DELETE_AFTER_DAYS.min} to ${DELETE_AFTER_DAYS.max}.`,
  confirmName: 'Type the district’s name exactly to confirm.',
  districtNotFound: 'District not found.',
  alreadyActive: 'This district is already being offboarded.',
  notActive: 'This district is not being offboarded.',
  tooLateToCancel: 'The deletion has started: it can no longer be cancelled.',
  certificateNotReady: 'The certificate of deletion is ready once the district’s data is deleted.',
  started: 'Offboarding started: the archive is being made.',
  startFailed: 'The offboarding could not be started.',
  cancelled: 'Offboarding cancelled: the district stays.',
  cancelFailed: 'The offboarding could not be cancelled.',
  loadFailed: 'The offboarding could not be loaded.',
  listFailed: 'Offboarded districts could not be loaded.',
  noneYet: 'No district has been offboarded.',
  noRemainingRows: 'No row with the district’s id remains in any table of the portal.',
} as const;

/** `POST /api/districts/:id/offboarding`. */
export const startOffboardingSchema = z.object({
  deleteAfterDays: z
    .number({ error: OFFBOARDING_MESSAGES.deleteAfterDays })
    .int(OFFBOARDING_MESSAGES.deleteAfterDays)
    .min(DELETE_AFTER_DAYS.min, OFFBOARDING_MESSAGES.deleteAfterDays)
    .max(DELETE_AFTER_DAYS.max, OFFBOARDING_MESSAGES.deleteAfterDays)
    .default(DELETE_AFTER_DAYS.default),
});

/** Whether what was typed names the district (spaces around and letter case aside). */
export const confirmsDistrictName = (typed: string, name: string) =>
  typed.trim().toLocaleLowerCase('en-US') === name.trim().toLocaleLowerCase('en-US');

/** The start dialog's form: the period, and the district's name typed to confirm. */
export const startOffboardingFormSchema = (districtName: string) =>
  z.object({
    deleteAfterDays: z.coerce
      .number({ error: OFFBOARDING_MESSAGES.deleteAfterDays })
      .int(OFFBOARDING_MESSAGES.deleteAfterDays)
      .min(DELETE_AFTER_DAYS.min, OFFBOARDING_MESSAGES.deleteAfterDays)
      .max(DELETE_AFTER_DAYS.max, OFFBOARDING_MESSAGES.deleteAfterDays),
    confirmName: z
      .string()
      .max(200)
      .refine((typed) => confirmsDistrictName(typed, districtName), OFFBOARDING_MESSAGES.confirmName),
  });

/** An offboarding as the API answers it. */
export const offboardingSchema = z.object({
  id: z.string(),
  /** The district's id (it no longer resolves once the district is deleted). */
  districtId: z.string(),
  districtName: z.string(),
  districtCode: z.string(),
  status: z.enum(OFFBOARDING_STATUSES),
  deleteAfterDays: z.number().int(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  archive: z.object({
    readyAt: z.string().nullable(),
    sha256: z.string().nullable(),
    sizeBytes: z.number().int().nullable(),
    /** The backup to download (`GET /api/admin/backups/:id`) while it exists: gone with the district. */
    backupId: z.string().nullable(),
  }),
  deleteAt: z.string().nullable(),
  deletionStartedAt: z.string().nullable(),
  keyDestroyedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  /** Rows deleted per table (so far, while deleting). */
  deletedCounts: z.record(z.string(), z.number().int()),
  /** While deleting: tables done of those to go through, and rows deleted. */
  progress: z
    .object({ tablesDone: z.number().int(), tablesTotal: z.number().int(), rowsDeleted: z.number().int() })
    .nullable(),
  error: z.string().nullable(),
});
export type Offboarding = z.infer<typeof offboardingSchema>;

/** `GET /api/districts/:id/offboarding`: the district's latest offboarding, if any. */
export const districtOffboardingSchema = z.object({ offboarding: offboardingSchema.nullable() });

/** Whether the offboarding is still under way (the district is on its way out). */
export const isActiveOffboarding = (status: OffboardingStatus) =>
  (ACTIVE_OFFBOARDING_STATUSES as readonly OffboardingStatus[]).includes(status);

/** Cancelling is possible until the deletion starts. */
export const canCancelOffboarding = (status: OffboardingStatus) =>
  status === 'archiving' || status === 'waiting';

/** When the deletion may start: the confirmation period after the archive. */
export const deleteAtOf = (archiveReadyAt: Date, deleteAfterDays: number) =>
  new Date(archiveReadyAt.getTime() + deleteAfterDays * 86_400_000);

/** Whether the deletion may start now: the archive is made and the confirmation period is over. */
export const deletionMayStart = (o: { status: OffboardingStatus; deleteAt: Date | null }, now: Date) =>
  o.status === 'waiting' && o.deleteAt !== null && o.deleteAt.getTime() <= now.getTime();

/** A size in words: "812 KB", "3.4 MB". */
export function sizeInWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}

/** Counts per table, tables with rows first by name, then the total. */
export function countLines(counts: Record<string, number>) {
  const rows = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([table, rows]) => ({ table, rows }));
  return { rows, total: rows.reduce((sum, r) => sum + r.rows, 0) };
}

const stamp = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC` : 'not recorded');

/** What a certificate of deletion says, in order: its facts, its table of counts, its statement. */
export function certificateLines(o: Offboarding, generatedAt: Date) {
  const { rows, total } = countLines(o.deletedCounts);
  return {
    title: 'Certificate of deletion',
    facts: [
      ['District', o.districtName],
      ['District code', o.districtCode],
      ['District id', o.districtId],
      ['Requested by', o.requestedBy],
      ['Requested at', stamp(o.requestedAt)],
      ['Archive produced at', stamp(o.archive.readyAt)],
      ['Archive SHA-256', o.archive.sha256 ?? 'not recorded'],
      [
        'Archive size',
        o.archive.sizeBytes === null
          ? 'not recorded'
          : `${sizeInWords(o.archive.sizeBytes)} (${o.archive.sizeBytes} bytes)`,
      ],
      ['Data key destroyed at', stamp(o.keyDestroyedAt)],
      ['Deletion started at', stamp(o.deletionStartedAt)],
      ['Deletion completed at', stamp(o.deletedAt)],
    ] as [string, string][],
    rows,
    total,
    statement: `${OFFBOARDING_MESSAGES.noRemainingRows} The district’s data key was destroyed before its rows were deleted: from that moment this installation can open no value sealed with it.`,
    generatedAt: `Generated at ${stamp(generatedAt.toISOString())}`,
  };
}
