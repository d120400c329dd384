import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '../../domain/access.ts';
import type { MoveResult, Part, PartMove } from '../../domain/parts.ts';
import { PART_MESSAGES as M } from '../../domain/parts.ts';
import {
  assets,
  auditLog,
  districts,
  notifications,
  partMoves,
  parts,
  repairs,
  sites,
} from '../../server/db/schema/index.ts';
import { makeDistrict, makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// Spare parts (issue 34): the catalogue, stock moves (never below zero, none lost when moves race),
// parts used by repairs, the low-stock notice, Five Star's shared pool, and costs hidden from
// technicians and viewers. Repairs are inserted directly (their endpoints are the damage area's).

let t: TestApp;
let w: World;
let northId: string;
let southId: string;

beforeAll(async () => {
  t = await createTestApp({}, { work: false });
  w = await makeWorld(t.app, t.db);
  const made = await t.db
    .insert(sites)
    .values([
      { districtId: w.districtA.id, name: 'North Elementary' },
      { districtId: w.districtA.id, name: 'South Middle' },
    ])
    .returning({ id: sites.id });
  northId = made[0]!.id;
  southId = made[1]!.id;
}, 60_000);
afterAll(() => t?.close());

type Answer = { message?: string; issues?: { path: string; message: string }[] };

const create = (body: Record<string, unknown>, cookie = w.cookies.adminA) =>
  call<Part & Answer>(t.app, 'POST', '/api/parts', { cookie, body: { districtId: w.districtA.id, ...body } });
const update = (id: string, body: Record<string, unknown>, cookie = w.cookies.adminA) =>
  call<Part & Answer>(t.app, 'PUT', `/api/parts/${id}`, { cookie, body });
const move = (id: string, body: Record<string, unknown>, cookie = w.cookies.adminA) =>
  call<MoveResult & Answer>(t.app, 'POST', `/api/parts/${id}/moves`, { cookie, body });
const list = (cookie = w.cookies.adminA, query = `districtId=${w.districtA.id}`) =>
  call<Part[]>(t.app, 'GET', `/api/parts?${query}`, { cookie });
const movesOf = (id: string, cookie = w.cookies.adminA) =>
  call<PartMove[]>(t.app, 'GET', `/api/parts/${id}/moves`, { cookie });
const useParts = (repairId: string, body: Record<string, unknown>, cookie = w.cookies.techA) =>
  call<MoveResult & Answer>(t.app, 'POST', `/api/repairs/${repairId}/parts`, { cookie, body });

async function newPart(body: Record<string, unknown> = {}) {
  const res = await create({ name: `Part ${randomUUID().slice(0, 6)}`, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function newRepair(districtId = w.districtA.id, model = 'Chromebook 3110') {
  const [a] = await t.db
    .insert(assets)
    .values({ districtId, assetTag: `R-${randomUUID().slice(0, 8)}`, name: 'Student laptop', model })
    .returning({ id: assets.id });
  const [r] = await t.db.insert(repairs).values({ districtId, assetId: a!.id }).returning({ id: repairs.id });
  return r!.id;
}

const lowNotices = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'part_low_stock')));

describe('the catalogue', () => {
  it('adds a part with its cost for administrators and hides costs from technicians and viewers', async () => {
    const made = await create({
      name: 'Screen 11.6" HD',
      sku: 'SCR-116',
      models: ['Chromebook 3110'],
      unitCost: 38.5,
      reorderLevel: 3,
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      districtId: w.districtA.id,
      pool: false,
      name: 'Screen 11.6" HD',
      sku: 'SCR-116',
      models: ['Chromebook 3110'],
      unitCost: 38.5,
      reorderLevel: 3,
      stock: [],
      total: 0,
      low: true,
    });
    const [row] = await t.db.select().from(parts).where(eq(parts.id, made.body.id));
    expect(row!.unitCostCents).toBe(3850);

    for (const cookie of [w.cookies.techA, w.cookies.viewerA]) {
      const seen = (await list(cookie)).body.find((p) => p.id === made.body.id)!;
      expect(seen.unitCost).toBeNull();
    }
    expect((await list(w.cookies.provider)).body.find((p) => p.id === made.body.id)!.unitCost).toBe(38.5);

    // A technician adds and edits parts, without costs; a cost from them is refused.
    const byTech = await create({ name: 'Hinge', unitCost: 4 }, w.cookies.techA);
    expect(byTech).toMatchObject({ status: 403, body: { message: M.costsAdminOnly } });
    const hinge = await create({ name: 'Hinge' }, w.cookies.techA);
    expect(hinge.status).toBe(201);
    expect(hinge.body.unitCost).toBeNull();
    const edited = await update(made.body.id, { name: 'Screen 11.6"', reorderLevel: 4 }, w.cookies.techA);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Screen 11.6"', reorderLevel: 4, unitCost: null });
    const [kept] = await t.db.select().from(parts).where(eq(parts.id, made.body.id));
    expect(kept!.unitCostCents).toBe(3850);
  });

  it('audits a change of cost', async () => {
    const part = await newPart({ unitCost: 10 });
    expect((await update(part.id, { name: part.name, unitCost: 12.25 })).body.unitCost).toBe(12.25);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'part.cost_changed'));
    expect(entries.find((e) => e.target === part.name)).toMatchObject({
      districtId: w.districtA.id,
      before: { unitCost: 10 },
      after: { unitCost: 12.25 },
    });
  });

  it.each([
    [{ name: '' }, 'name', M.nameRequired],
    [{ name: 'X', unitCost: -1 }, 'unitCost', M.cost],
    [{ name: 'X', unitCost: 'ten' }, 'unitCost', M.cost],
    [{ name: 'X', unitCost: 100_001 }, 'unitCost', M.costMax],
    [{ name: 'X', reorderLevel: 2.5 }, 'reorderLevel', M.reorderLevel],
    [{ name: 'X', reorderLevel: 100_001 }, 'reorderLevel', M.reorderLevelMax],
    [{ name: 'X', models: [''] }, 'models.0', M.modelRequired],
    [{ name: 'X', models: Array.from({ length: 41 }, (_, i) => `M${i}`) }, 'models', M.tooManyModels],
  ])('refuses %j with its message', async (body, path, message) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.issues?.[0]?.path).toBe(path);
  });

  it('finds parts by name or SKU', async () => {
    await newPart({ name: 'Charger 45W USB-C', sku: 'CHG-45' });
    const byName = await list(w.cookies.viewerA, `districtId=${w.districtA.id}&search=charger`);
    expect(byName.body.map((p) => p.name)).toContain('Charger 45W USB-C');
    const bySku = await list(w.cookies.viewerA, `districtId=${w.districtA.id}&search=chg-45`);
    expect(bySku.body.map((p) => p.name)).toEqual(['Charger 45W USB-C']);
  });
});

describe('stock moves', () => {
  it('receives, uses, adjusts and transfers, per site, and never below zero', async () => {
    const part = await newPart({ unitCost: 20 });
    const received = await move(part.id, { reason: 'received', quantity: 5, siteId: northId, note: 'PO 1' });
    expect(received.status).toBe(201);
    expect(received.body.part.stock).toEqual([
      { siteId: northId, siteName: 'North Elementary', quantity: 5 },
    ]);
    expect(received.body.moves[0]).toMatchObject({
      reason: 'received',
      quantity: 5,
      unitCost: 20,
      note: 'PO 1',
    });

    const tooMany = await move(part.id, { reason: 'used', quantity: 6, siteId: northId }, w.cookies.techA);
    expect(tooMany).toMatchObject({ status: 409, body: { message: M.notEnough(5, 6, 'North Elementary') } });
    const fromEmpty = await move(part.id, { reason: 'used', quantity: 1, siteId: southId });
    expect(fromEmpty).toMatchObject({ status: 409, body: { message: M.notEnough(0, 1, 'South Middle') } });

    const moved = await move(part.id, {
      reason: 'transferred',
      quantity: 2,
      siteId: northId,
      toSiteId: southId,
    });
    expect(moved.status).toBe(201);
    expect(moved.body.moves.map((m) => [m.siteName, m.quantity]).sort()).toEqual([
      ['North Elementary', -2],
      ['South Middle', 2],
    ]);
    const toCentral = await move(part.id, { reason: 'transferred', quantity: 1, siteId: southId });
    expect(toCentral.body.part.stock).toEqual([
      { siteId: null, siteName: 'Central shelf', quantity: 1 },
      { siteId: northId, siteName: 'North Elementary', quantity: 3 },
      { siteId: southId, siteName: 'South Middle', quantity: 1 },
    ]);
    const adjusted = await move(
      part.id,
      { reason: 'adjusted', quantity: -3, siteId: northId },
      w.cookies.techA,
    );
    expect(adjusted.body.part.total).toBe(2);
    expect(adjusted.body.moves[0]!.unitCost).toBeNull();
    const belowZero = await move(part.id, { reason: 'adjusted', quantity: -1, siteId: northId });
    expect(belowZero.status).toBe(409);
    const overTransfer = await move(part.id, {
      reason: 'transferred',
      quantity: 2,
      siteId: southId,
      toSiteId: northId,
    });
    expect(overTransfer.status).toBe(409);

    const history = await movesOf(part.id, w.cookies.viewerA);
    expect(history.status).toBe(200);
    expect(history.body).toHaveLength(6);
    expect(history.body.every((m) => m.unitCost === null)).toBe(true);
    expect((await movesOf(part.id)).body.every((m) => m.unitCost === 20)).toBe(true);
    expect(history.body.at(-1)).toMatchObject({ reason: 'received', movedBy: 'Test district_admin' });
  });

  it.each([
    [{ reason: 'received', quantity: 0 }, 'quantity', M.quantity],
    [{ reason: 'received', quantity: 'two' }, 'quantity', M.quantity],
    [{ reason: 'used', quantity: 10_001 }, 'quantity', M.quantityMax],
    [{ reason: 'adjusted', quantity: 0 }, 'quantity', M.adjustment],
    [{ reason: 'stolen', quantity: 1 }, 'reason', M.reason],
    [{ reason: 'pool_draw', quantity: 1 }, 'reason', M.reason],
    [{ reason: 'transferred', quantity: 1 }, 'toSiteId', M.transferSame],
    [{ reason: 'received', quantity: 1, toSiteId: randomUUID() }, 'toSiteId', M.transferOnlyTo],
    [{ reason: 'received', quantity: 1, siteId: 'north' }, 'siteId', M.siteNotFound],
    [{ reason: 'received', quantity: 1, siteId: randomUUID() }, 'siteId', M.siteNotFound],
  ])('refuses a move %j with its message', async (body, path, message) => {
    const part = await newPart();
    const res = await move(part.id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.issues?.[0]?.path).toBe(path);
  });

  it("refuses another district's site, and a transfer to it", async () => {
    const [other] = await t.db
      .insert(sites)
      .values({ districtId: w.districtB.id, name: 'Elsewhere High' })
      .returning({ id: sites.id });
    const part = await newPart();
    await move(part.id, { reason: 'received', quantity: 2 });
    expect((await move(part.id, { reason: 'received', quantity: 1, siteId: other!.id })).body.message).toBe(
      M.siteNotFound,
    );
    const res = await move(part.id, { reason: 'transferred', quantity: 1, toSiteId: other!.id });
    expect(res.status).toBe(400);
    expect(res.body.issues?.[0]).toEqual({ path: 'toSiteId', message: M.siteNotFound });
    expect((await list()).body.find((p) => p.id === part.id)!.total).toBe(2);
  });

  it('loses no stock when moves race, and takes no more than there is', async () => {
    const part = await newPart();
    const receipts = await Promise.all(
      Array.from({ length: 10 }, () => move(part.id, { reason: 'received', quantity: 2, siteId: northId })),
    );
    expect(receipts.every((r) => r.status === 201)).toBe(true);
    const takes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        move(
          part.id,
          { reason: 'used', quantity: 1, siteId: northId },
          i % 2 ? w.cookies.techA : w.cookies.adminA,
        ),
      ),
    );
    expect(takes.filter((r) => r.status === 201)).toHaveLength(20);
    expect(takes.filter((r) => r.status === 409)).toHaveLength(10);
    const now = (await list()).body.find((p) => p.id === part.id)!;
    expect(now.total).toBe(0);
    const recorded = await t.db.select().from(partMoves).where(eq(partMoves.partId, part.id));
    expect(recorded.reduce((s, m) => s + m.quantity, 0)).toBe(0);
    expect(recorded).toHaveLength(30);
  });
});

describe('the low-stock notice', () => {
  it("tells the district's administrators once per crossing of the reorder level", async () => {
    const part = await newPart({ name: 'Keyboard US', reorderLevel: 3 });
    await move(part.id, { reason: 'received', quantity: 5 });
    const before = (await lowNotices(w.people.adminA.id)).length;
    await move(part.id, { reason: 'used', quantity: 2 }, w.cookies.techA);
    const told = await lowNotices(w.people.adminA.id);
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)).toMatchObject({
      title: 'Keyboard US is running low',
      body: '3 left in stock (reorder level 3).',
      link: '/inventory/parts',
    });
    // Further falls stay below: no second notice; technicians and other districts are not told.
    await move(part.id, { reason: 'used', quantity: 1 });
    expect(await lowNotices(w.people.adminA.id)).toHaveLength(before + 1);
    expect(await lowNotices(w.people.techA.id)).toHaveLength(0);
    expect(await lowNotices(w.people.adminB.id)).toHaveLength(0);
    // Restocked above the level and fallen again: a new crossing, a new notice.
    await move(part.id, { reason: 'received', quantity: 4 });
    await move(part.id, { reason: 'used', quantity: 3 });
    expect(await lowNotices(w.people.adminA.id)).toHaveLength(before + 2);
  });
});

describe("repairs' parts", () => {
  it("records a used move for the repair's district with the unit cost", async () => {
    const part = await newPart({ name: 'Screen 3110', models: ['Chromebook 3110'], unitCost: 45 });
    await move(part.id, { reason: 'received', quantity: 3, siteId: northId });
    const repairId = await newRepair();
    const used = await useParts(repairId, { partId: part.id, quantity: 2, siteId: northId });
    expect(used.status).toBe(201);
    expect(used.body.part.total).toBe(1);
    expect(used.body.moves).toEqual([
      expect.objectContaining({
        reason: 'used',
        quantity: -2,
        repairId,
        unitCost: null,
        districtId: w.districtA.id,
      }),
    ]);
    const [row] = await t.db.select().from(partMoves).where(eq(partMoves.repairId, repairId));
    expect(row!.unitCostCents).toBe(4500);
    const forAdmin = await call<PartMove[]>(t.app, 'GET', `/api/repairs/${repairId}/parts`, {
      cookie: w.cookies.adminA,
    });
    expect(forAdmin.body).toEqual([
      expect.objectContaining({ partName: 'Screen 3110', quantity: -2, unitCost: 45 }),
    ]);

    expect((await useParts(repairId, { partId: part.id, quantity: 2, siteId: northId })).status).toBe(409);
  });

  it.each([
    [{ quantity: 1 }, 'partId', M.partRequired],
    [{ partId: 'x', quantity: 1 }, 'partId', M.partRequired],
    [{ partId: randomUUID(), quantity: 0 }, 'quantity', M.quantity],
    [{ partId: randomUUID(), quantity: 10_001 }, 'quantity', M.quantityMax],
  ])('refuses %j with its message', async (body, path, message) => {
    const res = await useParts(await newRepair(), body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, issues: [expect.objectContaining({ path })] });
  });

  it("refuses a part that does not fit, and another district's part or repair", async () => {
    const part = await newPart({ models: ['Chromebook 3110'] });
    await move(part.id, { reason: 'received', quantity: 3 });
    const other = await newRepair(w.districtA.id, 'Latitude 5440');
    expect(await useParts(other, { partId: part.id, quantity: 1 })).toMatchObject({
      status: 400,
      body: { message: M.doesNotFit('Latitude 5440') },
    });
    const repairOfB = await newRepair(w.districtB.id);
    expect((await useParts(repairOfB, { partId: part.id, quantity: 1 })).status).toBe(404);
    expect((await useParts(repairOfB, { partId: part.id, quantity: 1 }, w.cookies.adminB)).status).toBe(404);
    expect(
      (await call(t.app, 'GET', `/api/repairs/${repairOfB}/parts`, { cookie: w.cookies.adminA })).status,
    ).toBe(404);
    expect((await useParts(randomUUID(), { partId: part.id, quantity: 1 })).body.message).toBe(
      M.repairNotFound,
    );
  });
});

describe("Five Star's shared pool", () => {
  let poolPart: Part;

  it('is managed by Five Star alone', async () => {
    const made = await call<Part & Answer>(t.app, 'POST', '/api/parts', {
      cookie: w.cookies.provider,
      body: {
        pool: true,
        name: 'Pool screen 3110',
        models: ['Chromebook 3110'],
        unitCost: 40,
        reorderLevel: 2,
      },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ districtId: null, pool: true, unitCost: 40 });
    poolPart = made.body;

    expect((await create({ pool: true, name: 'Sneaky' })).body.message).toBe(M.poolFiveStarOnly);
    expect((await update(poolPart.id, { name: 'Mine now' })).body.message).toBe(M.poolFiveStarOnly);
    expect((await move(poolPart.id, { reason: 'received', quantity: 5 })).body.message).toBe(
      M.poolFiveStarOnly,
    );

    const stocked = await move(poolPart.id, { reason: 'received', quantity: 4 }, w.cookies.provider);
    expect(stocked.status).toBe(201);
    expect(stocked.body.moves[0]).toMatchObject({
      districtId: null,
      siteName: 'Five Star pool',
      quantity: 4,
    });
    expect(
      (await move(poolPart.id, { reason: 'received', quantity: 1, siteId: northId }, w.cookies.provider)).body
        .message,
    ).toBe(M.poolNoSites);
    expect(
      (
        await move(
          poolPart.id,
          { reason: 'transferred', quantity: 1, siteId: '', toSiteId: northId },
          w.cookies.provider,
        )
      ).body.message,
    ).toBe(M.poolNoTransfer);

    // Five Star outside a district sees the pool's parts alone.
    const pool = await list(w.cookies.provider, '');
    expect(pool.status).toBe(200);
    expect(pool.body.every((p) => p.pool)).toBe(true);
    expect(pool.body.map((p) => p.id)).toContain(poolPart.id);
  });

  it('is seen by every district and drawn from by repairs, recorded per district with the cost', async () => {
    const seen = (await list(w.cookies.viewerA)).body.find((p) => p.id === poolPart.id)!;
    expect(seen).toMatchObject({
      pool: true,
      total: 4,
      unitCost: null,
      stock: [{ siteName: 'Five Star pool', quantity: 4 }],
    });
    expect((await list(w.cookies.adminB, `districtId=${w.districtB.id}`)).body.map((p) => p.id)).toContain(
      poolPart.id,
    );

    const repairA = await newRepair();
    const drawn = await useParts(repairA, { partId: poolPart.id, quantity: 1 });
    expect(drawn.status).toBe(201);
    expect(drawn.body.moves[0]).toMatchObject({
      reason: 'pool_draw',
      districtId: w.districtA.id,
      quantity: -1,
      repairId: repairA,
    });
    expect(
      (await useParts(repairA, { partId: poolPart.id, quantity: 1, siteId: northId })).body.message,
    ).toBe(M.poolNoSites);
    const adminB = await makeUser(t.db, { role: 'technician', districtId: w.districtB.id });
    const repairB = await newRepair(w.districtB.id);
    const byB = await useParts(
      repairB,
      { partId: poolPart.id, quantity: 1 },
      await signIn(t.app, adminB.email),
    );
    expect(byB.status).toBe(201);

    const draws = await t.db
      .select()
      .from(partMoves)
      .where(and(eq(partMoves.partId, poolPart.id), eq(partMoves.reason, 'pool_draw')));
    expect(draws.map((d) => [d.districtId, d.unitCostCents]).sort()).toEqual(
      [
        [w.districtA.id, 4000],
        [w.districtB.id, 4000],
      ].sort(),
    );
    // A district reads its own draws; Five Star reads every move of the pool.
    const ofA = await movesOf(poolPart.id);
    expect(ofA.body.map((m) => m.districtId)).toEqual([w.districtA.id]);
    expect(ofA.body[0]!.unitCost).toBe(40);
    expect((await movesOf(poolPart.id, w.cookies.provider)).body).toHaveLength(3);
  });

  it("tells Five Star's administrators when the pool runs low", async () => {
    // 2 left, reorder level 2: the second district's draw crossed it.
    expect(await lowNotices(w.people.provider.id)).toEqual([
      expect.objectContaining({ title: 'Pool screen 3110 is running low', districtId: null }),
    ]);
    expect((await lowNotices(w.people.adminA.id)).some((n) => n.title.startsWith('Pool'))).toBe(false);
  });
});

describe('access', () => {
  it("answers 404 for another district's part, and 403 to requesters and viewers' changes", async () => {
    const part = await newPart();
    expect((await movesOf(part.id, w.cookies.adminB)).status).toBe(404);
    expect((await update(part.id, { name: 'Taken' }, w.cookies.adminB)).status).toBe(404);
    expect((await move(part.id, { reason: 'received', quantity: 1 }, w.cookies.adminB)).status).toBe(404);
    expect((await list(w.cookies.adminB)).status).toBe(404);
    expect((await move(part.id, { reason: 'received', quantity: 1 }, w.cookies.viewerA)).status).toBe(403);
    expect((await list(w.cookies.requesterA)).status).toBe(403);
    expect(
      (await call<Answer>(t.app, 'GET', `/api/parts/${randomUUID()}/moves`, { cookie: w.cookies.adminA }))
        .body.message,
    ).toBe(M.notFound);
  });

  // The inventory's tier is the lowest (Analysis): every district has it, so only the toggle refuses.
  it('answers 403 when the inventory is switched off for the district', async () => {
    const off = await makeDistrict(t.db, { serviceLevel: 'apex' });
    await t.db
      .update(districts)
      .set({ features: { assets: false } })
      .where(eq(districts.id, off.id));
    const admin = await makeUser(t.db, { role: 'district_admin', districtId: off.id });
    const res = await call(t.app, 'GET', '/api/parts', { cookie: await signIn(t.app, admin.email) });
    expect(res).toMatchObject({ status: 403, body: { message: ACCESS_MESSAGES.toggle('assets') } });
  });
});
