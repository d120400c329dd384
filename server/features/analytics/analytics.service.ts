import type pg from 'pg';
import type {
  AnalyticsAnswers,
  AnalyticsQuery,
  AnalyticsScope,
  AnalyticsTab,
  OverviewAnswer,
} from '../../../domain/analytics.ts';
import { analyticsApi } from '../../../domain/api/analytics.ts';
import { clears } from '../../../domain/api/endpoint.ts';
import { canSeeAssetMoney } from '../../../domain/asset-money.ts';
import { canSeeLicenseCosts } from '../../../domain/licenses.ts';
import type { Role } from '../../../domain/roles.ts';
import type { Identity } from '../../auth/identity.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { resolveScope } from './analytics-scope.ts';
import { createAnswerMemo } from './answer-memo.ts';
import { assetsAnswer, fleetMoney } from './asset-figures.ts';
import { costsAnswer } from './cost-figures.ts';
import { performanceAnswer, visitsOnTime } from './performance-figures.ts';
import { ticketsAnswer } from './ticket-figures.ts';

export interface AnalyticsServiceDeps {
  pool: pg.Pool;
  bus: EventBus;
}

/** How long an answer is reused when no change event arrives (figures of a period move slowly). */
const ANSWER_MS = 60_000;

/** Whom the figures are for: their role decides whether money shows. */
export interface Viewer {
  role: Role;
}

/** What an answer depends on: the tab, whether money shows, the days and the districts. */
function keyOf(tab: AnalyticsTab, scope: AnalyticsScope, viewer: Viewer): string {
  const costsVisible = canSeeLicenseCosts(viewer.role);
  return [
    tab,
    costsVisible,
    canSeeAssetMoney(viewer.role),
    scope.range.from,
    scope.range.to,
    scope.range.timeZone,
    scope.label,
    ...scope.districtIds,
  ].join('|');
}

/**
 * Analytics & Reports (see docs/product.md#analytics): the figures of a scope (one district or a
 * roll-up) over a range, computed in SQL by the *-figures.ts files, one definition each.
 */
export function createAnalyticsService({ pool, bus }: AnalyticsServiceDeps) {
  const memo = createAnswerMemo(ANSWER_MS);
  // Kept answers go on the events that clear the tabs' declared cache, from this server or another.
  const stopWatching = bus.watch((e) => {
    if (clears(analyticsApi.tab.cache, e.type)) memo.clear();
  });
  async function overview(scope: AnalyticsScope, costsVisible: boolean): Promise<OverviewAnswer> {
    const [tickets, assets, costs, onTime, onTimeBefore] = await Promise.all([
      ticketsAnswer(pool, scope),
      assetsAnswer(pool, scope, false),
      costsAnswer(pool, scope, costsVisible),
      visitsOnTime(pool, scope.districtIds, scope.range),
      visitsOnTime(pool, scope.districtIds, scope.previousRange),
    ]);
    const t = tickets.figures;
    const p = tickets.previous;
    return {
      scope,
      tickets: { created: t.created, resolved: t.resolved, open: t.open, reopened: t.reopened },
      slaMetPercent: t.slaMetPercent,
      resolutionMedianHours: t.resolution.medianHours,
      assets: { total: assets.figures.total, devicesPerStudent: assets.figures.devicesPerStudent },
      licenses: { annualCost: costs.figures.annualCost, unusedSeatCost: costs.figures.unusedSeatCost },
      visits: { onTimePercent: onTime },
      previous: {
        tickets: { created: p.created, resolved: p.resolved },
        slaMetPercent: p.slaMetPercent,
        resolutionMedianHours: p.resolution.medianHours,
        visits: { onTimePercent: onTimeBefore },
      },
      series: tickets.series,
    };
  }

  async function tab<T extends AnalyticsTab>(
    which: T,
    scope: AnalyticsScope,
    viewer: Viewer,
  ): Promise<AnalyticsAnswers[T]> {
    const costsVisible = canSeeLicenseCosts(viewer.role);
    const moneyVisible = canSeeAssetMoney(viewer.role);
    const answers: { [K in AnalyticsTab]: () => Promise<AnalyticsAnswers[K]> } = {
      overview: () => overview(scope, costsVisible),
      tickets: () => ticketsAnswer(pool, scope),
      assets: () => assetsAnswer(pool, scope, moneyVisible),
      costs: async () => {
        const [costs, fleet] = await Promise.all([
          costsAnswer(pool, scope, costsVisible),
          moneyVisible ? fleetMoney(pool, scope) : null,
        ]);
        return { ...costs, figures: { ...costs.figures, assetValue: fleet?.value ?? null } };
      },
      performance: () => performanceAnswer(pool, scope),
    };
    return memo.get(keyOf(which, scope, viewer), answers[which]) as Promise<AnalyticsAnswers[T]>;
  }

  return {
    close: stopWatching,
    /** The districts and days of a question (404 for a district the caller may not see). */
    scope: (identity: Identity, q: AnalyticsQuery) => resolveScope(pool, identity, q),
    tab,
    /** Every tab of a scope (the Excel export, the reports). */
    async all(scope: AnalyticsScope, viewer: Viewer): Promise<AnalyticsAnswers> {
      const [overviewA, tickets, assets, costs, performance] = await Promise.all([
        tab('overview', scope, viewer),
        tab('tickets', scope, viewer),
        tab('assets', scope, viewer),
        tab('costs', scope, viewer),
        tab('performance', scope, viewer),
      ]);
      return { overview: overviewA, tickets, assets, costs, performance };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
