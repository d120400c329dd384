import { type SchedulingRoster, VISIT_STATUS_LABELS, type Visit, visitWithinSchoolDay } from '@domain/visits';
import type { EventDropArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/lib/use-media-query';
import { ConfirmDialog } from '@/ui/alert-dialog';
import { Card } from '@/ui/card';
import { useUpdateVisit } from './use-visit-mutations';
import { TECHNICIAN_COLOURS } from './visit-badges';
import './visit-calendar.css';

interface VisitCalendarProps {
  visits: Visit[];
  roster: SchedulingRoster | undefined;
  /** Schedulers drag visits to move them (and stretch them to change the duration). */
  canReschedule: boolean;
  /** The range the calendar shows changed: the screen loads its visits. */
  onRange: (range: { from: string; to: string }) => void;
}

interface Move {
  visit: Visit;
  start: Date;
  minutes: number;
  revert: () => void;
}

/** Calendar View: day, week and month on FullCalendar, one colour per technician, drag to reschedule. */
export function VisitCalendar({ visits, roster, canReschedule, onRange }: VisitCalendarProps) {
  const phone = !useMediaQuery('(min-width: 768px)');
  const update = useUpdateVisit();
  const { t } = useTranslation('visits');
  const [outside, setOutside] = useState<Move | null>(null);
  const colourOf = useMemo(() => {
    const ids = (roster?.technicians ?? []).map((tech) => tech.id);
    return (id: string) => TECHNICIAN_COLOURS[Math.max(0, ids.indexOf(id)) % TECHNICIAN_COLOURS.length]!;
  }, [roster]);

  const events: EventInput[] = visits.map((v) => ({
    id: v.id,
    title: `${v.ticketNumber} · ${v.siteName} · ${v.technicianName} (${VISIT_STATUS_LABELS[v.status]})`,
    start: v.scheduledStart,
    end: v.scheduledEnd,
    backgroundColor: colourOf(v.technicianId),
    borderColor: colourOf(v.technicianId),
    textColor: '#ffffff',
    editable: canReschedule && v.status !== 'completed' && v.status !== 'cancelled',
    classNames: v.status === 'cancelled' ? ['line-through', 'opacity-60'] : [],
  }));

  function send(move: Move, confirmOutsideSchoolDay = false) {
    update.mutate(
      {
        id: move.visit.id,
        changes: {
          scheduledStart: move.start.toISOString(),
          estimatedDuration: move.minutes,
          ...(confirmOutsideSchoolDay ? { confirmOutsideSchoolDay: true } : {}),
        },
      },
      // A conflict (409) or any refusal puts the visit back where it was; the toast says why.
      { onError: move.revert },
    );
  }

  function moved(arg: EventDropArg | EventResizeDoneArg) {
    const visit = visits.find((v) => v.id === arg.event.id);
    const start = arg.event.start;
    if (!visit || !start) return arg.revert();
    const end = arg.event.end ?? new Date(start.getTime() + visit.estimatedDuration * 60_000);
    const move = {
      visit,
      start,
      minutes: Math.round((end.getTime() - start.getTime()) / 60_000),
      revert: arg.revert,
    };
    if (roster && !visitWithinSchoolDay(roster.schoolDay, start, move.minutes)) setOutside(move);
    else send(move);
  }

  return (
    <Card className="visit-calendar p-2 sm:p-4">
      {roster && roster.technicians.length > 0 && (
        <ul
          aria-label={t('calendar.colours')}
          className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-fg"
        >
          {roster.technicians.map((tech) => (
            <li key={tech.id} className="flex items-center gap-1.5">
              <span
                aria-hidden
                className="size-2.5 rounded-full"
                style={{ backgroundColor: colourOf(tech.id) }}
              />
              {tech.name}
            </li>
          ))}
        </ul>
      )}
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        initialView={phone ? 'timeGridDay' : 'timeGridWeek'}
        headerToolbar={
          phone
            ? { left: 'prev,next', center: 'title', right: 'timeGridDay,dayGridMonth' }
            : { left: 'prev,next today', center: 'title', right: 'timeGridDay,timeGridWeek,dayGridMonth' }
        }
        // Text arrows: FullCalendar's icon fonts are role="img" without a name (axe).
        buttonIcons={false}
        buttonText={{
          prev: '‹',
          next: '›',
          today: t('calendar.today'),
          day: t('calendar.day'),
          week: t('calendar.week'),
          month: t('calendar.month'),
        }}
        buttonHints={{
          prev: t('calendar.prevHint'),
          next: t('calendar.nextHint'),
          today: t('calendar.todayHint'),
        }}
        firstDay={1}
        height="auto"
        slotMinTime="06:00:00"
        slotMaxTime="20:00:00"
        nowIndicator
        eventDisplay="block"
        events={events}
        eventDrop={moved}
        eventResize={moved}
        datesSet={(range) => onRange({ from: range.start.toISOString(), to: range.end.toISOString() })}
      />
      <ConfirmDialog
        open={outside !== null}
        onOpenChange={(open) => {
          if (!open && outside) {
            outside.revert();
            setOutside(null);
          }
        }}
        title={t('calendar.outsideTitle')}
        description={
          roster
            ? t('calendar.outsideDescription', { start: roster.schoolDay.start, end: roster.schoolDay.end })
            : ''
        }
        confirmLabel={t('calendar.move')}
        onConfirm={() => {
          if (outside) send(outside, true);
          setOutside(null);
        }}
      />
    </Card>
  );
}
