import { meetingsApi } from '../../../domain/api/meetings.ts';
import { meetings } from '../../../server/db/schema/index.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

/** A meeting of district A, inserted directly (one per call, so deletes have their own). */
export async function insertMeeting(c: MatrixContext): Promise<string> {
  const [row] = await c.db
    .insert(meetings)
    .values({
      districtId: c.districtA.id,
      title: 'Matrix meeting',
      startAt: new Date('2026-05-04T16:00:00Z'),
      endAt: new Date('2026-05-04T17:00:00Z'),
    })
    .returning({ id: meetings.id });
  return row!.id;
}

const payload = (districtId: string) => ({
  title: 'Budget review',
  startDate: '2026-05-06T15:00:00.000Z',
  endDate: '2026-05-06T16:00:00.000Z',
  attendees: ['it@example.org'],
  districtId,
});

const writers = { anonymous: 401, viewerA: 403, waiting: 403, adminB: 404 } as const;

export const meetingsEndpoints = casesOf(meetingsApi, {
  list: {
    request: (c) => ({ url: `/api/meetings?districtId=${c.districtA.id}` }),
    expect: statuses({ anonymous: 401, adminB: 404, waiting: 403 }, 200),
  },
  create: {
    request: (c) => ({ url: '/api/meetings', body: payload(c.districtA.id) }),
    expect: statuses(writers, 201),
  },
  update: {
    request: async (c) => ({
      url: `/api/meetings/${await c.once('meeting', () => insertMeeting(c))}`,
      body: payload(c.districtA.id),
    }),
    expect: statuses(writers, 200),
  },
  remove: {
    request: async (c) => ({ url: `/api/meetings/${await insertMeeting(c)}` }),
    expect: statuses(writers, 200),
  },
  ics: {
    request: async (c) => ({ url: `/api/meetings/${await c.once('meeting', () => insertMeeting(c))}/ics` }),
    expect: statuses({ anonymous: 401, adminB: 404, waiting: 403 }, 200),
  },
  calendarFeed: {
    request: (c) => ({ url: `/api/meetings/calendar-feed?districtId=${c.districtA.id}` }),
    expect: statuses({ anonymous: 401, adminB: 404, waiting: 403 }, 200),
  },
  regenerateCalendarFeed: {
    request: (c) => ({ url: '/api/meetings/calendar-feed', body: { districtId: c.districtA.id } }),
    // Each user's own address: a viewer may renew theirs too.
    expect: statuses({ anonymous: 401, adminB: 404, waiting: 403 }, 200),
  },
  feed: null,
});
