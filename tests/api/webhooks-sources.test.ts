import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toImportRow } from '../../domain/assets.ts';
import { googleOptionsSchema } from '../../domain/google-workspace.ts';
import { serviceProviderOf } from '../../domain/saml.ts';
import type { CreatedWebhook } from '../../domain/webhooks.ts';
import { assets, people, sites, users, webhookDeliveries, webhooks } from '../../server/db/schema/index.ts';
import { applyPlan } from '../../server/features/integrations/google-sync.ts';
import { createWebhookDeliverer } from '../../server/features/webhooks/webhook-delivery.ts';
import { createWebhookOutbox } from '../../server/features/webhooks/webhook-outbox.ts';
import { createWebhookSecrets } from '../../server/features/webhooks/webhook-secrets.ts';
import { makeUser, makeWorld, type World } from '../support/fixtures.ts';
import { createTestIdp } from '../support/saml-idp.ts';
import { call, createTestApp, TEST_MASTER_KEY, TEST_PUBLIC_URL, type TestApp } from '../support/test-app.ts';

// The sources of webhook events beyond the asset and user screens (issue 35): scanner check-ins
// and check-outs, bulk edits, the asset and user CSV imports, a waiting account given access, and
// the Google Workspace sync, an audit's fixes and a disposal, accounts made at SAML sign-in and a
// new district's administrator. Each writes exactly its deliveries (and their jobs) in the change's
// own transaction; a refused change writes none. One delivery goes to the receiver in this process
// and verifies with the Standard Webhooks reference library.

let t: TestApp;
let w: World;
let server: http.Server;
let base = '';
let secret = '';
const received: { body: string; verified: unknown }[] = [];
let siteA = '';
let siteB = '';
let personA = '';
let personB = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      let verified: unknown = null;
      try {
        verified = new StandardWebhook(secret).verify(body, headers);
      } catch (err) {
        verified = { failed: (err as Error).message };
      }
      received.push({ body, verified });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  t = await createTestApp({ INTEGRATIONS_ALLOW_INSECURE: 'true' }, { work: false });
  w = await makeWorld(t.app, t.db);
  const [site] = await t.db
    .insert(sites)
    .values({ districtId: w.districtA.id, name: 'Lakeside Elementary' })
    .returning({ id: sites.id });
  siteA = site!.id;
  const [other] = await t.db
    .insert(sites)
    .values({ districtId: w.districtA.id, name: 'Benson High' })
    .returning({ id: sites.id });
  siteB = other!.id;
  const ps = await t.db
    .insert(people)
    .values([
      { districtId: w.districtA.id, firstName: 'Maya', lastName: 'Lopez', role: 'student' },
      { districtId: w.districtA.id, firstName: 'Sam', lastName: 'Reed', role: 'student' },
    ])
    .returning({ id: people.id });
  personA = ps[0]!.id;
  personB = ps[1]!.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

/**
 * A webhook of district A wanting `events` (older ones turned off), its secret kept for the
 * receiver; `providerWide`: Five Star's, which hears every district.
 */
async function hook(events: string[], providerWide = false): Promise<CreatedWebhook> {
  await t.db.update(webhooks).set({ enabled: false });
  const res = await call<CreatedWebhook>(t.app, 'POST', '/api/webhooks', {
    cookie: providerWide ? w.cookies.provider : w.cookies.adminA,
    body: { ...(providerWide ? {} : { districtId: w.districtA.id }), url: `${base}/hook`, events },
  });
  expect(res.status).toBe(201);
  secret = res.body.secret;
  return res.body;
}

/** What the payloads of these events carry. */
interface Payload {
  districtId: string;
  asset: Record<string, unknown> & { id: string; assetTag: string };
  user: Record<string, unknown> & { email: string; role: string };
  changed: Record<string, unknown>;
}

/** The webhook's deliveries in order, each with its parsed body and how many jobs it has. */
async function sent(webhookId: string) {
  const rows = await t.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(webhookDeliveries.createdAt, webhookDeliveries.id);
  const out = [];
  for (const r of rows) {
    const jobs = await t.db.execute(
      sql`select 1 from pgboss.job where name = 'webhooks.deliver' and data->>'deliveryId' = ${r.id}`,
    );
    out.push({
      id: r.id,
      event: r.event,
      body: r.body,
      data: JSON.parse(r.body).data as Payload,
      jobs: jobs.rows.length,
    });
  }
  return out;
}

let n = 0;
async function asset(fields: Partial<typeof assets.$inferInsert> = {}) {
  n += 1;
  const [row] = await t.db
    .insert(assets)
    .values({
      districtId: w.districtA.id,
      assetTag: `WS-${String(n).padStart(4, '0')}`,
      name: `Chromebook ${n}`,
      serialNumber: `WSSER${n}`,
      siteId: siteA,
      disposalNote: 'Locker code 4411',
      ...fields,
    })
    .returning();
  return row!;
}

const scan = (body: Record<string, unknown>, scanKey = `k-${randomUUID()}`) =>
  call(t.app, 'POST', '/api/scans', {
    cookie: w.cookies.techA,
    body: { districtId: w.districtA.id, scannedAt: new Date().toISOString(), scanKey, ...body },
  });

const admin = (method: 'POST', url: string, body: Record<string, unknown>) =>
  call(t.app, method, url, { cookie: w.cookies.adminA, body: { districtId: w.districtA.id, ...body } });

describe('scanner check-outs and check-ins', () => {
  it('send asset.checked_out and asset.checked_in once per scan; a refused or repeated scan sends nothing', async () => {
    const h = await hook(['asset.checked_out', 'asset.checked_in']);
    const a = await asset();
    const key = `k-${randomUUID()}`;
    const out = await scan({ mode: 'check_out', code: a.assetTag, personId: personA }, key);
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ result: 'ok' });
    let rows = await sent(h.id);
    expect(rows.map((r) => [r.event, r.jobs])).toEqual([['asset.checked_out', 1]]);
    expect(rows[0]!.data).toMatchObject({
      districtId: w.districtA.id,
      asset: { id: a.id, assetTag: a.assetTag, status: 'active', assignedTo: 'Maya Lopez' },
    });
    expect(rows[0]!.body).not.toContain('4411');

    // The same scan sent again answers its first answer and changes nothing.
    expect((await scan({ mode: 'check_out', code: a.assetTag, personId: personA }, key)).status).toBe(200);
    // Someone else's device: a conflict, nothing moves, nothing is sent.
    const other = await scan({ mode: 'check_out', code: a.assetTag, personId: personB });
    expect(other.body).toMatchObject({ result: 'conflict' });
    // Not available (retired): refused likewise.
    const retired = await asset({ status: 'retired' });
    expect((await scan({ mode: 'check_out', code: retired.assetTag, personId: personA })).body).toMatchObject(
      {
        result: 'conflict',
      },
    );
    expect(await sent(h.id)).toHaveLength(1);

    const back = await scan({ mode: 'check_in', code: a.assetTag });
    expect(back.body).toMatchObject({ result: 'ok' });
    // Checking in what is in stock already: nothing to send.
    expect((await scan({ mode: 'check_in', code: a.assetTag })).body).toMatchObject({ result: 'already' });
    rows = await sent(h.id);
    expect(rows.map((r) => [r.event, r.jobs])).toEqual([
      ['asset.checked_out', 1],
      ['asset.checked_in', 1],
    ]);
    expect(rows[1]!.data.asset).toMatchObject({ id: a.id, assignedTo: null, checkedOutOn: null });

    // The receiver gets it signed as Standard Webhooks says.
    const deliver = createWebhookDeliverer({
      db: t.db,
      queue: t.background.queue,
      notifier: t.background.notifier,
      secrets: createWebhookSecrets(t.db, TEST_MASTER_KEY),
      allowInsecure: true,
      timeoutMs: 2000,
    });
    await deliver.attempt(rows[1]!.id);
    expect(received).toHaveLength(1);
    expect(received[0]!.verified).toMatchObject({ type: 'asset.checked_in', data: { asset: { id: a.id } } });
  });

  it('an unknown code and a refused check-out of a selection send nothing', async () => {
    const h = await hook(['asset.checked_out']);
    const a = await asset();
    // A scan of an unknown code is answered without a change.
    expect((await scan({ mode: 'check_out', code: 'NO-SUCH-TAG', personId: personA })).status).toBe(200);
    expect(await sent(h.id)).toHaveLength(0);
    // A screen check-out of two assets, one of which is out already, is refused whole.
    const b = await asset();
    await scan({ mode: 'check_out', code: b.assetTag, personId: personB });
    const before = (await sent(h.id)).length;
    const refused = await admin('POST', '/api/assets/check-out', {
      selection: { ids: [a.id, b.id] },
      assigneeType: 'room',
      assignee: 'Room 12',
      checkedOutOn: '2026-08-20',
    });
    expect(refused.status).toBe(409);
    expect(await sent(h.id)).toHaveLength(before);
  });
});

describe('bulk edits and check-outs of a selection', () => {
  it('sends asset.updated per asset whose fields changed, and one check-out event per asset, each with its job', async () => {
    const h = await hook(['asset.updated', 'asset.checked_out', 'asset.checked_in']);
    const a = await asset({ status: 'active' });
    const b = await asset({ status: 'maintenance' });
    const res = await admin('POST', '/api/assets/bulk-update', {
      selection: { ids: [a.id, b.id] },
      changes: { status: 'maintenance' },
    });
    expect(res.status).toBe(200);
    let rows = await sent(h.id);
    // b was in maintenance already: nothing a webhook carries changed for it.
    expect(rows.map((r) => [r.event, r.data.asset.id, r.data.changed, r.jobs])).toEqual([
      ['asset.updated', a.id, { status: 'maintenance' }, 1],
    ]);
    const moved = await admin('POST', '/api/assets/bulk-update', {
      selection: { ids: [a.id, b.id] },
      changes: { location: 'Repair shop', status: 'active' },
    });
    expect(moved.status).toBe(200);
    rows = await sent(h.id);
    expect(rows.slice(1).map((r) => [r.data.asset.id, r.data.changed])).toEqual(
      expect.arrayContaining([
        [a.id, { status: 'active', location: 'Repair shop' }],
        [b.id, { status: 'active', location: 'Repair shop' }],
      ]),
    );
    expect(rows).toHaveLength(3);
    for (const r of rows) expect(r.body).not.toContain('4411');

    const out = await admin('POST', '/api/assets/check-out', {
      selection: { ids: [a.id, b.id] },
      assigneeType: 'room',
      assignee: 'Room 12',
      checkedOutOn: '2026-08-20',
    });
    expect(out.status).toBe(200);
    const back = await admin('POST', '/api/assets/check-in', { selection: { ids: [a.id, b.id] } });
    expect(back.status).toBe(200);
    rows = (await sent(h.id)).slice(3);
    expect(rows.map((r) => r.event).sort()).toEqual([
      'asset.checked_in',
      'asset.checked_in',
      'asset.checked_out',
      'asset.checked_out',
    ]);
    expect(rows.filter((r) => r.event === 'asset.checked_out').map((r) => r.data.asset)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: a.id, assignedTo: 'Room 12', checkedOutOn: '2026-08-20' }),
        expect.objectContaining({ id: b.id, assignedTo: 'Room 12', checkedOutOn: '2026-08-20' }),
      ]),
    );
    expect(rows.every((r) => r.jobs === 1)).toBe(true);
  });
});

describe('CSV imports', () => {
  it('an asset import sends asset.created per row; one with a bad row sends nothing', async () => {
    const h = await hook(['asset.created']);
    const csv = [
      'Asset Tag,Name,Category,Status,Location,Serial Number,Assigned To',
      'WSI-1,Good laptop,laptop,active,Room 1,SN1,',
      'WSI-2,Projector,projector,maintenance,Gym,SN2,Coach Lee',
    ].join('\n');
    const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data.map(
      toImportRow,
    );
    const bad = await call(t.app, 'POST', '/api/assets/import', {
      cookie: w.cookies.adminA,
      body: { rows: [...rows, { assetTag: 'WSI-3', name: '' }], dryRun: false },
    });
    expect(bad.status).toBe(400);
    const dry = await call(t.app, 'POST', '/api/assets/import', {
      cookie: w.cookies.adminA,
      body: { rows, dryRun: true },
    });
    expect(dry.status).toBe(200);
    expect(await sent(h.id)).toHaveLength(0);
    const done = await call(t.app, 'POST', '/api/assets/import', {
      cookie: w.cookies.adminA,
      body: { rows, dryRun: false },
    });
    expect(done.body).toMatchObject({ created: 2 });
    const made = await sent(h.id);
    expect(made.map((r) => [r.event, r.jobs])).toEqual([
      ['asset.created', 1],
      ['asset.created', 1],
    ]);
    const byTag = Object.fromEntries(made.map((r) => [r.data.asset.assetTag, r.data.asset]));
    expect(byTag['WSI-1']).toMatchObject({
      districtId: w.districtA.id,
      name: 'Good laptop',
      category: 'laptop',
      status: 'active',
      location: 'Room 1',
      assignedTo: null,
    });
    expect(byTag['WSI-2']).toMatchObject({ status: 'maintenance', assignedTo: 'Coach Lee' });
    expect(byTag['WSI-2']?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a user import sends user.created per invited row, never for a dry run; a waiting account given access sends one', async () => {
    const h = await hook(['user.created', 'user.deactivated']);
    const csv = [
      'Email,Role,Department,First Name,Last Name',
      'ws-ana@school.example,Technician,,Ana,',
      'ws-ben@school.example,View Only,Library,Ben,Ng',
    ].join('\n');
    await call(t.app, 'POST', '/api/users/import', {
      cookie: w.cookies.adminA,
      body: { districtId: w.districtA.id, csv },
    });
    expect(await sent(h.id)).toHaveLength(0);
    const done = await call(t.app, 'POST', '/api/users/import', {
      cookie: w.cookies.adminA,
      body: { districtId: w.districtA.id, csv, dryRun: false },
    });
    expect(done.body).toMatchObject({ invited: 2 });
    let rows = await sent(h.id);
    expect(rows.map((r) => [r.event, r.data.user.email, r.data.user.role, r.jobs])).toEqual([
      ['user.created', 'ws-ana@school.example', 'technician', 1],
      ['user.created', 'ws-ben@school.example', 'viewer', 1],
    ]);
    for (const r of rows) expect(r.body).not.toMatch(/password|token/i);

    const waiting = await makeUser(t.db, {
      role: 'viewer',
      districtId: null,
      email: 'ws-wait@elsewhere.example',
    });
    const given = await call(t.app, 'POST', `/api/users/${waiting.id}/access`, {
      cookie: w.cookies.provider,
      body: { districtId: w.districtA.id, role: 'technician' },
    });
    expect(given.status).toBe(200);
    rows = await sent(h.id);
    expect(rows).toHaveLength(3);
    expect(rows[2]!.data.user).toMatchObject({
      id: waiting.id,
      role: 'technician',
      districtId: w.districtA.id,
      active: true,
    });
  });
});

describe('the Google Workspace sync', () => {
  it('sends asset.created per new asset and asset.updated per asset whose model or status changed, in the sync’s transaction', async () => {
    const h = await hook(['asset.created', 'asset.updated']);
    const kept = await asset({ status: 'active', model: 'Chromebook 311' });
    const movedOnly = await asset({ status: 'active' });
    const outbox = createWebhookOutbox(t.background.queue);
    const options = googleOptionsSchema.parse({});
    const values = (v: Record<string, string | null>) => ({
      model: null,
      status: 'active',
      siteId: siteA,
      personId: null,
      supportEndsAt: null,
      ...v,
    });
    const done = await applyPlan(
      t.db,
      outbox,
      w.districtA.id,
      {
        create: [
          {
            deviceId: 'dev-ws-1',
            serialNumber: 'GWS-SER-1',
            assetTag: 'GWS-1',
            model: 'Chromebook 314',
            status: 'active',
            siteId: siteA,
            personId: null,
            supportEndsOn: null,
          },
        ],
        update: [
          {
            assetId: kept.id,
            from: 'active',
            values: values({ status: 'lost', model: 'Chromebook 311' }),
            fields: ['status'],
          },
          {
            assetId: movedOnly.id,
            from: 'active',
            values: values({ personId: personA }),
            fields: ['personId'],
          },
        ],
        link: [],
      },
      options,
    );
    expect(done).toEqual({ created: 1, updated: 2 });
    // One transaction: the same created_at, so in the order of their events.
    const rows = (await sent(h.id)).sort((x, y) => x.event.localeCompare(y.event));
    expect(rows.map((r) => [r.event, r.jobs])).toEqual([
      ['asset.created', 1],
      ['asset.updated', 1],
    ]);
    expect(rows[0]!.data.asset).toMatchObject({
      assetTag: 'GWS-1',
      model: 'Chromebook 314',
      status: 'active',
    });
    expect(rows[1]!.data).toMatchObject({
      asset: { id: kept.id, status: 'lost' },
      changed: { status: 'lost' },
    });
  });
});

describe('audits and disposal', () => {
  it('an audit’s "mark lost" and "move" send asset.updated with what changed; a refused fix sends nothing', async () => {
    const h = await hook(['asset.updated']);
    const missing = await asset({ location: 'Room 12' });
    const stray = await asset({ siteId: siteB, location: 'Library' });
    const started = await call<{ id: string }>(t.app, 'POST', '/api/audits', {
      cookie: w.cookies.techA,
      body: { districtId: w.districtA.id, name: 'Hook audit', siteId: siteA, room: 'Room 12' },
    });
    expect(started.status).toBe(201);
    const audit = started.body.id;
    expect((await scan({ mode: 'audit', auditId: audit, code: stray.assetTag })).body).toMatchObject({
      result: 'wrong_site',
    });
    const fix = (assetId: string, action: string) =>
      call(t.app, 'POST', `/api/audits/${audit}/fix`, { cookie: w.cookies.techA, body: { assetId, action } });
    // A missing asset cannot be moved here: refused, nothing sent.
    expect((await fix(missing.id, 'move')).status).toBe(409);
    expect(await sent(h.id)).toHaveLength(0);

    expect((await fix(missing.id, 'mark_lost')).status).toBe(200);
    expect((await fix(stray.id, 'move')).status).toBe(200);
    const rows = await sent(h.id);
    expect(rows.map((r) => [r.event, r.data.asset.id, r.data.changed, r.jobs])).toEqual([
      ['asset.updated', missing.id, { status: 'lost' }, 1],
      // The site is not carried; the room is.
      ['asset.updated', stray.id, { location: 'Room 12' }, 1],
    ]);
    expect(rows[0]!.data.asset).toMatchObject({
      assetTag: missing.assetTag,
      status: 'lost',
      location: 'Room 12',
    });
    for (const r of rows) expect(r.body).not.toContain('4411');
    // Marked lost again (already lost): nothing changed, nothing sent.
    expect((await fix(missing.id, 'mark_lost')).status).toBe(200);
    expect(await sent(h.id)).toHaveLength(2);
  });

  it('a disposal retires the asset: one asset.updated', async () => {
    const h = await hook(['asset.updated']);
    const a = await asset({ status: 'active' });
    const res = await call(t.app, 'POST', `/api/assets/${a.id}/dispose?districtId=${w.districtA.id}`, {
      cookie: w.cookies.adminA,
      body: { disposedOn: '2026-11-02', note: 'Recycled by the e-waste vendor' },
    });
    expect(res.status).toBe(200);
    const rows = await sent(h.id);
    expect(rows.map((r) => [r.event, r.data.asset.id, r.data.changed, r.jobs])).toEqual([
      ['asset.updated', a.id, { status: 'retired' }, 1],
    ]);
    expect(rows[0]!.body).not.toContain('e-waste');
  });
});

describe('accounts made at sign-in and with a district', () => {
  it('a SAML sign-in that makes an account, or places a waiting one, sends user.created; a known member sends nothing', async () => {
    const h = await hook(['user.created']);
    const idp = createTestIdp();
    const saved = await call(t.app, 'PUT', `/api/auth/saml/config?districtId=${w.districtA.id}`, {
      cookie: w.cookies.adminA,
      body: {
        enabled: true,
        metadataXml: idp.metadata(),
        emailAttribute: 'email',
        firstNameAttribute: 'firstName',
        lastNameAttribute: 'lastName',
        defaultRole: 'requester',
        requireSaml: false,
        allowIdpInitiated: true,
      },
    });
    expect(saved.status).toBe(200);
    const sp = serviceProviderOf(TEST_PUBLIC_URL, w.districtA.code);
    const signInAs = async (email: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/auth/saml/${w.districtA.code}/acs`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://idp.test.example' },
        payload: new URLSearchParams({
          SAMLResponse: idp.response({
            acsUrl: sp.acsUrl,
            audience: sp.entityId,
            email,
            firstName: 'Sam',
            lastName: 'Lopez',
          }),
        }).toString(),
      });
      expect(res.statusCode).toBe(303);
      expect(String(res.headers.location)).not.toContain('signin=saml-');
    };
    await signInAs('ws-saml-new@school.example');
    let rows = await sent(h.id);
    expect(rows.map((r) => [r.event, r.data.user.email, r.data.user.role, r.jobs])).toEqual([
      ['user.created', 'ws-saml-new@school.example', 'requester', 1],
    ]);
    expect(rows[0]!.data.user).toMatchObject({ districtId: w.districtA.id, firstName: 'Sam', active: true });
    expect(rows[0]!.body).not.toMatch(/password|hash/i);

    // Signing in again: the account is known, nothing is sent.
    await signInAs('ws-saml-new@school.example');
    expect(await sent(h.id)).toHaveLength(1);

    // A waiting account (no district) joins the district its identity provider vouches for.
    const waiting = await makeUser(t.db, {
      role: 'viewer',
      districtId: null,
      email: 'ws-saml-wait@school.example',
    });
    await signInAs('ws-saml-wait@school.example');
    rows = await sent(h.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.data.user).toMatchObject({
      id: waiting.id,
      role: 'requester',
      districtId: w.districtA.id,
    });
  });

  it('a new district’s first administrator is user.created for that district (a provider-wide webhook hears it)', async () => {
    const h = await hook(['user.created'], true);
    const bad = await call(t.app, 'POST', '/api/districts', {
      cookie: w.cookies.provider,
      body: { districtName: 'Hook Valley Unified', adminName: 'Rosa Parks', adminEmail: 'not-an-address' },
    });
    expect(bad.status).toBe(400);
    expect(await sent(h.id)).toHaveLength(0);
    const res = await call<{ id: string }>(t.app, 'POST', '/api/districts', {
      cookie: w.cookies.provider,
      body: {
        districtName: 'Hook Valley Unified',
        adminName: 'Rosa Parks',
        adminEmail: 'rosa.hookvalley@example.org',
        serviceLevel: 'ascend',
        estimatedUsers: '250',
      },
    });
    expect(res.status).toBe(201);
    const rows = await sent(h.id);
    const [admin] = await t.db.select().from(users).where(eq(users.email, 'rosa.hookvalley@example.org'));
    expect(rows.map((r) => [r.event, r.jobs])).toEqual([['user.created', 1]]);
    expect(rows[0]!.data).toMatchObject({
      districtId: res.body.id,
      user: {
        id: admin!.id,
        email: 'rosa.hookvalley@example.org',
        firstName: 'Rosa',
        lastName: 'Parks',
        role: 'district_admin',
        districtId: res.body.id,
      },
    });
  });
});
