import { CALENDAR_MESSAGES, CLOSED_TODAY_NAME, type DistrictCalendar, hoursInWords } from '@domain/calendar';
import { formatDay } from '@domain/dates';
import { type ClosedDay, WEEKDAY_LABELS, WEEKDAYS, weekdayOfDate } from '@domain/working-time';
import { CalendarOff, CalendarPlus, Clock, FileUp, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/features/auth';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { type DataColumn, DataList } from '@/ui/data-list';
import { LoadError } from '@/ui/load-error';
import { LoadingState } from '@/ui/spinner';
import { Switch } from '@/ui/switch';
import { CalendarImportDialog } from './calendar-import-dialog';
import { ClosedDayDialog } from './closed-day-dialog';
import { useCalendar, useCalendarLive } from './use-calendar';
import { useSaveCalendar } from './use-save-calendar';
import { WorkingHoursDialog } from './working-hours-dialog';

/** "Thu, Nov 26, 2026". */
const dayInWords = (date: string) => `${WEEKDAY_LABELS[weekdayOfDate(date)].slice(0, 3)}, ${formatDay(date)}`;

/**
 * The district's working calendar (see docs/product.md#working-calendar): when the SLA clock runs.
 * Its weekly hours, "Closed today" for a snow day, and the closed days (added, removed, imported).
 */
export function WorkingCalendarCard({ districtId }: { districtId: string }) {
  const { t } = useTranslation('settings');
  const calendar = useCalendar(districtId);
  useCalendarLive(districtId);
  return (
    <Card className="overflow-hidden" role="region" aria-labelledby="working-calendar-title">
      <CardHeader className="flex flex-col gap-1">
        <CardTitle id="working-calendar-title">{t('calendar.title')}</CardTitle>
        <CardDescription>{t('calendar.description')}</CardDescription>
      </CardHeader>
      {calendar.isPending ? (
        <LoadingState message={t('calendar.loading')} />
      ) : calendar.isError ? (
        <LoadError bare title={CALENDAR_MESSAGES.loadFailed} query={calendar} />
      ) : (
        <CalendarBody calendar={calendar.data} query={calendar} />
      )}
    </Card>
  );
}

/** The read behind the closed days list (its states and Try again). */
type ListQuery = { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };

function CalendarBody({ calendar, query }: { calendar: DistrictCalendar; query: ListQuery }) {
  const canAdmin = useAccess('calendar', 'admin').ok;
  const [dialog, setDialog] = useState<'hours' | 'day' | 'import' | null>(null);
  const close = (open: boolean) => !open && setDialog(null);
  return (
    <CardContent className="flex flex-col gap-6">
      <ClosedTodaySwitch calendar={calendar} canAdmin={canAdmin} />
      <WeeklyHours calendar={calendar} onEdit={canAdmin ? () => setDialog('hours') : undefined} />
      <ClosedDays
        calendar={calendar}
        query={query}
        canAdmin={canAdmin}
        onAdd={() => setDialog('day')}
        onImport={() => setDialog('import')}
      />
      <WorkingHoursDialog calendar={calendar} open={dialog === 'hours'} onOpenChange={close} />
      <ClosedDayDialog calendar={calendar} open={dialog === 'day'} onOpenChange={close} />
      <CalendarImportDialog
        districtId={calendar.districtId}
        open={dialog === 'import'}
        onOpenChange={close}
      />
    </CardContent>
  );
}

/** A district administrator's morning switch: today is (not) a working day. */
function ClosedTodaySwitch({ calendar, canAdmin }: { calendar: DistrictCalendar; canAdmin: boolean }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const save = useSaveCalendar(calendar.districtId, (answer) =>
    answer.closedToday ? CALENDAR_MESSAGES.closedNow : CALENDAR_MESSAGES.openNow,
  );
  /** What the switch was flipped to, shown until the server answers. */
  const [asked, setAsked] = useState<boolean | null>(null);
  const today = dayInWords(calendar.today);
  return (
    <div className="flex items-center gap-4 rounded-lg border border-border bg-surface-muted px-4 py-3">
      <CalendarOff aria-hidden className="size-5 shrink-0 text-subtle-fg" />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {t('calendar.closedToday')}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted-fg">
          {calendar.closedToday
            ? t('calendar.closedTodayOn', { day: today })
            : t('calendar.closedTodayOff', { day: today })}
        </p>
      </div>
      {canAdmin ? (
        <Switch
          id={id}
          checked={asked ?? calendar.closedToday}
          aria-describedby={`${id}-hint`}
          // Never disabled while saving: that would take the keyboard's focus away.
          onChange={(e) => {
            if (save.isPending) return;
            const closed = e.target.checked;
            setAsked(closed);
            save.mutate({ closedToday: closed }, { onSettled: () => setAsked(null) });
          }}
        />
      ) : (
        <Badge id={id} tone={calendar.closedToday ? 'red' : 'green'} dot>
          {calendar.closedToday ? t('calendar.closed') : t('calendar.open')}
        </Badge>
      )}
    </div>
  );
}

function WeeklyHours({ calendar, onEdit }: { calendar: DistrictCalendar; onEdit?: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <section aria-labelledby="weekly-hours-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id="weekly-hours-title" className="flex items-center gap-2 text-sm font-semibold text-fg">
            <Clock aria-hidden className="size-4 text-subtle-fg" />
            {t('calendar.workingHours')}
          </h3>
          <p className="text-xs text-muted-fg">
            {t('calendar.onClock', { timezone: calendar.timezone })}
            {calendar.timezoneFromProfile ? t('calendar.fromProfile') : ''}.
            {calendar.fromSchoolDay ? t('calendar.fromSchoolDay') : ''}
          </p>
        </div>
        {onEdit && (
          <Button variant="secondary" size="sm" onClick={onEdit}>
            {t('calendar.editHours')}
          </Button>
        )}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        {WEEKDAYS.map((day) => (
          <div key={day} className="contents">
            <dt className="text-muted-fg">{WEEKDAY_LABELS[day]}</dt>
            <dd className={calendar.hours[day].length ? 'text-fg tabular-nums' : 'text-subtle-fg'}>
              {hoursInWords(calendar.hours[day])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

interface ClosedDaysProps {
  calendar: DistrictCalendar;
  query: ListQuery;
  canAdmin: boolean;
  onAdd: () => void;
  onImport: () => void;
}

function ClosedDays({ calendar, query, canAdmin, onAdd, onImport }: ClosedDaysProps) {
  const { t } = useTranslation('settings');
  const [showPast, setShowPast] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const remove = useSaveCalendar(calendar.districtId, CALENDAR_MESSAGES.dayRemoved);
  const past = calendar.closedDays.filter((d) => d.date < calendar.today);
  const rows = showPast ? calendar.closedDays : calendar.closedDays.filter((d) => d.date >= calendar.today);

  const removeDay = (day: ClosedDay) => {
    const next = rows[rows.indexOf(day) + 1] ?? rows[rows.indexOf(day) - 1];
    remove.mutate(
      { closedDays: calendar.closedDays.filter((d) => d.date !== day.date) },
      {
        // The removed row's button is gone: focus goes to its neighbour's, or to Add.
        onSuccess: () =>
          requestAnimationFrame(() => {
            const neighbour =
              next && listRef.current?.querySelector<HTMLElement>(`[data-day="${next.date}"]`);
            (neighbour ?? addRef.current)?.focus();
          }),
      },
    );
  };
  const actions = (day: ClosedDay) =>
    canAdmin && (
      <Button
        variant="ghost"
        size="icon-sm"
        data-day={day.date}
        aria-label={t('calendar.removeLabel', { name: day.name, date: formatDay(day.date) })}
        // Not disabled while saving: that would take the keyboard's focus away.
        onClick={() => !remove.isPending && removeDay(day)}
        className="hover:text-danger"
      >
        <Trash2 />
      </Button>
    );
  const name = (day: ClosedDay) => (
    <span className="flex flex-wrap items-center gap-2">
      <span className="break-words">{day.name}</span>
      {day.date === calendar.today && (
        <Badge tone="red" dot>
          {t('calendar.today')}
        </Badge>
      )}
      {day.name === CLOSED_TODAY_NAME && day.date !== calendar.today && (
        <Badge tone="gray">{t('calendar.closedToday')}</Badge>
      )}
    </span>
  );
  const columns: DataColumn<ClosedDay>[] = [
    {
      header: t('calendar.date'),
      cell: (d) => dayInWords(d.date),
      className: 'whitespace-nowrap tabular-nums w-44',
    },
    { header: t('calendar.name'), cell: name },
    ...(canAdmin
      ? [{ header: t('calendar.actions'), hideHeader: true, cell: actions, className: 'w-16 text-right' }]
      : []),
  ];

  return (
    <section aria-labelledby="closed-days-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id="closed-days-title" className="text-sm font-semibold text-fg">
            {t('calendar.closedDays')}
          </h3>
          <p className="text-xs text-muted-fg">
            {t('calendar.summary', { listed: calendar.closedDays.length })}
            {past.length > 0 ? t('calendar.summaryPast', { past: past.length }) : ''}.
          </p>
        </div>
        {canAdmin && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={onImport}>
              <FileUp />
              {t('calendar.importIcs')}
            </Button>
            <Button ref={addRef} variant="secondary" size="sm" onClick={onAdd}>
              <CalendarPlus />
              {t('calendar.addClosedDay')}
            </Button>
          </div>
        )}
      </div>
      <div ref={listRef} className="overflow-hidden rounded-lg border border-border">
        <DataList
          query={query}
          rows={rows}
          rowKey={(d) => d.date}
          columns={columns}
          card={(d) => (
            <div className="flex items-start gap-3">
              <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
                <span className="font-medium text-fg">{name(d)}</span>
                <span className="text-[13px] text-muted-fg tabular-nums">{dayInWords(d.date)}</span>
              </div>
              {actions(d)}
            </div>
          )}
          label={t('calendar.closedDays')}
          loading={t('calendar.loadingDays')}
          failed={CALENDAR_MESSAGES.loadFailed}
          empty={{
            icon: CalendarOff,
            title: past.length ? t('calendar.noneAhead') : t('calendar.noneYet'),
            description: t('calendar.emptyDescription'),
          }}
        />
      </div>
      {past.length > 0 && (
        <Button variant="link" size="sm" className="self-start" onClick={() => setShowPast((s) => !s)}>
          {showPast ? t('calendar.hidePast') : t('calendar.showPast', { past: past.length })}
        </Button>
      )}
    </section>
  );
}
