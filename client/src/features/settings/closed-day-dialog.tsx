import {
  byDate,
  CALENDAR_LIMITS,
  CALENDAR_MESSAGES,
  closedDaySchema,
  type DistrictCalendar,
} from '@domain/calendar';
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
          <DialogHeader
            title="Add Closed Day"
            description="The SLA clock does not run on a closed day: holidays, breaks, planned closures."
          />
          <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-[auto_1fr]">
            <FormField name="date" label="Date" required>
              <Input type="date" />
            </FormField>
            <FormField name="name" label="Name" required>
              <Input maxLength={CALENDAR_LIMITS.name} placeholder="e.g. Thanksgiving" />
            </FormField>
          </DialogBody>
          <FormDialogActions submit="Add Closed Day" onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}
