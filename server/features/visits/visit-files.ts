import { ICalEventStatus } from 'ical-generator';
import Papa from 'papaparse';
import { CSV_ESCAPE_NEEDED } from '../../../domain/csv.ts';
import {
  VISIT_CSV_COLUMNS,
  VISIT_PRIORITY_LABELS,
  VISIT_STATUS_LABELS,
  type Visit,
} from '../../../domain/visits.ts';
import { type CalendarInfo, publishedCalendar } from '../../lib/published-calendar.ts';

/** A visit with its iCalendar SEQUENCE (raised on every change). */
export interface CalendarVisit {
  visit: Visit;
  sequence: number;
}

/**
 * An iCalendar (RFC 5545) document of visits, published like the meetings' one: importing adds the
 * events, a later copy with a higher SEQUENCE replaces them, cancelled visits show as cancelled.
 */
export function buildVisitCalendar(info: CalendarInfo, visits: CalendarVisit[]): string {
  const { calendar, host } = publishedCalendar(info);
  for (const { visit: v, sequence } of visits) {
    const description = [
      `${v.ticketNumber}: ${v.ticketTitle}`,
      `Technician: ${v.technicianName}`,
      `Priority: ${VISIT_PRIORITY_LABELS[v.priority]}`,
      `Status: ${VISIT_STATUS_LABELS[v.status]}`,
      v.workType ? `Work: ${v.workType}` : '',
      v.contactPerson ? `Contact: ${v.contactPerson}${v.contactPhone ? ` ${v.contactPhone}` : ''}` : '',
      v.requirements.length ? `Requirements: ${v.requirements.join(', ')}` : '',
      v.notes,
    ]
      .filter(Boolean)
      .join('\n');
    calendar.createEvent({
      id: `visit-${v.id}@${host}`,
      sequence,
      start: new Date(v.scheduledStart),
      end: new Date(v.scheduledEnd),
      stamp: new Date(v.updatedAt),
      created: new Date(v.createdAt),
      lastModified: new Date(v.updatedAt),
      summary: `Visit: ${v.ticketTitle} (${v.siteName})`,
      description,
      location: [v.siteName, v.room, v.siteAddress].filter(Boolean).join(', '),
      status: v.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      url: `${info.publicUrl}/technician-scheduling?visit=${v.id}`,
    });
  }
  return calendar.toString();
}

/** The CSV export: one row per visit, spreadsheet-safe cells. */
export function buildVisitCsv(visits: Visit[]): string {
  const csv = Papa.unparse(
    {
      fields: [...VISIT_CSV_COLUMNS],
      data: visits.map((v) => [
        v.ticketNumber,
        v.ticketTitle,
        v.technicianName,
        v.siteName,
        v.room,
        v.scheduledStart,
        v.estimatedDuration,
        VISIT_PRIORITY_LABELS[v.priority],
        VISIT_STATUS_LABELS[v.status],
        v.workType,
        v.contactPerson,
        v.contactPhone,
        v.notes,
      ]),
    },
    { escapeFormulae: CSV_ESCAPE_NEEDED, newline: '\r\n' },
  );
  return `${csv}\r\n`;
}
