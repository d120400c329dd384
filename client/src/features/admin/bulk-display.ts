import type { BulkOutcome } from '@domain/admin';
import { i18n } from '@/lib/i18n';
import type { Tone } from '@/ui/tone';

// Read when shown (getters), so each says the catalogue's words (domain/locales/staff/admin.en.ts).
export const OUTCOME_LABELS: Record<BulkOutcome, string> = {
  get pending() {
    return i18n.t('admin:bulk.outcome.pending');
  },
  get ok() {
    return i18n.t('admin:bulk.outcome.ok');
  },
  get skipped() {
    return i18n.t('admin:bulk.outcome.skipped');
  },
  get failed() {
    return i18n.t('admin:bulk.outcome.failed');
  },
};
export const OUTCOME_TONES: Record<BulkOutcome, Tone> = {
  pending: 'gray',
  ok: 'green',
  skipped: 'yellow',
  failed: 'red',
};

type BulkStatus = 'queued' | 'running' | 'completed' | 'failed';
export const BULK_STATUS_LABELS: Record<BulkStatus, string> = {
  get queued() {
    return i18n.t('admin:bulk.status.queued');
  },
  get running() {
    return i18n.t('admin:bulk.status.running');
  },
  get completed() {
    return i18n.t('admin:bulk.status.completed');
  },
  get failed() {
    return i18n.t('admin:bulk.status.failed');
  },
};
export const BULK_STATUS_TONES: Record<BulkStatus, Tone> = {
  queued: 'gray',
  running: 'blue',
  completed: 'green',
  failed: 'red',
};

/** "12 ok · 1 skipped · 0 failed". */
export const countsText = (c: { ok: number; skipped: number; failed: number }) =>
  i18n.t('admin:bulk.counts', { ok: c.ok, skipped: c.skipped, failed: c.failed });
