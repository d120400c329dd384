import {
  byDate,
  CALENDAR_LIMITS,
  CALENDAR_MESSAGES,
  closedDaySchema,
  type DistrictCalendar,
} from '@domain/calendar';
import { useTranslation } from 'react-i18next';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { useSaveCalendar } from './use-save-calendar';

interface ClosedDayDialogProps {
  calendar: DistrictCalendar;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add closed day: a holiday, a break's day or a planned closure, by date and name. */
export function ClosedDayDialog({ calendar, open, onOpenChange }: ClosedDayDialogProps) {
  const { t } = useTranslation('settings');
  const save = useSaveCalendar(calendar.districtId, CALENDAR_MESSAGES.dayAdded);
  const listed = new Set(calendar.closedDays.map((d) => d.date));
  // A date already listed is refused here, with the words the server would use.
  const schema = closedDaySchema.refine((d) => !listed.has(d.date), {
    path: ['date'],
    error: (issue) => CALENDAR_MESSAGES.dateTwice(String((issue.input as { date: string }).date)),
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} width="md">
      {(done) => (
        <Form
          id="closed-day"
          schema={schema}
          defaultValues={{ date: calendar.today, name: '' }}
          onSubmit={async (day) => {
            await save.mutateAsync({ closedDays: byDate([...calendar.closedDays, day]) });
            done();
          }}
        >
          <DialogHeader title={t('closedDay.title')} description={t('closedDay.description')} />
          <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-[auto_1fr]">
            <FormField name="date" label={t('closedDay.date')} required>
              <Input type="date" />
            </FormField>
            <FormField name="name" label={t('closedDay.name')} required>
              <Input maxLength={CALENDAR_LIMITS.name} placeholder={t('closedDay.namePlaceholder')} />
            </FormField>
          </DialogBody>
          <FormDialogActions submit={t('closedDay.submit')} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}
