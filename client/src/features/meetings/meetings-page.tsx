import { type Meeting, meetingStats, meetingStatus } from '@domain/meetings';
import {
  CalendarCheck2,
  CalendarClock,
  CalendarDays,
  CalendarPlus,
  CalendarSync,
  History,
} from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkingDistrict } from '@/lib/working-district';
import { ConfirmDialog } from '@/ui/alert-dialog';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ChooseDistrictCard } from '@/ui/choose-district-card';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { StatCard } from '@/ui/stat-card';
import { CalendarSyncDialog } from './calendar-sync-dialog';
import { exampleMeetings } from './example-meetings';
import { MeetingCard } from './meeting-card';
import { MeetingFormDialog } from './meeting-form-dialog';
import { useDeleteMeeting } from './use-delete-meeting';
import { useMeetings } from './use-meetings';
import { useMeetingsLive } from './use-meetings-live';
import { useNow } from './use-now';

const PAST_SHOWN = 6;
type Editing = { mode: 'add' } | { mode: 'edit'; meeting: Meeting } | null;

/** /meetings — Meetings with calendar sync (see docs/product.md#meetings). */
export function MeetingsPage() {
  const scope = useWorkingDistrict();
  const { t } = useTranslation('meetings');
  const { districtId } = scope;
  const meetings = useMeetings(districtId);
  useMeetingsLive(districtId);
  const now = useNow();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Meeting | null>(null);
  const [syncOpen, setSyncOpen] = useState(false);
  const [showAllPast, setShowAllPast] = useState(false);
  const remove = useDeleteMeeting(districtId ?? '');

  const list = meetings.data ?? [];
  const stats = meetingStats(list, now);
  const { upcoming, past } = useMemo(() => {
    const upcoming: Meeting[] = [];
    const past: Meeting[] = [];
    for (const m of meetings.data ?? [])
      (meetingStatus(m.startDate, m.endDate, now) === 'completed' ? past : upcoming).push(m);
    return { upcoming, past: past.reverse() };
  }, [meetings.data, now]);

  const scheduleButton = scope.canEdit && districtId && (
    <Button onClick={() => setEditing({ mode: 'add' })}>
      <CalendarPlus />
      {t('page.schedule')}
    </Button>
  );
  const cardProps = (m: Meeting) => ({
    meeting: m,
    now,
    canEdit: scope.canEdit,
    onEdit: () => setEditing({ mode: 'edit', meeting: m }),
    onDelete: () => setDeleting(m),
  });

  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <>
            {districtId && (
              <Button variant="secondary" onClick={() => setSyncOpen(true)}>
                <CalendarSync />
                {t('page.sync')}
              </Button>
            )}
            {scheduleButton}
          </>
        }
      />

      {!districtId ? (
        <ChooseDistrictCard what={t('page.what')} />
      ) : meetings.isError ? (
        <LoadError title={t('page.failed')} query={meetings} />
      ) : (
        <div className="flex flex-col gap-8">
          <section aria-label={t('page.stats')} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <StatCard
              title={t('page.total')}
              value={meetings.isPending ? '–' : stats.total}
              icon={CalendarDays}
            />
            <StatCard
              title={t('page.upcoming')}
              value={meetings.isPending ? '–' : stats.upcoming}
              icon={CalendarClock}
              iconColor="blue"
            />
            <StatCard
              title={t('page.thisWeek')}
              value={meetings.isPending ? '–' : stats.thisWeek}
              icon={CalendarPlus}
              iconColor="purple"
            />
            <StatCard
              title={t('page.completed')}
              value={meetings.isPending ? '–' : stats.completed}
              icon={CalendarCheck2}
              iconColor="green"
            />
          </section>

          {meetings.isPending ? (
            <LoadingCards />
          ) : list.length === 0 ? (
            <section aria-labelledby="upcoming-heading" className="flex flex-col gap-4">
              <h2 id="upcoming-heading" className="text-base font-semibold tracking-tight text-fg">
                {t('page.upcomingTitle')}
              </h2>
              <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
                <Card className="lg:row-span-1">
                  <EmptyState
                    icon={CalendarDays}
                    title={t('page.noneTitle')}
                    description={t('page.noneDescription')}
                    action={scheduleButton}
                  />
                </Card>
                {exampleMeetings(districtId, now).map((m) => (
                  <MeetingCard key={m.id} meeting={m} now={now} example />
                ))}
              </div>
            </section>
          ) : (
            <>
              <section aria-labelledby="upcoming-heading" className="flex flex-col gap-4">
                <h2 id="upcoming-heading" className="text-base font-semibold tracking-tight text-fg">
                  {t('page.upcomingTitle')}
                </h2>
                {upcoming.length === 0 ? (
                  <Card>
                    <EmptyState
                      icon={CalendarClock}
                      title={t('page.nothingTitle')}
                      description={t('page.nothingDescription')}
                      action={scheduleButton}
                    />
                  </Card>
                ) : (
                  <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
                    {upcoming.map((m) => (
                      <li key={m.id} className="flex">
                        <MeetingCard {...cardProps(m)} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              {past.length > 0 && (
                <section aria-labelledby="past-heading" className="flex flex-col gap-4">
                  <h2
                    id="past-heading"
                    className="flex items-center gap-2 text-base font-semibold tracking-tight text-fg"
                  >
                    <History aria-hidden className="size-4 text-subtle-fg" />
                    {t('page.pastTitle')}
                  </h2>
                  <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
                    {(showAllPast ? past : past.slice(0, PAST_SHOWN)).map((m) => (
                      <li key={m.id} className="flex">
                        <MeetingCard {...cardProps(m)} />
                      </li>
                    ))}
                  </ul>
                  {past.length > PAST_SHOWN && (
                    <Button
                      variant="secondary"
                      className="self-start"
                      onClick={() => setShowAllPast((v) => !v)}
                    >
                      {showAllPast ? t('page.showFewer') : t('page.showAll', { count: past.length })}
                    </Button>
                  )}
                </section>
              )}
            </>
          )}
        </div>
      )}

      {districtId && (
        <>
          <MeetingFormDialog
            districtId={districtId}
            meeting={editing?.mode === 'edit' ? editing.meeting : undefined}
            open={editing !== null}
            onOpenChange={(open) => !open && setEditing(null)}
          />
          <CalendarSyncDialog
            districtId={districtId}
            districtName={scope.districtName ?? t('page.district')}
            canEdit={scope.canEdit}
            open={syncOpen}
            onOpenChange={setSyncOpen}
          />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('delete.title')}
        description={t('delete.description', { title: deleting?.title ?? '' })}
        confirmLabel={t('delete.confirm')}
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}

function LoadingCards() {
  const { t } = useTranslation('meetings');
  return (
    <div
      className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
      role="status"
      aria-label={t('page.loading')}
    >
      {[0, 1, 2].map((i) => (
        <Card key={i} className="flex flex-col gap-3 p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-16 w-full" />
        </Card>
      ))}
    </div>
  );
}
