import ical, { type ICalCalendar, ICalCalendarMethod } from 'ical-generator';

/** What a published calendar is called and where its events link to. */
export interface CalendarInfo {
  /** Shown by calendar apps as the calendar's name. */
  name: string;
  /** The portal's public address: event UIDs use its host, events link to its pages. */
  publicUrl: string;
}

/**
 * An empty iCalendar (RFC 5545) calendar of the portal, published (not an invitation): importing
 * it adds its events, and a later copy with a higher SEQUENCE replaces them.
 */
export function publishedCalendar(info: CalendarInfo): { calendar: ICalCalendar; host: string } {
  const calendar = ical({
    name: info.name,
    prodId: { company: 'Five Star', product: 'District IT Portal', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // Subscribers refresh hourly (X-PUBLISHED-TTL / REFRESH-INTERVAL).
    ttl: 60 * 60,
  });
  return { calendar, host: new URL(info.publicUrl).host };
}
