import { describe, expect, it } from 'vitest';
import { byUrgency, durationText, mostUrgent } from './sparky-urgency.ts';

const now = new Date('2026-08-04T18:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
const sla = { critical: 4, high: 8, medium: 24, low: 72 };
const ticket = (n: number, priority: 'low' | 'medium' | 'high' | 'critical', age: number) => ({
  id: `t${n}`,
  ticketNumber: `BENSON-${String(n).padStart(4, '0')}`,
  title: `Ticket ${n}`,
  priority,
  createdAt: hoursAgo(age),
});

describe('the most urgent open ticket', () => {
  it('puts the highest priority first, whatever the age', () => {
    const order = byUrgency([ticket(1, 'high', 100), ticket(2, 'critical', 1), ticket(3, 'low', 500)], sla);
    expect(order.map((t) => t.id)).toEqual(['t2', 't1', 't3']);
  });

  it('among equal priorities, the one whose SLA runs out first (the oldest)', () => {
    const top = mostUrgent([ticket(1, 'high', 2), ticket(2, 'high', 10), ticket(3, 'medium', 40)], sla, now);
    expect(top?.ticket.id).toBe('t2');
    expect(top?.reason).toBe(
      'it is High priority, the highest open, and of the 2 High tickets its SLA runs out first: open 10 hours, 2 hours past its 8-hour target.',
    );
    expect(top?.next?.id).toBe('t1');
  });

  it('says how long is left when the target is not yet reached, and nothing when no ticket is open', () => {
    expect(mostUrgent([ticket(1, 'critical', 1)], sla, now)?.reason).toBe(
      'it is the only Critical priority ticket: open 1 hour, 3 hours left on its 4-hour target.',
    );
    expect(mostUrgent([], sla, now)).toBeNull();
  });

  it('writes durations in words', () => {
    expect(durationText(30 * 60_000)).toBe('30 minutes');
    expect(durationText(-3 * 3_600_000)).toBe('3 hours');
    expect(durationText(72 * 3_600_000)).toBe('3 days');
  });
});
