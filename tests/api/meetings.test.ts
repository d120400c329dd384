import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_ATTENDEES, MEETING_MESSAGES } from '../../domain/meetings.ts';
import { meetings } from '../../server/db/schema/index.ts';
import type { PortalEvent } from '../../server/realtime/event-bus.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
const events: PortalEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  t.bus.subscribe((e) => events.push(e));
});
afterAll(() => t.close());

const hour = 60 * 60 * 1000;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * hour).toISOString();
const valid = () => ({ title: 'Technology committee', startDate: at(48), endDate: at(49) });
const create = (body: Record<string, unknown>, cookie = w.cookies.adminA) =>
  call(t.app, 'POST', '/api/meetings', { cookie, body });
const list = (query = '', cookie = w.cookies.adminA) =>
  call(t.app, 'GET', `/api/meetings${query}`, { cookie });

describe('POST /api/meetings', () => {
  it('schedules a meeting for the caller district; createdBy is the signed-in user whatever the body says', async () => {
    const body = {
      ...valid(),
      description: 'Quarterly review',
      location: 'Board room',
      meetingType: 'review',
      attendees: [' it@benson.org ', '', 'Principal Ortiz', 'IT@benson.org'],
      districtId: w.districtA.id,
      createdBy: 'placeholder-user',
    };
    const res = await create(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Technology committee',
      description: 'Quarterly review',
      location: 'Board room',
      meetingType: 'review',
      attendees: ['it@benson.org', 'Principal Ortiz'],
      districtId: w.districtA.id,
      createdBy: w.people.adminA.id,
      createdByName: 'Test district_admin',
      status: 'scheduled',
    });
    expect(new Date(res.body.startDate).toISOString()).toBe(body.startDate);
  });

  it('defaults the type to meeting, and accepts attendees as one comma-separated text', async () => {
    const res = await create({ ...valid(), attendees: 'a@x.org, , b@x.org ,a@x.org' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      meetingType: 'meeting',
      attendees: ['a@x.org', 'b@x.org'],
      description: '',
      location: '',
    });
  });

  it('keeps the time zone offset the client sent as the same instant', async () => {
    const res = await create({
      ...valid(),
      startDate: '2030-03-04T09:30:00-07:00',
      endDate: '2030-03-04T10:15:00-07:00',
    });
    expect(res.body.startDate).toBe('2030-03-04T16:30:00.000Z');
    expect(res.body.endDate).toBe('2030-03-04T17:15:00.000Z');
  });

  it.each([
    [{ title: '' }, MEETING_MESSAGES.titleRequired],
    [{ title: undefined }, MEETING_MESSAGES.titleRequired],
    [{ startDate: '' }, MEETING_MESSAGES.startRequired],
    [{ endDate: undefined }, MEETING_MESSAGES.endRequired],
    [{ startDate: '2030-03-04T09:30' }, MEETING_MESSAGES.invalidDateTime],
    [{ meetingType: 'party' }, 'Choose a meeting type: meeting, planning, review or recurring'],
    [
      { attendees: Array.from({ length: MAX_ATTENDEES + 1 }, (_, i) => `p${i}@x.org`) },
      MEETING_MESSAGES.tooManyAttendees,
    ],
  ])('refuses %o with a clear message', async (change, message) => {
    const res = await create({ ...valid(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a meeting that ends before or when it starts', async () => {
    const start = at(10);
    for (const end of [start, at(9)]) {
      const res = await create({ ...valid(), startDate: start, endDate: end });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MEETING_MESSAGES.endNotAfterStart);
    }
  });

  it('answers 404 for a body naming another district; a provider admin names one', async () => {
    expect((await create({ ...valid(), districtId: w.districtB.id })).status).toBe(404);
    expect((await create(valid(), w.cookies.provider)).status).toBe(404);
    const res = await create({ ...valid(), title: 'For B', districtId: w.districtB.id }, w.cookies.provider);
    expect(res.status).toBe(201);
    expect(res.body.districtId).toBe(w.districtB.id);
  });
});

describe('GET /api/meetings', () => {
  it('lists the district meetings by start time with a status that follows from the times', async () => {
    await create({ ...valid(), title: 'Happening now', startDate: at(-1), endDate: at(1) });
    await create({ ...valid(), title: 'Last week', startDate: at(-170), endDate: at(-169) });
    const res = await list();
    expect(res.status).toBe(200);
    const starts = res.body.map((m: { startDate: string }) => m.startDate);
    expect([...starts].sort()).toEqual(starts);
    const byTitle = Object.fromEntries(
      res.body.map((m: { title: string; status: string }) => [m.title, m.status]),
    );
    expect(byTitle).toMatchObject({
      'Happening now': 'in-progress',
      'Last week': 'completed',
      'Technology committee': 'scheduled',
    });
    expect(res.body.every((m: { districtId: string }) => m.districtId === w.districtA.id)).toBe(true);
  });

  it('filters by time and keeps the latest meetings under a limit', async () => {
    const upcoming = await list(`?from=${encodeURIComponent(new Date().toISOString())}`);
    expect(upcoming.body.some((m: { title: string }) => m.title === 'Last week')).toBe(false);
    expect(upcoming.body.some((m: { title: string }) => m.title === 'Happening now')).toBe(true);
    const latest = await list('?limit=1');
    expect(latest.body.map((m: { startDate: string }) => m.startDate)).toEqual(['2030-03-04T16:30:00.000Z']);
    expect((await list('?limit=abc')).body.message).toBe('limit must be a number');
    expect((await list('?from=yesterday')).status).toBe(400);
  });

  it('is scoped to the district: viewers read, other districts see theirs, provider names one', async () => {
    expect((await list('', w.cookies.viewerA)).status).toBe(200);
    expect((await list('', w.cookies.adminB)).body.map((m: { title: string }) => m.title)).toEqual(['For B']);
    expect((await list(`?districtId=${w.districtA.id}`, w.cookies.adminB)).status).toBe(404);
    expect((await list('', w.cookies.provider)).status).toBe(404);
  });
});

describe('PUT and DELETE /api/meetings/:id', () => {
  it('replaces the meeting and raises its calendar sequence', async () => {
    const meeting = (await create({ ...valid(), attendees: ['a@x.org'] })).body;
    const res = await call(t.app, 'PUT', `/api/meetings/${meeting.id}`, {
      cookie: w.cookies.techA,
      body: { ...valid(), title: 'Moved', location: 'Library', attendees: [] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: meeting.id,
      title: 'Moved',
      location: 'Library',
      attendees: [],
      createdBy: w.people.adminA.id,
    });
    const [row] = await t.db.select().from(meetings).where(eq(meetings.id, meeting.id));
    expect(row!.sequence).toBe(1);
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        type: 'meeting_changed',
        districtId: w.districtA.id,
        data: { id: meeting.id, action: 'updated' },
      }),
    );
  });

  it('validates an update like a new meeting and hides other districts', async () => {
    const meeting = (await create(valid())).body;
    const put = (body: Record<string, unknown>, cookie = w.cookies.adminA) =>
      call(t.app, 'PUT', `/api/meetings/${meeting.id}`, { cookie, body });
    expect((await put({ ...valid(), title: ' ' })).body.message).toBe(MEETING_MESSAGES.titleRequired);
    expect((await put({ ...valid(), endDate: at(1) })).body.message).toBe(MEETING_MESSAGES.endNotAfterStart);
    expect((await put(valid(), w.cookies.adminB)).status).toBe(404);
    expect((await put({ ...valid(), districtId: w.districtB.id })).status).toBe(404);
    expect((await put(valid(), w.cookies.viewerA)).status).toBe(403);
  });

  it('deletes a meeting once', async () => {
    const meeting = (await create(valid())).body;
    const del = () => call(t.app, 'DELETE', `/api/meetings/${meeting.id}`, { cookie: w.cookies.adminA });
    expect(
      (await call(t.app, 'DELETE', `/api/meetings/${meeting.id}`, { cookie: w.cookies.adminB })).status,
    ).toBe(404);
    expect((await del()).body).toEqual({ success: true });
    expect((await del()).status).toBe(404);
    expect((await list()).body.some((m: { id: string }) => m.id === meeting.id)).toBe(false);
  });
});
