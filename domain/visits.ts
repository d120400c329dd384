import { z } from 'zod';
import { isoDateTime, text } from './http.ts';
import { withinSchoolDay } from './settings.ts';

// Technician visits: the vocabulary of Technician Scheduling (see docs/product.md#scheduling).

export const VISIT_STATUSES = [
  'scheduled',
  'en_route',
  'on_site',
  'completed',
  'delayed',
  'cancelled',
] as const;
export const visitStatusSchema = z.enum(VISIT_STATUSES, {
  error: 'Choose a status: scheduled, en_route, on_site, completed, delayed or cancelled',
});
export type VisitStatus = z.infer<typeof visitStatusSchema>;

export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  scheduled: 'Scheduled',
  en_route: 'En Route',
  on_site: 'On Site',
  completed: 'Completed',
  delayed: 'Delayed',
  cancelled: 'Cancelled',
};

/** Statuses in which a visit still holds its technician's time. */
export const OPEN_VISIT_STATUSES: readonly VisitStatus[] = ['scheduled', 'en_route', 'on_site', 'delayed'];
/** The technician is on the way or at the school. */
export const ACTIVE_VISIT_STATUSES: readonly VisitStatus[] = ['en_route', 'on_site'];

/**
 * The one table of status changes: the working steps forward, any open status to delayed and back,
 * and scheduled or delayed to cancelled. Completed and cancelled are final.
 */
export const VISIT_TRANSITIONS: Record<VisitStatus, readonly VisitStatus[]> = {
  scheduled: ['en_route', 'delayed', 'cancelled'],
  en_route: ['on_site', 'delayed'],
  on_site: ['completed', 'delayed'],
  delayed: ['scheduled', 'en_route', 'on_site', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function canMoveVisit(from: VisitStatus, to: VisitStatus): boolean {
  return VISIT_TRANSITIONS[from].includes(to);
}

/** The next working step of a visit, for the technician's one-tap button (none when final or delayed). */
export function nextVisitStep(status: VisitStatus): VisitStatus | null {
  const next: Partial<Record<VisitStatus, VisitStatus>> = {
    scheduled: 'en_route',
    en_route: 'on_site',
    on_site: 'completed',
  };
  return next[status] ?? null;
}

/** The words of each step's button on the technician's phone. */
export const VISIT_STEP_LABELS: Partial<Record<VisitStatus, string>> = {
  en_route: 'On my way',
  on_site: 'Arrived on site',
  completed: 'Complete visit',
  scheduled: 'Resume',
};

export const VISIT_PRIORITIES = ['emergency', 'high', 'medium', 'low'] as const;
export const visitPrioritySchema = z.enum(VISIT_PRIORITIES, {
  error: 'Choose a priority: emergency, high, medium or low',
});
export type VisitPriority = z.infer<typeof visitPrioritySchema>;
export const VISIT_PRIORITY_LABELS: Record<VisitPriority, string> = {
  emergency: 'Emergency',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const VISIT_DURATION = { min: 15, max: 12 * 60, default: 60 } as const;
export const MAX_VISITS_LISTED = 2000;
export const MAX_REQUIREMENTS = 20;

export const VISIT_MESSAGES = {
  ticketRequired: 'Choose the ticket this visit is for',
  technicianRequired: 'Choose a technician',
  siteRequired: 'Choose the school or building',
  startRequired: 'Enter the date and time of the visit',
  durationRequired: 'Enter the estimated duration in minutes',
  durationRange: `The duration must be between ${VISIT_DURATION.min} minutes and ${VISIT_DURATION.max / 60} hours`,
  phone: 'Enter a phone number (digits, spaces and + ( ) - .)',
  tooManyRequirements: `A visit can list at most ${MAX_REQUIREMENTS} requirements`,
  reasonRequired: 'Give a reason',
  newTimeRequired: 'Enter the new time of the visit',
  notesRequired: 'Enter the work notes',
  notFound: 'Visit not found.',
  ticketNotFound: 'Ticket not found.',
  siteNotFound: 'Site not found.',
  technicianNotFound: 'Technician not found.',
  notYourVisit: 'Technicians can change only their own visits.',
  feedNotFound: 'Calendar feed not found.',
  transition: (from: VisitStatus, to: VisitStatus) =>
    `A visit cannot go from ${VISIT_STATUS_LABELS[from]} to ${VISIT_STATUS_LABELS[to]}.`,
  conflict: (technician: string, other: string) =>
    `${technician} already has a visit at that time: ${other}. Choose another time, or override the conflict.`,
  outsideSchoolDay: (start: string, end: string) =>
    `This visit falls outside the school day (${start}–${end}). Confirm to schedule it anyway.`,
  scheduled: 'Visit scheduled',
  scheduleFailed: 'Failed to schedule the visit',
  updated: 'Visit updated',
  updateFailed: 'Failed to update the visit',
  statusChanged: (to: VisitStatus) => `Visit marked ${VISIT_STATUS_LABELS[to]}`,
  statusFailed: 'Failed to change the visit’s status',
  noActive: 'No active visits at this time',
  noVisits: 'No visits found',
} as const;

const PHONE = /^[0-9+().\-\s]*$/;
const uuidRequired = (message: string) => z.uuid({ error: message });

/** What a scheduler types; shared by create and (partly) edit. */
const visitFields = {
  ticketId: uuidRequired(VISIT_MESSAGES.ticketRequired),
  technicianId: uuidRequired(VISIT_MESSAGES.technicianRequired),
  siteId: uuidRequired(VISIT_MESSAGES.siteRequired),
  room: text(60).optional(),
  scheduledStart: isoDateTime(VISIT_MESSAGES.startRequired),
  estimatedDuration: z
    .number({ error: VISIT_MESSAGES.durationRequired })
    .int(VISIT_MESSAGES.durationRange)
    .min(VISIT_DURATION.min, VISIT_MESSAGES.durationRange)
    .max(VISIT_DURATION.max, VISIT_MESSAGES.durationRange),
  priority: visitPrioritySchema,
  workType: text(80).optional(),
  requirements: z.array(text(120)).max(MAX_REQUIREMENTS, VISIT_MESSAGES.tooManyRequirements).optional(),
  contactPerson: text(120).optional(),
  contactPhone: text(40)
    .refine((s) => PHONE.test(s), VISIT_MESSAGES.phone)
    .optional(),
  notes: text(2000).optional(),
};

/** Deciding on purpose: a technician's overlapping visit, a time outside the school day. */
const decisions = {
  override: z.boolean({ error: 'override must be true or false' }).optional(),
  confirmOutsideSchoolDay: z.boolean({ error: 'confirmOutsideSchoolDay must be true or false' }).optional(),
};

export const createVisitSchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  ...visitFields,
  ...decisions,
});
export type CreateVisitPayload = z.input<typeof createVisitSchema>;
export type CreateVisitInput = z.output<typeof createVisitSchema>;

/** PATCH /api/visits/:id: reschedule or edit; only the fields given change. */
export const updateVisitSchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  technicianId: visitFields.technicianId.optional(),
  siteId: visitFields.siteId.optional(),
  room: visitFields.room,
  scheduledStart: visitFields.scheduledStart.optional(),
  estimatedDuration: visitFields.estimatedDuration.optional(),
  priority: visitPrioritySchema.optional(),
  workType: visitFields.workType,
  requirements: visitFields.requirements,
  contactPerson: visitFields.contactPerson,
  contactPhone: visitFields.contactPhone,
  notes: visitFields.notes,
  ...decisions,
});
export type UpdateVisitPayload = z.input<typeof updateVisitSchema>;
export type UpdateVisitInput = z.output<typeof updateVisitSchema>;

/** POST /api/visits/:id/status: each step's own details, checked by visitStatusIssue. */
export const visitStatusPayloadSchema = z.object({
  status: visitStatusSchema,
  reason: text(500).optional(),
  notes: text(4000).optional(),
  /** En route: the expected arrival; delayed: the new time of the visit. */
  eta: isoDateTime('Enter a date and time with its time zone (ISO 8601)').optional(),
});
export type VisitStatusPayload = z.input<typeof visitStatusPayloadSchema>;
export type VisitStatusInput = z.output<typeof visitStatusPayloadSchema>;

/** What a step needs beyond its name, as [field, message]; null when complete. */
export function visitStatusIssue(input: VisitStatusInput): [keyof VisitStatusInput, string] | null {
  if ((input.status === 'delayed' || input.status === 'cancelled') && !input.reason)
    return ['reason', VISIT_MESSAGES.reasonRequired];
  if (input.status === 'delayed' && !input.eta) return ['eta', VISIT_MESSAGES.newTimeRequired];
  if (input.status === 'completed' && !input.notes) return ['notes', VISIT_MESSAGES.notesRequired];
  return null;
}

export const visitSchema = z.object({
  id: z.uuid(),
  districtId: z.uuid(),
  ticketId: z.uuid(),
  ticketNumber: z.string(),
  ticketTitle: z.string(),
  technicianId: z.uuid(),
  technicianName: z.string(),
  siteId: z.uuid().nullable(),
  siteName: z.string(),
  siteAddress: z.string().nullable(),
  room: z.string(),
  scheduledStart: z.string(),
  scheduledEnd: z.string(),
  estimatedDuration: z.number().int(),
  priority: visitPrioritySchema,
  workType: z.string(),
  requirements: z.array(z.string()),
  contactPerson: z.string(),
  contactPhone: z.string(),
  notes: z.string(),
  workNotes: z.string(),
  status: visitStatusSchema,
  statusChangedAt: z.string(),
  eta: z.string().nullable(),
  statusReason: z.string().nullable(),
  conflictOverridden: z.boolean(),
  outsideSchoolDay: z.boolean(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Visit = z.infer<typeof visitSchema>;

export const listVisitsQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  from: isoDateTime('from must be a date and time with its time zone').optional(),
  to: isoDateTime('to must be a date and time with its time zone').optional(),
  status: visitStatusSchema.optional(),
  siteId: z.uuid({ error: 'Not a valid site id' }).optional(),
  technicianId: z.uuid({ error: 'Not a valid technician id' }).optional(),
});
export type ListVisitsQuery = z.input<typeof listVisitsQuerySchema>;

export const exportVisitsQuerySchema = listVisitsQuerySchema.extend({
  format: z.enum(['ics', 'csv'], { error: 'format must be ics or csv' }),
});

export const technicianSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  /** Five Star's own technicians work for every district. */
  fiveStar: z.boolean(),
});
export type Technician = z.infer<typeof technicianSchema>;

/** GET /api/technicians: who can be sent, and the district's school day for scheduling. */
export const schedulingRosterSchema = z.object({
  technicians: z.array(technicianSchema),
  schoolDay: z.object({ start: z.string(), end: z.string(), timezone: z.string() }),
});
export type SchedulingRoster = z.infer<typeof schedulingRosterSchema>;

export const visitFeedSchema = z.object({ url: z.string(), webcalUrl: z.string() });
export type VisitFeed = z.infer<typeof visitFeedSchema>;

export const visitFeedTokenParamSchema = z.object({ token: z.string().max(200) });

/** Minutes after local midnight, and the local day, of a moment in a time zone. */
export function localClock(at: Date, timeZone: string): { day: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    day: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

/** Whether the whole visit falls in one school day of the district (start and last minute inside). */
export function visitWithinSchoolDay(
  window: { start: string; end: string; timezone: string },
  start: Date,
  durationMinutes: number,
): boolean {
  const first = localClock(start, window.timezone);
  const last = localClock(new Date(start.getTime() + (durationMinutes - 1) * 60_000), window.timezone);
  return (
    first.day === last.day && withinSchoolDay(window, first.minutes) && withinSchoolDay(window, last.minutes)
  );
}

/** Two time ranges [start, end) overlap. */
export function rangesOverlap(a: { start: Date; end: Date }, b: { start: Date; end: Date }): boolean {
  return a.start < b.end && b.start < a.end;
}

/** The CSV export's columns, in order. */
export const VISIT_CSV_COLUMNS = [
  'Ticket',
  'Title',
  'Technician',
  'Site',
  'Room',
  'Start',
  'Duration (minutes)',
  'Priority',
  'Status',
  'Work type',
  'Contact',
  'Contact phone',
  'Notes',
] as const;

/** The status payload with each step's own details required (the form of the step dialog). */
export const visitStepSchema = visitStatusPayloadSchema.superRefine((input, ctx) => {
  const issue = visitStatusIssue(input);
  if (issue) ctx.addIssue({ code: 'custom', path: [issue[0]], message: issue[1] });
});
