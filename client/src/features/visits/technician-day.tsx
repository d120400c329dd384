import { OPEN_VISIT_STATUSES, type SchedulingRoster } from '@domain/visits';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format';
import { Skeleton } from '@/ui/skeleton';
import { useVisits } from './use-visits';

interface TechnicianDayProps {
  districtId: string;
  technicianId: string;
  /** The chosen day, as a local date ("2026-03-04"). */
  day: string;
  schoolDay: SchedulingRoster['schoolDay'] | undefined;
}

const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00`);

/** The technician's busy times on the chosen day, and the free gaps of the school day between them. */
export function TechnicianDay({ districtId, technicianId, day, schoolDay }: TechnicianDayProps) {
  const { t } = useTranslation('visits');
  const from = new Date(`${day}T00:00:00`);
  const to = new Date(from.getFullYear(), from.getMonth(), from.getDate() + 1);
  const visits = useVisits(districtId, { technicianId, from: from.toISOString(), to: to.toISOString() });
  if (visits.isPending) return <Skeleton className="h-16 w-full" />;
  if (visits.isError) return <p className="text-sm text-danger">{t('day.failed')}</p>;
  const busy = visits.data.filter((v) => OPEN_VISIT_STATUSES.includes(v.status));
  const free: { start: Date; end: Date }[] = [];
  if (schoolDay) {
    let cursor = at(day, schoolDay.start);
    const close = at(day, schoolDay.end);
    for (const v of busy) {
      const s = new Date(v.scheduledStart);
      if (s > cursor) free.push({ start: cursor, end: s < close ? s : close });
      const e = new Date(v.scheduledEnd);
      if (e > cursor) cursor = e;
    }
    if (cursor < close) free.push({ start: cursor, end: close });
  }
  return (
    <section
      aria-label={t('day.label')}
      className="rounded-lg border border-border bg-surface-muted p-3 text-sm"
    >
      <p className="font-medium text-fg">{t('day.busy')}</p>
      {busy.length === 0 ? (
        <p className="text-muted-fg">{t('day.noVisits')}</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-0.5">
          {busy.map((v) => (
            <li key={v.id} className="text-muted-fg">
              <span className="font-medium text-fg tabular-nums">
                {formatTime(v.scheduledStart)}–{formatTime(v.scheduledEnd)}
              </span>{' '}
              {t('day.at', { ticket: v.ticketNumber, site: v.siteName })}
            </li>
          ))}
        </ul>
      )}
      {schoolDay && (
        <>
          <p className="mt-2 font-medium text-fg">{t('day.free')}</p>
          <p className="text-muted-fg">
            {free.length === 0
              ? t('day.fullyBooked')
              : free.map((f) => `${formatTime(f.start)}–${formatTime(f.end)}`).join(', ')}
          </p>
        </>
      )}
    </section>
  );
}
