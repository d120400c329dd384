import type { DistrictStatus } from '@domain/districts';
import type { TFunction } from 'i18next';
import { formatRelative } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import type { Tone } from '@/ui/tone';

export const BENSON_CODE = 'BENSON';

export const districtStatusLabels = (t: TFunction<'districts'>): Record<DistrictStatus, string> => ({
  active: t('status.active'),
  maintenance: t('status.maintenance'),
  inactive: t('status.inactive'),
});

export const DISTRICT_STATUS_TONES: Record<DistrictStatus, Tone> = {
  active: 'green',
  maintenance: 'yellow',
  inactive: 'gray',
};

const RECENT_MS = 24 * 60 * 60 * 1000;

/** "Recently" within a day of the last change, otherwise how long ago ("3 days ago"). */
export function lastActiveLabel(updatedAt: string, now: Date = new Date()): string {
  const at = new Date(updatedAt).getTime();
  if (Number.isNaN(at) || now.getTime() - at < RECENT_MS) return i18n.t('districts:recently');
  return formatRelative(updatedAt, now);
}
