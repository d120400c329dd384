import type { BulkOutcome } from '@domain/admin';
import type { Tone } from '@/ui/tone';

export const OUTCOME_LABELS: Record<BulkOutcome, string> = {
  pending: 'Waiting',
  ok: 'OK',
  skipped: 'Skipped',
  failed: 'Failed',
};
export const OUTCOME_TONES: Record<BulkOutcome, Tone> = {
  pending: 'gray',
  ok: 'green',
  skipped: 'yellow',
  failed: 'red',
};

export const BULK_STATUS_LABELS = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
} as const;
export const BULK_STATUS_TONES: Record<keyof typeof BULK_STATUS_LABELS, Tone> = {
  queued: 'gray',
  running: 'blue',
  completed: 'green',
  failed: 'red',
};

/** "12 ok · 1 skipped · 0 failed". */
export const countsText = (c: { ok: number; skipped: number; failed: number }) =>
  `${c.ok} ok · ${c.skipped} skipped · ${c.failed} failed`;
