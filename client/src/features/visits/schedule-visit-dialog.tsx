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
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('visits');
  const ticketOptions = ticket
    ? [{ value: ticket.id, label: `${ticket.ticketNumber}: ${ticket.title}` }]
    : (tickets.data ?? []).map((o) => ({ value: o.id, label: `${o.ticketNumber}: ${o.title}` }));
  const technicianOptions = (roster.data?.technicians ?? []).map((tech) => ({
    value: tech.id,
    label: tech.fiveStar ? t('schedule.fiveStar', { name: tech.name }) : tech.name,
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
                <DialogHeader title={t('schedule.title')} description={t('schedule.description')} />
                <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                  <FormField name="ticketId" label={t('schedule.ticket')} required className="sm:col-span-2">
                    <Select
                      options={ticketOptions}
                      placeholder={
                        tickets.isPending && !ticket
                          ? t('schedule.loadingTickets')
                          : t('schedule.chooseTicket')
                      }
                    />
                  </FormField>
                  <FormField
                    name="technicianId"
                    label={t('schedule.technician')}
                    required
                    hint={
                      roster.isSuccess && technicianOptions.length === 0 ? (
                        <MissingInProfile
                          missing={t('schedule.noTechnicians')}
                          todo={t('schedule.inviteOne')}
                        />
                      ) : undefined
                    }
                  >
                    <Select options={technicianOptions} placeholder={t('schedule.chooseTechnician')} />
                  </FormField>
                  <FormField name="priority" label={t('schedule.priority')} required>
                    <Select options={PRIORITY_OPTIONS} />
                  </FormField>
                  <FormField
                    name="siteId"
                    label={t('schedule.location')}
                    required
                    hint={
                      sites.isSuccess && siteOptions.length === 0 ? (
                        <MissingInProfile missing={t('schedule.noSites')} todo={t('schedule.addOne')} />
                      ) : undefined
                    }
                  >
                    <Select
                      options={siteOptions}
                      placeholder={siteOptions.length ? t('schedule.chooseSchool') : t('schedule.noSites')}
                    />
                  </FormField>
                  <FormField name="room" label={t('schedule.room')} optional>
                    <Input maxLength={60} placeholder={t('schedule.roomPlaceholder')} />
                  </FormField>
                  <FormField name="scheduledStart" label={t('schedule.start')} required>
                    <Input type="datetime-local" />
                  </FormField>
                  <FormField name="estimatedDuration" label={t('schedule.duration')} required>
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
                  <FormField name="workType" label={t('schedule.workType')} optional>
                    <Input maxLength={80} placeholder={t('schedule.workTypePlaceholder')} />
                  </FormField>
                  <FormField
                    name="requirements"
                    label={t('schedule.requirements')}
                    optional
                    hint={t('schedule.requirementsHint')}
                  >
                    <Input placeholder={t('schedule.requirementsPlaceholder')} />
                  </FormField>
                  <FormField name="contactPerson" label={t('schedule.contactPerson')} optional>
                    <Input maxLength={120} />
                  </FormField>
                  <FormField name="contactPhone" label={t('schedule.contactPhone')} optional>
                    <Input type="tel" maxLength={40} />
                  </FormField>
                  <FormField name="notes" label={t('schedule.notes')} optional className="sm:col-span-2">
                    <Textarea rows={2} maxLength={2000} />
                  </FormField>
                  <label className="flex items-center gap-2 text-sm text-muted-fg sm:col-span-2">
                    <input type="checkbox" className="size-4 accent-brand" {...form.register('override')} />
                    {t('schedule.override')}
                  </label>
                </DialogBody>
                <FormDialogActions submit={t('schedule.submit')} onCancel={done} />
              </>
            );
          }}
        </Form>
      )}
    </FormDialog>
  );
}
