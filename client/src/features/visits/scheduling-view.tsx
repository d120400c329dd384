import { ACTIVE_VISIT_STATUSES, type ListVisitsQuery, type Visit, type VisitStatus } from '@domain/visits';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, ChevronDown, FileText, Link2, Plus, RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess, useCurrentUser } from '@/features/auth';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/ui/dropdown-menu';
import { FilterBar } from '@/ui/filter-bar';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { LoadingState } from '@/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { ActiveVisits } from './active-visits';
import { MyVisits } from './my-visits';
import { ScheduleVisitDialog } from './schedule-visit-dialog';
import { SCHEDULING_DESCRIPTION, SCHEDULING_TITLE, SchedulingBreadcrumb } from './scheduling-header';
import { useCopyVisitFeed } from './use-copy-feed';
import { useExportVisits } from './use-export-visits';
import { useRoster } from './use-roster';
import { useVisitStep } from './use-visit-mutations';
import { useVisitSites } from './use-visit-options';
import { useVisits } from './use-visits';
import { useVisitsLive } from './use-visits-live';
import { VisitCalendar } from './visit-calendar';
import { useVisitFilter, visitFilterControls } from './visit-filters';
import { visitKeys } from './visit-keys';
import { VisitList } from './visit-list';
import { type PendingStep, VisitStepDialog } from './visit-step-dialog';
import { VisitSummaryCards } from './visit-summary-cards';
import { sameDay, visitCounts, weekOf, windowOf } from './visit-windows';

/** Steps that ask for words first. */
const NEEDS_DETAILS: readonly VisitStatus[] = ['delayed', 'cancelled', 'completed'];

/**
 * Technician Scheduling of one district (see docs/product.md#scheduling): the cards, filters, List,
 * Calendar and Active Visits; a technician also gets My visits, their day on the phone.
 */
export function SchedulingView({ districtId }: { districtId: string }) {
  const user = useCurrentUser();
  const { t } = useTranslation('visits');
  const canSchedule = useAccess('visits', 'admin').ok;
  const canWrite = useAccess('visits', 'write').ok;
  const isTechnician = user.role === 'technician';
  const queryClient = useQueryClient();
  useVisitsLive(districtId);

  const filter = useVisitFilter();
  const filters = filter.value;
  const [tab, setTab] = useState(isTechnician ? 'mine' : 'list');
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const [pending, setPending] = useState<PendingStep | null>(null);
  const step = useVisitStep();
  const exporter = useExportVisits(districtId);
  const feed = useCopyVisitFeed(districtId);

  const listQuery = useMemo<ListVisitsQuery>(
    () => ({
      ...windowOf(filters.date),
      status: filters.status === 'all' ? undefined : filters.status,
      siteId: filters.siteId || undefined,
    }),
    [filters.date, filters.status, filters.siteId],
  );
  const weekQuery = useMemo(() => {
    const w = weekOf(new Date());
    return { from: w.from.toISOString(), to: w.to.toISOString() };
  }, []);
  const list = useVisits(districtId, listQuery);
  const week = useVisits(districtId, weekQuery);
  const calendar = useVisits(tab === 'calendar' && range ? districtId : null, {
    ...range,
    status: listQuery.status,
    siteId: listQuery.siteId,
  });
  const roster = useRoster(districtId);
  const sites = useVisitSites(districtId);

  const weekVisits = week.data ?? [];
  const counts = week.data ? visitCounts(weekVisits) : undefined;
  const active = weekVisits.filter((v) => ACTIVE_VISIT_STATUSES.includes(v.status));
  const now = new Date();
  const mine = weekVisits.filter(
    (v) => v.technicianId === user.id && sameDay(new Date(v.scheduledStart), now) && v.status !== 'cancelled',
  );

  const canStep = (v: Visit) => canSchedule || (canWrite && v.technicianId === user.id);
  const onStep = (visit: Visit, to: VisitStatus) => {
    if (NEEDS_DETAILS.includes(to)) setPending({ visit, to });
    else step.mutate({ id: visit.id, step: { status: to } });
  };

  const filtered = filters.status !== 'all' || filters.siteId !== '';
  const scheduleButton = canSchedule && (
    <Button onClick={() => setScheduling(true)}>
      <Plus /> {t('view.schedule')}
    </Button>
  );

  return (
    <>
      <PageHeader
        eyebrow={<SchedulingBreadcrumb />}
        title={SCHEDULING_TITLE}
        description={SCHEDULING_DESCRIPTION}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => void queryClient.invalidateQueries({ queryKey: visitKeys.district(districtId) })}
            >
              <RefreshCw /> {t('view.refresh')}
            </Button>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="secondary" loading={exporter.isPending}>
                  {t('view.export')} <ChevronDown />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={() => exporter.mutate({ query: listQuery, format: 'ics' })}>
                  <CalendarPlus /> {t('view.ics')}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => exporter.mutate({ query: listQuery, format: 'csv' })}>
                  <FileText /> {t('view.csv')}
                </DropdownMenuItem>
                {isTechnician && (
                  <DropdownMenuItem onSelect={() => feed.mutate()}>
                    <Link2 /> {t('view.feed')}
                  </DropdownMenuItem>
                )}
              </DropdownMenuContent>
            </DropdownMenu>
            {scheduleButton}
          </>
        }
      />

      <div className="flex flex-col gap-4">
        <VisitSummaryCards counts={counts} />
        <Tabs value={tab} onValueChange={setTab}>
          <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
            <TabsList aria-label={t('view.tabs')} className="w-full overflow-x-auto sm:w-auto">
              {isTechnician && <TabsTrigger value="mine">{t('view.mine')}</TabsTrigger>}
              <TabsTrigger value="list">{t('view.list')}</TabsTrigger>
              <TabsTrigger value="calendar">{t('view.calendar')}</TabsTrigger>
              <TabsTrigger value="active">
                {t('view.active')}
                {active.length > 0 && (
                  <span className="rounded-full bg-tone-purple-bg px-1.5 text-xs text-tone-purple-fg tabular-nums">
                    {active.length}
                  </span>
                )}
              </TabsTrigger>
            </TabsList>
            {(tab === 'list' || tab === 'calendar') && (
              <FilterBar
                filter={filter}
                controls={visitFilterControls(sites.data ?? [], tab === 'list')}
                className="mb-0"
              />
            )}
          </div>
          {isTechnician && (
            <TabsContent value="mine">
              {week.isPending ? (
                <Card>
                  <LoadingState message={t('view.loadingMine')} />
                </Card>
              ) : week.isError ? (
                <LoadError title={t('view.mineFailed')} query={week} />
              ) : (
                <MyVisits visits={mine} onStep={onStep} />
              )}
            </TabsContent>
          )}
          <TabsContent value="list">
            <VisitList
              query={list}
              canStep={canStep}
              onStep={onStep}
              filtered={filtered}
              scheduleButton={scheduleButton}
            />
          </TabsContent>
          <TabsContent value="calendar">
            {calendar.isError ? (
              <LoadError title={t('view.failed')} query={calendar} />
            ) : (
              <VisitCalendar
                visits={calendar.data ?? []}
                roster={roster.data}
                canReschedule={canSchedule}
                onRange={setRange}
              />
            )}
          </TabsContent>
          <TabsContent value="active">
            {week.isError ? (
              <LoadError title={t('view.failed')} query={week} />
            ) : (
              <ActiveVisits visits={active} />
            )}
          </TabsContent>
        </Tabs>
      </div>

      <ScheduleVisitDialog districtId={districtId} open={scheduling} onOpenChange={setScheduling} />
      <VisitStepDialog pending={pending} onClose={() => setPending(null)} />
    </>
  );
}
