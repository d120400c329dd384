import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatTicketNumber,
  NEXT_CURSOR_HEADER,
  TICKET_MESSAGES,
  type Ticket,
} from '../../domain/tickets.ts';
import { districtStats, tickets } from '../../server/db/schema/index.ts';
import type { PortalEvent } from '../../server/realtime/event-bus.ts';
import { makeDistrict, makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db, { tierA: 'ascend' });
});
afterAll(() => t.close());

type Answer = Ticket & { message: string };
const create = (cookie: string | undefined, body: Record<string, unknown>) =>
  call<Answer>(t.app, 'POST', '/api/tickets', { cookie, body });
const patch = (cookie: string | undefined, id: string, body: Record<string, unknown>) =>
  call<Answer>(t.app, 'PATCH', `/api/tickets/${id}`, { cookie, body });

async function newDistrictWithAdmin(serviceLevel: 'analysis' | 'ascend' = 'ascend') {
  const district = await makeDistrict(t.db, { serviceLevel });
  const admin = await makeUser(t.db, { role: 'district_admin', districtId: district.id });
  return { district, cookie: await signIn(t.app, admin.email), admin };
}

/** The kept counters agree with the rows (the only place a test counts tickets). */
async function expectCountersMatchRows(districtId: string) {
  const [kept] = await t.db.select().from(districtStats).where(eq(districtStats.districtId, districtId));
  const [real] = await t.db
    .select({
      total: sql<number>`count(*)::int`,
      open: sql<number>`count(*) filter (where status = 'open')::int`,
      inProgress: sql<number>`count(*) filter (where status = 'in_progress')::int`,
      resolved: sql<number>`count(*) filter (where status = 'resolved')::int`,
      closed: sql<number>`count(*) filter (where status = 'closed')::int`,
      critical: sql<number>`count(*) filter (where priority = 'critical' and status in ('open', 'in_progress'))::int`,
    })
    .from(tickets)
    .where(eq(tickets.districtId, districtId));
  expect({
    total: kept?.ticketsTotal ?? 0,
    open: kept?.ticketsOpen ?? 0,
    inProgress: kept?.ticketsInProgress ?? 0,
    resolved: kept?.ticketsResolved ?? 0,
    closed: kept?.ticketsClosed ?? 0,
    critical: kept?.ticketsCritical ?? 0,
  }).toEqual(real);
}

describe('POST /api/tickets', () => {
  it('creates an open, medium, general ticket numbered from the district code', async () => {
    const { district, cookie, admin } = await newDistrictWithAdmin();
    const res = await create(cookie, {
      districtId: district.id,
      title: 'Projector',
      description: 'No signal in 204',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ticketNumber: `${district.code}-0001`,
      title: 'Projector',
      description: 'No signal in 204',
      status: 'open',
      priority: 'medium',
      category: 'general',
      districtId: district.id,
      districtName: district.name,
      createdById: admin.id,
      assigneeId: null,
      resolvedAt: null,
    });
    const second = await create(cookie, { title: 'Second', description: 'Own district when left out' });
    expect(second.status).toBe(201);
    expect(second.body.ticketNumber).toBe(`${district.code}-0002`);
    expect(second.body.districtId).toBe(district.id);
    await expectCountersMatchRows(district.id);
  });

  it('answers the product message for missing fields and names bad values', async () => {
    for (const body of [
      { districtId: w.districtA.id },
      { districtId: w.districtA.id, title: 'x', description: '   ' },
    ]) {
      const res = await create(w.cookies.adminA, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(TICKET_MESSAGES.required);
    }
    const bad = await create(w.cookies.adminA, {
      districtId: w.districtA.id,
      title: 'x',
      description: 'y',
      category: 'printers',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/general, hardware, software or network/);
    const badId = await create(w.cookies.adminA, { districtId: 'nope', title: 'x', description: 'y' });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe(TICKET_MESSAGES.chooseDistrict);
  });

  it('makes a provider admin choose the district, and 404s an unknown one', async () => {
    const missing = await create(w.cookies.provider, { title: 'x', description: 'y' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(TICKET_MESSAGES.chooseDistrict);
    const unknown = await create(w.cookies.provider, {
      districtId: '00000000-0000-4000-8000-000000000000',
      title: 'x',
      description: 'y',
    });
    expect(unknown.status).toBe(404);
    const ok = await create(w.cookies.provider, {
      districtId: w.districtB.id,
      title: 'From Five Star',
      description: 'y',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.districtId).toBe(w.districtB.id);
  });

  it('refuses a district below the Ascend tier (403) and another district (404)', async () => {
    const low = await newDistrictWithAdmin('analysis');
    const res = await create(low.cookie, { districtId: low.district.id, title: 'x', description: 'y' });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/FS Ascend/);
    const other = await create(w.cookies.adminB, {
      districtId: w.districtA.id,
      title: 'x',
      description: 'y',
    });
    expect(other.status).toBe(404);
  });

  it('hands out distinct numbers to concurrent creates', async () => {
    const { district, cookie } = await newDistrictWithAdmin();
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => create(cookie, { title: `Parallel ${i}`, description: 'race' })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(25).fill(201));
    const numbers = results.map((r) => r.body.ticketNumber).sort();
    expect(new Set(numbers).size).toBe(25);
    expect(numbers).toEqual(
      Array.from({ length: 25 }, (_, i) => `${district.code}-${String(i + 1).padStart(4, '0')}`),
    );
    await expectCountersMatchRows(district.id);
  });

  it('opens tickets of several districts arriving together, each with its number, timeline, log line and notices', async () => {
    const one = await newDistrictWithAdmin();
    const two = await newDistrictWithAdmin();
    const tech = await makeUser(t.db, {
      role: 'technician',
      districtId: one.district.id,
      firstName: 'Tess',
    });
    const wanted = Array.from({ length: 30 }, (_, i) => ({
      districtId: (i % 3 === 0 ? two : one).district.id,
      title: `Together ${i}`,
      description: 'batch',
      priority: i % 5 === 0 ? 'critical' : 'medium',
      status: i % 7 === 0 ? 'resolved' : 'open',
      ...(i % 4 === 1 && i % 3 !== 0 ? { assigneeId: tech.id } : {}),
    }));
    // One request names a district that does not exist: it alone fails, and its batch's others are kept.
    const [results, stray] = await Promise.all([
      Promise.all(wanted.map((body) => create(w.cookies.provider, body))),
      create(w.cookies.provider, { districtId: randomUUID(), title: 'Nowhere', description: 'batch' }),
    ]);
    expect(stray.status).toBe(404);
    expect(results.filter((r) => r.status !== 201).map((r) => r.body.message)).toEqual([]);
    for (const { district } of [one, two]) {
      const mine = results.filter((r) => r.body.districtId === district.id).map((r) => r.body);
      expect(mine.map((x) => x.ticketNumber).sort()).toEqual(
        mine.map((_, i) => `${district.code}-${String(i + 1).padStart(4, '0')}`),
      );
      await expectCountersMatchRows(district.id);
      const logged = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from activity_log where district_id = ${district.id} and action = 'ticket_created'`,
      );
      expect(logged.rows[0]!.n).toBe(mine.length);
    }
    results.forEach((r, i) => {
      expect(r.body).toMatchObject({
        title: wanted[i]!.title,
        priority: wanted[i]!.priority,
        status: wanted[i]!.status,
      });
      expect(r.body.assigneeName).toBe(wanted[i]!.assigneeId ? 'Tess technician' : null);
      expect(r.body.resolvedAt !== null).toBe(wanted[i]!.status === 'resolved');
    });
    const timeline = await t.db.execute<{ ticket_id: string; kinds: string }>(
      sql`select ticket_id, string_agg(kind::text || ':' || coalesce(to_value, ''), ',' order by kind::text) as kinds
          from ticket_activity where ticket_id in (${sql.join(
            results.map((r) => sql`${r.body.id}`),
            sql`, `,
          )}) and kind <> 'sla'
          group by ticket_id`,
    );
    const kindsOf = new Map(timeline.rows.map((r) => [r.ticket_id, r.kinds]));
    for (const [i, r] of results.entries()) {
      const expected = [`created:${wanted[i]!.status}`];
      if (wanted[i]!.assigneeId) expected.push('assignment:Tess technician');
      expect(kindsOf.get(r.body.id)).toBe(expected.sort().join(','));
    }
    // Each district's administrator hears of each of its new tickets; the technician of the ones assigned.
    const heard = (userId: string) =>
      t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from notifications where user_id = ${userId}`,
      );
    await expect.poll(async () => (await heard(one.admin.id)).rows[0]!.n, { timeout: 10_000 }).toBe(20);
    await expect.poll(async () => (await heard(two.admin.id)).rows[0]!.n, { timeout: 10_000 }).toBe(10);
    await expect
      .poll(async () => (await heard(tech.id)).rows[0]!.n, { timeout: 10_000 })
      .toBe(wanted.filter((x) => x.assigneeId).length);
  });

  it('numbers past 9999 with all their digits, and logs who opened which ticket', async () => {
    const { district, cookie, admin } = await newDistrictWithAdmin();
    await t.db.execute(
      sql`insert into ticket_counters (district_id, last_number) values (${district.id}, 9999)`,
    );
    const res = await create(cookie, { title: 'Five digits', description: 'counter' });
    expect(res.body.ticketNumber).toBe(formatTicketNumber(district.code, 10_000));
    const logged = await t.db.execute<{ summary: string }>(
      sql`select summary from activity_log where district_id = ${district.id} and action = 'ticket_created'`,
    );
    expect(logged.rows.map((r) => r.summary)).toEqual([
      `${admin.firstName} ${admin.lastName} opened ${district.code}-10000: Five digits`,
    ]);
  });

  it('publishes ticket_created with the ticket number after the commit', async () => {
    const { district, cookie } = await newDistrictWithAdmin();
    const seen: PortalEvent[] = [];
    const stop = t.bus.subscribe((e) => seen.push(e));
    const res = await create(cookie, { title: 'Live', description: 'event' });
    await expect
      .poll(() => seen.find((e) => e.type === 'ticket_created' && e.districtId === district.id))
      .toBeTruthy();
    stop();
    const event = seen.find((e) => e.type === 'ticket_created' && e.districtId === district.id)!;
    expect(event.data).toMatchObject({ ticketNumber: res.body.ticketNumber, id: res.body.id });
  });
});

describe('GET /api/tickets/:districtId', () => {
  let district: Awaited<ReturnType<typeof newDistrictWithAdmin>>;
  const made: Ticket[] = [];

  beforeAll(async () => {
    district = await newDistrictWithAdmin();
    const specs = [
      {
        title: 'Wi-Fi down in library',
        description: 'StudentNet drops',
        category: 'network',
        priority: 'critical',
      },
      { title: 'Printer jam', description: '100% of pages jam', category: 'hardware', priority: 'low' },
      { title: 'Install GeoGebra', description: 'math_lab PCs', category: 'software', priority: 'medium' },
      { title: 'Projector', description: 'No signal', category: 'hardware', priority: 'high' },
      { title: 'Account for Ms. Alvarez', description: 'New teacher', category: 'general', priority: 'low' },
    ];
    for (const s of specs) made.push((await create(district.cookie, s)).body);
    await patch(district.cookie, made[3]!.id, { status: 'in_progress' });
  });

  const list = (query = '', cookie = district.cookie) =>
    call<Ticket[] & { message: string }>(t.app, 'GET', `/api/tickets/${district.district.id}${query}`, {
      cookie,
    });

  it('answers a JSON array, newest first', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.map((x) => x.title)).toEqual([...made].reverse().map((x) => x.title));
    expect(res.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it('filters by status, priority, category and search on the server', async () => {
    expect((await list('?status=in_progress')).body.map((x) => x.title)).toEqual(['Projector']);
    expect((await list('?priority=low')).body.map((x) => x.title)).toEqual([
      'Account for Ms. Alvarez',
      'Printer jam',
    ]);
    expect((await list('?category=hardware&status=open')).body.map((x) => x.title)).toEqual(['Printer jam']);
    expect((await list('?search=wi-fi')).body.map((x) => x.title)).toEqual(['Wi-Fi down in library']);
    expect((await list('?search=print')).body.map((x) => x.title)).toEqual(['Printer jam']);
    expect((await list('?search=studentnet')).body.map((x) => x.title)).toEqual(['Wi-Fi down in library']);
    expect((await list('?search=GEO%20install')).body.map((x) => x.title)).toEqual(['Install GeoGebra']);
    expect((await list('?search=100%25')).body.map((x) => x.title)).toEqual(['Printer jam']);
    expect((await list('?search=nothing-like-this')).body).toEqual([]);
    expect((await list('?search=%25%25')).body).toEqual([]);
    expect((await list(`?search=${made[0]!.ticketNumber.toLowerCase()}`)).body.map((x) => x.id)).toEqual([
      made[0]!.id,
    ]);
    expect((await list('?search=%231')).body.map((x) => x.id)).toEqual([made[0]!.id]);
    expect((await list('?status=all&priority=all&category=all')).body).toHaveLength(5);
  });

  it('pages with limit and the next-cursor header until the end', async () => {
    const seen: string[] = [];
    let query = '?limit=2';
    for (let page = 0; page < 5; page++) {
      const res = await list(query);
      expect(res.status).toBe(200);
      seen.push(...res.body.map((x) => x.id));
      const next = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
      if (!next) break;
      query = `?limit=2&before=${encodeURIComponent(next)}`;
    }
    expect(seen).toEqual([...made].reverse().map((x) => x.id));
  });

  it('answers 400 for a bad filter, limit or cursor', async () => {
    expect((await list('?status=pending')).status).toBe(400);
    expect((await list('?limit=0')).body.message).toBe('limit must be at least 1');
    expect((await list('?limit=abc')).status).toBe(400);
    expect((await list('?before=x')).body.message).toBe('Not a valid cursor');
    const bad = await call(t.app, 'GET', '/api/tickets/not-a-uuid', { cookie: district.cookie });
    expect(bad.status).toBe(400);
  });

  it('lets viewers read and provider admins read every district', async () => {
    const viewer = await makeUser(t.db, { role: 'viewer', districtId: district.district.id });
    const viewerCookie = await signIn(t.app, viewer.email);
    expect((await list('', viewerCookie)).body).toHaveLength(5);
    expect((await list('', w.cookies.provider)).body).toHaveLength(5);
    const all = await call<Ticket[]>(t.app, 'GET', '/api/tickets?limit=500', { cookie: w.cookies.provider });
    expect(new Set(all.body.map((x) => x.districtId)).size).toBeGreaterThan(1);
    const sorted = [...all.body].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(all.body.map((x) => x.id)).toEqual(sorted.map((x) => x.id));
    const one = await call<Ticket[]>(
      t.app,
      'GET',
      `/api/tickets?districtId=${district.district.id}&status=in_progress`,
      {
        cookie: w.cookies.provider,
      },
    );
    expect(one.body.map((x) => x.title)).toEqual(['Projector']);
  });

  it('pages across districts for a provider admin', async () => {
    const seen: string[] = [];
    let query = '?limit=3';
    for (let page = 0; page < 100; page++) {
      const res = await call<Ticket[]>(t.app, 'GET', `/api/tickets${query}`, { cookie: w.cookies.provider });
      seen.push(...res.body.map((x) => x.id));
      const next = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
      if (!next) break;
      query = `?limit=3&before=${encodeURIComponent(next)}`;
    }
    const [{ n }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(tickets)) as [{ n: number }];
    expect(seen).toHaveLength(n);
    expect(new Set(seen).size).toBe(n);
  });

  it('answers the cards from the kept counters', async () => {
    const res = await call(t.app, 'GET', `/api/tickets/summary?districtId=${district.district.id}`, {
      cookie: district.cookie,
    });
    expect(res.body).toEqual({ total: 5, open: 4, inProgress: 1, resolved: 0, closed: 0, critical: 1 });
    const own = await call(t.app, 'GET', '/api/tickets/summary', { cookie: district.cookie });
    expect(own.body).toEqual(res.body);
  });
});

describe('PATCH /api/tickets/:id', () => {
  it('changes the status from any status, keeping counters and the timeline', async () => {
    const { district, cookie } = await newDistrictWithAdmin();
    const ticket = (await create(cookie, { title: 'Switch alarm', description: 'Fan', priority: 'critical' }))
      .body;
    for (const status of ['in_progress', 'resolved', 'open', 'closed'] as const) {
      const res = await patch(cookie, ticket.id, { status });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
      expect(res.body.resolvedAt === null).toBe(status === 'open' || status === 'in_progress');
      await expectCountersMatchRows(district.id);
    }
    const details = await call(t.app, 'GET', `/api/tickets/${ticket.id}/details`, { cookie });
    expect(details.status).toBe(200);
    // The SLA clock's own lines (tests/api/sla-clock.test.ts) aside.
    const changes = details.body.activity.filter((a: { kind: string }) => a.kind !== 'sla');
    expect(changes.map((a: { kind: string; toValue: string | null }) => [a.kind, a.toValue])).toEqual([
      ['created', 'open'],
      ['status', 'in_progress'],
      ['status', 'resolved'],
      ['status', 'open'],
      ['status', 'closed'],
    ]);
    expect(changes[1].actorName).toBe('Test district_admin');
    expect(changes[1].fromValue).toBe('open');
  });

  it('changes priority and title, and keeps the critical count right', async () => {
    const { district, cookie } = await newDistrictWithAdmin();
    const ticket = (await create(cookie, { title: 'Old', description: 'd' })).body;
    const res = await patch(cookie, ticket.id, { priority: 'critical', title: 'New title' });
    expect(res.body).toMatchObject({ priority: 'critical', title: 'New title' });
    await expectCountersMatchRows(district.id);
    const summary = await call(t.app, 'GET', '/api/tickets/summary', { cookie });
    expect(summary.body.critical).toBe(1);
  });

  it('answers an unchanged ticket without an event', async () => {
    const { cookie } = await newDistrictWithAdmin();
    const ticket = (await create(cookie, { title: 'Same', description: 'd' })).body;
    const seen: PortalEvent[] = [];
    const stop = t.bus.subscribe((e) => seen.push(e));
    const res = await patch(cookie, ticket.id, { status: 'open' });
    expect(res.status).toBe(200);
    expect(res.body.updatedAt).toBe(ticket.updatedAt);
    const marker = await create(cookie, { title: 'marker', description: 'd' });
    await expect.poll(() => seen.some((e) => (e.data as { id?: string })?.id === marker.body.id)).toBe(true);
    stop();
    expect(
      seen.filter((e) => e.type === 'ticket_updated' && (e.data as { id: string }).id === ticket.id),
    ).toEqual([]);
  });

  it('answers 400 for an empty or bad update, 404 for another district or an unknown id', async () => {
    const ticket = (await create(w.cookies.adminA, { title: 'A ticket', description: 'd' })).body;
    expect((await patch(w.cookies.adminA, ticket.id, {})).body.message).toBe(TICKET_MESSAGES.nothingToUpdate);
    expect((await patch(w.cookies.adminA, ticket.id, { status: 'done' })).status).toBe(400);
    expect((await patch(w.cookies.adminB, ticket.id, { status: 'resolved' })).status).toBe(404);
    expect(
      (await patch(w.cookies.adminA, '00000000-0000-4000-8000-000000000000', { status: 'resolved' })).status,
    ).toBe(404);
    expect((await patch(w.cookies.viewerA, ticket.id, { status: 'resolved' })).status).toBe(403);
    const details = await call(t.app, 'GET', `/api/tickets/${ticket.id}/details`, {
      cookie: w.cookies.adminB,
    });
    expect(details.status).toBe(404);
  });

  it('publishes ticket_updated with the ticket number', async () => {
    const ticket = (await create(w.cookies.adminA, { title: 'Event me', description: 'd' })).body;
    const seen: PortalEvent[] = [];
    const stop = t.bus.subscribe((e) => seen.push(e));
    await patch(w.cookies.techA, ticket.id, { status: 'resolved' });
    await expect.poll(() => seen.find((e) => e.type === 'ticket_updated')).toBeTruthy();
    stop();
    expect(seen.find((e) => e.type === 'ticket_updated')).toMatchObject({
      districtId: w.districtA.id,
      data: { ticketNumber: ticket.ticketNumber, status: 'resolved', change: 'status' },
    });
  });
});

describe('assignment', () => {
  it('assigns a technician of the district or Five Star staff, never another district', async () => {
    const ticket = (await create(w.cookies.adminA, { title: 'Assign me', description: 'd' })).body;
    const toTech = await patch(w.cookies.adminA, ticket.id, { assigneeId: w.people.techA.id });
    expect(toTech.status).toBe(200);
    expect(toTech.body).toMatchObject({ assigneeId: w.people.techA.id, assigneeName: 'Test technician' });

    const toProvider = await patch(w.cookies.adminA, ticket.id, { assigneeId: w.people.provider.id });
    expect(toProvider.body.assigneeId).toBe(w.people.provider.id);

    const toOther = await patch(w.cookies.adminA, ticket.id, { assigneeId: w.people.adminB.id });
    expect(toOther.status).toBe(400);
    expect(toOther.body.message).toBe(TICKET_MESSAGES.invalidAssignee);
    const toNobody = await patch(w.cookies.adminA, ticket.id, {
      assigneeId: '00000000-0000-4000-8000-000000000000',
    });
    expect(toNobody.status).toBe(400);

    const cleared = await patch(w.cookies.adminA, ticket.id, { assigneeId: null });
    expect(cleared.body).toMatchObject({ assigneeId: null, assigneeName: null });

    const details = await call(t.app, 'GET', `/api/tickets/${ticket.id}/details`, {
      cookie: w.cookies.adminA,
    });
    const moves = details.body.activity
      .filter((a: { kind: string }) => a.kind === 'assignment')
      .map((a: { fromValue: string | null; toValue: string | null }) => [a.fromValue, a.toValue]);
    expect(moves).toEqual([
      [null, 'Test technician'],
      ['Test technician', 'Test provider_admin'],
      ['Test provider_admin', null],
    ]);
  });

  it('assigns at creation and filters by assignee', async () => {
    const ticket = await create(w.cookies.adminA, {
      title: 'Assigned at birth',
      description: 'd',
      assigneeId: w.people.techA.id,
    });
    expect(ticket.status).toBe(201);
    const mine = await call<Ticket[]>(t.app, 'GET', `/api/tickets/${w.districtA.id}?assigneeId=me`, {
      cookie: w.cookies.techA,
    });
    expect(mine.body.map((x) => x.id)).toContain(ticket.body.id);
    expect(mine.body.every((x) => x.assigneeId === w.people.techA.id)).toBe(true);
    const rejected = await create(w.cookies.adminA, {
      title: 'x',
      description: 'd',
      assigneeId: w.people.adminB.id,
    });
    expect(rejected.status).toBe(400);
  });
});

describe('comments', () => {
  it('adds a comment to the timeline and tells other browsers', async () => {
    const ticket = (await create(w.cookies.adminA, { title: 'Comment on me', description: 'd' })).body;
    const seen: PortalEvent[] = [];
    const stop = t.bus.subscribe((e) => seen.push(e));
    const res = await call(t.app, 'POST', `/api/tickets/${ticket.id}/comments`, {
      cookie: w.cookies.techA,
      body: { body: '  Replaced the cable.  ' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'comment',
      body: 'Replaced the cable.',
      actorName: 'Test technician',
    });
    await expect.poll(() => seen.find((e) => e.type === 'ticket_updated')).toBeTruthy();
    stop();
    expect(seen.find((e) => e.type === 'ticket_updated')?.data).toMatchObject({ change: 'comment' });

    const details = await call(t.app, 'GET', `/api/tickets/${ticket.id}/details`, {
      cookie: w.cookies.viewerA,
    });
    expect(details.body.activity.at(-1)).toMatchObject({ kind: 'comment', body: 'Replaced the cable.' });
    expect(details.body.ticket.id).toBe(ticket.id);
  });

  it('refuses an empty comment, a viewer and another district', async () => {
    const ticket = (await create(w.cookies.adminA, { title: 'No empty', description: 'd' })).body;
    const url = `/api/tickets/${ticket.id}/comments`;
    const empty = await call(t.app, 'POST', url, { cookie: w.cookies.adminA, body: { body: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(TICKET_MESSAGES.commentRequired);
    expect((await call(t.app, 'POST', url, { cookie: w.cookies.viewerA, body: { body: 'hi' } })).status).toBe(
      403,
    );
    expect((await call(t.app, 'POST', url, { cookie: w.cookies.adminB, body: { body: 'hi' } })).status).toBe(
      404,
    );
  });
});

describe('word search in a large district', () => {
  it('finds old and common matches alike, newest first, page after page', async () => {
    const { seedTickets } = await import('../../bench/seed-tickets.ts');
    const { districtIds } = await seedTickets((t.db as unknown as { $client: import('pg').Pool }).$client, {
      districts: 1,
      tickets: 2600,
    });
    const districtId = districtIds[0]!;
    await t.db
      .update(tickets)
      .set({ title: 'Zebra crossing light' })
      .where(sql`${tickets.districtId} = ${districtId} and ${tickets.number} = 3`);
    const url = (q: string) => `/api/tickets/${districtId}?${q}`;

    const rare = await call<Ticket[]>(t.app, 'GET', url('search=zebr'), { cookie: w.cookies.provider });
    expect(rare.body.map((x) => x.title)).toEqual(['Zebra crossing light']);

    const expected = await t.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(sql`${tickets.districtId} = ${districtId} and ${tickets.title} ilike 'Wi-Fi drops%'`)
      .orderBy(sql`${tickets.createdAt} desc, ${tickets.id} desc`);
    const seen: string[] = [];
    let query = 'search=wi-fi%20drop&limit=100';
    for (let page = 0; page < 10; page++) {
      const res = await call<Ticket[]>(t.app, 'GET', url(query), { cookie: w.cookies.provider });
      seen.push(...res.body.map((x) => x.id));
      const next = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
      if (!next) break;
      query = `search=wi-fi%20drop&limit=100&before=${encodeURIComponent(next)}`;
    }
    expect(expected.length).toBeGreaterThan(200);
    expect(seen).toEqual(expected.map((r) => r.id));
  });
});
