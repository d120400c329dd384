import { describe, expect, it } from 'vitest';
import { INTEGRATIONS, isSyncStale, SYNC_STALE_AFTER_MS } from './integrations.ts';

describe('integrations', () => {
  it('lists ConnectWise, IncidentIQ and BrightGauge in the sidebar order', () => {
    expect(INTEGRATIONS.map((i) => i.name)).toEqual(['ConnectWise', 'IncidentIQ', 'BrightGauge']);
  });

  it('calls a connected integration stale after an hour without a sync', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
    expect(isSyncStale({ status: 'connected', lastSync: at(60_000) }, now)).toBe(false);
    expect(isSyncStale({ status: 'connected', lastSync: at(SYNC_STALE_AFTER_MS + 1) }, now)).toBe(true);
    expect(isSyncStale({ status: 'connected', lastSync: null }, now)).toBe(true);
    expect(isSyncStale({ status: 'disconnected', lastSync: null }, now)).toBe(false);
  });
});
