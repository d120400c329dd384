import { describe, expect, it } from 'vitest';
import { durationText, stateStrip, stripSummary, uptimeText } from './monitor-display';

describe('stateStrip', () => {
  const start = new Date('2026-11-26T00:00:00Z');
  const end = new Date('2026-11-27T00:00:00Z');

  it('cuts the range into equal stretches, empty where nothing was checked', () => {
    const strip = stateStrip([], start, end, 24);
    expect(strip).toHaveLength(24);
    expect(strip.every((s) => s.state === null)).toBe(true);
    expect(strip[1]).toMatchObject({ from: '2026-11-26T01:00:00.000Z', to: '2026-11-26T02:00:00.000Z' });
  });

  it('shows the worst state of each stretch', () => {
    const strip = stateStrip(
      [
        { at: '2026-11-26T00:05:00Z', state: 'up' },
        { at: '2026-11-26T00:10:00Z', state: 'down' },
        { at: '2026-11-26T00:15:00Z', state: 'up' },
        { at: '2026-11-26T01:05:00Z', state: 'degraded' },
        { at: '2026-11-26T01:10:00Z', state: 'up' },
        { at: '2026-11-26T02:05:00Z', state: 'paused' },
        { at: '2026-11-26T23:59:59Z', state: 'up' },
      ],
      start,
      end,
      24,
    );
    expect(strip.slice(0, 3).map((s) => s.state)).toEqual(['down', 'degraded', 'paused']);
    expect(strip[23]!.state).toBe('up');
  });

  it('leaves out checks outside the range, and puts the last instant in the last stretch', () => {
    const strip = stateStrip(
      [
        { at: '2026-11-25T23:00:00Z', state: 'down' },
        { at: '2026-11-27T00:00:00Z', state: 'degraded' },
        { at: 'not a date', state: 'down' },
      ],
      start,
      end,
      24,
    );
    expect(strip.filter((s) => s.state !== null).map((s) => s.state)).toEqual(['degraded']);
    expect(strip[23]!.state).toBe('degraded');
  });
});

describe('texts', () => {
  it('says an uptime with one decimal, a dash before any check', () => {
    expect(uptimeText(99.95)).toBe('100.0%');
    expect(uptimeText(97.25)).toBe('97.3%');
    expect(uptimeText(null)).toBe('—');
  });

  it('says a duration in the largest units that fit', () => {
    expect(durationText(42)).toBe('42 s');
    expect(durationText(600)).toBe('10 min');
    expect(durationText(3 * 3600 + 5 * 60)).toBe('3 h 5 min');
    expect(durationText(7200)).toBe('2 h');
    expect(durationText(2 * 86400 + 4 * 3600)).toBe('2 d 4 h');
    expect(durationText(86400)).toBe('1 d');
  });
});

describe('stripSummary', () => {
  const hours = { one: 'hour', many: 'hours' };
  const strip = (...states: (string | null)[]) =>
    states.map((state, i) => ({ state, from: String(i), to: String(i + 1) })) as Parameters<
      typeof stripSummary
    >[0];

  it('says where it was down or degraded, of how many stretches, and how many were checked', () => {
    expect(stripSummary(strip('up', 'down', 'down', 'degraded', null), hours)).toBe(
      'Down in 2, degraded in 1 of the 5 hours (4 checked).',
    );
  });

  it('says it was up whenever checked, or that nothing was checked', () => {
    expect(stripSummary(strip('up', null, 'up'), hours)).toBe('Up whenever checked: 2 of the 3 hours.');
    expect(stripSummary(strip(null, null), hours)).toBe('No checks in this range.');
  });
});
