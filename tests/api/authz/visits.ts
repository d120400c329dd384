import { visitsApi } from '../../../domain/api/visits.ts';
import { sites, tickets, visits } from '../../../server/db/schema/index.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

/** A ticket and a site of district A, made once per file. */
function fixturesOfA(c: MatrixContext) {
  return c.once('visit-fixtures-of-A', async () => {
    const [ticket] = await c.db
      .insert(tickets)
      .values({
        districtId: c.districtA.id,
        number: 9001,
        ticketNumber: 'MATRIX-9001',
        title: 'Matrix visit ticket',
        description: 'For the authorization matrix',
      })
      .returning({ id: tickets.id });
    const [site] = await c.db
      .insert(sites)
      .values({ districtId: c.districtA.id, name: 'Matrix school' })
      .returning({ id: sites.id });
    return { ticketId: ticket!.id, siteId: site!.id };
  });
}

let hour = 0;
/** A fresh hour for each booking, so no case collides with another. */
const freshStart = () => new Date(Date.UTC(2031, 0, 1) + hour++ * 3_600_000);

/** A visit of district A for its technician, inserted directly (one per call, so status steps have their own). */
async function insertVisit(c: MatrixContext): Promise<string> {
  const { ticketId, siteId } = await fixturesOfA(c);
  const start = freshStart();
  const [row] = await c.db
    .insert(visits)
    .values({
      districtId: c.districtA.id,
      ticketId,
      siteId,
      technicianId: c.people.techA.id,
      scheduledStart: start,
      scheduledEnd: new Date(start.getTime() + 3_600_000),
      durationMinutes: 60,
    })
    .returning({ id: visits.id });
  return row!.id;
}

const payload = async (c: MatrixContext) => ({
  districtId: c.districtA.id,
  ...(await fixturesOfA(c)),
  technicianId: c.people.techA.id,
  scheduledStart: freshStart().toISOString(),
  estimatedDuration: 60,
  priority: 'medium',
  confirmOutsideSchoolDay: true,
});

const readers = { anonymous: 401, adminB: 404, waiting: 403 } as const;
/** Booking and moving visits: schedulers only (district and provider administrators). */
const schedulers = { anonymous: 401, techA: 403, viewerA: 403, adminB: 404, waiting: 403 } as const;

export const visitsEndpoints = casesOf(visitsApi, {
  list: {
    request: (c) => ({ url: `/api/visits?districtId=${c.districtA.id}` }),
    expect: statuses(readers, 200),
  },
  create: {
    request: async (c) => ({ url: '/api/visits', body: await payload(c) }),
    expect: statuses(schedulers, 201),
  },
  update: {
    request: async (c) => ({
      url: `/api/visits/${await insertVisit(c)}`,
      body: { districtId: c.districtA.id, room: 'Library' },
    }),
    expect: statuses(schedulers, 200),
  },
  changeStatus: {
    // The technician steps their own visit; viewers never do.
    request: async (c) => ({
      url: `/api/visits/${await insertVisit(c)}/status`,
      body: { status: 'en_route' },
    }),
    expect: statuses({ anonymous: 401, viewerA: 403, adminB: 404, waiting: 403 }, 200),
  },
  roster: {
    request: (c) => ({ url: `/api/technicians?districtId=${c.districtA.id}` }),
    expect: statuses(readers, 200),
  },
  export: {
    request: (c) => ({ url: `/api/visits/export?format=csv&districtId=${c.districtA.id}` }),
    expect: statuses(readers, 200),
  },
  calendarFeed: {
    request: (c) => ({ url: `/api/visits/calendar-feed?districtId=${c.districtA.id}` }),
    expect: statuses(readers, 200),
  },
  feed: null,
});
