import { describe, expect, it } from 'vitest';
import {
  connectorState,
  connectorTone,
  INTEGRATIONS,
  isSyncStale,
  SYNC_STALE_AFTER_MS,
} from './integrations.ts';

describe('integrations', () => {
  it('lists ConnectWise, IncidentIQ, BrightGauge and Google Workspace in the sidebar order', () => {
    expect(INTEGRATIONS.map((i) => i.name)).toEqual([
      'ConnectWise',
      'IncidentIQ',
      'BrightGauge',
      'Google Workspace',
    ]);
  });

  it('calls a connected integration stale after an hour without a sync', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
    expect(isSyncStale({ status: 'connected', lastSync: at(60_000) }, now)).toBe(false);
    expect(isSyncStale({ status: 'connected', lastSync: at(SYNC_STALE_AFTER_MS + 1) }, now)).toBe(true);
    expect(isSyncStale({ status: 'connected', lastSync: null }, now)).toBe(true);
    expect(isSyncStale({ status: 'disconnected', lastSync: null }, now)).toBe(false);
  });

  it('says what really happened: connected, error (newer than the last success), disabled, never synced', () => {
    const ok = new Date('2026-03-01T12:00:00Z');
    const later = new Date('2026-03-01T12:05:00Z');
    expect(connectorState(null)).toBe('never_synced');
    expect(connectorState({ enabled: false, lastSyncAt: ok, lastErrorAt: null })).toBe('disabled');
    expect(connectorState({ enabled: true, lastSyncAt: null, lastErrorAt: null })).toBe('never_synced');
    expect(connectorState({ enabled: true, lastSyncAt: ok, lastErrorAt: null })).toBe('connected');
    expect(connectorState({ enabled: true, lastSyncAt: ok, lastErrorAt: later })).toBe('error');
    expect(connectorState({ enabled: true, lastSyncAt: later, lastErrorAt: ok })).toBe('connected');
  });

  it('colours the sidebar dot green, amber or red', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(connectorTone({ state: 'connected', lastSync: '2026-03-01T11:59:00Z' }, now)).toBe('green');
    expect(connectorTone({ state: 'connected', lastSync: '2026-03-01T09:00:00Z' }, now)).toBe('amber');
    expect(connectorTone({ state: 'never_synced', lastSync: null }, now)).toBe('amber');
    expect(connectorTone({ state: 'error', lastSync: null }, now)).toBe('red');
  });
});
