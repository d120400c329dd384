import { ASSET_STATUS_LABELS } from '../../../domain/asset-vocabulary.ts';
import { canSeeLicenseCosts, daysBetween, licenseStatus } from '../../../domain/license-rules.ts';
import { isPerSeat } from '../../../domain/license-vocabulary.ts';
import { PRIORITY_LABELS } from '../../../domain/priorities.ts';
import type { Role } from '../../../domain/roles.ts';
import type { DataQuestion, LicenseAspect, VisitDay } from '../../../domain/sparky-data-questions.ts';
import { clockTime, dayIn, districtDay, longDay } from '../../../domain/sparky-dates.ts';
import { mostUrgent } from '../../../domain/sparky-urgency.ts';
import { VISIT_STATUS_LABELS } from '../../../domain/visits.ts';
import type { Db } from '../../db/client.ts';
import { readDistrictSettings } from '../settings/index.ts';
import { createDistrictRecords } from './district-records.ts';

/** Who asks, where, and as what: answers read only this district; costs only for roles that see them. */
export interface AskedAs {
  districtId: string;
  role: Role;
}

const LISTED = 5;
const LICENSES = '[License Tracking](/licenses)';
const INVENTORY = '[Asset Inventory](/inventory)';
const ticketLink = (t: { id: string; ticketNumber: string }) =>
  `[${t.ticketNumber}](/tickets?ticket=${t.id})`;
const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

type LicenseRow = Awaited<ReturnType<ReturnType<typeof createDistrictRecords>['licenses']>>[number];
type AssetRow = Awaited<ReturnType<ReturnType<typeof createDistrictRecords>['assets']>>[number];

function renewalText(l: LicenseRow, today: string): string {
  const status = licenseStatus(
    { renewalDate: l.renewalDate, cancelledAt: l.cancelledAt?.toISOString() },
    today,
  );
  const days = daysBetween(today, l.renewalDate);
  if (status === 'cancelled') return `was cancelled (its term ran to ${longDay(l.renewalDate)})`;
  if (status === 'expired') return `expired on **${longDay(l.renewalDate)}**, ${plural(-days, 'day')} ago`;
  const when = days === 0 ? 'today' : `in ${plural(days, 'day')}`;
  return `renews on **${longDay(l.renewalDate)}**, ${when}${l.autoRenew ? ' (automatically)' : ''}`;
}

function costText(l: LicenseRow, role: Role): string {
  if (!canSeeLicenseCosts(role)) return 'Costs are not shown to technicians.';
  if (!l.cost) return 'No cost is recorded for it.';
  return `It costs **${money(l.cost)}** a year${l.costPerSeat ? ` (${money(l.costPerSeat)} per seat)` : ''}.`;
}

function seatsText(l: LicenseRow): string {
  if (!isPerSeat(l.seatModel)) {
    const kind = l.seatModel === 'site' ? 'a site license' : 'unlimited';
    return `It is ${kind}; ${plural(l.seatsUsed, 'seat')} assigned.`;
  }
  const share = l.licenseCount ? ` (${Math.round((100 * l.seatsUsed) / l.licenseCount)}%)` : '';
  return `**${l.seatsUsed} of ${l.licenseCount}** seats are in use${share}.`;
}

/** One license in a sentence or three: what was asked first, then the rest. */
function licenseFacts(l: LicenseRow, aspects: readonly LicenseAspect[], role: Role, today: string): string {
  const facts: Record<LicenseAspect, string> = {
    renewal: `It ${renewalText(l, today)}.`,
    cost: costText(l, role),
    seats: seatsText(l),
  };
  const order = [...aspects, ...(['renewal', 'cost', 'seats'] as const).filter((a) => !aspects.includes(a))];
  return `**${l.name}** (${l.vendor}): ${order.map((a) => facts[a]).join(' ')}`;
}

function assetLine(a: AssetRow): string {
  const holder = a.assignedTo
    ? `checked out to **${a.assignedTo}**${a.dueOn ? `, due back ${longDay(a.dueOn)}` : ''}`
    : 'not checked out';
  const where = a.location ? `; location: ${a.location}` : '';
  const serial = a.serialNumber ? ` (serial ${a.serialNumber})` : '';
  return `**${a.assetTag}** ${a.name}${serial}: ${ASSET_STATUS_LABELS[a.status]}, ${holder}${where}.`;
}

/**
 * Answers to questions naming one of the district's records, in Markdown with links; everything
 * read with the asker's district only.
 */
export function createRecordAnswers(db: Db) {
  const records = createDistrictRecords(db);

  async function licenseAnswer(at: AskedAs, ids: readonly string[], aspects: readonly LicenseAspect[]) {
    const [rows, { timezone }] = await Promise.all([
      records.licenses(at.districtId, ids),
      readDistrictSettings(db, at.districtId),
    ]);
    const today = dayIn(new Date(), timezone);
    const facts = rows.map((l) => licenseFacts(l, aspects, at.role, today));
    if (facts.length === 1) return `${facts[0]}\n\nSee it in ${LICENSES}.`;
    return `Your district has ${plural(facts.length, 'license')} by that name:\n\n${facts.map((f) => `- ${f}`).join('\n')}\n\nSee them in ${LICENSES}.`;
  }

  function assetAnswer(rows: AssetRow[], heading: string | null) {
    const lines = rows.slice(0, LISTED).map(assetLine);
    const more =
      rows.length > LISTED ? `\n\n…and ${rows.length - LISTED} more; ask with an asset tag for one.` : '';
    if (!heading && lines.length === 1) return `${lines[0]}\n\nSee it in ${INVENTORY}.`;
    return `${heading ?? `${rows.length} assets match:`}\n\n${lines.map((l) => `- ${l}`).join('\n')}${more}\n\nSee them in ${INVENTORY}.`;
  }

  async function personAnswer(at: AskedAs, person: string) {
    const rows = await records.assets(at.districtId, { assignedTo: person });
    if (rows.length === 0)
      return `**${person}** has no assets checked out in your district. See ${INVENTORY}.`;
    return assetAnswer(rows, `**${person}** has ${plural(rows.length, 'asset')} checked out:`);
  }

  async function visitsAnswer(at: AskedAs, day: VisitDay, technician: string | null, site: string | null) {
    const { timezone } = await readDistrictSettings(db, at.districtId);
    const { iso, start, end } = districtDay(new Date(), timezone, day === 'today' ? 0 : 1);
    const all = await records.visitsBetween(at.districtId, start, end);
    const rows = all.filter(
      (v) => (!technician || v.technicianName === technician) && (!site || v.siteName === site),
    );
    const when = `${day === 'today' ? 'Today' : 'Tomorrow'}, ${longDay(iso)}`;
    const whose = [technician ? ` for ${technician}` : '', site ? ` at ${site}` : ''].join('');
    const link = '[Technician Scheduling](/technician-scheduling)';
    if (rows.length === 0) return `${when}: no technician visits are scheduled${whose}. See ${link}.`;
    const lines = rows.map(
      (v) =>
        `- ${clockTime(v.scheduledStart, timezone)}: **${v.technicianName}** at ${v.siteName ?? 'a site not set'}${v.room ? `, ${v.room}` : ''} (${VISIT_STATUS_LABELS[v.status]}), for ${ticketLink({ id: v.ticketId, ticketNumber: v.ticketNumber })} ${v.ticketTitle}`,
    );
    return `${when}: ${plural(rows.length, 'visit')}${whose}:\n\n${lines.join('\n')}\n\nSee the schedule in ${link}.`;
  }

  async function urgentAnswer(at: AskedAs) {
    const [open, { slaTargets }] = await Promise.all([
      records.openTickets(at.districtId),
      readDistrictSettings(db, at.districtId),
    ]);
    const top = mostUrgent(open, slaTargets, new Date());
    if (!top) return 'There are no open tickets in your district right now. See [Support Tickets](/tickets).';
    const t = top.ticket;
    const who = t.assigneeName ? `assigned to ${t.assigneeName}` : 'not assigned yet';
    const next = top.next
      ? `\n\nNext: ${ticketLink(top.next)} ${top.next.title} (${PRIORITY_LABELS[top.next.priority]}).`
      : '';
    return `The most urgent open ticket is ${ticketLink(t)} **${t.title}** (${PRIORITY_LABELS[t.priority]}, ${who}). Why: ${top.reason}${next}`;
  }

  return {
    /** The answer to a question naming a record of the district. */
    async answer(at: AskedAs, q: DataQuestion): Promise<string> {
      switch (q.kind) {
        case 'license':
          return licenseAnswer(at, q.licenseIds, q.aspects);
        case 'asset': {
          const rows = await records.assets(at.districtId, { ids: q.assetIds });
          return assetAnswer(rows, null);
        }
        case 'asset_of_person':
          return personAnswer(at, q.person);
        case 'not_found': {
          const closest = q.closest ? ` The closest I have is **${q.closest}**.` : '';
          if (q.topic === 'license')
            return `I couldn't find a license called “${q.asked}” in your district.${closest} See ${LICENSES}.`;
          if (q.topic === 'asset')
            return `I couldn't find an asset tagged “${q.asked}” in your district. Check the tag, or search ${INVENTORY}.`;
          return `I couldn't find anyone named “${q.asked}” with assets in your district. See ${INVENTORY}.`;
        }
        case 'visits':
          return visitsAnswer(at, q.day, q.technician, q.site);
        case 'urgent_ticket':
          return urgentAnswer(at);
      }
    },
  };
}
