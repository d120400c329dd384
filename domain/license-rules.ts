// License Tracking's rules: status from the dates, utilization and its advice, low seats, the
// reminder ladder, who sees costs. Pure functions over calendar days ("2026-03-14").

import { zoneDayFormat } from './dates.ts';
import type { UtilizationAdvice } from './license-schemas.ts';
import {
  EXPIRING_WINDOW_DAYS,
  isPerSeat,
  type LicenseStatus,
  LOW_SEAT_SHARE,
  SEAT_ADVICE_MIN_DAYS_IN_USE,
  type SeatModel,
  UTILIZATION_TARGET,
  UTILIZATION_THRESHOLDS,
} from './license-vocabulary.ts';
import type { Role } from './roles.ts';

const DAY_MS = 86_400_000;
const utcOf = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10));

/**
 * The calendar day of a moment ("2026-03-14"): in `timeZone` (the district's, for every status a
 * person reads), or where the code runs without one.
 */
export function isoDay(at: Date = new Date(), timeZone?: string): string {
  if (timeZone) return zoneDayFormat(timeZone).format(at);
  const m = String(at.getMonth() + 1).padStart(2, '0');
  const d = String(at.getDate()).padStart(2, '0');
  return `${at.getFullYear()}-${m}-${d}`;
}

/** The day `days` after `iso` (negative: before). */
export function addDays(iso: string, days: number): string {
  return new Date(utcOf(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
}

/**
 * The day boundaries of the status rule for `today`, so a query filters exactly as licenseStatus
 * decides: expired before `expiredBefore`, expiring up to and including `expiringThrough`.
 */
export function licenseStatusBounds(today: string): { expiredBefore: string; expiringThrough: string } {
  return { expiredBefore: today, expiringThrough: addDays(today, EXPIRING_WINDOW_DAYS) };
}

/**
 * The one status rule: cancelled if cancelled; expired once the renewal date is past; expiring when
 * it renews within 90 days (today included); active otherwise.
 */
export function licenseStatus(
  license: { renewalDate: string; cancelledAt?: string | null },
  today: string,
): LicenseStatus {
  if (license.cancelledAt) return 'cancelled';
  const bounds = licenseStatusBounds(today);
  if (license.renewalDate < bounds.expiredBefore) return 'expired';
  if (license.renewalDate <= bounds.expiringThrough) return 'expiring';
  return 'active';
}

/**
 * "Expiring Soon", the card's figure and the tab's list alike: a license not cancelled that renews
 * within 90 days of the district's today, today included (status 'expiring'). Expired licenses are
 * not expiring soon; the Expired card counts them and the tab lists them apart.
 */
export function isExpiringSoon(license: { status: LicenseStatus }): boolean {
  return license.status === 'expiring';
}

/** "Renews today", "12 days left", "5 days overdue". */
export function daysLeftText(daysUntilRenewal: number): string {
  if (daysUntilRenewal === 0) return 'Renews today';
  const n = Math.abs(daysUntilRenewal);
  const days = `${n.toLocaleString('en-US')} ${n === 1 ? 'day' : 'days'}`;
  return daysUntilRenewal > 0 ? `${days} left` : `${days} overdue`;
}

interface Seats {
  seatModel: SeatModel;
  licenseCount: number;
  usedLicenses: number;
}

/** Used seats as a whole percent of the seat count; null where seats are not counted (site, unlimited, no seats). */
export function utilizationPercent(license: Seats): number | null {
  if (!isPerSeat(license.seatModel) || license.licenseCount <= 0) return null;
  return Math.round((license.usedLicenses / license.licenseCount) * 100);
}

/** Utilization colour: 90 % or more red, 75 % or more orange, otherwise green. */
export function utilizationTone(percent: number): 'red' | 'orange' | 'green' {
  if (percent >= UTILIZATION_THRESHOLDS.high) return 'red';
  if (percent >= UTILIZATION_THRESHOLDS.elevated) return 'orange';
  return 'green';
}

const num = (n: number) => n.toLocaleString('en-US');
const seatWord = (n: number) => (n === 1 ? 'seat' : 'seats');
const usd = (n: number) =>
  n.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: Number.isInteger(n) ? 0 : 2,
  });

export const UTILIZATION_ADVICE = {
  high: 'High utilization - consider purchasing additional licenses',
  low: 'Low utilization - review if license count can be reduced',
  healthy: 'Healthy utilization',
  early: 'Too early to judge utilization',
  over: (extra: number) => `Over-allocated - ${num(extra)} more ${seatWord(extra)} in use than purchased`,
  /** How many seats to keep, and what dropping the others would save (null: cost unknown to the caller, or free). */
  keep: (keep: number, count: number, savings: number | null) => {
    const drop = count - keep;
    const saving = savings === null ? '' : ` would save ${usd(savings)} a year`;
    if (keep === 0)
      return savings === null
        ? `None of the ${num(count)} ${seatWord(count)} is in use.`
        : `None of the ${num(count)} ${seatWord(count)} is in use: dropping ${count === 1 ? 'it' : 'them'}${saving}.`;
    return savings === null
      ? `Keep ${num(keep)} of ${num(count)} ${seatWord(count)} (${num(drop)} fewer).`
      : `Keep ${num(keep)} of ${num(count)} ${seatWord(count)}: the other ${num(drop)}${saving}.`;
  },
  waiting: (days: number) =>
    `In use for ${num(days)} ${days === 1 ? 'day' : 'days'}: seat advice starts after ${SEAT_ADVICE_MIN_DAYS_IN_USE} days.`,
} as const;

/**
 * The Utilization tab's advice for a per-seat license: over-allocated when more seats are in use
 * than bought; 90 % or more: buy more; 50 % or less: how many seats to keep, with the money the
 * others would save, once the license has been in use SEAT_ADVICE_MIN_DAYS_IN_USE days (before
 * that, too early to judge); healthy otherwise. Null for site and unlimited licenses.
 * `inUseSince` is the purchase date, or the day the license was added; `today` the district's day.
 */
export function utilizationAdvice(
  license: Seats & { cost: number | null; costPerSeat: number | null; inUseSince: string },
  today: string,
): UtilizationAdvice | null {
  if (!isPerSeat(license.seatModel)) return null;
  const { licenseCount: count, usedLicenses: used } = license;
  if (used > count)
    return { kind: 'over', text: UTILIZATION_ADVICE.over(used - count), extraSeats: used - count };
  const percent = utilizationPercent(license);
  if (percent === null) return null;
  if (percent >= UTILIZATION_THRESHOLDS.high) return { kind: 'high', text: UTILIZATION_ADVICE.high };
  if (percent <= UTILIZATION_THRESHOLDS.low) {
    const inUse = daysBetween(license.inUseSince, today);
    if (inUse < SEAT_ADVICE_MIN_DAYS_IN_USE)
      return {
        kind: 'early',
        text: UTILIZATION_ADVICE.early,
        detail: UTILIZATION_ADVICE.waiting(Math.max(0, inUse)),
      };
    const reduceTo = Math.min(count, Math.ceil(used / UTILIZATION_TARGET));
    const seatPrice = license.costPerSeat ?? (license.cost === null ? null : license.cost / count);
    const saved = seatPrice === null ? null : Math.round((count - reduceTo) * seatPrice * 100) / 100;
    const savings = saved ? saved : null;
    return {
      kind: 'low',
      text: UTILIZATION_ADVICE.low,
      reduceTo,
      savings,
      detail: UTILIZATION_ADVICE.keep(reduceTo, count, savings),
    };
  }
  return { kind: 'healthy', text: UTILIZATION_ADVICE.healthy };
}

/**
 * Whether a per-seat license is low on free seats: free seats at or below its own threshold, or
 * 5 % of its seat count when it has none. Site and unlimited licenses, and those without seats, never are.
 */
export function isLowOnSeats(license: Seats & { lowSeatThreshold: number | null }): boolean {
  if (!isPerSeat(license.seatModel) || license.licenseCount <= 0) return false;
  const free = license.licenseCount - license.usedLicenses;
  return free <= (license.lowSeatThreshold ?? license.licenseCount * LOW_SEAT_SHARE);
}

/**
 * The reminder to send now for the current term, at most one: the nearest step of the ladder
 * (days before renewal) that the term has reached, unless it was already sent. Steps further out
 * that were reached at the same time are superseded by it (a license added 20 days before its
 * renewal gets the 30-day reminder once, not the 90-, 60- and 30-day ones). Nothing once the
 * renewal date has passed.
 */
export function dueReminderSteps(
  ladder: readonly number[],
  renewalDate: string,
  today: string,
  alreadySent: readonly number[],
): number[] {
  const daysLeft = daysBetween(today, renewalDate);
  if (daysLeft < 0) return [];
  const reached = ladder.filter((step) => daysLeft <= step);
  if (reached.length === 0) return [];
  const nearest = Math.min(...reached);
  return alreadySent.includes(nearest) ? [] : [nearest];
}

/** The steps a sent reminder settles for the term: itself and every step further out. */
export function settledReminderSteps(ladder: readonly number[], step: number): number[] {
  return [...new Set([step, ...ladder.filter((s) => s >= step)])].sort((a, b) => b - a);
}

/** A ladder as stored: whole days, each once, furthest first. */
export function normalizeLadder(days: readonly number[]): number[] {
  return [...new Set(days)].sort((a, b) => b - a);
}

/** Technicians manage seats but do not see what licenses cost. */
export function canSeeLicenseCosts(role: Role): boolean {
  return role !== 'technician';
}
