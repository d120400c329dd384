import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAMAGE_MESSAGES, DAMAGE_PHOTOS_MAX } from '../../domain/damage.ts';
import { SCAN_MESSAGES } from '../../domain/scans.ts';
import {
  assets,
  damageReports,
  districts,
  people,
  repairs,
  sites,
  ticketAttachments,
  tickets,
  visits,
} from '../../server/db/schema/index.ts';
import type { PortalEvent } from '../../server/realtime/event-bus.ts';
import { makeDistrict, makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// Damage reports and repairs (issue 34): POST /api/assets/:id/damage opens a repair ticket and an
// in-house repair; lists; PUT /api/repairs/:id (send out, RMA, warranty charges nobody); loaners;
// a scan with condition "damaged" becomes a damage report; every validation message; who may.

let t: TestApp;
let w: World;
let siteA: string;
let maya: string;
const events: PortalEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  t.bus.subscribe((e) => events.push(e));
  const [s] = await t.db
    .insert(sites)
    .values({ districtId: w.districtA.id, name: 'Lakeside Elementary' })
    .returning({ id: sites.id });
  siteA = s!.id;
  const [p] = await t.db
    .insert(people)
    .values({ districtId: w.districtA.id, firstName: 'Maya', lastName: 'Lopez', role: 'student' })
    .returning({ id: people.id });
  maya = p!.id;
});
afterAll(() => t.close());

let n = 0;
async function asset(fields: Partial<typeof assets.$inferInsert> = {}) {
  n += 1;
  const [row] = await t.db
    .insert(assets)
    .values({
      districtId: w.districtA.id,
      assetTag: `DM-${String(n).padStart(4, '0')}`,
      name: `Chromebook ${n}`,
      model: 'Chromebook 3110',
      siteId: siteA,
      ...fields,
    })
    .returning();
  return row!;
}
const heldByMaya = (checkedOutOn = '2026-08-20') =>
  asset({ personId: maya, assignedTo: 'Maya Lopez', assignedType: 'person', checkedOutOn });

const report = (assetId: string, body: Record<string, unknown>, cookie = w.cookies.techA) =>
  call(t.app, 'POST', `/api/assets/${assetId}/damage`, {
    cookie,
    body: { districtId: w.districtA.id, ...body },
  });
const putRepair = (id: string, body: Record<string, unknown>, cookie = w.cookies.techA) =>
  call(t.app, 'PUT', `/api/repairs/${id}?districtId=${w.districtA.id}`, { cookie, body });

describe('reporting damage', () => {
  it('records who had it, where and what, opens a repair ticket and an in-house repair', async () => {
    const a = await heldByMaya();
    events.length = 0;
    const res = await report(a.id, {
      kind: 'screen',
      note: 'Cracked in the corner',
      place: 'Room 12',
      occurredAt: '2026-09-10T10:00:00Z',
    });
    expect(res.status).toBe(201);
    expect(res.body.damage).toMatchObject({
      assetId: a.id,
      assetTag: a.assetTag,
      model: 'Chromebook 3110',
      kind: 'screen',
      source: 'asset',
      state: 'reported',
      personId: maya,
      personName: 'Maya Lopez',
      siteName: 'Lakeside Elementary',
      place: 'Room 12',
      note: 'Cracked in the corner',
      occurredAt: '2026-09-10T10:00:00.000Z',
      repairKind: 'in_house',
      repairState: 'open',
      ticketNumber: res.body.ticket.ticketNumber,
    });
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.id, res.body.ticket.id));
    expect(ticket).toMatchObject({
      assetId: a.id,
      category: 'hardware',
      title: `Screen damage: ${a.assetTag} (Chromebook 3110)`,
    });
    expect(ticket!.description).toContain('It was assigned to Maya Lopez.');
    const [repair] = await t.db.select().from(repairs).where(eq(repairs.damageReportId, res.body.damage.id));
    expect(repair).toMatchObject({ kind: 'in_house', state: 'open', ticketId: ticket!.id, assetId: a.id });
    expect(events.some((e) => e.type === 'damage_reported')).toBe(true);

    const detail = await call(
      t.app,
      'GET',
      `/api/damage/${res.body.damage.id}?districtId=${w.districtA.id}`,
      {
        cookie: w.cookies.viewerA,
      },
    );
    expect(detail).toMatchObject({ status: 200, body: { id: res.body.damage.id, repairId: repair!.id } });
  });

  it('names nobody when the device was not out, or went to its holder after it happened', async () => {
    const inStock = await asset();
    const r1 = await report(inStock.id, { kind: 'keyboard' });
    expect(r1.body.damage.personId).toBeNull();
    const later = await heldByMaya('2026-09-15');
    const r2 = await report(later.id, { kind: 'liquid', occurredAt: '2026-09-01T08:00:00Z' });
    expect(r2.body.damage.personId).toBeNull();
  });

  it('links the ticket it is reported from instead of opening one (source ticket)', async () => {
    const a = await heldByMaya();
    const made = await call(t.app, 'POST', '/api/tickets', {
      cookie: w.cookies.techA,
      body: { districtId: w.districtA.id, title: 'Broken charger', description: 'No light', assetId: a.id },
    });
    expect(made.status).toBe(201);
    const before = (await t.db.select().from(tickets).where(eq(tickets.assetId, a.id))).length;
    const res = await report(a.id, { kind: 'charger', ticketId: made.body.id });
    expect(res.body).toMatchObject({
      damage: { source: 'ticket', ticketId: made.body.id },
      ticket: { id: made.body.id },
    });
    expect((await t.db.select().from(tickets).where(eq(tickets.assetId, a.id))).length).toBe(before);
  });

  it("records a report from an onsite visit's checklist (source checklist) on the visit's ticket", async () => {
    const a = await heldByMaya();
    const made = await call(t.app, 'POST', '/api/tickets', {
      cookie: w.cookies.techA,
      body: { districtId: w.districtA.id, title: 'Cart check at Lakeside', description: 'Yearly' },
    });
    expect(made.status).toBe(201);
    const [visit] = await t.db
      .insert(visits)
      .values({
        districtId: w.districtA.id,
        ticketId: made.body.id,
        technicianId: w.people.techA.id,
        siteId: siteA,
        scheduledStart: new Date('2026-09-10T09:00:00Z'),
        scheduledEnd: new Date('2026-09-10T10:00:00Z'),
        durationMinutes: 60,
      })
      .returning({ id: visits.id });
    const before = (await t.db.select().from(tickets)).length;
    const res = await report(a.id, { kind: 'keyboard', place: 'Cart 3', visitId: visit!.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      damage: { source: 'checklist', ticketId: made.body.id, personId: maya, place: 'Cart 3' },
      ticket: { id: made.body.id, ticketNumber: made.body.ticketNumber },
    });
    expect((await t.db.select().from(tickets)).length).toBe(before);
    const [repair] = await t.db.select().from(repairs).where(eq(repairs.damageReportId, res.body.damage.id));
    expect(repair).toMatchObject({ ticketId: made.body.id, state: 'open', kind: 'in_house' });
    const listed = await call(
      t.app,
      'GET',
      `/api/damage/${res.body.damage.id}?districtId=${w.districtA.id}`,
      {
        cookie: w.cookies.viewerA,
      },
    );
    expect(listed.body).toMatchObject({ source: 'checklist', ticketNumber: made.body.ticketNumber });
    // A visit of another district is not found in this one.
    const [ticketB] = await t.db
      .insert(tickets)
      .values({
        districtId: w.districtB.id,
        number: 9901,
        ticketNumber: 'TKT-B-DMG',
        title: 'Other',
        description: '',
      })
      .returning({ id: tickets.id });
    const [visitB] = await t.db
      .insert(visits)
      .values({
        districtId: w.districtB.id,
        ticketId: ticketB!.id,
        technicianId: w.people.techA.id,
        scheduledStart: new Date('2026-09-10T09:00:00Z'),
        scheduledEnd: new Date('2026-09-10T10:00:00Z'),
        durationMinutes: 60,
      })
      .returning({ id: visits.id });
    expect(await report(a.id, { kind: 'screen', visitId: visitB!.id })).toMatchObject({
      status: 400,
      body: { message: DAMAGE_MESSAGES.visitNotFound },
    });
  });

  it('lists reports newest first by state, person and asset, paged by cursor', async () => {
    const a = await heldByMaya();
    await report(a.id, { kind: 'screen' });
    await report(a.id, { kind: 'keyboard' });
    const byAsset = await call(
      t.app,
      'GET',
      `/api/damage?districtId=${w.districtA.id}&assetId=${a.id}&limit=1`,
      {
        cookie: w.cookies.viewerA,
      },
    );
    expect(byAsset.status).toBe(200);
    expect(byAsset.body.items.map((d: { kind: string }) => d.kind)).toEqual(['keyboard']);
    expect(byAsset.body.nextCursor).toEqual(expect.any(String));
    const next = await call(
      t.app,
      'GET',
      `/api/damage?districtId=${w.districtA.id}&assetId=${a.id}&limit=1&cursor=${byAsset.body.nextCursor}`,
      { cookie: w.cookies.viewerA },
    );
    expect(next.body).toMatchObject({ items: [{ kind: 'screen' }], nextCursor: null });
    const byPerson = await call(
      t.app,
      'GET',
      `/api/damage?districtId=${w.districtA.id}&personId=${maya}&status=reported`,
      {
        cookie: w.cookies.techA,
      },
    );
    expect(byPerson.body.items.length).toBeGreaterThanOrEqual(2);
    expect(byPerson.body.items.every((d: { personId: string }) => d.personId === maya)).toBe(true);
  });

  it('refuses every bad input with its message', async () => {
    const a = await asset();
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'exploded' }, DAMAGE_MESSAGES.kind],
      [{}, DAMAGE_MESSAGES.kind],
      [{ kind: 'screen', occurredAt: 'yesterday' }, DAMAGE_MESSAGES.occurredAt],
      [
        { kind: 'screen', occurredAt: '2999-01-01T00:00:00Z' },
        'Must be a date between the years 1900 and 2200',
      ],
      [{ kind: 'screen', occurredAt: '2199-01-01T00:00:00Z' }, DAMAGE_MESSAGES.occurredInFuture],
      [{ kind: 'screen', photos: ['nope'] }, DAMAGE_MESSAGES.photos],
      [{ kind: 'screen', photos: 'nope' }, DAMAGE_MESSAGES.photos],
      [
        { kind: 'screen', photos: Array.from({ length: DAMAGE_PHOTOS_MAX + 1 }, () => randomUUID()) },
        DAMAGE_MESSAGES.tooManyPhotos,
      ],
      [{ kind: 'screen', photos: [randomUUID()] }, DAMAGE_MESSAGES.photoNotFound],
      [{ kind: 'screen', ticketId: 'nope' }, DAMAGE_MESSAGES.ticketId],
      [{ kind: 'screen', ticketId: randomUUID() }, DAMAGE_MESSAGES.ticketNotFound],
      [{ kind: 'screen', visitId: 'nope' }, DAMAGE_MESSAGES.visitId],
      [{ kind: 'screen', visitId: randomUUID() }, DAMAGE_MESSAGES.visitNotFound],
      [{ kind: 'screen', note: 'x'.repeat(2001) }, 'Must be at most 2000 characters'],
      [{ kind: 'screen', place: 'x'.repeat(201) }, 'Must be at most 200 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await report(a.id, body);
      expect(res, JSON.stringify(body)).toMatchObject({ status: 400, body: { message } });
    }
    const missing = await report(randomUUID(), { kind: 'screen' });
    expect(missing).toMatchObject({ status: 404, body: { message: DAMAGE_MESSAGES.assetNotFound } });
    const query = (q: string) => call(t.app, 'GET', `/api/damage?${q}`, { cookie: w.cookies.techA });
    expect((await query('status=broken')).body.message).toBe(DAMAGE_MESSAGES.status);
    expect((await query('personId=x')).body.message).toBe(DAMAGE_MESSAGES.personId);
    expect((await query('assetId=x')).body.message).toBe(DAMAGE_MESSAGES.assetId);
    expect((await query('limit=0')).body.message).toBe(DAMAGE_MESSAGES.limit);
    expect((await query('cursor=zzz')).body.message).toBe(DAMAGE_MESSAGES.cursor);
    const gone = await call(t.app, 'GET', `/api/damage/${randomUUID()}`, { cookie: w.cookies.techA });
    expect(gone).toMatchObject({ status: 404, body: { message: DAMAGE_MESSAGES.notFound } });
  });
});

describe('repairs', () => {
  async function damaged() {
    const a = await heldByMaya();
    const res = await report(a.id, { kind: 'screen' });
    return { asset: a, damageId: res.body.damage.id as string, repairId: res.body.damage.repairId as string };
  }

  it('sends a device out with its RMA, ships it and gets it back, then done', async () => {
    const { repairId } = await damaged();
    const out = await putRepair(repairId, {
      kind: 'sent_out',
      state: 'shipped',
      vendor: 'Acme Repair',
      rmaNumber: 'RMA-7781',
      shippedOn: '2026-09-11',
    });
    expect(out).toMatchObject({
      status: 200,
      body: {
        kind: 'sent_out',
        state: 'shipped',
        vendor: 'Acme Repair',
        rmaNumber: 'RMA-7781',
        shippedOn: '2026-09-11',
      },
    });
    const back = await putRepair(repairId, {
      kind: 'sent_out',
      state: 'returned',
      vendor: 'Acme Repair',
      shippedOn: '2026-09-11',
      returnedOn: '2026-09-18',
    });
    expect(back.body).toMatchObject({ state: 'returned', returnedOn: '2026-09-18', closedAt: null });
    const done = await putRepair(repairId, {
      kind: 'sent_out',
      state: 'done',
      vendor: 'Acme Repair',
      minutes: 15,
      technicianId: w.people.techA.id,
    });
    expect(done.body).toMatchObject({
      state: 'done',
      minutes: 15,
      technicianId: w.people.techA.id,
      closedAt: expect.any(String),
    });
    const list = await call(t.app, 'GET', `/api/repairs?districtId=${w.districtA.id}&state=done`, {
      cookie: w.cookies.viewerA,
    });
    expect(list.body.items.some((r: { id: string }) => r.id === repairId)).toBe(true);
    expect(list.body.items.every((r: { state: string }) => r.state === 'done')).toBe(true);
  });

  it('charges nobody for a warranty repair: the damage becomes no charge', async () => {
    const { repairId, damageId } = await damaged();
    const res = await putRepair(repairId, { kind: 'warranty', state: 'open', vendor: 'Dell' });
    expect(res.status).toBe(200);
    const [d] = await t.db.select().from(damageReports).where(eq(damageReports.id, damageId));
    expect(d!.state).toBe('no_charge');
  });

  it('refuses every bad repair with its message', async () => {
    const { repairId } = await damaged();
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'magic', state: 'open' }, DAMAGE_MESSAGES.repairKind],
      [{ kind: 'in_house', state: 'lost' }, DAMAGE_MESSAGES.state],
      [{ kind: 'in_house', state: 'shipped', shippedOn: '2026-09-01' }, DAMAGE_MESSAGES.notShippedInHouse],
      [{ kind: 'sent_out', state: 'open' }, DAMAGE_MESSAGES.vendorRequired],
      [{ kind: 'sent_out', state: 'shipped', vendor: 'Acme' }, DAMAGE_MESSAGES.shippedOnRequired],
      [{ kind: 'sent_out', state: 'shipped', vendor: 'Acme', shippedOn: 'soon' }, DAMAGE_MESSAGES.shippedOn],
      [{ kind: 'sent_out', state: 'open', vendor: 'Acme', returnedOn: 'later' }, DAMAGE_MESSAGES.returnedOn],
      [{ kind: 'in_house', state: 'open', minutes: -1 }, DAMAGE_MESSAGES.minutes],
      [{ kind: 'in_house', state: 'open', minutes: 1.5 }, DAMAGE_MESSAGES.minutes],
      [{ kind: 'in_house', state: 'open', technicianId: 'x' }, DAMAGE_MESSAGES.technicianId],
      [
        { kind: 'in_house', state: 'open', technicianId: w.people.adminB.id },
        DAMAGE_MESSAGES.technicianNotFound,
      ],
      [{ kind: 'in_house', state: 'returned' }, DAMAGE_MESSAGES.notShippedInHouse],
      [
        { kind: 'sent_out', state: 'returned', vendor: 'Acme', shippedOn: '2026-09-02' },
        DAMAGE_MESSAGES.returnedOnRequired,
      ],
      [
        {
          kind: 'sent_out',
          state: 'returned',
          vendor: 'Acme',
          shippedOn: '2026-09-05',
          returnedOn: '2026-09-02',
        },
        DAMAGE_MESSAGES.returnedBeforeShipped,
      ],
      [{ kind: 'in_house', state: 'open', note: 'x'.repeat(2001) }, 'Must be at most 2000 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await putRepair(repairId, body);
      expect(res, JSON.stringify(body)).toMatchObject({ status: 400, body: { message } });
    }
    // open → returned skips shipping.
    const skip = await putRepair(repairId, {
      kind: 'sent_out',
      state: 'returned',
      vendor: 'Acme',
      shippedOn: '2026-09-02',
      returnedOn: '2026-09-03',
    });
    expect(skip).toMatchObject({ status: 400, body: { message: DAMAGE_MESSAGES.move('open', 'returned') } });
    const gone = await putRepair(randomUUID(), { kind: 'in_house', state: 'open' });
    expect(gone).toMatchObject({ status: 404, body: { message: DAMAGE_MESSAGES.repairNotFound } });
    const q = await call(t.app, 'GET', '/api/repairs?state=lost', { cookie: w.cookies.techA });
    expect(q).toMatchObject({ status: 400, body: { message: DAMAGE_MESSAGES.state } });
  });

  it("checks a loaner out to the damaged device's person, and refuses what cannot be lent", async () => {
    const { repairId, asset: broken } = await damaged();
    const spare = await asset();
    const lend = (assetId: string) =>
      call(t.app, 'POST', `/api/repairs/${repairId}/loaner?districtId=${w.districtA.id}`, {
        cookie: w.cookies.techA,
        body: { assetId },
      });
    expect(await lend('x')).toMatchObject({ status: 400, body: { message: DAMAGE_MESSAGES.assetId } });
    expect(await lend(broken.id)).toMatchObject({
      status: 400,
      body: { message: DAMAGE_MESSAGES.loanerSame },
    });
    expect(await lend(randomUUID())).toMatchObject({
      status: 400,
      body: { message: DAMAGE_MESSAGES.assetNotFound },
    });
    const busy = await heldByMaya();
    expect(await lend(busy.id)).toMatchObject({
      status: 409,
      body: { message: DAMAGE_MESSAGES.loanerNotAvailable(busy.assetTag) },
    });
    const ok = await lend(spare.id);
    expect(ok).toMatchObject({
      status: 200,
      body: { loanerAssetId: spare.id, loanerTag: spare.assetTag, personName: 'Maya Lopez' },
    });
    const [lent] = await t.db.select().from(assets).where(eq(assets.id, spare.id));
    expect(lent).toMatchObject({ personId: maya, assignedTo: 'Maya Lopez' });
    const again = await lend((await asset()).id);
    expect(again).toMatchObject({
      status: 409,
      body: { message: DAMAGE_MESSAGES.loanerAlready(spare.assetTag) },
    });

    // Nobody had the device: no one to lend to.
    const orphan = await report((await asset()).id, { kind: 'other' });
    const none = await call(t.app, 'POST', `/api/repairs/${orphan.body.damage.repairId}/loaner`, {
      cookie: w.cookies.techA,
      body: { assetId: (await asset()).id },
    });
    expect(none).toMatchObject({ status: 409, body: { message: DAMAGE_MESSAGES.loanerNoPerson } });
    // A finished repair needs none.
    await putRepair(orphan.body.damage.repairId, { kind: 'in_house', state: 'done' });
    const closed = await call(t.app, 'POST', `/api/repairs/${orphan.body.damage.repairId}/loaner`, {
      cookie: w.cookies.techA,
      body: { assetId: (await asset()).id },
    });
    expect(closed).toMatchObject({ status: 409, body: { message: DAMAGE_MESSAGES.loanerClosed } });
  });
});

describe('photos after the report', () => {
  it('keeps photos attached to the repair ticket with the report, and refuses bad ones', async () => {
    const made = await report((await asset()).id, { kind: 'screen' });
    const damageId = made.body.damage.id as string;
    const photo = async (ticketId: string, districtId = w.districtA.id) => {
      const [row] = await t.db
        .insert(ticketAttachments)
        .values({
          districtId,
          ticketId,
          name: 'crack.png',
          type: 'image/png',
          size: 4,
          content: Buffer.from('png!'),
        })
        .returning({ id: ticketAttachments.id });
      return row!.id;
    };
    const add = (photos: unknown, id = damageId, cookie = w.cookies.techA) =>
      call(t.app, 'POST', `/api/damage/${id}/photos?districtId=${w.districtA.id}`, {
        cookie,
        body: { photos },
      });
    const first = await photo(made.body.ticket.id);
    const res = await add([first]);
    expect(res).toMatchObject({ status: 200, body: { id: damageId, photoIds: [first] } });
    // The same photo again is kept once; another is added.
    const second = await photo(made.body.ticket.id);
    expect((await add([first, second])).body.photoIds).toEqual([first, second]);

    const cases: [unknown, string][] = [
      [[], DAMAGE_MESSAGES.photos],
      [['nope'], DAMAGE_MESSAGES.photos],
      ['nope', DAMAGE_MESSAGES.photos],
      [Array.from({ length: DAMAGE_PHOTOS_MAX + 1 }, () => randomUUID()), DAMAGE_MESSAGES.tooManyPhotos],
      [[randomUUID()], DAMAGE_MESSAGES.photoNotFound],
    ];
    for (const [photos, message] of cases)
      expect(await add(photos), JSON.stringify(photos)).toMatchObject({ status: 400, body: { message } });
    // Past ten photos in all.
    const more = await Promise.all(
      Array.from({ length: DAMAGE_PHOTOS_MAX - 1 }, () => photo(made.body.ticket.id)),
    );
    expect(await add(more)).toMatchObject({ status: 400, body: { message: DAMAGE_MESSAGES.tooManyPhotos } });
    expect(await add([first], randomUUID())).toMatchObject({
      status: 404,
      body: { message: DAMAGE_MESSAGES.notFound },
    });
    expect((await add([first], damageId, w.cookies.viewerA)).status).toBe(403);
  });
});

describe('a scan with condition "damaged"', () => {
  it("becomes a damage report (source scan) of the person who returned it, whose repair ticket is the scan's", async () => {
    const a = await asset();
    const scan = (body: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/scans', {
        cookie: w.cookies.techA,
        body: {
          districtId: w.districtA.id,
          scannedAt: new Date().toISOString(),
          scanKey: `k-${randomUUID()}`,
          ...body,
        },
      });
    await scan({ mode: 'check_out', code: a.assetTag, personId: maya });
    const res = await scan({ mode: 'check_in', code: a.assetTag, condition: 'damaged' });
    expect(res.body.result).toBe('ok');
    const [d] = await t.db.select().from(damageReports).where(eq(damageReports.assetId, a.id));
    expect(d).toMatchObject({ source: 'scan', personId: maya, kind: 'other', state: 'reported' });
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.id, d!.ticketId!));
    expect(res.body.message).toContain(SCAN_MESSAGES.damagedTicket(ticket!.ticketNumber));
    const [repair] = await t.db.select().from(repairs).where(eq(repairs.damageReportId, d!.id));
    expect(repair).toMatchObject({ ticketId: ticket!.id, state: 'open', kind: 'in_house' });

    // The scanner may say what is damaged: the report takes that kind (so its fee is proposed).
    const b = await asset();
    await scan({ mode: 'check_out', code: b.assetTag, personId: maya });
    await scan({ mode: 'check_in', code: b.assetTag, condition: 'damaged', damageKind: 'screen' });
    const [screen] = await t.db.select().from(damageReports).where(eq(damageReports.assetId, b.id));
    expect(screen).toMatchObject({ source: 'scan', personId: maya, kind: 'screen' });
  });
});

describe('who may', () => {
  it('lets technicians and administrators report; viewers read; requesters, others and strangers are refused', async () => {
    const a = await asset();
    const post = (cookie: string | undefined) =>
      call(t.app, 'POST', `/api/assets/${a.id}/damage`, {
        cookie,
        body: { districtId: w.districtA.id, kind: 'screen' },
      });
    expect((await post(w.cookies.techA)).status).toBe(201);
    expect((await post(w.cookies.adminA)).status).toBe(201);
    expect((await post(w.cookies.viewerA)).status).toBe(403);
    expect((await post(w.cookies.requesterA)).status).toBe(403);
    expect((await post(w.cookies.adminB)).status).toBe(404);
    expect((await post(undefined)).status).toBe(401);
    const list = (cookie: string | undefined) =>
      call(t.app, 'GET', `/api/damage?districtId=${w.districtA.id}`, { cookie });
    expect((await list(w.cookies.viewerA)).status).toBe(200);
    expect((await list(w.cookies.requesterA)).status).toBe(403);
    expect((await list(w.cookies.adminB)).status).toBe(404);
    // Another district's report or repair answers 404 even by id.
    const made = await report((await asset()).id, { kind: 'screen' });
    const bDistrict = `districtId=${w.districtB.id}`;
    expect(
      (
        await call(t.app, 'GET', `/api/damage/${made.body.damage.id}?${bDistrict}`, {
          cookie: w.cookies.adminB,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'PUT', `/api/repairs/${made.body.damage.repairId}`, {
          cookie: w.cookies.adminB,
          body: { kind: 'in_house', state: 'done' },
        })
      ).status,
    ).toBe(404);
  });

  it('answers 403 when the inventory is switched off for the district', async () => {
    const off = await makeDistrict(t.db, { serviceLevel: 'analysis' });
    await t.db
      .update(districts)
      .set({ features: { assets: false } })
      .where(eq(districts.id, off.id));
    const tech = await makeUser(t.db, { role: 'technician', districtId: off.id });
    const res = await call(t.app, 'GET', '/api/repairs', { cookie: await signIn(t.app, tech.email) });
    expect(res).toMatchObject({
      status: 403,
      body: { message: 'Asset management is turned off for this district' },
    });
  });
});
