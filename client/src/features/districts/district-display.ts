import type { DistrictStatus } from '@domain/districts';
import { formatRelative } from '@/lib/format';
import type { Tone } from '@/ui/tone';

export const BENSON_CODE = 'BENSON';

export const DISTRICT_STATUS_LABELS: Record<DistrictStatus, string> = {
  active: 'Active',
  maintenance: 'Maintenance',
  inactive: 'Inactive',
};

export const DISTRICT_STATUS_TONES: Record<DistrictStatus, Tone> = {
  active: 'green',
  maintenance: 'yellow',
  inactive: 'gray',
};

const RECENT_MS = 24 * 60 * 60 * 1000;

/** "Recently" within a day of the last change, otherwise how long ago ("3 days ago"). */
export function lastActiveLabel(updatedAt: string, now: Date = new Date()): string {
  const at = new Date(updatedAt).getTime();
  if (Number.isNaN(at) || now.getTime() - at < RECENT_MS) return 'Recently';
  return formatRelative(updatedAt, now);
}
