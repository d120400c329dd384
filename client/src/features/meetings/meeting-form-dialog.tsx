import {
  MEETING_DEFAULTS,
  MEETING_MESSAGES,
  MEETING_TYPE_LABELS,
  MEETING_TYPES,
  type Meeting,
  type MeetingType,
  meetingPayloadSchema,
  parseAttendees,
} from '@domain/meetings';
import { type FormEvent, useState } from 'react';
import { Button } from '@/ui/button';
import { DialogBody, DialogFooter, DialogHeader } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { fromDateTimeInput, nextFullHour, toDateTimeInput } from './datetime-local';
import { useCreateMeeting } from './use-create-meeting';
import { useUpdateMeeting } from './use-update-meeting';

const TYPE_OPTIONS = MEETING_TYPES.map((t) => ({ value: t, label: MEETING_TYPE_LABELS[t] }));
const HOUR = 60 * 60 * 1000;

interface Form {
  title: string;
  description: string;
  location: string;
  meetingType: MeetingType;
  startDate: string;
  endDate: string;
  attendees: string;
}
type Errors = Partial<Record<keyof Form, string>>;

function emptyForm(): Form {
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

const fromMeeting = (m: Meeting): Form => ({
  title: m.title,
  description: m.description,
  location: m.location,
  meetingType: m.meetingType,
  startDate: toDateTimeInput(m.startDate),
  endDate: toDateTimeInput(m.endDate),
  attendees: m.attendees.join(', '),
});

interface MeetingFormDialogProps {
  districtId: string;
  /** The meeting to edit; none to schedule one. */
  meeting?: Meeting;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Schedule Meeting and Edit Meeting (spec 2.9, 5). */
export function MeetingFormDialog({ districtId, meeting, open, onOpenChange }: MeetingFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) => (
        <MeetingForm key={meeting?.id ?? 'new'} districtId={districtId} meeting={meeting} onDone={done} />
      )}
    </FormDialog>
  );
}

function MeetingForm({
  districtId,
  meeting,
  onDone,
}: {
  districtId: string;
  meeting?: Meeting;
  onDone: () => void;
}) {
  const [form, setForm] = useState<Form>(() => (meeting ? fromMeeting(meeting) : emptyForm()));
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateMeeting(districtId);
  const update = useUpdateMeeting(districtId);
  const set = (key: keyof Form) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setForm((f) => {
      const next = { ...f, [key]: value };
      // Moving the start keeps the meeting's length.
      if (key === 'startDate' && value && f.startDate && f.endDate) {
        const length = new Date(f.endDate).getTime() - new Date(f.startDate).getTime();
        const start = new Date(value).getTime();
        if (length > 0 && !Number.isNaN(start)) next.endDate = toDateTimeInput(start + length);
      }
      return next;
    });
    setErrors((x) => ({ ...x, [key]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const payload = {
      ...form,
      startDate: fromDateTimeInput(form.startDate),
      endDate: fromDateTimeInput(form.endDate),
      attendees: parseAttendees(form.attendees),
      districtId,
    };
    const parsed = meetingPayloadSchema.safeParse(payload);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Form] ??= issue.message;
      setErrors(found);
      document.getElementById(`meeting-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    if (meeting) update.mutate({ id: meeting.id, payload }, { onSuccess: onDone });
    else create.mutate(payload, { onSuccess: onDone });
  }

  const invalid = (key: keyof Form) => ({
    'aria-invalid': !!errors[key],
    'aria-describedby': errors[key] ? `meeting-${key}-error` : undefined,
  });

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-col">
      <DialogHeader
        title={meeting ? 'Edit Meeting' : 'Schedule Meeting'}
        description={
          meeting
            ? 'Changes reach subscribed calendars on their next refresh.'
            : 'Plan a meeting with your district team.'
        }
      />
      <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id="meeting-title" label="Title" required error={errors.title} className="sm:col-span-2">
          <Input
            id="meeting-title"
            value={form.title}
            onChange={set('title')}
            placeholder="e.g. Monthly technology check-in"
            {...invalid('title')}
          />
        </Field>
        <Field id="meeting-meetingType" label="Meeting type">
          <Select
            id="meeting-meetingType"
            options={TYPE_OPTIONS}
            value={form.meetingType}
            onChange={set('meetingType')}
          />
        </Field>
        <Field id="meeting-location" label="Location" optional>
          <Input
            id="meeting-location"
            value={form.location}
            onChange={set('location')}
            placeholder="Room, campus or video link"
          />
        </Field>
        <Field id="meeting-startDate" label="Starts" required error={errors.startDate}>
          <Input
            id="meeting-startDate"
            type="datetime-local"
            value={form.startDate}
            onChange={set('startDate')}
            {...invalid('startDate')}
          />
        </Field>
        <Field id="meeting-endDate" label="Ends" required error={errors.endDate}>
          <Input
            id="meeting-endDate"
            type="datetime-local"
            min={form.startDate || undefined}
            value={form.endDate}
            onChange={set('endDate')}
            {...invalid('endDate')}
          />
        </Field>
        <Field
          id="meeting-attendees"
          label="Attendees"
          optional
          hint={MEETING_MESSAGES.attendeesHint}
          error={errors.attendees}
          className="sm:col-span-2"
        >
          <Input
            id="meeting-attendees"
            value={form.attendees}
            onChange={set('attendees')}
            placeholder="it.director@district.org, principal@district.org"
            aria-describedby={errors.attendees ? 'meeting-attendees-error' : 'meeting-attendees-hint'}
            aria-invalid={!!errors.attendees}
          />
        </Field>
        <Field id="meeting-description" label="Description" optional className="sm:col-span-2">
          <Textarea
            id="meeting-description"
            rows={3}
            value={form.description}
            onChange={set('description')}
            placeholder="Agenda or notes"
          />
        </Field>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending || update.isPending}>
          {meeting ? 'Save Changes' : 'Schedule Meeting'}
        </Button>
      </DialogFooter>
    </form>
  );
}
