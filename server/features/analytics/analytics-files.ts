import type pg from 'pg';
import {
  ANALYTICS_TAB_LABELS,
  ANALYTICS_TABS,
  type AnalyticsScope,
  type AnalyticsTab,
  type DateRange,
  REPORT_TITLES,
  type ReportKind,
} from '../../../domain/analytics.ts';
import { formatDay, timeZoneName } from '../../../domain/dates.ts';
import type { FleetAue } from '../../../domain/fleet.ts';
import { csatResults, csatSection } from '../csat/index.ts';
import { fleetSection } from '../people/index.ts';
import type { AnalyticsService, Viewer } from './analytics.service.ts';
import { reportSections, tabSection } from './report-model.ts';
import { type PdfHeader, renderPdf } from './report-pdf.ts';
import { renderXlsx } from './report-xlsx.ts';
import { zoneOf } from './sql.ts';
import { ticketRows } from './ticket-figures.ts';

/** The raw ticket rows an Excel export carries at most (the period's first tickets). */
export const RAW_TICKET_ROWS = 10_000;

const spelled = (r: DateRange) => `${formatDay(r.from)} – ${formatDay(r.to)}`;

function headerOf(title: string, scope: AnalyticsScope, filters: string): PdfHeader {
  return {
    title,
    scope: scope.label,
    range: `${spelled(scope.range)} (compared with ${spelled(scope.previousRange)})`,
    filters: `${filters} · ${scope.kind === 'district' ? 'One district' : `Roll-up of ${scope.districtIds.length} districts`} · Times in ${zoneOf(scope.range) === 'UTC' ? 'UTC' : timeZoneName(zoneOf(scope.range))}`,
  };
}

/** The files of Analytics & Reports: a tab as PDF, every tab as Excel, and the custom reports. */
export function createAnalyticsFiles({
  pool,
  service,
  fleet,
}: {
  pool: pg.Pool;
  service: AnalyticsService;
  /** The AUE cliff of the scope's districts (the Executive Summary's fleet section). */
  fleet: { summaryOf(districtIds: string[] | null, perDistrict?: boolean): Promise<FleetAue> };
}) {
  return {
    async tabPdf(tab: AnalyticsTab, scope: AnalyticsScope, viewer: Viewer): Promise<Buffer> {
      const answer = await service.tab(tab, scope, viewer);
      const header = headerOf(
        `Analytics – ${ANALYTICS_TAB_LABELS[tab]}`,
        scope,
        `Tab: ${ANALYTICS_TAB_LABELS[tab]}`,
      );
      return renderPdf(header, [tabSection(tab, answer)]);
    },

    async workbook(tab: AnalyticsTab, scope: AnalyticsScope, viewer: Viewer): Promise<Buffer> {
      const [answers, tickets] = await Promise.all([
        service.all(scope, viewer),
        ticketRows(pool, scope.districtIds, scope.range, RAW_TICKET_ROWS),
      ]);
      const header = headerOf('Analytics', scope, `Opened on: ${ANALYTICS_TAB_LABELS[tab]}`);
      const sections = ANALYTICS_TABS.map((t) => tabSection(t, answers[t]));
      return renderXlsx(header, sections, [
        {
          name: 'Tickets (rows)',
          columns: ['Ticket', 'Title', 'Priority', 'Status', 'Category', 'Created', 'Resolved'],
          rows: tickets,
          note:
            tickets.length === RAW_TICKET_ROWS
              ? `The first ${RAW_TICKET_ROWS.toLocaleString('en-US')} tickets created in the period`
              : undefined,
        },
      ]);
    },

    async report(kind: ReportKind, scope: AnalyticsScope, viewer: Viewer): Promise<Buffer> {
      const answers = await service.all(scope, viewer);
      const sections = reportSections(kind, answers);
      if (kind === 'executive-summary') {
        sections.push(csatSection(await csatResults(pool, scope)));
        // A roll-up shows each district and the total; one district, its own cliff.
        sections.push(fleetSection(await fleet.summaryOf(scope.districtIds, scope.kind === 'rollup')));
      }
      return renderPdf(headerOf(REPORT_TITLES[kind], scope, `Report: ${REPORT_TITLES[kind]}`), sections);
    },
  };
}
