import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARGE_MESSAGES as M, IMPORT_ROW_MESSAGES as R } from '../../domain/charges.ts';
import { assets, auditLog, charges, damageReports, districts, people } from '../../server/db/schema/index.ts';
import { makeDistrict, makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { insertDamage, insertPerson } from './authz/charges.ts';

/** Poppler's tools (installed on the test machine). */
const poppler = (tool: string, args: string[]) => execFileSync(tool, args);

// Fees and charges (issue 34): the fee schedule, insurance plans and enrollments, waivers, the
// proposal of a damage report and its confirmation (audited), charges by hand, the payment import
// (preview, apply), the family statement in both languages, the check-out hold, validation, and
// the tier and toggle. Who may call what is in tests/api/authz/charges.ts.

let t: TestApp;
let w: World;
let ana: string;

type Method = 'GET' | 'POST' | 'PUT';
const as = (cookie: string | undefined) => (method: Method, url: string, body?: unknown) =>
  call(t.app, method, url, { cookie, body });
const admin = (method: Method, url: string, body?: unknown) => as(w.cookies.adminA)(method, url, body);
const d = () => w.districtA.id;

const schedule = {
  holdCheckout: true,
  replacementDefault: 300,
  items: [
    { kind: 'screen', price: 45 },
    { kind: 'keyboard', price: 35 },
    { kind: 'charger', price: 20 },
    { kind: 'lost', price: null },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  ana = await insertPerson(t.db, d(), 'Ana', 'Ruiz', 'S-1001');
});
afterAll(() => t.close());

describe('fee schedule', () => {
  it('saves, reads back and audits the schedule', async () => {
    const saved = await admin('PUT', '/api/fee-schedules', { districtId: d(), ...schedule });
    expect(saved.status).toBe(200);
    expect(saved.body.holdCheckout).toBe(true);
    expect(saved.body.replacementDefault).toBe(300);
    const read = await admin('GET', `/api/fee-schedules?districtId=${d()}`);
    expect(read.body.items).toContainEqual({ kind: 'screen', model: '', price: 45 });
    expect(read.body.items).toContainEqual({ kind: 'lost', model: '', price: null });
    const logged = await t.db.select().from(auditLog).where(eq(auditLog.action, 'fees.schedule_saved'));
    expect(logged.length).toBeGreaterThan(0);
  });

  it.each([
    [{ items: [{ kind: 'screen', price: -1 }] }, M.price],
    [{ items: [{ kind: 'dent', price: 1 }] }, M.kind],
    [
      {
        items: [
          { kind: 'screen', price: 1 },
          { kind: 'screen', price: 2 },
        ],
      },
      'Screen is in the schedule twice.',
    ],
    [{ items: [{ kind: 'keyboard', price: null }] }, M.priceRequired('Keyboard')],
    [{ items: [{ kind: 'screen', price: 100_001 }] }, M.amountMax],
    [{ holdCheckout: 'yes' }, 'holdCheckout must be true or false.'],
  ])('refuses %j', async (change, message) => {
    const res = await admin('PUT', '/api/fee-schedules', { ...schedule, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('insurance', () => {
  let basic: string;
  it('creates, lists, updates and enrolls', async () => {
    const made = await admin('POST', '/api/insurance-plans', {
      districtId: d(),
      name: 'Basic',
      premium: 25,
      covers: ['screen', 'keyboard'],
      deductibles: [20, 40],
      incidentsPerYear: 2,
    });
    expect(made.status).toBe(201);
    basic = made.body.id;
    expect(made.body).toMatchObject({
      name: 'Basic',
      premium: 25,
      deductibles: [20, 40],
      active: true,
      enrolled: 0,
    });
    const updated = await admin('PUT', `/api/insurance-plans/${basic}`, {
      name: 'Basic',
      premium: 30,
      covers: ['screen', 'keyboard'],
      deductibles: [20, 40],
      incidentsPerYear: 2,
    });
    expect(updated.body.premium).toBe(30);
    const twice = await admin('POST', '/api/insurance-plans', {
      ...updated.body,
      id: undefined,
      enrolled: undefined,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(M.planNameTaken);
    const b = await as(w.cookies.adminB)('PUT', `/api/insurance-plans/${basic}`, {
      ...updated.body,
      id: undefined,
      enrolled: undefined,
    });
    expect(b.status).toBe(404);
  });

  it.each([
    [{ name: '' }, M.planName],
    [{ premium: -5 }, M.premium],
    [{ covers: [] }, M.covers],
    [{ deductibles: [-1] }, M.deductible],
    [{ deductibles: Array(11).fill(1) }, M.tooManyDeductibles],
    [{ incidentsPerYear: 0 }, M.incidents],
  ])('refuses a plan %j', async (change, message) => {
    const res = await admin('POST', '/api/insurance-plans', {
      name: 'X',
      premium: 1,
      covers: ['screen'],
      deductibles: [],
      incidentsPerYear: null,
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('enrolls a person and refuses bad enrollments', async () => {
    const other = await insertPerson(t.db, d(), 'Ben', 'Ortiz');
    const ok = await admin('POST', '/api/insurance-enrollments', {
      personId: other,
      planId: basic,
      schoolYear: '2026-27',
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ planName: 'Basic', schoolYear: '2026-27' });
    const bad = await admin('POST', '/api/insurance-enrollments', {
      personId: other,
      planId: basic,
      schoolYear: '2026-28',
    });
    expect(bad.body.message).toBe(M.schoolYear);
    const nobody = await admin('POST', '/api/insurance-enrollments', {
      personId: randomUUID(),
      planId: basic,
      schoolYear: '2026-27',
    });
    expect([nobody.status, nobody.body.message]).toEqual([404, M.personNotFound]);
    const noPlan = await admin('POST', '/api/insurance-enrollments', {
      personId: other,
      planId: randomUUID(),
      schoolYear: '2026-27',
    });
    expect([noPlan.status, noPlan.body.message]).toEqual([404, M.planNotFound]);
  });
});

describe('waivers', () => {
  it('sets with the default share, shows it to administrators, removes it', async () => {
    const p = await insertPerson(t.db, d(), 'Cora', 'Diaz');
    const set = await admin('PUT', `/api/people/${p}/waiver`, { kind: 'reduced_lunch' });
    expect(set.body).toEqual({ kind: 'reduced_lunch', percent: 50 });
    expect((await admin('GET', `/api/people/${p}/fees`)).body.waiver).toEqual({
      kind: 'reduced_lunch',
      percent: 50,
    });
    // Technicians and viewers never see it.
    expect((await as(w.cookies.techA)('GET', `/api/people/${p}/fees`)).status).toBe(403);
    expect((await admin('PUT', `/api/people/${p}/waiver`, { kind: null })).body).toBeNull();
    const bad = await admin('PUT', `/api/people/${p}/waiver`, { kind: 'rich' });
    expect(bad.body.message).toBe(M.waiverKind);
    const pct = await admin('PUT', `/api/people/${p}/waiver`, { kind: 'other', percent: 101 });
    expect(pct.body.message).toBe(M.waiverPercent);
  });
});

describe('a damage report becomes a charge', () => {
  it('proposes $45 for a screen, confirms it (audited), and the damage is charged', async () => {
    const { damageId } = await insertDamage(t.db, d(), ana);
    const proposal = await admin('GET', `/api/damage/${damageId}/charge`);
    expect(proposal.status).toBe(200);
    expect(proposal.body).toMatchObject({
      amount: 45,
      personName: 'Ana Ruiz',
      state: 'reported',
      chargeId: null,
    });
    expect(proposal.body.lines).toEqual([{ label: 'Screen, Chromebook 3110', amount: 45 }]);
    const pending = await admin('GET', `/api/charges/pending?districtId=${d()}`);
    expect(pending.body.map((p: { damageId: string }) => p.damageId)).toContain(damageId);

    const confirmed = await admin('POST', `/api/damage/${damageId}/charge`, {});
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({ amount: 45, status: 'open', personName: 'Ana Ruiz' });
    const [damage] = await t.db.select().from(damageReports).where(eq(damageReports.id, damageId));
    expect(damage!.state).toBe('charged');
    const again = await admin('POST', `/api/damage/${damageId}/charge`, {});
    expect([again.status, again.body.message]).toEqual([409, M.alreadyDecided]);
    const logged = await t.db.select().from(auditLog).where(eq(auditLog.action, 'charge.confirmed'));
    expect(logged.some((l) => (l.after as { amountCents: number }).amountCents === 4500)).toBe(true);
    // The decided proposal answers the charge.
    expect((await admin('GET', `/api/damage/${damageId}/charge`)).body.chargeId).toBe(confirmed.body.id);
  });

  it('applies the plan and the waiver, and records an adjustment', async () => {
    const p = await insertPerson(t.db, d(), 'Dana', 'Lee');
    const plans = await admin('GET', '/api/insurance-plans');
    const basic = plans.body.find((x: { name: string }) => x.name === 'Basic');
    const year = (await import('../../domain/charges.ts')).schoolYearOf(
      new Date().toISOString().slice(0, 10),
    );
    await admin('POST', '/api/insurance-enrollments', { personId: p, planId: basic.id, schoolYear: year });
    await admin('PUT', `/api/people/${p}/waiver`, { kind: 'free_lunch' });
    const { damageId } = await insertDamage(t.db, d(), p);
    const proposal = await admin('GET', `/api/damage/${damageId}/charge`);
    expect(proposal.body.amount).toBe(0);
    expect(proposal.body.lines.map((l: { label: string }) => l.label)).toEqual([
      'Screen, Chromebook 3110',
      'Insurance Basic, 1st incident: deductible $20.00',
      'Free lunch waiver 100 %',
    ]);
    const adjusted = await admin('POST', `/api/damage/${damageId}/charge`, {
      amount: 5,
      note: 'Second warning',
    });
    expect(adjusted.body).toMatchObject({ amount: 5, status: 'open', note: 'Second warning' });
    expect(adjusted.body.lines.at(-1).amount).toBe(5);
    // The next screen is the 2nd incident of the plan.
    const next = await insertDamage(t.db, d(), p);
    const second = await admin('GET', `/api/damage/${next.damageId}/charge`);
    expect(second.body.lines[1].label).toBe('Insurance Basic, 2nd incident: deductible $40.00');
    // A $0 decision is no charge.
    const zero = await admin('POST', `/api/damage/${next.damageId}/charge`, {});
    expect(zero.body).toMatchObject({ amount: 0, status: 'waived' });
    const [dmg] = await t.db.select().from(damageReports).where(eq(damageReports.id, next.damageId));
    expect(dmg!.state).toBe('no_charge');
  });

  it('charges the replacement cost for a lost device: the asset, else the district default', async () => {
    const p = await insertPerson(t.db, d(), 'Eli', 'Park');
    const withCost = await insertDamage(t.db, d(), p, { kind: 'lost', cost: 329 });
    expect((await admin('GET', `/api/damage/${withCost.damageId}/charge`)).body.amount).toBe(329);
    const without = await insertDamage(t.db, d(), p, { kind: 'lost', model: 'Unknown 1' });
    expect((await admin('GET', `/api/damage/${without.damageId}/charge`)).body.amount).toBe(300);
  });

  it('refuses a damage without a person, a bad amount, another district', async () => {
    const { damageId } = await insertDamage(t.db, d(), null);
    const res = await admin('POST', `/api/damage/${damageId}/charge`, {});
    expect([res.status, res.body.message]).toEqual([409, M.noPerson]);
    const bad = await admin('POST', `/api/damage/${damageId}/charge`, { amount: -1 });
    expect(bad.body.message).toBe(M.amount);
    const b = await as(w.cookies.adminB)('GET', `/api/damage/${damageId}/charge`);
    expect([b.status, b.body.message]).toEqual([404, M.damageNotFound]);
    const none = await admin('GET', `/api/damage/${randomUUID()}/charge`);
    expect(none.status).toBe(404);
  });
});

describe('charges', () => {
  it('lists, records a payment by hand, waives with a reason, audits', async () => {
    const list = await admin('GET', `/api/charges?personId=${ana}&status=open`);
    expect(list.body).toHaveLength(1);
    const id = list.body[0].id;
    const noReason = await admin('PUT', `/api/charges/${id}`, { status: 'waived' });
    expect(noReason.body.message).toBe(M.waiveNote);
    const badStatus = await admin('PUT', `/api/charges/${id}`, { status: 'gone' });
    expect(badStatus.body.message).toBe(M.status);
    const badDate = await admin('PUT', `/api/charges/${id}`, { status: 'paid', paidOn: 'soon' });
    expect(badDate.body.message).toBe(M.paidOn);
    const paid = await admin('PUT', `/api/charges/${id}`, {
      status: 'paid',
      note: 'Cash at the office',
      paidOn: '2026-11-20',
    });
    expect(paid.body).toMatchObject({ status: 'paid', paidOn: '2026-11-20' });
    const reopened = await admin('PUT', `/api/charges/${id}`, { status: 'open', note: '' });
    expect(reopened.body).toMatchObject({ status: 'open', paidOn: null });
    expect((await as(w.cookies.adminB)('PUT', `/api/charges/${id}`, { status: 'paid' })).status).toBe(404);
    const logged = await t.db.select().from(auditLog).where(eq(auditLog.action, 'charge.updated'));
    expect(logged.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the check-out hold', () => {
  it('refuses a check-out scan and the check-out endpoint to a person who owes', async () => {
    const [device] = await t.db
      .insert(assets)
      .values({ districtId: d(), assetTag: 'HOLD-1', name: 'Spare Chromebook', model: 'Chromebook 3110' })
      .returning({ id: assets.id });
    const scan = await as(w.cookies.techA)('POST', '/api/scans', {
      districtId: d(),
      mode: 'check_out',
      code: 'HOLD-1',
      personId: ana,
      scannedAt: new Date().toISOString(),
      scanKey: `hold-${randomUUID()}`,
    });
    expect(scan.status).toBe(409);
    expect(scan.body.message).toBe('Held: Ana Ruiz owes $45.00 — see Fees & charges.');
    const out = await as(w.cookies.techA)('POST', '/api/assets/check-out', {
      districtId: d(),
      selection: { ids: [device!.id] },
      assigneeType: 'person',
      personId: ana,
      checkedOutOn: '2026-11-27',
    });
    expect([out.status, out.body.message]).toEqual([409, M.held('Ana Ruiz', 4500)]);
    // Without the hold the device goes out.
    await admin('PUT', '/api/fee-schedules', { ...schedule, holdCheckout: false });
    const free = await as(w.cookies.techA)('POST', '/api/assets/check-out', {
      districtId: d(),
      selection: { ids: [device!.id] },
      assigneeType: 'person',
      personId: ana,
      checkedOutOn: '2026-11-27',
    });
    expect(free.status).toBe(200);
    await admin('PUT', '/api/fee-schedules', schedule);
  });
});

describe('payment import', () => {
  it('previews, refuses a file with rejected rows, applies a clean one', async () => {
    const p = await insertPerson(t.db, d(), 'Fay', 'Wong', 'S-2002');
    await t.db.update(people).set({ email: 'fay@lakeside.example' }).where(eq(people.id, p));
    await t.db.insert(charges).values([
      { districtId: d(), personId: p, description: 'Charger', amountCents: 2000 },
      { districtId: d(), personId: p, description: 'Keyboard', amountCents: 3500 },
    ]);
    const csv = [
      'Transaction ID,Student ID,Email,Amount,Payment Date',
      'T-1,S-2002,,$20.00,11/25/2026',
      'T-2,,fay@lakeside.example,35,2026-11-26',
      'T-3,S-9999,,10,2026-11-26',
      ',S-2002,,10,2026-11-26',
      'T-4,S-2002,,abc,2026-11-26',
      'T-5,S-2002,,10,yesterday',
      'T-1,S-2002,,10,2026-11-26',
      'T-6,,,10,2026-11-26',
    ].join('\n');
    const preview = await admin('POST', '/api/charges/import', { csv });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ dryRun: true, total: 8, valid: 2, paid: 0 });
    expect(preview.body.preview.map((r: { reference: string }) => r.reference)).toEqual(['T-1', 'T-2']);
    expect(preview.body.rejected).toEqual([
      { row: 4, message: R.personUnknown('S-9999') },
      { row: 5, message: R.reference },
      { row: 6, message: R.amount },
      { row: 7, message: R.date },
      { row: 8, message: R.referenceTwice('T-1') },
      { row: 9, message: R.who },
    ]);
    const refused = await admin('POST', '/api/charges/import', { csv, dryRun: false });
    expect([refused.status, refused.body.message]).toEqual([400, M.importRejected]);

    const clean = csv.split('\n').slice(0, 3).join('\n');
    const applied = await admin('POST', '/api/charges/import', { csv: clean, dryRun: false });
    expect(applied.body).toMatchObject({ dryRun: false, valid: 2, paid: 2 });
    const paid = await t.db.select().from(charges).where(eq(charges.personId, p));
    expect(paid.map((c) => [c.state, c.paymentRef]).sort()).toEqual([
      ['paid', 'T-1'],
      ['paid', 'T-2'],
    ]);
    const again = await admin('POST', '/api/charges/import', { csv: clean });
    expect(again.body.rejected[0].message).toBe(R.referenceUsed('T-1'));
  });

  it('refuses a file without the columns, an empty one, and an amount that matches nothing', async () => {
    expect((await admin('POST', '/api/charges/import', { csv: 'a,b\n1,2' })).body.message).toBe(M.csvColumns);
    expect((await admin('POST', '/api/charges/import', { csv: '' })).body.message).toBe(M.csvRequired);
    const res = await admin('POST', '/api/charges/import', {
      csv: 'reference,student id,amount,date\nZ-1,S-1001,30,2026-11-26',
    });
    expect(res.body.rejected[0].message).toBe(R.noMatch('Ana Ruiz', 3000, 4500));
  });
});

describe('family statement', () => {
  it('is a PDF in English and Spanish that shows the charge', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'statement-'));
    for (const lang of ['en', 'es'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/people/${ana}/statement.pdf?lang=${lang}`,
        headers: { cookie: w.cookies.adminA! },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`statement-ana-ruiz-${lang}.pdf`);
      const file = join(dir, `${lang}.pdf`);
      writeFileSync(file, res.rawPayload);
      const text = poppler('pdftotext', [file, '-']).toString();
      expect(text).toContain('$45.00');
      expect(text).toContain(lang === 'en' ? 'Total due' : 'Total pendiente');
      expect(text).toContain(lang === 'en' ? 'Screen: CH-' : 'Pantalla: CH-');
      if (process.env.STATEMENT_OUT)
        writeFileSync(join(process.env.STATEMENT_OUT, `statement-${lang}.pdf`), readFileSync(file));
    }
    const bad = await admin('GET', `/api/people/${ana}/statement.pdf?lang=fr`);
    expect(bad.body.message).toBe(M.lang);
    expect((await as(w.cookies.adminB)('GET', `/api/people/${ana}/statement.pdf`)).status).toBe(404);
  });
});

describe('toggle', () => {
  it("refuses a district with asset management switched off (the money area is every tier's from Analysis)", async () => {
    const off = await makeDistrict(t.db, { serviceLevel: 'apex' });
    await t.db
      .update(districts)
      .set({ features: { assets: false } })
      .where(eq(districts.id, off.id));
    const offAdmin = await makeUser(t.db, { role: 'district_admin', districtId: off.id });
    const toggled = await as(await signIn(t.app, offAdmin.email))('GET', '/api/fee-schedules');
    expect([toggled.status, toggled.body.message]).toEqual([
      403,
      'Asset management is turned off for this district',
    ]);
  });
});
