import { ICalAttendeeRole, ICalEventStatus } from 'ical-generator';
import { isEmailAddress, MEETING_TYPE_LABELS, type MeetingType } from '../../../domain/meetings.ts';
import { type CalendarInfo, publishedCalendar } from '../../lib/published-calendar.ts';

export interface CalendarMeeting {
  id: string;
  title: string;
  description: string;
  location: string;
  meetingType: MeetingType;
  startAt: Date;
  endAt: Date;
  attendees: string[];
  sequence: number;
  createdAt: Date;
  updatedAt: Date;
  organizer: { name: string; email: string } | null;
}

/**
 * An iCalendar (RFC 5545) document of the meetings, published (not an invitation): importing it
 * adds the events, and a later copy with a higher SEQUENCE replaces them. Attendees that are not
 * email addresses cannot be calendar attendees, so they are listed in the description instead.
 */
export function buildMeetingCalendar(info: CalendarInfo, meetings: CalendarMeeting[]): string {
  const { calendar, host } = publishedCalendar(info);
  for (const m of meetings) {
    const emails = m.attendees.filter(isEmailAddress);
    const others = m.attendees.filter((a) => !isEmailAddress(a));
    const description = [m.description, others.length ? `Attendees: ${others.join(', ')}` : '']
      .filter(Boolean)
      .join('\n\n');
    calendar.createEvent({
      id: `${m.id}@${host}`,
      sequence: m.sequence,
      start: m.startAt,
      end: m.endAt,
      stamp: m.updatedAt,
      created: m.createdAt,
      lastModified: m.updatedAt,
      summary: m.title,
      description: description || null,
      location: m.location || null,
      status: ICalEventStatus.CONFIRMED,
      categories: [{ name: MEETING_TYPE_LABELS[m.meetingType] }],
      organizer: m.organizer,
      attendees: emails.map((email) => ({ email, role: ICalAttendeeRole.REQ, rsvp: true })),
      url: `${info.publicUrl}/meetings`,
    });
  }
  return calendar.toString();
}

/** A safe download name: "board-review-2026-03-04.ics". */
export function icsFileName(title: string, startAt: Date): string {
  const slug =
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'meeting';
  return `${slug}-${startAt.toISOString().slice(0, 10)}.ics`;
}
