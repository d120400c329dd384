import { DPA_STATUS_LABELS, type DpaStatus } from '@domain/privacy-agreements';
import { i18n } from '@/lib/i18n';
import { StatusBadge } from '@/ui/badge';
import type { Tone } from '@/ui/tone';

const TONES: Record<DpaStatus, Tone> = {
  none: 'gray',
  requested: 'yellow',
  signed: 'green',
  expired: 'red',
  declined: 'orange',
};

/** Where an app's agreement stands (the status a person reads: a lapsed signature is Expired). */
export function AgreementStatusBadge({ status }: { status: DpaStatus }) {
  return <StatusBadge status={status} labels={DPA_STATUS_LABELS} tones={TONES} />;
}

/** "Expires Jul 1, 2026 · in 12 days" and the like, for a row. */
export function expiryText(a: { expiresAt: string | null; daysToExpiry: number | null }): string | null {
  if (a.expiresAt === null || a.daysToExpiry === null) return null;
  const d = a.daysToExpiry;
  if (d < 0) return i18n.t('privacy:expiry.ago', { count: -d });
  if (d === 0) return i18n.t('privacy:expiry.today');
  return i18n.t('privacy:expiry.in', { count: d });
}
