import type { HistoryRange } from '@domain/monitors';

/** Query keys of System Status: everything of a district under ['monitors', districtId]. */
export const monitorKeys = {
  all: ['monitors'] as const,
  district: (districtId: string) => ['monitors', districtId] as const,
  status: (districtId: string) => ['monitors', districtId, 'status'] as const,
  suggestions: (districtId: string) => ['monitors', districtId, 'suggestions'] as const,
  incidents: (districtId: string, state: 'open' | 'resolved') =>
    ['monitors', districtId, 'incidents', state] as const,
  history: (districtId: string, monitorId: string, range: HistoryRange) =>
    ['monitors', districtId, 'history', monitorId, range] as const,
  /** Five Star's panel of every district. */
  everyDistrict: ['monitors', 'all-districts'] as const,
};
