import type { Meeting } from '@domain/meetings';
import { i18n } from '@/lib/i18n';

const HOUR = 60 * 60 * 1000;

/**
 * When a district has no meetings, these placeholders show what the list looks like.
 * They live only in the browser, are marked 'Example' and are never sent to the server.
 */
export function exampleMeetings(districtId: string, now = Date.now()): Meeting[] {
  const at = (days: number, hour: number) => {
    const d = new Date(now + days * 24 * HOUR);
    d.setHours(hour, 0, 0, 0);
    return d;
  };
  const make = (
    n: number,
    m: Omit<
      Meeting,
      'id' | 'districtId' | 'createdBy' | 'createdByName' | 'status' | 'createdAt' | 'updatedAt'
    >,
  ) => ({
    ...m,
    id: `example-${n}`,
    districtId,
    createdBy: null,
    createdByName: null,
    status: 'scheduled' as const,
    createdAt: new Date(now).toISOString(),
    updatedAt: new Date(now).toISOString(),
  });
  return [
    make(1, {
      title: i18n.t('meetings:examples.checkIn.title'),
      description: i18n.t('meetings:examples.checkIn.description'),
      location: i18n.t('meetings:examples.checkIn.location'),
      meetingType: 'review',
      startDate: at(2, 10).toISOString(),
      endDate: at(2, 11).toISOString(),
      attendees: ['it.director@district.org', 'success@fivestar.example'],
    }),
    make(2, {
      title: i18n.t('meetings:examples.refresh.title'),
      description: i18n.t('meetings:examples.refresh.description'),
      location: i18n.t('meetings:examples.refresh.location'),
      meetingType: 'planning',
      startDate: at(7, 14).toISOString(),
      endDate: at(7, 15).toISOString(),
      attendees: ['principal@district.org', 'tech.lead@district.org'],
    }),
  ];
}
