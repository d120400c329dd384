import { ASSET_STATUS_LABELS, type AssetStatus } from '../../../domain/asset-vocabulary.ts';
import { addDays, isoDay } from '../../../domain/license-rules.ts';
import { PRIORITY_LABELS } from '../../../domain/priorities.ts';
import { longDay } from '../../../domain/sparky-dates.ts';
import { TICKET_STATUS_LABELS, type Ticket } from '../../../domain/tickets.ts';
import type { Visit } from '../../../domain/visits.ts';
import type { Db } from '../../db/client.ts';
import { assetStatusCounts } from '../assets/index.ts';
import { renewalsWithin } from '../licenses/index.ts';
import { readDistrictSettings } from '../settings/index.ts';
import { openTicketsOf, ticketByNumber } from '../tickets/index.ts';
import { upcomingVisitsOf } from '../visits/index.ts';
import type { DataIntent, RenewalPeriod } from './data-intents.ts';

/** Who asks and where: the answers read only this district, and "my" tickets are this user's. */
export interface AskedIn {
  districtId: string;
  districtCode: string;
  userId: string;
}

const LISTED = 5;
const ticketLink = (t: Pick<Ticket, 'id' | 'ticketNumber'>) => `[${t.ticketNumber}](/tickets?ticket=${t.id})`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const day = longDay;

function ticketLine(t: Ticket): string {
  const who = t.assigneeName ? `, assigned to ${t.assigneeName}` : ', not assigned yet';
  return `- ${ticketLink(t)} ${t.title}: **${TICKET_STATUS_LABELS[t.status]}**${who}`;
}

/** The last day a renewals question covers, from today. */
function periodEnd(today: string, period: RenewalPeriod): { last: string; words: string } {
  if (period.unit === 'days')
    return { last: addDays(today, period.days - 1), words: `in the next ${plural(period.days, 'day')}` };
  const [y, m] = today.split('-').map(Number) as [number, number];
  const monthsAhead = period.unit === 'month' ? 1 : 2;
  const last = new Date(Date.UTC(y, m - 1 + monthsAhead, 0)).toISOString().slice(0, 10);
  return { last, words: period.unit === 'month' ? 'this month' : 'by the end of next month' };
}

/**
 * Answers from the district's own data, read through the owning features with the asker's
 * district only (another district's ticket number is "not found"), in Markdown with links.
 */
export function createDistrictAnswers(db: Db) {
  async function ticketStatus(at: AskedIn, code: string | null, number: number): Promise<string> {
    const asked = code ? `${code}-${String(number).padStart(4, '0')}` : `#${number}`;
    const ticket = code && code !== at.districtCode ? null : await ticketByNumber(db, at.districtId, number);
    if (!ticket) {
      return `I couldn't find ticket **${asked}** in your district. Check the number, or look it up in [Support Tickets](/tickets).`;
    }
    const lines = [
      `${ticketLink(ticket)} **${ticket.title}** is **${TICKET_STATUS_LABELS[ticket.status]}** (${PRIORITY_LABELS[ticket.priority]} priority).`,
      ticket.assigneeName
        ? `It is assigned to ${ticket.assigneeName}; last updated ${day(ticket.updatedAt.slice(0, 10))}.`
        : `Nobody is assigned yet; it was opened ${day(ticket.createdAt.slice(0, 10))}.`,
    ];
    if (ticket.resolvedAt) lines.push(`It was resolved on ${day(ticket.resolvedAt.slice(0, 10))}.`);
    return lines.join(' ');
  }

  async function myTickets(at: AskedIn): Promise<string> {
    const { count, items } = await openTicketsOf(db, at.districtId, at.userId, LISTED);
    if (count === 0) {
      return 'You have no open tickets right now. See every ticket in [Support Tickets](/tickets).';
    }
    const more =
      count > items.length ? `\n\n…and ${count - items.length} more in [Support Tickets](/tickets).` : '';
    return `You have ${plural(count, 'open ticket')} (filed by you or assigned to you):\n\n${items.map(ticketLine).join('\n')}${more}`;
  }

  async function renewals(at: AskedIn, period: RenewalPeriod): Promise<string> {
    const today = isoDay();
    const { last, words } = periodEnd(today, period);
    const days = Math.round((Date.parse(last) - Date.parse(today)) / 86_400_000) + 1;
    const { count, items } = await renewalsWithin(db, at.districtId, days, LISTED);
    if (count === 0) {
      const next = await renewalsWithin(db, at.districtId, 366, 1);
      const after = next.items[0]
        ? ` The next one is **${next.items[0].name}** on ${day(next.items[0].renewalDate)}.`
        : '';
      return `No licenses renew ${words}.${after} See them all in [License Tracking](/licenses).`;
    }
    const lines = items.map(
      (l) =>
        `- **${l.name}**${l.vendor ? ` (${l.vendor})` : ''}: ${day(l.renewalDate)}${l.autoRenew ? ', renews automatically' : ''}`,
    );
    const more = count > items.length ? `\n\n…and ${count - items.length} more.` : '';
    return `${plural(count, 'license renews', 'licenses renew')} ${words}:\n\n${lines.join('\n')}${more}\n\nOpen [License Tracking](/licenses) to renew or review them.`;
  }

  async function assetCount(at: AskedIn, status: AssetStatus | null): Promise<string> {
    const counts = await assetStatusCounts(db, at.districtId);
    const link = '[Asset Inventory](/inventory)';
    if (status) {
      const n = counts[status];
      const what =
        status === 'maintenance' ? 'in repair (Maintenance)' : `marked ${ASSET_STATUS_LABELS[status]}`;
      return `${n === 1 ? 'One asset is' : `${n} assets are`} ${what} in your district. Filter by status in ${link} to see them.`;
    }
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    const parts = (Object.keys(counts) as AssetStatus[]).map((s) => `${counts[s]} ${ASSET_STATUS_LABELS[s]}`);
    return `Your district has ${plural(total, 'asset')} in the inventory: ${parts.join(', ')}. See them in ${link}.`;
  }

  async function visitsComing(at: AskedIn): Promise<string> {
    const { mine, items } = await upcomingVisitsOf(db, at.districtId, at.userId, LISTED);
    const link = '[Technician Scheduling](/technician-scheduling)';
    if (items.length === 0)
      return `No technician visit is scheduled in your district right now. See ${link}.`;
    const { timezone } = await readDistrictSettings(db, at.districtId);
    const when = (iso: string) =>
      new Date(iso).toLocaleString('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: timezone,
        timeZoneName: 'short',
      });
    const state = (v: Visit) =>
      v.status === 'en_route'
        ? `on the way${v.eta ? `, expected ${when(v.eta)}` : ''}`
        : v.status === 'on_site'
          ? 'on site now'
          : `${v.status === 'delayed' ? 'delayed to ' : ''}${when(v.scheduledStart)}`;
    const lines = items.map(
      (v) =>
        `- **${v.technicianName}** at ${v.siteName}${v.room ? `, ${v.room}` : ''}: ${state(v)}, for ${ticketLink({ id: v.ticketId, ticketNumber: v.ticketNumber })} ${v.ticketTitle}`,
    );
    const whose = mine ? 'for your tickets' : 'in your district';
    return `The next ${plural(items.length, 'visit')} ${whose}:\n\n${lines.join('\n')}\n\nSee the whole schedule in ${link}.`;
  }

  return {
    /** The answer to a data question, read from the district's own data. */
    async answer(at: AskedIn, intent: DataIntent): Promise<string> {
      switch (intent.kind) {
        case 'ticket_status':
          return ticketStatus(at, intent.code, intent.number);
        case 'my_tickets':
          return myTickets(at);
        case 'license_renewals':
          return renewals(at, intent.period);
        case 'asset_count':
          return assetCount(at, intent.status);
        case 'technician_visit':
          return visitsComing(at);
      }
    },
  };
}
