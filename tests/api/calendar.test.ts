import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES as M } from '../../domain/calendar.ts';
import { INPUT_MESSAGES } from '../../domain/http.ts';
import { REMOTE_URL_MESSAGES } from '../../domain/remote-calls.ts';
import { SLA_MESSAGES, SLA_PRODUCT_DEFAULTS } from '../../domain/sla.ts';
import { addDays, todayIn } from '../../domain/working-time.ts';
import { makeDistrict, makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// The working calendar and SLA targets (issue 30, the SLA clock's foundation): defaults from the
// District profile, every validation message, .ics imports from a file and a feed, and who may do what.

let t: TestApp;
let w: World;
let feed: Server;
let feedBase: string;
/** What the local feed answers, by path. */
const feedFiles = new Map<string, { status: number; body: string }>();

beforeAll(async () => {
  // The escape hatch of tests: the feed below is on loopback over http.
  t = await createTestApp({ INTEGRATIONS_ALLOW_INSECURE: 'true' });
  w = await makeWorld(t.app, t.db);
  feed = createServer((req, res) => {
    const file = feedFiles.get(req.url ?? '');
    res.writeHead(file?.status ?? 404, { 'content-type': 'text/calendar' });
    res.end(file?.body ?? '');
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feed.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => feed.close(resolve));
  await t.close();
});

const calendarUrl = (districtId: string) => `/api/districts/${districtId}/calendar`;
const read = (districtId = w.districtA.id, cookie = w.cookies.adminA) =>
  call(t.app, 'GET', calendarUrl(districtId), { cookie });
const put = (body: unknown, cookie = w.cookies.adminA, districtId = w.districtA.id) =>
  call(t.app, 'PUT', calendarUrl(districtId), { cookie, body });
const importIcs = (text: string, cookie = w.cookies.adminA, districtId = w.districtA.id) =>
  call(t.app, 'POST', `${calendarUrl(districtId)}/import`, {
    cookie,
    body: text,
    headers: { 'content-type': 'text/calendar' },
  });
const importUrl = (url: string, cookie = w.cookies.adminA) =>
  call(t.app, 'POST', `${calendarUrl(w.districtA.id)}/import`, { cookie, body: { url } });

const WEEK = {
  mon: [['07:30', '16:00']],
  tue: [['07:30', '16:00']],
  wed: [
    ['07:30', '12:00'],
    ['13:00', '16:00'],
  ],
  thu: [['07:30', '16:00']],
  fri: [['07:30', '15:00']],
  sat: [],
  sun: [],
};

const ics = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const compact = (date: string) => date.replaceAll('-', '');
const allDay = (uid: string, start: string, end: string, summary: string) =>
  [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTART;VALUE=DATE:${compact(start)}`,
    `DTEND;VALUE=DATE:${compact(end)}`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ].join('\r\n');

describe('the working calendar', () => {
  it('defaults to the school day, Monday to Friday, in the District profile’s time zone', async () => {
    const res = await read();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      districtId: w.districtA.id,
      timezone: 'America/New_York',
      hours: {
        mon: [['07:00', '16:00']],
        fri: [['07:00', '16:00']],
        sat: [],
        sun: [],
      },
      closedDays: [],
      closedToday: false,
      fromSchoolDay: true,
      timezoneFromProfile: true,
      updatedAt: null,
    });
    expect(res.body.today).toBe(todayIn('America/New_York'));
  });

  it('follows the District profile until its own hours and zone are saved', async () => {
    const profile = await call(t.app, 'PUT', '/api/settings', {
      cookie: w.cookies.adminB,
      body: { timezone: 'America/Chicago', schoolDayStart: '07:45', schoolDayEnd: '15:15' },
    });
    expect(profile.status).toBe(200);
    const res = await read(w.districtB.id, w.cookies.adminB);
    expect(res.body).toMatchObject({ timezone: 'America/Chicago', hours: { wed: [['07:45', '15:15']] } });
  });

  it('saves hours, zone and closed days (in date order), each part on its own', async () => {
    const saved = await put({
      timezone: 'America/Chicago',
      hours: WEEK,
      closedDays: [
        { date: '2026-12-25', name: 'Winter break' },
        { date: '2026-11-26', name: ' Thanksgiving ' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      timezone: 'America/Chicago',
      hours: WEEK,
      closedDays: [
        { date: '2026-11-26', name: 'Thanksgiving' },
        { date: '2026-12-25', name: 'Winter break' },
      ],
      fromSchoolDay: false,
      timezoneFromProfile: false,
    });
    // Only the zone: the hours and days stay.
    const zone = await put({ timezone: 'America/Phoenix' });
    expect(zone.body).toMatchObject({ timezone: 'America/Phoenix', hours: WEEK });
    expect(zone.body.closedDays).toHaveLength(2);
    await put({ timezone: 'America/Chicago' });
  });

  it('flips "closed today" on the district’s clock, and back', async () => {
    const on = await put({ closedToday: true });
    const today = todayIn('America/Chicago');
    expect(on.body).toMatchObject({ today, closedToday: true });
    expect(on.body.closedDays).toContainEqual({ date: today, name: 'Unplanned closure' });
    const off = await put({ closedToday: false });
    expect(off.body.closedToday).toBe(false);
    expect(off.body.closedDays.map((d: { date: string }) => d.date)).not.toContain(today);
  });

  it('refuses wrong values with their messages and changes nothing', async () => {
    const before = (await read()).body;
    const week = (day: string, intervals: unknown) => ({ hours: { ...WEEK, [day]: intervals } });
    const closed = (...days: unknown[]) => ({ closedDays: days });
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ date: addDays('2027-01-01', i), name: `Day ${i}` }));
    const cases: [unknown, string][] = [
      [{ timezone: 'Mars/Olympus' }, M.timezone],
      [week('mon', [['7:30', '16:00']]), M.time('mon')],
      [week('tue', [['24:00', '24:00']]), M.time('tue')],
      [week('wed', [['07:30', '24:01']]), M.time('wed')],
      [week('thu', [['16:00', '07:30']]), M.order('thu')],
      [week('fri', [['07:30', '07:30']]), M.order('fri')],
      [
        week('mon', [
          ['07:00', '12:00'],
          ['11:00', '15:00'],
        ]),
        M.overlap('mon'),
      ],
      [
        week('sat', [
          ['01:00', '02:00'],
          ['03:00', '04:00'],
          ['05:00', '06:00'],
          ['07:00', '08:00'],
          ['09:00', '10:00'],
        ]),
        M.tooManyIntervals('sat'),
      ],
      [{ hours: { mon: [['07:30', '16:00']] } }, M.hours],
      [{ hours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } }, M.noHours],
      [closed({ date: '2026-13-01', name: 'Nope' }), M.date],
      [closed({ date: '11/26/2026', name: 'Nope' }), M.date],
      [closed({ date: '2026-11-26', name: '  ' }), M.name],
      [closed({ date: '2026-11-26', name: 'x'.repeat(81) }), M.nameTooLong],
      [closed({ date: '2026-11-26', name: 'Bell\u0007day' }), INPUT_MESSAGES.controlCharacters],
      [
        closed({ date: '2026-11-26', name: 'Thanksgiving' }, { date: '2026-11-26', name: 'Again' }),
        M.dateTwice('2026-11-26'),
      ],
      [{ closedDays: many(401) }, M.tooManyClosedDays],
      [{ closedToday: 'yes' }, 'closedToday is true or false'],
      [{}, M.nothingToSave],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect([res.status, res.body.message], JSON.stringify(body).slice(0, 120)).toEqual([400, message]);
    }
    expect((await read()).body).toEqual(before);
  });

  it('refuses "closed today" that would pass 400 closed days', async () => {
    const days = Array.from({ length: 400 }, (_, i) => ({
      date: addDays('2030-01-01', i),
      name: `Day ${i}`,
    }));
    expect((await put({ closedDays: days })).status).toBe(200);
    const res = await put({ closedToday: true });
    expect([res.status, res.body.message]).toEqual([400, M.tooManyClosedDays]);
    expect((await put({ closedDays: [] })).status).toBe(200);
  });
});

describe('importing closed days from an .ics file or feed', () => {
  const today = () => todayIn('America/Chicago');

  it('adds the dates of all-day events, each day of a multi-day one, and counts what it skips', async () => {
    const start = addDays(today(), 10);
    const text = ics(
      allDay('break', start, addDays(start, 3), 'Fall break'),
      allDay('past', addDays(today(), -5), addDays(today(), -4), 'Last week'),
      [
        'BEGIN:VEVENT',
        'UID:meeting',
        `DTSTART:${compact(start)}T150000Z`,
        `DTEND:${compact(start)}T160000Z`,
        'SUMMARY:Board meeting',
        'END:VEVENT',
      ].join('\r\n'),
    );
    const res = await importIcs(text);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      added: 3,
      skipped: 2,
      skippedBecause: { listed: 0, past: 1, later: 0, timed: 1, cancelled: 0 },
    });
    expect(res.body.calendar.closedDays).toEqual([
      { date: start, name: 'Fall break' },
      { date: addDays(start, 1), name: 'Fall break' },
      { date: addDays(start, 2), name: 'Fall break' },
    ]);
    // The same file again adds nothing.
    const again = await importIcs(text);
    expect(again.body).toMatchObject({ added: 0, skippedBecause: { listed: 3 } });
  });

  it('expands a recurring event for the next 18 months at most', async () => {
    const text = ics(
      [
        'BEGIN:VEVENT',
        'UID:monthly',
        `DTSTART;VALUE=DATE:${compact(addDays(today(), 1))}`,
        'RRULE:FREQ=MONTHLY',
        'SUMMARY:Early release',
        'END:VEVENT',
      ].join('\r\n'),
    );
    const res = await importIcs(text);
    expect(res.status).toBe(200);
    // Monthly from tomorrow: 18 occurrences (a day-of-month past a short month's end is skipped by the rule).
    expect(res.body.added).toBeGreaterThanOrEqual(17);
    expect(res.body.added).toBeLessThanOrEqual(19);
    const dates = res.body.calendar.closedDays.map((d: { date: string }) => d.date);
    expect(dates.at(-1) <= addDays(today(), 18 * 31)).toBe(true);
  });

  it('imports from a feed through the address check', async () => {
    const day = addDays(today(), 40);
    feedFiles.set('/district.ics', {
      status: 200,
      body: ics(allDay('feed', day, addDays(day, 1), 'Teacher day')),
    });
    const res = await importUrl(`${feedBase}/district.ics`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ added: 1 });
    expect(res.body.calendar.closedDays).toContainEqual({ date: day, name: 'Teacher day' });
  });

  it('refuses private and local addresses, other schemes and failing feeds', async () => {
    const cases: [string, string][] = [
      ['https://10.0.0.5/calendar.ics', REMOTE_URL_MESSAGES.urlPrivate],
      ['https://[fd00::1]/calendar.ics', REMOTE_URL_MESSAGES.urlPrivate],
      ['https://169.254.169.254/latest', REMOTE_URL_MESSAGES.urlPrivate],
      ['ftp://example.org/calendar.ics', REMOTE_URL_MESSAGES.urlInvalid],
      ['not a url', REMOTE_URL_MESSAGES.urlInvalid],
      [`${feedBase}/missing.ics`, M.feedFailed(404)],
    ];
    for (const [url, message] of cases) {
      const res = await importUrl(url);
      expect([res.status, res.body.message], url).toEqual([400, message]);
    }
  });

  it('refuses a production server’s loopback feed (no escape hatch)', async () => {
    const strict = await createTestApp();
    try {
      const district = await makeDistrict(strict.db);
      const admin = await makeUser(strict.db, { role: 'district_admin', districtId: district.id });
      const cookie = await signIn(strict.app, admin.email);
      const res = await call(strict.app, 'POST', `${calendarUrl(district.id)}/import`, {
        cookie,
        body: { url: `${feedBase}/district.ics` },
      });
      expect([res.status, res.body.message]).toEqual([400, REMOTE_URL_MESSAGES.urlNotHttps]);
      const local = await call(strict.app, 'POST', `${calendarUrl(district.id)}/import`, {
        cookie,
        body: { url: 'https://localhost:8443/district.ics' },
      });
      expect([local.status, local.body.message]).toEqual([400, REMOTE_URL_MESSAGES.urlPrivate]);
    } finally {
      await strict.close();
    }
  });

  it('refuses what is not a calendar, an empty body, and an import past 400 days', async () => {
    expect((await importIcs('hello, world')).body.message).toBe(M.notIcs);
    const wrongBody = await call(t.app, 'POST', `${calendarUrl(w.districtA.id)}/import`, {
      cookie: w.cookies.adminA,
      body: { file: 'x' },
    });
    expect([wrongBody.status, wrongBody.body.message]).toEqual([400, M.importSource]);
    const start = addDays(today(), 100);
    const big = ics(allDay('long', start, addDays(start, 420), 'Sabbatical'));
    const res = await importIcs(big);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^The import would make \d+ closed days: at most 400/);
  });
});

describe('who may read and change the calendar', () => {
  it('lets every staff role of the district read it, and only administrators change it', async () => {
    for (const cookie of [w.cookies.techA, w.cookies.viewerA, w.cookies.provider])
      expect((await read(w.districtA.id, cookie)).status).toBe(200);
    for (const cookie of [w.cookies.techA, w.cookies.viewerA]) {
      expect((await put({ closedToday: true }, cookie)).status).toBe(403);
      expect((await importIcs(ics(), cookie)).status).toBe(403);
    }
    expect((await put({ closedToday: false }, w.cookies.provider)).status).toBe(200);
    expect((await read(w.districtA.id, w.cookies.requesterA)).status).toBe(403);
  });

  it('answers 404 for another district, and for one that does not exist', async () => {
    expect((await read(w.districtA.id, w.cookies.adminB)).status).toBe(404);
    expect((await put({ closedToday: true }, w.cookies.adminB)).status).toBe(404);
    expect((await importIcs(ics(), w.cookies.adminB)).status).toBe(404);
    expect((await read('00000000-0000-4000-8000-000000000000', w.cookies.provider)).status).toBe(404);
  });

  it('records changes in the audit log', async () => {
    await put({ closedDays: [{ date: '2027-05-31', name: 'Memorial Day' }] });
    const log = await call(t.app, 'GET', `/api/audit?districtId=${w.districtA.id}&action=calendar.updated`, {
      cookie: w.cookies.adminA,
    });
    expect(log.body.entries[0]).toMatchObject({
      action: 'calendar.updated',
      after: { closedDays: ['2027-05-31 Memorial Day'] },
    });
  });
});

describe('SLA targets', () => {
  const policies = (cookie = w.cookies.adminA, districtId = w.districtA.id) =>
    call(t.app, 'GET', `/api/sla-policies?districtId=${districtId}`, { cookie });
  const putPolicies = (body: unknown, cookie = w.cookies.adminA, districtId = w.districtA.id) =>
    call(t.app, 'PUT', `/api/sla-policies?districtId=${districtId}`, { cookie, body });
  const valid = () => [
    { priority: 'critical', firstResponseMinutes: 10, resolutionMinutes: 180, allHours: true },
    { priority: 'high', firstResponseMinutes: 30, resolutionMinutes: 480, allHours: false },
    { priority: 'medium', firstResponseMinutes: 120, resolutionMinutes: 1440, allHours: false },
    { priority: 'low', firstResponseMinutes: 240, resolutionMinutes: 4320, allHours: false },
  ];

  it('uses the tier’s defaults until the district sets its own', async () => {
    const res = await policies();
    expect(res.status).toBe(200);
    expect(res.body.map((p: { priority: string }) => p.priority)).toEqual([
      'critical',
      'high',
      'medium',
      'low',
    ]);
    expect(res.body[0]).toEqual({
      priority: 'critical',
      ...SLA_PRODUCT_DEFAULTS.apex.critical,
      source: 'tier',
      tier: 'apex',
    });
  });

  it('saves the district’s own targets; technicians and viewers read them', async () => {
    const saved = await putPolicies([...valid()].reverse());
    expect(saved.status).toBe(200);
    expect(saved.body[0]).toEqual({ ...valid()[0], source: 'district', tier: 'apex' });
    for (const cookie of [w.cookies.techA, w.cookies.viewerA]) {
      expect((await policies(cookie)).body[0]).toMatchObject({ resolutionMinutes: 180, allHours: true });
      expect((await putPolicies(valid(), cookie)).status).toBe(403);
    }
    expect((await policies(w.cookies.adminB)).status).toBe(404);
    expect((await putPolicies(valid(), w.cookies.adminB)).status).toBe(404);
  });

  it('refuses wrong targets with their messages', async () => {
    const change = (i: number, patch: Record<string, unknown>) =>
      valid().map((p, j) => (j === i ? { ...p, ...patch } : p));
    const cases: [unknown, string][] = [
      [valid().slice(0, 3), SLA_MESSAGES.priorities],
      [{ critical: 1 }, SLA_MESSAGES.priorities],
      [change(1, { priority: 'critical' }), SLA_MESSAGES.priorityTwice('critical')],
      [change(1, { priority: 'urgent' }), SLA_MESSAGES.priorities],
      [change(0, { firstResponseMinutes: 0 }), SLA_MESSAGES.minutes('critical', 'first response')],
      [change(2, { resolutionMinutes: 12.5 }), SLA_MESSAGES.minutes('medium', 'resolution')],
      [change(3, { resolutionMinutes: 200_000 }), SLA_MESSAGES.minutes('low', 'resolution')],
      [change(1, { firstResponseMinutes: 600 }), SLA_MESSAGES.order('high')],
      [change(0, { allHours: 'yes' }), SLA_MESSAGES.allHours],
    ];
    for (const [body, message] of cases) {
      const res = await putPolicies(body);
      expect([res.status, res.body.message], JSON.stringify(body).slice(0, 100)).toEqual([400, message]);
    }
  });

  it('takes a district’s old System Settings targets as its own policy when they were set', async () => {
    const saved = await call(t.app, 'PUT', '/api/settings', {
      cookie: w.cookies.adminB,
      body: { slaTargets: { critical: 2, high: 8, medium: 24, low: 72 } },
    });
    expect(saved.status).toBe(200);
    const res = await policies(w.cookies.adminB, w.districtB.id);
    expect(res.body[0]).toMatchObject({ priority: 'critical', resolutionMinutes: 120, source: 'district' });
    expect(res.body[1]).toMatchObject({ priority: 'high', resolutionMinutes: 480, source: 'district' });
  });

  it('lets Five Star change a tier’s defaults, which districts of the tier without their own follow', async () => {
    const small = await makeDistrict(t.db, { serviceLevel: 'analysis' });
    const admin = await makeUser(t.db, { role: 'district_admin', districtId: small.id });
    const cookie = await signIn(t.app, admin.email);
    const before = await policies(cookie, small.id);
    expect(before.body[0]).toMatchObject({
      ...SLA_PRODUCT_DEFAULTS.analysis.critical,
      source: 'tier',
      tier: 'analysis',
    });

    const defaults = await call(t.app, 'GET', '/api/sla-policies/defaults', { cookie: w.cookies.techA });
    expect(defaults.body.map((d: { tier: string }) => d.tier)).toEqual([
      'analysis',
      'ascend',
      'altitude',
      'apex',
    ]);
    expect(defaults.body.every((d: { productDefaults: boolean }) => d.productDefaults)).toBe(true);

    const refused = await call(t.app, 'PUT', '/api/sla-policies/defaults/analysis', {
      cookie: w.cookies.adminA,
      body: valid(),
    });
    expect(refused.status).toBe(403);
    const changed = await call(t.app, 'PUT', '/api/sla-policies/defaults/analysis', {
      cookie: w.cookies.provider,
      body: valid(),
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ tier: 'analysis', productDefaults: false });
    expect((await policies(cookie, small.id)).body[0]).toMatchObject({
      resolutionMinutes: 180,
      source: 'tier',
    });
    // District A has its own policy: the analysis defaults do not touch it, nor does it follow apex's.
    expect((await policies()).body[0]).toMatchObject({ resolutionMinutes: 180, source: 'district' });
  });
});
