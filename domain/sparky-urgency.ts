import { PRIORITIES, PRIORITY_LABELS, type Priority } from './priorities.ts';

/**
 * Which open ticket is the most urgent, and why: the highest priority first; among equals, the one
 * whose SLA target (hours to resolve, per priority, from System Settings) runs out first, so the
 * most overdue one, which is also the oldest.
 */

export interface OpenTicketFacts {
  id: string;
  ticketNumber: string;
  title: string;
  priority: Priority;
  /** ISO timestamp. */
  createdAt: string;
}

export interface UrgentTicket<T extends OpenTicketFacts> {
  ticket: T;
  /** Why it comes first, in a sentence. */
  reason: string;
  /** The one after it, if any. */
  next: T | null;
}

const HOUR = 3_600_000;
const rank = (p: Priority) => PRIORITIES.indexOf(p);

/** "45 minutes", "3 hours", "2 days". */
export function durationText(ms: number): string {
  const minutes = Math.max(1, Math.round(Math.abs(ms) / 60_000));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'}`;
  const days = Math.round(hours / 24);
  return `${days} days`;
}

/** When a ticket's SLA target runs out (ms since the epoch). */
export function slaDue(t: OpenTicketFacts, slaHours: Record<Priority, number>): number {
  return Date.parse(t.createdAt) + slaHours[t.priority] * HOUR;
}

/** The open tickets in the order they should be worked: priority, then SLA time left. */
export function byUrgency<T extends OpenTicketFacts>(
  tickets: readonly T[],
  slaHours: Record<Priority, number>,
): T[] {
  return [...tickets].sort(
    (a, b) =>
      rank(b.priority) - rank(a.priority) ||
      slaDue(a, slaHours) - slaDue(b, slaHours) ||
      a.ticketNumber.localeCompare(b.ticketNumber),
  );
}

export function mostUrgent<T extends OpenTicketFacts>(
  tickets: readonly T[],
  slaHours: Record<Priority, number>,
  now: Date,
): UrgentTicket<T> | null {
  const ordered = byUrgency(tickets, slaHours);
  const ticket = ordered[0];
  if (!ticket) return null;
  const same = ordered.filter((t) => t.priority === ticket.priority).length;
  const label = PRIORITY_LABELS[ticket.priority];
  const left = slaDue(ticket, slaHours) - now.getTime();
  const target = `its ${slaHours[ticket.priority]}-hour target`;
  const sla = left < 0 ? `${durationText(left)} past ${target}` : `${durationText(left)} left on ${target}`;
  const open = `open ${durationText(now.getTime() - Date.parse(ticket.createdAt))}`;
  const priority =
    same === 1
      ? `it is the only ${label} priority ticket${ordered.length > 1 ? ' (the highest open)' : ''}`
      : `it is ${label} priority, the highest open, and of the ${same} ${label} tickets its SLA runs out first`;
  return { ticket, reason: `${priority}: ${open}, ${sla}.`, next: ordered[1] ?? null };
}
