import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '../../domain/access.ts';
import { VISIT_MESSAGES } from '../../domain/visits.ts';
import { mailMessages, visitStatusChanges } from '../../server/db/schema/index.ts';
import type { PortalEvent } from '../../server/realtime/event-bus.ts';
import { makeDistrict, makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
const events: PortalEvent[] = [];
let ticketId: string;
let ticketNumber: string;
let siteId: string;
let ticketB: string;
let siteB: string;
let tech2: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  t.bus.subscribe((e) => events.push(e));
  const ticket = await call(t.app, 'POST', '/api/tickets', {
    cookie: w.cookies.adminA,
    body: { title: 'Projector in room 12 is dark', description: 'No signal on HDMI', priority: 'high' },
  });
  ticketId = ticket.body.id;
  ticketNumber = ticket.body.ticketNumber;
  const site = await call(t.app, 'POST', '/api/sites', {
    cookie: w.cookies.adminA,
    body: { name: 'Lincoln Elementary', address: '12 Oak Street, Benson' },
  });
  siteId = site.body.id;
  ticketB = (
    await call(t.app, 'POST', '/api/tickets', {
      cookie: w.cookies.adminB,
      body: { title: 'B ticket', description: 'Other district', priority: 'low' },
    })
  ).body.id;
  siteB = (await call(t.app, 'POST', '/api/sites', { cookie: w.cookies.adminB, body: { name: 'B school' } }))
    .body.id;
  const second = await makeUser(t.db, {
    role: 'technician',
    districtId: w.districtA.id,
    firstName: 'Second',
  });
  tech2 = { id: second.id, cookie: await signIn(t.app, second.email) };
});
afterAll(() => t.close());

// 2030-03-12 is a Tuesday; the default school day is 07:00–16:00 America/New_York (EDT, UTC-4).
let slot = 0;
/** A fresh hour of the school day for each booking that must not collide with the others. */
const nextSlot = () => {
  const day = 12 + Math.floor(slot / 8);
  const hour = 11 + (slot % 8); // 07:00 .. 14:00 local
  slot++;
  return `2030-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;
};
const valid = (over: Record<string, unknown> = {}) => ({
  districtId: w.districtA.id,
  ticketId,
  technicianId: w.people.techA.id,
  siteId,
  room: 'Room 12',
  scheduledStart: nextSlot(),
  estimatedDuration: 60,
  priority: 'high',
  workType: 'Projector repair',
  requirements: ['HDMI cable', 'Ladder'],
  contactPerson: 'Ms. Ortiz',
  contactPhone: '+1 (555) 010-2000',
  ...over,
});
const create = (body: Record<string, unknown>, cookie = w.cookies.adminA) =>
  call(t.app, 'POST', '/api/visits', { cookie, body });
const step = (id: string, body: Record<string, unknown>, cookie = w.cookies.techA) =>
  call(t.app, 'POST', `/api/visits/${id}/status`, { cookie, body });

describe('POST /api/visits', () => {
  it('schedules a visit on a ticket, tells the district live and writes the ticket timeline', async () => {
    const body = valid();
    const res = await create(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ticketId,
      ticketNumber,
      ticketTitle: 'Projector in room 12 is dark',
      technicianId: w.people.techA.id,
      siteName: 'Lincoln Elementary',
      siteAddress: '12 Oak Street, Benson',
      room: 'Room 12',
      estimatedDuration: 60,
      priority: 'high',
      status: 'scheduled',
      requirements: ['HDMI cable', 'Ladder'],
      conflictOverridden: false,
      outsideSchoolDay: false,
    });
    expect(res.body.scheduledStart).toBe(body.scheduledStart);
    expect(new Date(res.body.scheduledEnd).getTime() - new Date(body.scheduledStart).getTime()).toBe(
      3_600_000,
    );
    // The event comes back through LISTEN on another connection: it may land just after the answer.
    await expect
      .poll(() => events.some((e) => e.type === 'visit_updated' && e.data?.id === res.body.id))
      .toBe(true);
    const details = await call(t.app, 'GET', `/api/tickets/${ticketId}/details`, {
      cookie: w.cookies.adminA,
    });
    const visitLines = details.body.activity.filter((a: { kind: string }) => a.kind === 'visit');
    expect(visitLines.at(-1).body).toMatch(/^Scheduled a visit at Lincoln Elementary/);
  });

  it('lists the district’s visits with the filters', async () => {
    const res = await call(
      t.app,
      'GET',
      `/api/visits?districtId=${w.districtA.id}&from=2030-03-01T00:00:00Z&to=2030-04-01T00:00:00Z&status=scheduled&siteId=${siteId}`,
      { cookie: w.cookies.viewerA },
    );
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((v: { status: string }) => v.status === 'scheduled')).toBe(true);
    const none = await call(t.app, 'GET', '/api/visits?from=2031-01-01T00:00:00Z', {
      cookie: w.cookies.adminA,
    });
    expect(none.body).toEqual([]);
  });

  it.each([
    ['ticketId', VISIT_MESSAGES.ticketRequired],
    ['technicianId', VISIT_MESSAGES.technicianRequired],
    ['siteId', VISIT_MESSAGES.siteRequired],
    ['scheduledStart', VISIT_MESSAGES.startRequired],
    ['estimatedDuration', VISIT_MESSAGES.durationRequired],
    ['priority', 'Choose a priority: emergency, high, medium or low'],
  ])('answers 400 without %s: "%s"', async (field, message) => {
    const res = await create(valid({ [field]: undefined }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a bad duration and a bad phone with their messages', async () => {
    expect((await create(valid({ estimatedDuration: 5 }))).body.message).toBe(VISIT_MESSAGES.durationRange);
    expect((await create(valid({ contactPhone: 'ring ring' }))).body.message).toBe(VISIT_MESSAGES.phone);
  });

  it('answers 404 for a ticket or site of another district, 400 for someone who is not its technician', async () => {
    expect((await create(valid({ ticketId: ticketB }))).status).toBe(404);
    expect((await create(valid({ siteId: siteB }))).status).toBe(404);
    const notTech = await create(valid({ technicianId: w.people.viewerA.id }));
    expect(notTech.status).toBe(400);
    expect(notTech.body.message).toBe(VISIT_MESSAGES.technicianNotFound);
    expect((await create(valid(), w.cookies.adminB)).status).toBe(404);
  });

  it('lets only schedulers book: viewers and technicians get 403', async () => {
    expect((await create(valid(), w.cookies.viewerA)).status).toBe(403);
    expect((await create(valid(), w.cookies.techA)).status).toBe(403);
  });

  it('asks for confirmation outside the school day', async () => {
    const evening = valid({ scheduledStart: '2030-03-20T22:00:00.000Z' }); // 18:00 local
    const refused = await create(evening);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(VISIT_MESSAGES.outsideSchoolDay('07:00', '16:00'));
    const confirmed = await create({ ...evening, confirmOutsideSchoolDay: true });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.outsideSchoolDay).toBe(true);
  });
});

describe('conflicts', () => {
  it('refuses an overlapping visit of the same technician with 409 naming the other, unless overridden', async () => {
    const start = nextSlot();
    const first = await create(valid({ scheduledStart: start }));
    expect(first.status).toBe(201);
    const half = new Date(new Date(start).getTime() + 30 * 60_000).toISOString();
    const clash = await create(valid({ scheduledStart: half }));
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain(ticketNumber);
    expect(clash.body.message).toContain('Lincoln Elementary');
    // Another technician is free then.
    expect((await create(valid({ scheduledStart: half, technicianId: tech2.id }))).status).toBe(201);
    const overridden = await create(valid({ scheduledStart: half, override: true }));
    expect(overridden.status).toBe(201);
    expect(overridden.body.conflictOverridden).toBe(true);
  });

  it('back-to-back visits do not collide, a cancelled one frees its time', async () => {
    const start = nextSlot();
    const first = await create(valid({ scheduledStart: start, technicianId: tech2.id }));
    const after = new Date(new Date(start).getTime() + 60 * 60_000).toISOString();
    expect((await create(valid({ scheduledStart: after, technicianId: tech2.id }))).status).toBe(201);
    expect(
      (await step(first.body.id, { status: 'cancelled', reason: 'Fixed remotely' }, w.cookies.adminA)).status,
    ).toBe(200);
    expect((await create(valid({ scheduledStart: start, technicianId: tech2.id }))).status).toBe(201);
  });

  it('holds under 20 concurrent bookings of the same technician and slot: exactly one succeeds', async () => {
    const tech = await makeUser(t.db, { role: 'technician', districtId: w.districtA.id, firstName: 'Busy' });
    const start = '2030-04-02T14:00:00.000Z';
    const results = await Promise.all(
      Array.from({ length: 20 }, () => create(valid({ scheduledStart: start, technicianId: tech.id }))),
    );
    const codes = results.map((r) => r.status).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
  });

  it('rescheduling (PATCH) takes the same check', async () => {
    const a = await create(valid({ technicianId: tech2.id }));
    const b = await create(valid({ technicianId: tech2.id }));
    const moved = await call(t.app, 'PATCH', `/api/visits/${b.body.id}`, {
      cookie: w.cookies.adminA,
      body: { scheduledStart: a.body.scheduledStart },
    });
    expect(moved.status).toBe(409);
    const later = new Date(new Date(a.body.scheduledStart).getTime() + 90 * 60_000).toISOString();
    const ok = await call(t.app, 'PATCH', `/api/visits/${b.body.id}`, {
      cookie: w.cookies.adminA,
      body: { scheduledStart: later, room: 'Library' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ scheduledStart: later, room: 'Library' });
    const byTech = await call(t.app, 'PATCH', `/api/visits/${b.body.id}`, {
      cookie: tech2.cookie,
      body: { room: 'Gym' },
    });
    expect(byTech.status).toBe(403);
  });
});

describe('POST /api/visits/:id/status', () => {
  it('walks a visit to completed, records each change and tells the ticket’s creator and the contact', async () => {
    const visit = await create(valid({ contactPerson: w.people.viewerA.email }));
    const id = visit.body.id;
    const skip = await step(id, { status: 'completed', notes: 'x' });
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe('A visit cannot go from Scheduled to Completed.');

    const enRoute = await step(id, { status: 'en_route' });
    expect(enRoute.status).toBe(200);
    expect(enRoute.body.status).toBe('en_route');
    expect(enRoute.body.eta).not.toBeNull();
    expect((await step(id, { status: 'on_site' })).body.status).toBe('on_site');
    const noNotes = await step(id, { status: 'completed' });
    expect(noNotes.status).toBe(400);
    expect(noNotes.body.message).toBe(VISIT_MESSAGES.notesRequired);
    const done = await step(id, { status: 'completed', notes: 'Replaced the HDMI board' });
    expect(done.body).toMatchObject({ status: 'completed', workNotes: 'Replaced the HDMI board' });
    expect(done.body.completedAt).not.toBeNull();
    const again = await step(id, { status: 'en_route' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A visit cannot go from Completed to En Route.');

    const changes = await t.db.select().from(visitStatusChanges).where(eq(visitStatusChanges.visitId, id));
    expect(changes.map((c) => c.toStatus)).toEqual(['scheduled', 'en_route', 'on_site', 'completed']);

    const details = await call(t.app, 'GET', `/api/tickets/${ticketId}/details`, {
      cookie: w.cookies.adminA,
    });
    const lines = details.body.activity
      .filter((a: { kind: string }) => a.kind === 'visit')
      .map((a: { body: string }) => a.body);
    expect(lines).toContain('Visit On Site → Completed. Work notes: Replaced the HDMI board.');

    const titles = async (cookie: string | undefined) =>
      (await call(t.app, 'GET', '/api/notifications', { cookie })).body.notifications
        .filter((n: { kind: string }) => n.kind === 'visit_update')
        .map((n: { title: string }) => n.title);
    for (const cookie of [w.cookies.adminA, w.cookies.viewerA]) {
      await expect
        .poll(() => titles(cookie), { timeout: 15_000 })
        .toContain(`Technician on the way: ${ticketNumber}`);
      await expect
        .poll(() => titles(cookie), { timeout: 15_000 })
        .toContain(`Visit completed: ${ticketNumber}`);
    }
    await expect
      .poll(
        async () =>
          (
            await t.db.select().from(mailMessages).where(eq(mailMessages.toAddress, w.people.adminA.email))
          ).map((m) => m.subject),
        { timeout: 15_000 },
      )
      .toContain(`Visit completed (${ticketNumber}: Projector in room 12 is dark)`);
  });

  it('delays with a reason and a new time, then comes back; cancels with a reason', async () => {
    const visit = await create(valid());
    const id = visit.body.id;
    expect((await step(id, { status: 'delayed' })).body.message).toBe(VISIT_MESSAGES.reasonRequired);
    expect((await step(id, { status: 'delayed', reason: 'Flat tyre' })).body.message).toBe(
      VISIT_MESSAGES.newTimeRequired,
    );
    const newTime = nextSlot();
    const delayed = await step(id, { status: 'delayed', reason: 'Flat tyre', eta: newTime });
    expect(delayed.status).toBe(200);
    expect(delayed.body).toMatchObject({
      status: 'delayed',
      statusReason: 'Flat tyre',
      scheduledStart: newTime,
    });
    expect((await step(id, { status: 'scheduled' })).body.status).toBe('scheduled');
    expect((await step(id, { status: 'cancelled' })).body.message).toBe(VISIT_MESSAGES.reasonRequired);
    const cancelled = await step(id, { status: 'cancelled', reason: 'Fixed remotely' });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', statusReason: 'Fixed remotely' });
  });

  it('lets a technician step only their own visits; viewers none; other districts see nothing', async () => {
    const theirs = await create(valid({ technicianId: tech2.id }));
    const other = await step(theirs.body.id, { status: 'en_route' });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(VISIT_MESSAGES.notYourVisit);
    expect((await step(theirs.body.id, { status: 'en_route' }, w.cookies.viewerA)).status).toBe(403);
    expect((await step(theirs.body.id, { status: 'en_route' }, w.cookies.adminB)).status).toBe(404);
    expect((await step(theirs.body.id, { status: 'en_route' }, tech2.cookie)).status).toBe(200);
  });
});

describe('technicians, exports and the private feed', () => {
  it('lists the district’s technicians and its school day', async () => {
    const res = await call(t.app, 'GET', `/api/technicians?districtId=${w.districtA.id}`, {
      cookie: w.cookies.viewerA,
    });
    expect(res.status).toBe(200);
    const ids = res.body.technicians.map((x: { id: string }) => x.id);
    expect(ids).toContain(w.people.techA.id);
    expect(ids).toContain(tech2.id);
    expect(ids).not.toContain(w.people.viewerA.id);
    expect(res.body.schoolDay).toEqual({ start: '07:00', end: '16:00', timezone: 'America/New_York' });
  });

  it('exports the filtered visits as CSV and iCalendar', async () => {
    const csv = await call(t.app, 'GET', `/api/visits/export?format=csv&technicianId=${tech2.id}`, {
      cookie: w.cookies.viewerA,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const text = String(csv.body);
    expect(text.split('\r\n')[0]).toBe(
      'Ticket,Title,Technician,Site,Room,Start,Duration (minutes),Priority,Status,Work type,Contact,Contact phone,Notes',
    );
    expect(text).toContain('Second technician');
    expect(text).not.toContain('Test technician');
    const ics = await call(t.app, 'GET', '/api/visits/export?format=ics', { cookie: w.cookies.adminA });
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(String(ics.body)).toContain('BEGIN:VEVENT');
    expect(
      (await call(t.app, 'GET', '/api/visits/export?format=pdf', { cookie: w.cookies.adminA })).status,
    ).toBe(400);
  });

  it('gives a technician a private feed of their own visits', async () => {
    const feed = await call(t.app, 'GET', `/api/visits/calendar-feed?districtId=${w.districtA.id}`, {
      cookie: tech2.cookie,
    });
    expect(feed.status).toBe(200);
    expect(feed.body.webcalUrl).toMatch(/^webcal:/);
    const path = new URL(feed.body.url).pathname;
    const body = await call(t.app, 'GET', path, {});
    expect(body.status).toBe(200);
    const text = String(body.body);
    expect(text).toContain('Second technician');
    expect(text).not.toContain('Technician: Test technician');
    expect((await call(t.app, 'GET', '/api/visits/feed/not-a-real-token-at-all-123', {})).status).toBe(404);
  });
});

describe('the Ascend tier', () => {
  it('refuses scheduling to a district below FS Ascend, saying which tier it needs', async () => {
    const low = await makeDistrict(t.db, { serviceLevel: 'analysis' });
    const admin = await makeUser(t.db, { role: 'district_admin', districtId: low.id });
    const res = await call(t.app, 'GET', '/api/visits', { cookie: await signIn(t.app, admin.email) });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(ACCESS_MESSAGES.tier('ascend'));
  });
});
