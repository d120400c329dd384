import {
  type CreateVisitPayload,
  createVisitSchema,
  VISIT_DURATION,
  VISIT_MESSAGES,
  VISIT_PRIORITIES,
  VISIT_PRIORITY_LABELS,
  type VisitPriority,
  visitWithinSchoolDay,
} from '@domain/visits';
import { MissingInProfile } from '@/features/settings';
import { fromDateTimeInput, nextFullHour, toDateTimeInput } from '@/lib/datetime-local';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { optionsOf, Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { TechnicianDay } from './technician-day';
import { useRoster } from './use-roster';
import { useScheduleVisit } from './use-visit-mutations';
import { useOpenTickets, useVisitSites } from './use-visit-options';

const PRIORITY_OPTIONS = optionsOf(VISIT_PRIORITIES, VISIT_PRIORITY_LABELS);

interface Values {
  ticketId: string;
  technicianId: string;
  siteId: string;
  room: string;
  scheduledStart: string;
  estimatedDuration: string;
  priority: VisitPriority;
  workType: string;
  requirements: string;
  contactPerson: string;
  contactPhone: string;
  notes: string;
  override: boolean;
  confirmOutsideSchoolDay: boolean;
}

/** Blank optional texts are left out; requirements are one per comma or line. */
function toPayload(v: Values): CreateVisitPayload {
  const optional = (s: string) => (s.trim() ? s.trim() : undefined);
  return {
    ticketId: v.ticketId || (undefined as unknown as string),
    technicianId: v.technicianId || (undefined as unknown as string),
    siteId: v.siteId || (undefined as unknown as string),
    scheduledStart: v.scheduledStart ? fromDateTimeInput(v.scheduledStart) : (undefined as unknown as string),
    estimatedDuration:
      v.estimatedDuration === '' ? (undefined as unknown as number) : Number(v.estimatedDuration),
    priority: v.priority,
    room: optional(v.room),
    workType: optional(v.workType),
    requirements: v.requirements
      .split(/[,\n]/)
      .map((r) => r.trim())
      .filter(Boolean),
    contactPerson: optional(v.contactPerson),
    contactPhone: optional(v.contactPhone),
    notes: optional(v.notes),
    override: v.override || undefined,
    confirmOutsideSchoolDay: v.confirmOutsideSchoolDay || undefined,
  };
}

interface ScheduleVisitDialogProps {
  districtId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** From a ticket's details: the ticket is chosen already. */
  ticket?: { id: string; ticketNumber: string; title: string };
}

/** Schedule Visit (see docs/product.md#scheduling): the ticket, who, where, when, and the technician's day. */
export function ScheduleVisitDialog({ districtId, open, onOpenChange, ticket }: ScheduleVisitDialogProps) {
  const roster = useRoster(districtId);
  const sites = useVisitSites(districtId);
  const tickets = useOpenTickets(districtId, open && !ticket);
  const schedule = useScheduleVisit();
  const ticketOptions = ticket
    ? [{ value: ticket.id, label: `${ticket.ticketNumber}: ${ticket.title}` }]
    : (tickets.data ?? []).map((t) => ({ value: t.id, label: `${t.ticketNumber}: ${t.title}` }));
  const technicianOptions = (roster.data?.technicians ?? []).map((t) => ({
    value: t.id,
    label: t.fiveStar ? `${t.name} (Five Star)` : t.name,
  }));
  const siteOptions = (sites.data ?? []).map((s) => ({ value: s.id, label: s.name }));
  const schoolDay = roster.data?.schoolDay;

  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) => (
        <Form
          id="visit"
          schema={createVisitSchema}
          defaultValues={
            {
              ticketId: ticket?.id ?? '',
              technicianId: '',
              siteId: '',
              room: '',
              scheduledStart: toDateTimeInput(nextFullHour()),
              estimatedDuration: String(VISIT_DURATION.default),
              priority: 'medium',
              workType: '',
              requirements: '',
              contactPerson: '',
              contactPhone: '',
              notes: '',
              override: false,
              confirmOutsideSchoolDay: false,
            } satisfies Values
          }
          toPayload={toPayload}
          onSubmit={async (payload) => {
            await schedule.mutateAsync({ ...payload, districtId });
            done();
          }}
        >
          {(form) => {
            const [technicianId, start, duration] = form.watch([
              'technicianId',
              'scheduledStart',
              'estimatedDuration',
            ]);
            const startAt = start ? new Date(start) : null;
            const outside =
              !!schoolDay &&
              !!startAt &&
              !Number.isNaN(startAt.getTime()) &&
              Number(duration) > 0 &&
              !visitWithinSchoolDay(schoolDay, startAt, Number(duration));
            return (
              <>
                <DialogHeader
                  title="Schedule Visit"
                  description="Send a technician to a school for a ticket."
                />
                <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                  <FormField name="ticketId" label="Ticket" required className="sm:col-span-2">
                    <Select
                      options={ticketOptions}
                      placeholder={tickets.isPending && !ticket ? 'Loading tickets…' : 'Choose a ticket'}
                    />
                  </FormField>
                  <FormField
                    name="technicianId"
                    label="Technician"
                    required
                    hint={
                      roster.isSuccess && technicianOptions.length === 0 ? (
                        <MissingInProfile missing="No technicians yet" todo="invite one" />
                      ) : undefined
                    }
                  >
                    <Select options={technicianOptions} placeholder="Choose a technician" />
                  </FormField>
                  <FormField name="priority" label="Priority" required>
                    <Select options={PRIORITY_OPTIONS} />
                  </FormField>
                  <FormField
                    name="siteId"
                    label="Location"
                    required
                    hint={
                      sites.isSuccess && siteOptions.length === 0 ? (
                        <MissingInProfile missing="No sites yet" todo="add one" />
                      ) : undefined
                    }
                  >
                    <Select
                      options={siteOptions}
                      placeholder={siteOptions.length ? 'Choose a school' : 'No sites yet'}
                    />
                  </FormField>
                  <FormField name="room" label="Room" optional>
                    <Input maxLength={60} placeholder="e.g. Library" />
                  </FormField>
                  <FormField name="scheduledStart" label="Date and time" required>
                    <Input type="datetime-local" />
                  </FormField>
                  <FormField name="estimatedDuration" label="Estimated duration (minutes)" required>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={VISIT_DURATION.min}
                      max={VISIT_DURATION.max}
                      step={15}
                    />
                  </FormField>
                  {technicianId && startAt && !Number.isNaN(startAt.getTime()) && (
                    <div className="sm:col-span-2">
                      <TechnicianDay
                        districtId={districtId}
                        technicianId={technicianId}
                        day={start.slice(0, 10)}
                        schoolDay={schoolDay}
                      />
                    </div>
                  )}
                  {outside && schoolDay && (
                    <label className="flex items-start gap-2 rounded-lg border border-tone-yellow-border bg-tone-yellow-bg p-3 text-sm text-tone-yellow-fg sm:col-span-2">
                      <input
                        type="checkbox"
                        className="mt-0.5 size-4 accent-brand"
                        {...form.register('confirmOutsideSchoolDay')}
                      />
                      <span>{VISIT_MESSAGES.outsideSchoolDay(schoolDay.start, schoolDay.end)}</span>
                    </label>
                  )}
                  <FormField name="workType" label="Work type" optional>
                    <Input maxLength={80} placeholder="e.g. Projector repair" />
                  </FormField>
                  <FormField name="requirements" label="Requirements" optional hint="Separate with commas">
                    <Input placeholder="e.g. Ladder, HDMI cable" />
                  </FormField>
                  <FormField name="contactPerson" label="Contact person" optional>
                    <Input maxLength={120} />
                  </FormField>
                  <FormField name="contactPhone" label="Contact phone" optional>
                    <Input type="tel" maxLength={40} />
                  </FormField>
                  <FormField name="notes" label="Notes" optional className="sm:col-span-2">
                    <Textarea rows={2} maxLength={2000} />
                  </FormField>
                  <label className="flex items-center gap-2 text-sm text-muted-fg sm:col-span-2">
                    <input type="checkbox" className="size-4 accent-brand" {...form.register('override')} />
                    Book even if the technician already has a visit then (the override is recorded)
                  </label>
                </DialogBody>
                <FormDialogActions submit="Schedule Visit" onCancel={done} />
              </>
            );
          }}
        </Form>
      )}
    </FormDialog>
  );
}
