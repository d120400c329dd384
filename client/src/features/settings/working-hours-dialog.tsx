import { type DistrictCalendar, weeklyHoursSchema } from '@domain/calendar';
import { clockOfMinutes, minutesOfClock, WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '@domain/working-time';
import { Plus, Trash2 } from 'lucide-react';
import { type FieldError, get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/ui/button';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { useSaveCalendar } from './use-save-calendar';

type Interval = [string, string];
interface Values {
  hours: Record<Weekday, Interval[]>;
}

const schema = z.object({ hours: weeklyHoursSchema });
const MAX_INTERVALS = 4;

interface WorkingHoursDialogProps {
  calendar: DistrictCalendar;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Edit working hours: each weekday's intervals on the district's clock (none: a day off). */
export function WorkingHoursDialog({ calendar, open, onOpenChange }: WorkingHoursDialogProps) {
  const { t } = useTranslation('settings');
  const save = useSaveCalendar(calendar.districtId);
  const defaultValues: Values = {
    hours: Object.fromEntries(
      WEEKDAYS.map((d) => [d, calendar.hours[d].map(([a, b]) => [a, b] as Interval)]),
    ) as Values['hours'],
  };
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} width="lg">
      {(done) => (
        <Form
          id="working-hours"
          schema={schema}
          defaultValues={defaultValues}
          onSubmit={async (payload) => {
            await save.mutateAsync({ hours: payload.hours });
            done();
          }}
        >
          <DialogHeader
            title={t('hours.title')}
            description={t('hours.description', { timezone: calendar.timezone })}
          />
          <DialogBody className="flex flex-col gap-3">
            <WeekError />
            {WEEKDAYS.map((day) => (
              <DayHours key={day} day={day} />
            ))}
          </DialogBody>
          <FormDialogActions submit={t('hours.save')} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}

/** The week's own error ("at least one day"), above the days. */
function WeekError() {
  const { errors } = useFormState<Values>();
  const message = (errors.hours as FieldError | undefined)?.message;
  return message ? (
    <p role="alert" className="text-sm text-tone-red-fg">
      {message}
    </p>
  ) : null;
}

/** The interval after a day's last one: an hour after it ends, for an hour (within the day). */
function nextInterval(intervals: Interval[]): Interval {
  const last = intervals.at(-1);
  if (!last) return ['08:00', '16:00'];
  const start = Math.min(minutesOfClock(last[1]) + 60, 22 * 60);
  return [clockOfMinutes(start), clockOfMinutes(Math.min(start + 60, 23 * 60 + 59))];
}

function DayHours({ day }: { day: Weekday }) {
  const { t } = useTranslation('settings');
  const { setValue } = useFormContext<Values>();
  const { errors } = useFormState<Values>({ name: `hours.${day}` });
  const intervals = useWatch<Values, `hours.${Weekday}`>({ name: `hours.${day}` });
  // A day's own error (overlap, too many) sits on its list's `root`, as react-hook-form keeps a list's.
  const dayError =
    (get(errors, `hours.${day}.root`) as FieldError | undefined)?.message ??
    (get(errors, `hours.${day}`) as FieldError | undefined)?.message;
  const label = WEEKDAY_LABELS[day];
  const change = (next: Interval[]) => setValue(`hours.${day}`, next, { shouldDirty: true });
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-border px-4 py-3">
      <legend className="px-1 text-sm font-medium text-fg">{label}</legend>
      {intervals.length === 0 && <p className="text-[13px] text-muted-fg">{t('hours.closed')}</p>}
      {intervals.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an interval is its place in the day; a removal re-renders the rest from the form's values.
        <div key={`${day}-${i}`} className="flex items-end gap-2">
          <FormField<Values> name={`hours.${day}.${i}.0`} label={t('hours.from')} className="min-w-0 flex-1">
            <Input type="time" />
          </FormField>
          <FormField<Values> name={`hours.${day}.${i}.1`} label={t('hours.to')} className="min-w-0 flex-1">
            <Input type="time" />
          </FormField>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('hours.removeLabel', { day: label, from: intervals[i]![0], to: intervals[i]![1] })}
            className="hover:text-danger"
            onClick={() => change(intervals.filter((__, j) => j !== i))}
          >
            <Trash2 />
          </Button>
        </div>
      ))}
      {dayError && (
        <p role="alert" className="text-xs text-tone-red-fg">
          {dayError}
        </p>
      )}
      {intervals.length < MAX_INTERVALS && (
        <Button
          variant="link"
          size="sm"
          className="self-start"
          aria-label={t('hours.addLabel', { day: label })}
          onClick={() => change([...intervals, nextInterval(intervals)])}
        >
          <Plus />
          {t('hours.add')}
        </Button>
      )}
    </fieldset>
  );
}
