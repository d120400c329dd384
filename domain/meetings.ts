import { z } from 'zod';
import { isoDateTime, text } from './http.ts';

export const MEETING_TYPES = ['meeting', 'planning', 'review', 'recurring'] as const;
export const meetingTypeSchema = z.enum(MEETING_TYPES, {
  error: 'Choose a meeting type: meeting, planning, review or recurring',
});
export type MeetingType = z.infer<typeof meetingTypeSchema>;

export const MEETING_TYPE_LABELS: Record<MeetingType, string> = {
  meeting: 'Meeting',
  planning: 'Planning',
  review: 'Review',
  recurring: 'Recurring',
};

/** Display only: follows from the meeting's times, see meetingStatus. */
export const MEETING_STATUSES = ['scheduled', 'in-progress', 'completed'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

export const MEETING_STATUS_LABELS: Record<MeetingStatus, string> = {
  scheduled: 'Scheduled',
  'in-progress': 'In Progress',
  completed: 'Completed',
};

export const MEETING_DEFAULTS = { meetingType: 'meeting' } as const satisfies { meetingType: MeetingType };
export const MAX_ATTENDEES = 200;
export const MAX_MEETINGS_LISTED = 2000;

/** Toasts and validation messages of the Meetings screen. */
export const MEETING_MESSAGES = {
  scheduled: 'Meeting scheduled successfully and synced to Google Calendar (if configured)',
  scheduleFailed: 'Failed to schedule meeting',
  updated: 'Meeting updated successfully',
  updateFailed: 'Failed to update meeting',
  deleted: 'Meeting deleted successfully',
  deleteFailed: 'Failed to delete meeting',
  titleRequired: 'Meeting title is required',
  startRequired: 'Start date and time are required',
  endRequired: 'End date and time are required',
  invalidDateTime: 'Enter a date and time with its time zone (ISO 8601)',
  endNotAfterStart: 'The meeting must end after it starts',
  tooManyAttendees: `A meeting can have at most ${MAX_ATTENDEES} attendees`,
  attendeesHint:
    'Separate attendees with commas. Use real email addresses so the meeting reaches their calendars.',
  notFound: 'Meeting not found.',
  feedNotFound: 'Calendar feed not found.',
  feedRegenerated: 'Calendar link regenerated. The old link no longer works.',
  feedRegenerateFailed: 'Failed to regenerate the calendar link',
  linkCopied: 'Link copied to clipboard',
} as const;

const EMAIL = z.email();

/** True when an attendee entry is an email address (only those can receive calendar invitations). */
export function isEmailAddress(value: string): boolean {
  return EMAIL.safeParse(value).success;
}

/**
 * Attendees are a comma-separated list, trimmed, with empty entries removed. Repeated
 * entries (ignoring case) are kept once, in their first spelling.
 */
export function parseAttendees(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(/[,\n;]/) : input.flatMap((v) => v.split(/[,\n;]/));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of parts) {
    const entry = raw.trim();
    const key = entry.toLowerCase();
    if (!entry || seen.has(key)) continue;
    seen.add(key);
    out.push(entry);
  }
  return out;
}

type TimeInput = string | number | Date;
const ms = (v: TimeInput) => (v instanceof Date ? v.getTime() : new Date(v).getTime());

/** Scheduled before it starts, in progress until it ends, then completed. */
export function meetingStatus(start: TimeInput, end: TimeInput, now: TimeInput = Date.now()): MeetingStatus {
  const t = ms(now);
  if (t < ms(start)) return 'scheduled';
  if (t < ms(end)) return 'in-progress';
  return 'completed';
}

/** Whole minutes between start and end (never negative). */
export function meetingDurationMinutes(start: TimeInput, end: TimeInput): number {
  return Math.max(0, Math.round((ms(end) - ms(start)) / 60_000));
}

/** "45 min", "1 hr", "1 hr 30 min", "2 days" for the list view's duration. */
export function formatDuration(minutes: number): string {
  if (minutes >= 24 * 60 && minutes % (24 * 60) === 0) {
    const days = minutes / (24 * 60);
    return `${days} ${days === 1 ? 'day' : 'days'}`;
  }
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} hr` : `${h} hr ${m} min`;
}

const dateTime = (required: string) =>
  z.string({ error: required }).trim().min(1, required).pipe(isoDateTime(MEETING_MESSAGES.invalidDateTime));

const attendees = z
  .union([
    z.string().max(20_000),
    z.array(z.string().max(254, 'An attendee entry must be at most 254 characters')).max(1000),
  ])
  .nullish()
  .transform((v) => (v ? parseAttendees(v) : []))
  .refine((list) => list.length <= MAX_ATTENDEES, MEETING_MESSAGES.tooManyAttendees)
  .refine((list) => list.every((a) => a.length <= 254), 'An attendee entry must be at most 254 characters');

/** POST /api/meetings and PUT /api/meetings/:id: title, start and end required. */
export const meetingPayloadSchema = z
  .object({
    title: z
      .string({ error: MEETING_MESSAGES.titleRequired })
      .trim()
      .min(1, MEETING_MESSAGES.titleRequired)
      .max(200, 'The meeting title must be at most 200 characters'),
    description: text(5000)
      .nullish()
      .transform((v) => v ?? ''),
    location: text(300)
      .nullish()
      .transform((v) => v ?? ''),
    meetingType: meetingTypeSchema.optional().default(MEETING_DEFAULTS.meetingType),
    startDate: dateTime(MEETING_MESSAGES.startRequired),
    endDate: dateTime(MEETING_MESSAGES.endRequired),
    attendees,
    /** Checked against the session: another district's id answers 404. */
    districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
    /** Accepted for compatibility and ignored: the creator is always the signed-in user. */
    createdBy: z.string().max(200).nullish(),
  })
  .refine((m) => ms(m.endDate) > ms(m.startDate), {
    path: ['endDate'],
    message: MEETING_MESSAGES.endNotAfterStart,
  });
export type MeetingPayload = z.input<typeof meetingPayloadSchema>;

export const listMeetingsQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  /** Only meetings that end at or after this time. */
  from: isoDateTime(MEETING_MESSAGES.invalidDateTime).optional(),
  /** Only meetings that start before this time. */
  to: isoDateTime(MEETING_MESSAGES.invalidDateTime).optional(),
  /** The latest meetings by start time are kept (so upcoming ones are never cut off). */
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_MEETINGS_LISTED, `limit must be at most ${MAX_MEETINGS_LISTED}`)
    .optional(),
});

export const meetingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  meetingType: meetingTypeSchema,
  startDate: z.string(),
  endDate: z.string(),
  attendees: z.array(z.string()),
  districtId: z.uuid(),
  createdBy: z.uuid().nullable(),
  createdByName: z.string().nullable(),
  /** At the time of the answer; the client recomputes it as time passes. */
  status: z.enum(MEETING_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Meeting = z.infer<typeof meetingSchema>;

/** The district's private iCalendar subscription address. */
export const calendarFeedSchema = z.object({
  /** https address for "subscribe from URL" (Google Calendar, Outlook). */
  url: z.string(),
  /** The same address with the webcal: scheme, which opens the desktop calendar app. */
  webcalUrl: z.string(),
  createdAt: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const regenerateFeedSchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
});
export const feedTokenParamSchema = z.object({ token: z.string().max(200) });

export interface MeetingStats {
  total: number;
  upcoming: number;
  thisWeek: number;
  completed: number;
}

/** The stat cards of the Meetings screen: all, still to come, starting in the next 7 days, done. */
export function meetingStats(
  list: Pick<Meeting, 'startDate' | 'endDate'>[],
  now: TimeInput = Date.now(),
): MeetingStats {
  const t = ms(now);
  const weekAhead = t + 7 * 24 * 60 * 60 * 1000;
  let upcoming = 0;
  let thisWeek = 0;
  let completed = 0;
  for (const m of list) {
    const status = meetingStatus(m.startDate, m.endDate, t);
    if (status === 'completed') completed++;
    else upcoming++;
    const start = ms(m.startDate);
    if (start >= t && start < weekAhead) thisWeek++;
  }
  return { total: list.length, upcoming, thisWeek, completed };
}
