import type { MonitorState } from '@domain/monitors';
import { i18n } from '@/lib/i18n';
import type { Tone } from '@/ui/tone';

/** A monitor's state: up green, degraded orange, down red, pending blue, paused gray. */
export const MONITOR_STATE_TONE: Record<MonitorState, Tone> = {
  up: 'green',
  degraded: 'orange',
  down: 'red',
  pending: 'blue',
  paused: 'gray',
};

/** An uptime percent as read ("99.9%"), or a dash before any check. */
export const uptimeText = (percent: number | null | undefined): string =>
  percent === null || percent === undefined ? '—' : `${percent.toFixed(1)}%`;

/** How long something lasted, in words: "45 s", "12 min", "3 h 5 min", "2 d 4 h". */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const min = Math.floor(s / 60);
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 24) return min % 60 ? `${h} h ${min % 60} min` : `${h} h`;
  const d = Math.floor(h / 24);
  return h % 24 ? `${d} d ${h % 24} h` : `${d} d`;
}

/** Worst first: the state a stretch of checks shows when it holds several. */
const SEVERITY: Record<MonitorState, number> = { down: 4, degraded: 3, up: 2, pending: 1, paused: 0 };

export interface StripSegment {
  /** The worst state checked in the segment; null when nothing was checked then. */
  state: MonitorState | null;
  from: string;
  to: string;
}

/**
 * The checks of a range cut into `count` equal stretches of time, each shown by its worst state
 * (one failed check in an hour marks the hour), from `start` to `end`.
 */
export function stateStrip(
  points: readonly { at: string; state: MonitorState }[],
  start: Date,
  end: Date,
  count: number,
): StripSegment[] {
  const from = start.getTime();
  const span = Math.max(1, end.getTime() - from);
  const width = span / count;
  const segments: StripSegment[] = Array.from({ length: count }, (_, i) => ({
    state: null,
    from: new Date(from + i * width).toISOString(),
    to: new Date(from + (i + 1) * width).toISOString(),
  }));
  for (const p of points) {
    const t = Date.parse(p.at);
    if (Number.isNaN(t) || t < from || t > from + span) continue;
    const segment = segments[Math.min(count - 1, Math.floor((t - from) / width))]!;
    if (segment.state === null || SEVERITY[p.state] > SEVERITY[segment.state]) segment.state = p.state;
  }
  return segments;
}

/** The hours each history range covers. */
export const RANGE_HOURS = { '24h': 24, '7d': 24 * 7, '30d': 24 * 30 } as const;
/** How many stretches the strip of each range shows: hours of a day, 3 h of a week, days of a month. */
export const RANGE_SEGMENTS = { '24h': 24, '7d': 56, '30d': 30 } as const;

/** A stretch of the strip, one and many ("hour", "hours"). */
export interface StripUnit {
  one: string;
  many: string;
}

/** In words, what a strip shows: "Down in 2 of the 24 hours, degraded in 1 (20 checked)." */
export function stripSummary(segments: StripSegment[], unit: StripUnit): string {
  const count = (state: MonitorState) => segments.filter((s) => s.state === state).length;
  const checked = segments.filter((s) => s.state !== null).length;
  const total = `${segments.length} ${segments.length === 1 ? unit.one : unit.many}`;
  if (checked === 0) return i18n.t('monitors:strip.none');
  const parts: string[] = [];
  for (const state of ['down', 'degraded'] as const) {
    const n = count(state);
    if (n) parts.push(i18n.t(`monitors:strip.${state}`, { n }));
  }
  if (parts.length === 0) return i18n.t('monitors:strip.up', { checked, total });
  const said = i18n.t('monitors:strip.said', { parts: parts.join(', '), checked, total });
  return said.charAt(0).toUpperCase() + said.slice(1);
}
