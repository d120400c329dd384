import {
  MEETING_DEFAULTS,
  MEETING_MESSAGES,
  MEETING_TYPE_LABELS,
  MEETING_TYPES,
  type Meeting,
  type MeetingPayload,
  type MeetingType,
  meetingPayloadSchema,
  parseAttendees,
} from '@domain/meetings';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fromDateTimeInput, nextFullHour, toDateTimeInput } from '@/lib/datetime-local';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { optionsOf, Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { useCreateMeeting } from './use-create-meeting';
import { useUpdateMeeting } from './use-update-meeting';

const TYPE_OPTIONS = optionsOf(MEETING_TYPES, MEETING_TYPE_LABELS);
const HOUR = 60 * 60 * 1000;

interface Values {
  title: string;
  description: string;
  location: string;
  meetingType: MeetingType;
  /** datetime-local text, the viewer's local time. */
  startDate: string;
  endDate: string;
  /** Comma-separated, as typed. */
  attendees: string;
}

function emptyValues(): Values {
  const start = nextFullHour();
  return {
    title: '',
    description: '',
    location: '',
    meetingType: MEETING_DEFAULTS.meetingType,
    startDate: toDateTimeInput(start),
    endDate: toDateTimeInput(start.getTime() + HOUR),
    attendees: '',
  };
}

const fromMeeting = (m: Meeting): Values => ({
  title: m.title,
  description: m.description,
  location: m.location,
  meetingType: m.meetingType,
  startDate: toDateTimeInput(m.startDate),
  endDate: toDateTimeInput(m.endDate),
  attendees: m.attendees.join(', '),
});

/** Moving the start keeps the meeting's length (called before the form takes the new start). */
function keepLength(form: UseFormReturn<Values, unknown, Values>, newStart: string) {
  const { startDate, endDate } = form.getValues();
  if (!newStart || !startDate || !endDate) return;
  const length = new Date(endDate).getTime() - new Date(startDate).getTime();
  const start = new Date(newStart).getTime();
  if (length > 0 && !Number.isNaN(start)) form.setValue('endDate', toDateTimeInput(start + length));
}

interface MeetingFormDialogProps {
  districtId: string;
  /** The meeting to edit; none to schedule one. */
  meeting?: Meeting;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Schedule Meeting and Edit Meeting (see docs/product.md#meetings): title, start and end required,
 * the end after the start; attendees are a comma-separated list.
 */
export function MeetingFormDialog({ districtId, meeting, open, onOpenChange }: MeetingFormDialogProps) {
  const create = useCreateMeeting(districtId);
  const update = useUpdateMeeting(districtId);
  const { t } = useTranslation('meetings');
  const toPayload = (values: Values): MeetingPayload => ({
    ...values,
    startDate: fromDateTimeInput(values.startDate),
    endDate: fromDateTimeInput(values.endDate),
    attendees: parseAttendees(values.attendees),
    districtId,
  });

  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) => (
        <Form
          id="meeting"
          schema={meetingPayloadSchema}
          defaultValues={meeting ? fromMeeting(meeting) : emptyValues()}
          toPayload={toPayload}
          onSubmit={async (payload) => {
            if (meeting) await update.mutateAsync({ id: meeting.id, payload });
            else await create.mutateAsync(payload);
            done();
          }}
        >
          {(form) => (
            <>
              <DialogHeader
                title={meeting ? t('form.editTitle') : t('form.addTitle')}
                description={meeting ? t('form.editDescription') : t('form.addDescription')}
              />
              <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <FormField name="title" label={t('form.title')} required className="sm:col-span-2">
                  <Input maxLength={200} placeholder={t('form.titlePlaceholder')} />
                </FormField>
                <FormField name="meetingType" label={t('form.type')}>
                  <Select options={TYPE_OPTIONS} />
                </FormField>
                <FormField name="location" label={t('form.location')} optional>
                  <Input placeholder={t('form.locationPlaceholder')} />
                </FormField>
                <FormField name="startDate" label={t('form.starts')} required>
                  <Input type="datetime-local" onChange={(e) => keepLength(form, e.target.value)} />
                </FormField>
                <FormField name="endDate" label={t('form.ends')} required>
                  <Input type="datetime-local" min={form.watch('startDate') || undefined} />
                </FormField>
                <FormField
                  name="attendees"
                  label={t('form.attendees')}
                  optional
                  hint={MEETING_MESSAGES.attendeesHint}
                  className="sm:col-span-2"
                >
                  <Input placeholder={t('form.attendeesPlaceholder')} />
                </FormField>
                <FormField
                  name="description"
                  label={t('form.description')}
                  optional
                  className="sm:col-span-2"
                >
                  <Textarea rows={3} placeholder={t('form.descriptionPlaceholder')} />
                </FormField>
              </DialogBody>
              <FormDialogActions submit={meeting ? t('form.save') : t('form.schedule')} onCancel={done} />
            </>
          )}
        </Form>
      )}
    </FormDialog>
  );
}
