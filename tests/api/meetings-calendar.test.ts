import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.ts';
import { makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
let meetingA: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  meetingA = (
    await call(t.app, 'POST', '/api/meetings', {
      cookie: w.cookies.adminA,
      body: {
        title: 'E-rate planning, phase 2',
        description: 'Bring the quotes',
        location: 'District office',
        meetingType: 'planning',
        startDate: '2030-09-01T15:00:00.000Z',
        endDate: '2030-09-01T16:30:00.000Z',
        attendees: 'cio@district-a.org, Principal Ortiz',
      },
    })
  ).body;
  await call(t.app, 'POST', '/api/meetings', {
    cookie: w.cookies.adminB,
    body: {
      title: 'Secret of district B',
      startDate: '2030-09-02T15:00:00Z',
      endDate: '2030-09-02T16:00:00Z',
    },
  });
});
afterAll(() => t.close());

/** The iCalendar text with folded lines joined (RFC 5545 3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const pathOf = (url: string) => new URL(url).pathname;
const feedOf = async (cookie = w.cookies.viewerA, query = '') =>
  (await call(t.app, 'GET', `/api/meetings/calendar-feed${query}`, { cookie })).body as {
    url: string;
    webcalUrl: string;
  };

describe('GET /api/meetings/:id/ics', () => {
  it('downloads one meeting as an iCalendar file', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/meetings/${meetingA.id}/ics`,
      headers: { cookie: w.cookies.viewerA! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="e-rate-planning-phase-2-2030-09-01.ics"',
    );
    const ics = unfold(res.body);
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain(`UID:${meetingA.id}@localhost:5000`);
    expect(ics).toContain('SEQUENCE:0');
    expect(ics).toContain('DTSTART:20300901T150000Z');
    expect(ics).toContain('DTEND:20300901T163000Z');
    expect(ics).toContain('SUMMARY:E-rate planning\\, phase 2');
    expect(ics).toContain('LOCATION:District office');
    expect(ics).toContain('CATEGORIES:Planning');
    expect(ics).toMatch(/ATTENDEE;[^\r\n]*:MAILTO:cio@district-a\.org/);
    // A name is no calendar address: it goes to the description.
    expect(ics).toContain('DESCRIPTION:Bring the quotes\\n\\nAttendees: Principal Ortiz');
    expect(ics).toMatch(/ORGANIZER;CN="?Test district_admin"?:mailto:/i);
  });

  it('is 404 for another district and 401 without a session', async () => {
    expect(
      (await call(t.app, 'GET', `/api/meetings/${meetingA.id}/ics`, { cookie: w.cookies.adminB })).status,
    ).toBe(404);
    expect((await call(t.app, 'GET', `/api/meetings/${meetingA.id}/ics`)).status).toBe(401);
  });
});

describe('the private calendar feed', () => {
  it('gives each user a secret address of their own, made on first use; nobody else sees it', async () => {
    const first = await feedOf(w.cookies.viewerA);
    expect(first.url).toMatch(/^http:\/\/localhost:5000\/api\/meetings\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(first.webcalUrl).toBe(first.url.replace('http:', 'webcal:'));
    expect((await feedOf(w.cookies.viewerA)).url).toBe(first.url);
    const others = [
      await feedOf(w.cookies.adminA),
      await feedOf(w.cookies.techA),
      await feedOf(w.cookies.provider, `?districtId=${w.districtA.id}`),
      await feedOf(w.cookies.adminB),
    ].map((f) => f.url);
    expect(new Set([first.url, ...others]).size).toBe(5);
  });

  it('stops working when its owner can no longer see the district', async () => {
    const mover = await makeUser(t.db, { role: 'technician', districtId: w.districtA.id });
    const cookie = await signIn(t.app, mover.email);
    const { url } = await feedOf(cookie);
    expect((await t.app.inject({ method: 'GET', url: pathOf(url) })).statusCode).toBe(200);
    await t.db.update(users).set({ districtId: w.districtB.id }).where(eq(users.id, mover.id));
    expect((await t.app.inject({ method: 'GET', url: pathOf(url) })).statusCode).toBe(404);
  });

  it('serves the district meetings to anybody holding the address, without a cookie', async () => {
    const { url } = await feedOf();
    const res = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = unfold(res.body);
    expect(ics).toContain(`UID:${meetingA.id}@localhost:5000`);
    expect(ics).not.toContain('Secret of district B');
    expect(ics).toMatch(/X-WR-CALNAME:District [0-9a-f]+ meetings/);
    // The address also works without the .ics suffix (some services strip it).
    const bare = await t.app.inject({ method: 'GET', url: pathOf(url).replace(/\.ics$/, '') });
    expect(bare.statusCode).toBe(200);
  });

  it('answers 404 to a wrong token', async () => {
    for (const token of ['nope', 'x'.repeat(43), `${'A'.repeat(43)}.ics`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/meetings/feed/${token}` });
      expect(res.statusCode, token).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/meetings/feed/%00' })).statusCode).toBe(400);
  });

  it('shows changes: an updated meeting carries a higher sequence', async () => {
    await call(t.app, 'PUT', `/api/meetings/${meetingA.id}`, {
      cookie: w.cookies.adminA,
      body: {
        title: 'E-rate planning, moved',
        startDate: '2030-09-03T15:00:00Z',
        endDate: '2030-09-03T16:00:00Z',
      },
    });
    const ics = unfold((await t.app.inject({ method: 'GET', url: pathOf((await feedOf()).url) })).body);
    expect(ics).toContain('SUMMARY:E-rate planning\\, moved');
    expect(ics).toContain('SEQUENCE:1');
  });

  it('regenerating gives the caller a new address and their old one stops working', async () => {
    const old = await feedOf(w.cookies.techA);
    const viewers = await feedOf(w.cookies.viewerA);
    const res = await call(t.app, 'POST', '/api/meetings/calendar-feed', {
      cookie: w.cookies.techA,
      body: { districtId: w.districtA.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.url).not.toBe(old.url);
    expect((await t.app.inject({ method: 'GET', url: pathOf(old.url) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: pathOf(res.body.url) })).statusCode).toBe(200);
    expect((await feedOf(w.cookies.techA)).url).toBe(res.body.url);
    expect((await feedOf(w.cookies.viewerA)).url).toBe(viewers.url);
    const otherDistrict = await call(t.app, 'POST', '/api/meetings/calendar-feed', {
      cookie: w.cookies.adminA,
      body: { districtId: w.districtB.id },
    });
    expect(otherDistrict.status).toBe(404);
  });
});
