import {
  ANALYTICS_TAB_LABELS,
  type AnalyticsAnswers,
  type AnalyticsTab,
  changeOf,
  type DamageRate,
  ANALYTICS_MESSAGES as M,
  type ReportKind,
  SLA_GROUPING_LABELS,
  SLA_GROUPINGS,
} from '../../../domain/analytics.ts';
import { ASSET_STATUS_LABELS } from '../../../domain/assets.ts';
import { formatDay } from '../../../domain/dates.ts';
import { PRIORITY_LABELS } from '../../../domain/priorities.ts';
import { TICKET_CATEGORY_LABELS, TICKET_STATUS_LABELS } from '../../../domain/tickets.ts';

// What a PDF or a workbook shows, independent of the file format: sections of stat rows, charts
// and tables, built from the same answers the screen shows (so every figure has one definition).

export interface Stat {
  label: string;
  value: string;
  /** Why the value is '—', or the change against the previous period. */
  note?: string;
}
export type Block =
  | { kind: 'stats'; items: Stat[] }
  | { kind: 'bars'; title: string; rows: { label: string; value: number }[]; unit?: 'money' }
  | { kind: 'line'; title: string; labels: string[]; series: { name: string; values: number[] }[] }
  | { kind: 'table'; title: string; columns: string[]; rows: (string | number)[][] }
  | { kind: 'text'; title?: string; lines: string[] };
export interface Section {
  title: string;
  blocks: Block[];
}

const number = new Intl.NumberFormat('en-US');
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
export const fmt = {
  n: (v: number) => number.format(v),
  money: (v: number | null) => (v === null ? '—' : dollars.format(v)),
  pct: (v: number | null) => (v === null ? '—' : `${v}%`),
  hours: (v: number | null) => (v === null ? '—' : `${v} h`),
  ratio: (v: number | null) => (v === null ? '—' : v.toFixed(2)),
  minutes: (v: number | null) => (v === null ? '—' : `${v} min`),
};

/** "+12% vs previous period", or the reason a value is missing. */
function note(current: number | null, previous: number | null, why: string): string | undefined {
  if (current === null) return why;
  const change = changeOf(current, previous);
  return change === null ? undefined : `${change > 0 ? '+' : ''}${change}% vs previous period`;
}

const labelled = <K extends string>(rows: { key: K; count: number }[], labels: Record<K, string>) =>
  rows.map((r) => ({ label: labels[r.key] ?? r.key, value: r.count }));

function overview(a: AnalyticsAnswers['overview']): Section {
  const p = a.previous;
  return {
    title: ANALYTICS_TAB_LABELS.overview,
    blocks: [
      {
        kind: 'stats',
        items: [
          {
            label: 'Tickets created',
            value: fmt.n(a.tickets.created),
            note: note(a.tickets.created, p.tickets.created, ''),
          },
          {
            label: 'Tickets resolved',
            value: fmt.n(a.tickets.resolved),
            note: note(a.tickets.resolved, p.tickets.resolved, ''),
          },
          { label: 'Open at end of period', value: fmt.n(a.tickets.open) },
          {
            label: 'SLA met',
            value: fmt.pct(a.slaMetPercent),
            note: note(a.slaMetPercent, p.slaMetPercent, M.noResolved),
          },
          {
            label: 'Median resolution time',
            value: fmt.hours(a.resolutionMedianHours),
            note: note(a.resolutionMedianHours, p.resolutionMedianHours, M.noResolved),
          },
          { label: 'Assets managed', value: fmt.n(a.assets.total) },
          {
            label: 'Devices per student',
            value: fmt.ratio(a.assets.devicesPerStudent),
            note: a.assets.devicesPerStudent === null ? M.noEnrollment : undefined,
          },
          {
            label: 'Annual license spend',
            value: fmt.money(a.licenses.annualCost),
            note: a.licenses.annualCost === null ? M.noLicenses : undefined,
          },
          {
            label: 'Visits on time',
            value: fmt.pct(a.visits.onTimePercent),
            note: note(a.visits.onTimePercent, p.visits.onTimePercent, M.noCompletedVisits),
          },
        ].map((s) => (s.note ? s : { label: s.label, value: s.value })),
      },
      ticketTrend(a.series),
    ],
  };
}

function ticketTrend(series: AnalyticsAnswers['tickets']['series']): Block {
  return {
    kind: 'line',
    title: 'Tickets over time',
    labels: series.map((s) => formatDay(s.date)),
    series: [
      { name: 'Created', values: series.map((s) => s.created) },
      { name: 'Resolved', values: series.map((s) => s.resolved) },
      { name: 'Backlog', values: series.map((s) => s.backlog) },
    ],
  };
}

function tickets(a: AnalyticsAnswers['tickets']): Section {
  const f = a.figures;
  return {
    title: ANALYTICS_TAB_LABELS.tickets,
    blocks: [
      {
        kind: 'stats',
        items: [
          { label: 'Created', value: fmt.n(f.created), note: note(f.created, a.previous.created, '') },
          { label: 'Resolved', value: fmt.n(f.resolved), note: note(f.resolved, a.previous.resolved, '') },
          { label: 'Open at end of period', value: fmt.n(f.open) },
          { label: 'Reopened', value: fmt.n(f.reopened) },
          {
            label: 'SLA met',
            value: fmt.pct(f.slaMetPercent),
            note: note(f.slaMetPercent, a.previous.slaMetPercent, M.noResolved),
          },
          {
            label: 'First response (median)',
            value: fmt.hours(f.firstResponse.medianHours),
            note: f.firstResponse.medianHours === null ? M.noResponses : undefined,
          },
          { label: 'First response (90th percentile)', value: fmt.hours(f.firstResponse.p90Hours) },
          {
            label: 'Resolution (median)',
            value: fmt.hours(f.resolution.medianHours),
            note: f.resolution.medianHours === null ? M.noResolved : undefined,
          },
          { label: 'Resolution (90th percentile)', value: fmt.hours(f.resolution.p90Hours) },
        ].map((s) => (s.note ? s : { label: s.label, value: s.value })),
      },
      ticketTrend(a.series),
      { kind: 'bars', title: 'Created by category', rows: labelled(a.byCategory, TICKET_CATEGORY_LABELS) },
      { kind: 'bars', title: 'Created by priority', rows: labelled(a.byPriority, PRIORITY_LABELS) },
      { kind: 'bars', title: 'Created by status (today)', rows: labelled(a.byStatus, TICKET_STATUS_LABELS) },
      ...SLA_GROUPINGS.map((g) => ({
        kind: 'table' as const,
        title: `SLA met by ${SLA_GROUPING_LABELS[g].toLowerCase()}`,
        columns: [SLA_GROUPING_LABELS[g], 'Resolved with a clock', 'First response', 'Resolution', 'Met'],
        rows: a.slaBy[g].map((s) => [
          s.label,
          s.measured,
          s.firstResponsePercent === null ? '—' : `${s.firstResponsePercent}%`,
          s.resolutionPercent === null ? '—' : `${s.resolutionPercent}%`,
          s.metPercent === null ? '— none resolved' : `${s.metPercent}%`,
        ]),
      })),
      {
        kind: 'table',
        title: 'Tickets over time',
        columns: ['Period from', 'Created', 'Resolved', 'Backlog'],
        rows: a.series.map((s) => [formatDay(s.date), s.created, s.resolved, s.backlog]),
      },
    ],
  };
}

function assets(a: AnalyticsAnswers['assets']): Section {
  const f = a.figures;
  return {
    title: ANALYTICS_TAB_LABELS.assets,
    blocks: [
      {
        kind: 'stats',
        items: [
          { label: 'Assets', value: fmt.n(f.total), ...(f.total === 0 ? { note: M.noAssets } : {}) },
          { label: 'Student devices in use', value: fmt.n(f.studentDevices) },
          {
            label: 'Enrollment',
            value: f.enrollment === null ? '—' : fmt.n(f.enrollment),
            ...(f.enrollment === null ? { note: M.noEnrollment } : {}),
          },
          {
            label: 'Devices per student',
            value: fmt.ratio(f.devicesPerStudent),
            ...(f.devicesPerStudent === null ? { note: M.noEnrollment } : {}),
          },
          {
            label: 'Due for replacement',
            value: fmt.n(f.dueForReplacement),
            note: 'Laptops, desktops and tablets four years after entering the inventory',
          },
          {
            label: 'Warranty ending in 90 days',
            value: f.warrantyEnding === null ? '—' : fmt.n(f.warrantyEnding),
            ...(f.warrantyEnding === null ? { note: M.noWarrantyData } : {}),
          },
          {
            label: 'Fleet value',
            value: fmt.money(f.value),
            ...(f.value === null
              ? { note: a.moneyVisible ? M.noPurchaseData : M.noMoneyForRole }
              : { note: `${fmt.n(f.valued)} assets with a cost, straight line` }),
          },
          {
            label: `Depreciation ${f.fiscalYear}`,
            value: fmt.money(f.depreciationThisYear),
            ...(f.depreciationThisYear === null
              ? { note: a.moneyVisible ? M.noPurchaseData : M.noMoneyForRole }
              : {}),
          },
        ],
      },
      {
        kind: 'bars',
        title: 'By category',
        rows: a.byCategory.map((r) => ({ label: r.label, value: r.count })),
      },
      { kind: 'bars', title: 'By status', rows: labelled(a.byStatus, ASSET_STATUS_LABELS) },
      {
        kind: 'bars',
        title: 'By age (since entering the inventory)',
        rows: a.byAge.map((r) => ({ label: r.key, value: r.count })),
      },
      {
        kind: 'table',
        title: 'Replacement forecast',
        columns: ['Year', 'Devices due'],
        rows: a.replacementForecast.map((r) => [String(r.year), r.count]),
      },
      {
        kind: 'table',
        title: 'Repair cost per model',
        columns: ['Model', 'Devices', 'Repairs', 'Parts cost'],
        rows: a.repairsByModel.map((r) => [r.model, r.devices, r.repairs, fmt.money(r.cost)]),
      },
      damageTable('Damage rate per site', 'Site', a.damageBySite),
      damageTable('Damage rate per grade', 'Grade', a.damageByGrade),
    ],
  };
}

/** The board's view of the fleet: value, depreciation, warranty, the costliest models and damage by site. */
function deviceMoney(a: AnalyticsAnswers['assets']): Block[] {
  const section = assets(a);
  const stats = section.blocks[0] as Extract<Block, { kind: 'stats' }>;
  const pick = (label: string) => stats.items.filter((i) => i.label.startsWith(label));
  return [
    { kind: 'stats', items: [...pick('Fleet value'), ...pick('Depreciation'), ...pick('Warranty ending')] },
    {
      kind: 'table',
      title: 'Repair cost per model (top 5)',
      columns: ['Model', 'Devices', 'Repairs', 'Parts cost'],
      rows: a.repairsByModel.slice(0, 5).map((r) => [r.model, r.devices, r.repairs, fmt.money(r.cost)]),
    },
    damageTable('Damage rate per site', 'Site', a.damageBySite),
  ];
}

function damageTable(title: string, what: string, rows: DamageRate[]): Block {
  return {
    kind: 'table',
    title,
    columns: [what, 'Student devices', 'Damage reports', 'Per 100 devices'],
    rows: rows.map((r) => [r.label, r.devices, r.damages, r.per100 === null ? '—' : r.per100.toFixed(1)]),
  };
}

function costs(a: AnalyticsAnswers['costs']): Section {
  const f = a.figures;
  const hidden = !a.costsVisible;
  const why = (v: number | null, reason: string) =>
    v === null ? { note: hidden ? M.noCostsForRole : reason } : {};
  return {
    title: ANALYTICS_TAB_LABELS.costs,
    blocks: [
      {
        kind: 'stats',
        items: [
          {
            label: 'Annual license spend',
            value: fmt.money(f.annualCost),
            ...why(f.annualCost, M.noLicenses),
          },
          { label: 'Licenses', value: fmt.n(f.licenses) },
          {
            label: 'Cost per student',
            value: fmt.money(f.costPerStudent),
            ...why(f.costPerStudent, f.annualCost === null ? M.noLicenses : M.noEnrollment),
          },
          {
            label: 'Unused-seat waste',
            value: fmt.money(f.unusedSeatCost),
            ...why(f.unusedSeatCost, M.noSeats),
          },
          { label: 'Unused seats', value: fmt.n(f.unusedSeats) },
          { label: 'Renewals in period', value: fmt.n(f.renewalsInRange) },
          {
            label: 'Renewal cost in period',
            value: fmt.money(f.renewalCostInRange),
            ...why(f.renewalCostInRange, M.noLicenses),
          },
          {
            label: 'Fleet value',
            value: fmt.money(f.assetValue),
            ...(f.assetValue === null ? { note: M.noAssetValue } : {}),
          },
        ],
      },
      ...(hidden
        ? []
        : ([
            {
              kind: 'bars',
              title: 'Spend by category',
              unit: 'money',
              rows: a.byCategory.map((r) => ({ label: r.key, value: r.cost })),
            },
            {
              kind: 'bars',
              title: 'Spend by vendor (top 10)',
              unit: 'money',
              rows: a.byVendor.slice(0, 10).map((r) => ({ label: r.key, value: r.cost })),
            },
            {
              kind: 'table',
              title: 'Spend by vendor',
              columns: ['Vendor', 'Licenses', 'Annual cost'],
              rows: a.byVendor.map((r) => [r.key, r.licenses, fmt.money(r.cost)]),
            },
          ] satisfies Block[])),
      {
        kind: 'table',
        title: 'Renewals ahead',
        columns: ['License', 'Vendor', 'Renewal', 'Cost'],
        rows: a.renewals.map((r) => [r.name, r.vendor, formatDay(r.renewalDate), fmt.money(r.cost)]),
      },
    ],
  };
}

function performance(a: AnalyticsAnswers['performance']): Section {
  const f = a.figures;
  const p = a.previous;
  return {
    title: ANALYTICS_TAB_LABELS.performance,
    blocks: [
      {
        kind: 'stats',
        items: [
          { label: 'Visits', value: fmt.n(f.visits), ...(f.visits === 0 ? { note: M.noVisits } : {}) },
          { label: 'Completed', value: fmt.n(f.completed) },
          {
            label: 'On time',
            value: fmt.pct(f.onTimePercent),
            ...(note(f.onTimePercent, p.onTimePercent, M.noCompletedVisits)
              ? { note: note(f.onTimePercent, p.onTimePercent, M.noCompletedVisits) }
              : {}),
          },
          {
            label: 'Average time on site',
            value: fmt.minutes(f.avgMinutesOnSite),
            ...(f.avgMinutesOnSite === null ? { note: M.noCompletedVisits } : {}),
          },
          { label: 'SPARK answers', value: fmt.n(f.sparkyAnswers) },
          {
            label: 'Answered without a ticket',
            value: fmt.pct(f.deflectionPercent),
            ...(f.deflectionPercent === null ? { note: M.noSparky } : {}),
          },
          ...selfService(a).items,
        ],
      },
      {
        kind: 'bars',
        title: 'Visits per technician',
        rows: a.byTechnician.map((t) => ({ label: t.name, value: t.visits })),
      },
      {
        kind: 'table',
        title: 'Technicians',
        columns: ['Technician', 'Visits', 'Completed', 'On time'],
        rows: a.byTechnician.map((t) => [t.name, t.visits, t.completed, fmt.pct(t.onTimePercent)]),
      },
    ],
  };
}

/** The help portal's figures: questions SPARK solved ("That solved it"), and tickets opened after SPARK. */
function selfService(a: AnalyticsAnswers['performance']): Extract<Block, { kind: 'stats' }> {
  const f = a.figures;
  const p = a.previous;
  return {
    kind: 'stats',
    items: [
      {
        label: 'Solved by SPARK',
        value: fmt.n(f.deflections),
        note: note(f.deflections, p.deflections, '') ?? M.selfServiceHint,
      },
      {
        label: 'Tickets after SPARK',
        value: fmt.n(f.ticketsAfterSparky),
        note: note(f.ticketsAfterSparky, p.ticketsAfterSparky, '') ?? M.selfServiceHint,
      },
    ],
  };
}

/** The section of one tab. */
export function tabSection<T extends AnalyticsTab>(tab: T, answer: AnalyticsAnswers[T]): Section {
  const build = { overview, tickets, assets, costs, performance } as {
    [K in AnalyticsTab]: (a: AnalyticsAnswers[K]) => Section;
  };
  return build[tab](answer);
}

const plural = (n: number, what: string) => `${fmt.n(n)} ${what}${n === 1 ? '' : 's'}`;

/** The risks an Executive Summary names, from the figures (empty when nothing stands out). */
function risks(a: AnalyticsAnswers): string[] {
  const out: string[] = [];
  for (const s of a.tickets.slaBy.priority)
    if (s.metPercent !== null && s.metPercent < 90)
      out.push(
        `${s.label} tickets met their SLA ${s.metPercent}% of the time (${s.measured} resolved on the clock).`,
      );
  const grew =
    a.tickets.series.length > 1 ? a.tickets.series.at(-1)!.backlog - a.tickets.series[0]!.backlog : 0;
  if (grew > 0) out.push(`The backlog grew by ${fmt.n(grew)} tickets over the period.`);
  if (a.assets.figures.dueForReplacement > 0)
    out.push(`${plural(a.assets.figures.dueForReplacement, 'student device')} due for replacement.`);
  const warranty = a.assets.figures.warrantyEnding;
  if (warranty)
    out.push(
      `${plural(warranty, 'device')} ${warranty === 1 ? 'leaves' : 'leave'} warranty in the next 90 days.`,
    );
  if (a.costs.figures.unusedSeatCost)
    out.push(`Unused license seats cost ${fmt.money(a.costs.figures.unusedSeatCost)} a year.`);
  if (a.costs.figures.renewalsInRange > 0)
    out.push(
      `${plural(a.costs.figures.renewalsInRange, 'license renewal')} ${a.costs.figures.renewalsInRange === 1 ? 'falls' : 'fall'} in the period (${fmt.money(a.costs.figures.renewalCostInRange)}).`,
    );
  return out;
}

/** The sections of a custom report. */
export function reportSections(kind: ReportKind, a: AnalyticsAnswers): Section[] {
  if (kind === 'executive-summary') {
    const found = risks(a);
    const headline = overview(a.overview);
    return [
      { title: 'Headline figures', blocks: headline.blocks },
      {
        title: 'Risks',
        blocks: [{ kind: 'text', lines: found.length ? found : ['No risks stand out in this period.'] }],
      },
      { title: 'Help portal and SPARK', blocks: [selfService(a.performance)] },
      { title: 'Devices: value, warranty and repairs', blocks: deviceMoney(a.assets) },
      {
        title: 'Spend',
        blocks: [
          costs(a.costs).blocks[0]!,
          ...(a.costs.costsVisible
            ? [
                {
                  kind: 'bars',
                  title: 'Spend by category',
                  unit: 'money',
                  rows: a.costs.byCategory.slice(0, 6).map((r) => ({ label: r.key, value: r.cost })),
                } satisfies Block,
              ]
            : []),
        ],
      },
    ];
  }
  if (kind === 'technical-details') return [tickets(a.tickets), assets(a.assets), performance(a.performance)];
  return [costs(a.costs)];
}
