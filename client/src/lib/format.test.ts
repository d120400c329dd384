import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, formatRelative, formatThousands } from './format';

describe('formatRelative', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it('says "just now" under a minute, either way', () => {
    expect(formatRelative(ago(0), now)).toBe('just now');
    expect(formatRelative(ago(59), now)).toBe('just now');
    expect(formatRelative(ago(-30), now)).toBe('just now');
  });
  it('uses the largest whole unit', () => {
    expect(formatRelative(ago(60), now)).toBe('1 minute ago');
    expect(formatRelative(ago(5 * 60 + 40), now)).toBe('5 minutes ago');
    expect(formatRelative(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(formatRelative(ago(86400), now)).toBe('yesterday');
    expect(formatRelative(ago(3 * 86400), now)).toBe('3 days ago');
    expect(formatRelative(ago(14 * 86400), now)).toBe('2 weeks ago');
    expect(formatRelative(ago(400 * 86400), now)).toBe('last year');
  });
  it('speaks of the future too', () => {
    expect(formatRelative(ago(-2 * 3600), now)).toBe('in 2 hours');
    expect(formatRelative(ago(-86400), now)).toBe('tomorrow');
  });
  it('is empty for a time that is not one', () => {
    expect(formatRelative('not a date', now)).toBe('');
  });
});

describe('formatThousands', () => {
  it('shows a number below a thousand as it is, never "0.0K"', () => {
    expect(formatThousands(0)).toBe('0');
    expect(formatThousands(37)).toBe('37');
    expect(formatThousands(999)).toBe('999');
  });
  it('shows thousands with one decimal from a thousand on', () => {
    expect(formatThousands(1000)).toBe('1.0K');
    expect(formatThousands(1234)).toBe('1.2K');
    expect(formatThousands(50_000)).toBe('50.0K');
  });
});

describe('formatting in Spanish', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('dates, relative times, numbers and money follow the language', () => {
    expect(formatDate('2026-01-05T15:04:00Z', 'es')).toBe('5 ene 2026');
    expect(formatDate('2026-01-05T15:04:00Z')).toBe('Jan 5, 2026');
    expect(formatRelative(new Date(now.getTime() - 86400_000), now, 'es')).toBe('ayer');
    expect(formatRelative(now, now, 'es')).toBe('hace un momento');
    expect(formatNumber(12345, 'es')).toBe('12,345');
    expect(formatMoney(123450, 'es')).toBe('$1,234.50');
    expect(formatMoney(4500)).toBe('$45.00');
  });
});
