import {
  ANALYTICS_TAB_LABELS,
  ANALYTICS_TABS,
  type AnalyticsAnswers,
  type AnalyticsTab,
  ANALYTICS_MESSAGES as M,
} from '@domain/analytics';
import { useTranslation } from 'react-i18next';
import { useAccess, useCurrentUser } from '@/features/auth';
import { SatisfactionResults } from '@/features/csat';
import { useWorkingDistrict } from '@/lib/working-district';
import { AreaLocked } from '@/ui/area-locked';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { LoadingState } from '@/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { AnalyticsActions } from './analytics-actions';
import { AnalyticsFilters } from './analytics-filters';
import { type AnalyticsQueryInput, analyticsQuery, useAnalyticsView } from './analytics-params';
import { AssetsTab } from './assets-tab';
import { CostsTab } from './costs-tab';
import { OverviewTab } from './overview-tab';
import { PerformanceTab } from './performance-tab';
import { TicketsTab } from './tickets-tab';
import { useAnalytics } from './use-analytics';

const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * /analytics (see docs/product.md#analytics): one district's figures, or a provider admin's roll-up
 * of every district or a tier, over a range; filters live in the URL so a view can be shared.
 */
export function AnalyticsPage() {
  const user = useCurrentUser();
  const access = useAccess('analytics');
  const administers = useAccess('analytics', 'admin').ok;
  const { districtId, providerWide } = useWorkingDistrict();
  const { view, update } = useAnalyticsView();
  const query = analyticsQuery(view, districtId);
  const { t } = useTranslation('analytics');
  const title = t('page.title');
  const description = t('page.description');

  if (!access.ok)
    return (
      <>
        <PageHeader title={title} description={description} />
        <AreaLocked what={t('page.locked')} plural verdict={access} serviceLevel={user.serviceLevel} />
      </>
    );
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <AnalyticsActions
            tab={view.tab}
            query={query}
            subscribeFor={
              administers && (districtId || !providerWide) ? (providerWide ? districtId : null) : undefined
            }
          />
        }
      />
      <div className="mb-4">
        <AnalyticsFilters view={view} update={update} rollup={providerWide && !districtId} />
      </div>
      <Tabs value={view.tab} onValueChange={(tab) => update({ tab })}>
        <div className="overflow-x-auto">
          <TabsList aria-label={t('page.tabs')}>
            {ANALYTICS_TABS.map((tab) => (
              <TabsTrigger key={tab} value={tab}>
                {ANALYTICS_TAB_LABELS[tab]}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {ANALYTICS_TABS.map((tab) => (
          <TabsContent key={tab} value={tab}>
            {tab === view.tab && <TabBody tab={tab} query={query} />}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

function TabBody<T extends AnalyticsTab>({ tab, query }: { tab: T; query: AnalyticsQueryInput }) {
  const answer = useAnalytics(tab, query);
  const { t } = useTranslation('analytics');
  if (answer.isPending) return <LoadingState message={t('page.loading')} />;
  if (answer.isError) return <LoadError title={M.loadError} query={answer} />;
  const data = answer.data as AnalyticsAnswers[AnalyticsTab];
  const { scope } = data;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-fg">
        <span className="font-medium text-fg">{scope.label}</span> · {day(scope.range.from)} –{' '}
        {day(scope.range.to)}
        <span className="text-subtle-fg">
          {' '}
          {t('page.compared', { from: day(scope.previousRange.from), to: day(scope.previousRange.to) })}
        </span>
      </p>
      {tab === 'overview' && <OverviewTab data={data as AnalyticsAnswers['overview']} />}
      {tab === 'tickets' && <TicketsTab data={data as AnalyticsAnswers['tickets']} />}
      {tab === 'assets' && <AssetsTab data={data as AnalyticsAnswers['assets']} />}
      {tab === 'costs' && <CostsTab data={data as AnalyticsAnswers['costs']} />}
      {tab === 'performance' && <PerformanceTab data={data as AnalyticsAnswers['performance']} />}
      {tab === 'performance' && <SatisfactionResults query={query} />}
    </div>
  );
}
