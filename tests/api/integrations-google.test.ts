import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reconcile, SyncDiff } from '../../domain/google-workspace.ts';
import type { SyncRun } from '../../domain/integration-settings.ts';
import { assetHistory, assets, people, sites } from '../../server/db/schema/index.ts';
import {
  ALL_SCOPES,
  type GoogleFake,
  makeServiceAccountKey,
  startGoogleFake,
} from '../support/fakes/google-admin.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// Google Workspace against a fake written from Google's references (tests/support/fakes/google-admin.ts):
// the JWT bearer grant, test connection naming the failed step, the first sync as a dry run that an
// administrator approves, the mapping, a second sync that changes nothing, a large change waiting
// again, reconcile both ways with its fixes, and write-back.

const ADMIN = 'it-admin@district.example';
let t: TestApp;
let w: World;
let g: GoogleFake;
let key: ReturnType<typeof makeServiceAccountKey>;
let north: string;
let south: string;

beforeAll(async () => {
  g = await startGoogleFake({ admins: [ADMIN] });
  key = makeServiceAccountKey(g.tokenUri);
  g.delegate(key.clientEmail, key.publicKeyPem);
  t = await createTestApp({ INTEGRATIONS_ALLOW_INSECURE: 'true' });
  w = await makeWorld(t.app, t.db);
  const made = await t.db
    .insert(sites)
    .values([
      { districtId: w.districtA.id, name: 'North Elementary' },
      { districtId: w.districtA.id, name: 'South High' },
    ])
    .returning();
  north = made[0]!.id;
  south = made[1]!.id;
});
afterAll(async () => {
  await t?.close();
  await g?.stop();
});

const admin = { cookie: () => w.cookies.adminA };
const save = (body: Record<string, unknown>) =>
  call(t.app, 'PUT', '/api/integrations/google', {
    cookie: admin.cookie(),
    body: { districtId: w.districtA.id, ...body },
  });
const credentials = (over: Record<string, unknown> = {}) => ({
  serviceAccountKey: key.text,
  adminEmail: ADMIN,
  ...over,
});
const options = (over: Record<string, unknown> = {}) => ({ apiRoot: g.apiRoot, ...over });
const testConnection = () =>
  call(t.app, 'POST', '/api/integrations/google/test', {
    cookie: admin.cookie(),
    body: { districtId: w.districtA.id },
  });

async function waitRun(runId: string): Promise<SyncRun> {
  let run: SyncRun | undefined;
  await expect
    .poll(
      async () => {
        const runs = await call<SyncRun[]>(
          t.app,
          'GET',
          `/api/integrations/google/runs?districtId=${w.districtA.id}`,
          { cookie: admin.cookie() },
        );
        run = runs.body.find((r) => r.id === runId);
        return run?.status;
      },
      { timeout: 30_000, interval: 200 },
    )
    .toMatch(/succeeded|failed|awaiting_approval/);
  return run!;
}
async function sync(dryRun?: boolean) {
  const started = await call(t.app, 'POST', '/api/integrations/google/sync', {
    cookie: admin.cookie(),
    body: { districtId: w.districtA.id, ...(dryRun !== undefined ? { dryRun } : {}) },
  });
  expect(started.status).toBe(202);
  return { runId: started.body.runId as string, run: await waitRun(started.body.runId) };
}
const diffOf = (runId: string) =>
  call<SyncDiff>(t.app, 'GET', `/api/integrations/google/runs/${runId}/diff?districtId=${w.districtA.id}`, {
    cookie: admin.cookie(),
  });
const approve = (runId: string, cookie = admin.cookie()) =>
  call(t.app, 'POST', `/api/integrations/google/runs/${runId}/approve`, {
    cookie,
    body: { districtId: w.districtA.id },
  });
const inventory = () => t.db.select().from(assets).where(eq(assets.districtId, w.districtA.id));

describe('Google Workspace: settings and test connection', () => {
  it('refuses a key that is not a service account key, and never answers the key', async () => {
    const notJson = await save({
      enabled: true,
      credentials: credentials({ serviceAccountKey: 'abc' }),
      options: options(),
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toBe('The key is not JSON: paste the whole file Google gave you');
    const wrongType = await save({
      enabled: true,
      credentials: credentials({ serviceAccountKey: JSON.stringify({ type: 'authorized_user' }) }),
      options: options(),
    });
    expect(wrongType.body.message).toBe(
      'The key is not a service account key (its type must be "service_account")',
    );
    const noToken = await save({
      enabled: true,
      credentials: credentials({
        serviceAccountKey: JSON.stringify({ type: 'service_account', client_email: 'a@b', private_key: 'x' }),
      }),
      options: options(),
    });
    expect(noToken.body.message).toBe('The key has no token_uri: download a new JSON key');
    const badAdmin = await save({
      enabled: true,
      credentials: credentials({ adminEmail: 'nobody' }),
      options: options(),
    });
    expect(badAdmin.body.message).toBe('Enter an email address');
    const badCustomer = await save({
      enabled: true,
      credentials: credentials({ customerId: 'x y' }),
      options: options(),
    });
    expect(badCustomer.body.message).toBe('The customer id is my_customer or an id like C01abc2de');
    const badPercent = await save({
      enabled: true,
      credentials: credentials(),
      options: options({ approveAbovePercent: 150 }),
    });
    expect(badPercent.body.message).toBe('Enter a share from 0 to 100 %');
    const badSchedule = await save({
      enabled: true,
      credentials: credentials(),
      options: options({ schedule: 'weekly' }),
    });
    expect(badSchedule.body.message).toBe('Choose nightly, hourly or manual');
    const noCredentials = await save({ enabled: true, options: options() });
    expect(noCredentials.body.message).toBe('Enter the credentials before enabling the integration');

    const saved = await save({ enabled: true, credentials: credentials(), options: options() });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'google', label: 'Google Workspace', credentialsSaved: true });
    expect(saved.body.options).toMatchObject({
      schedule: 'nightly',
      writeBack: false,
      approveAbovePercent: 10,
      apiRoot: g.apiRoot,
    });
    expect(JSON.stringify(saved.body)).not.toContain('PRIVATE KEY');

    const list = await call(t.app, 'GET', `/api/integrations?districtId=${w.districtA.id}`, {
      cookie: admin.cookie(),
    });
    expect(list.body.map((i: { name: string }) => i.name)).toContain('google');
  });

  it('names the step that failed: key, delegation, scope, customer', async () => {
    // The key: another key pair than the one Google knows (the signature fails).
    const other = makeServiceAccountKey(g.tokenUri);
    await save({
      enabled: true,
      credentials: credentials({ serviceAccountKey: other.text }),
      options: options(),
    });
    let res = await testConnection();
    expect(res.body).toMatchObject({ ok: false, step: 'key' });
    expect(res.body.message).toBe(
      'Google refused the service account key (invalid_grant: Invalid JWT Signature.): the key may be revoked or deleted; download a new one.',
    );

    // Delegation: the admin is not one of the domain's.
    await save({
      enabled: true,
      credentials: credentials({ adminEmail: 'teacher@district.example' }),
      options: options(),
    });
    res = await testConnection();
    expect(res.body).toMatchObject({ ok: false, step: 'delegation' });
    expect(res.body.message).toMatch(
      /^Google refused to act as teacher@district\.example \(invalid_grant: Invalid email or User ID\)/,
    );

    // Delegation: a scope not delegated to the client.
    g.delegate(key.clientEmail, key.publicKeyPem, ALL_SCOPES.slice(0, 2));
    await save({ enabled: true, credentials: credentials(), options: options() });
    res = await testConnection();
    expect(res.body).toMatchObject({ ok: false, step: 'delegation' });
    expect(res.body.message).toMatch(/^Google refused to issue a token \(unauthorized_client: /);
    g.delegate(key.clientEmail, key.publicKeyPem);

    // Scope: the administrator may not read org units.
    g.deny('orgunits');
    res = await testConnection();
    expect(res.body).toMatchObject({ ok: false, step: 'scope' });
    expect(res.body.message).toBe(
      'Google refused to list org units (403: Not Authorized to access this resource/api): delegate the scope admin.directory.orgunit.readonly and give the administrator the privilege.',
    );
    g.deny('orgunits', false);

    // Customer: an id Google does not know.
    await save({ enabled: true, credentials: credentials({ customerId: 'C0unknown1' }), options: options() });
    res = await testConnection();
    expect(res.body).toMatchObject({ ok: false, step: 'customer' });
    expect(res.body.message).toMatch(/^Google does not know the customer "C0unknown1" \(400: Bad Request\)/);

    await save({ enabled: true, credentials: credentials(), options: options() });
    res = await testConnection();
    expect(res.body).toEqual({
      ok: true,
      message: `Connected to Google Workspace as ${ADMIN}: Chrome devices, 0 org units and users are readable.`,
    });
    // The token request carried an RS256 JWT for the admin, with the three scopes, for the token URI.
    const grant = g.seen.filter((r) => r.path === '/token').at(-1)!;
    const claims = JSON.parse(
      Buffer.from(new URLSearchParams(grant.body).get('assertion')!.split('.')[1]!, 'base64url').toString(),
    );
    expect(claims).toMatchObject({
      iss: key.clientEmail,
      sub: ADMIN,
      aud: g.tokenUri,
      scope: ALL_SCOPES.join(' '),
    });
    expect(claims.exp - claims.iat).toBe(3600);
  });
});

describe('Google Workspace: dry run, approval, mapping', () => {
  it('shows the first sync as a diff, applies it only once approved, and maps every field', async () => {
    g.addOrgUnit('/Students');
    g.addOrgUnit('/Students/North Elementary');
    g.addOrgUnit('/Students/North Elementary/Grade 3');
    g.addOrgUnit('/Students/South High');
    g.addOrgUnit('/Staff');
    await t.db.insert(people).values({
      districtId: w.districtA.id,
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria.lopez@district.example',
      role: 'student',
    });
    // An asset typed by hand whose serial Google has (matched, updated) and one Google lacks (no match).
    const [typed] = await t.db
      .insert(assets)
      .values({
        districtId: w.districtA.id,
        assetTag: 'HAND-1',
        name: 'Hand-typed Chromebook',
        serialNumber: 'SERIAL-TYPED',
        model: 'Old name',
      })
      .returning();
    await t.db.insert(assets).values({
      districtId: w.districtA.id,
      assetTag: 'GONE-1',
      name: 'Lost somewhere',
      serialNumber: 'SERIAL-GONE',
    });
    const maria = g.addDevice({
      serialNumber: 'SERIAL-MARIA',
      annotatedAssetId: 'NE-0001',
      orgUnitPath: '/Students/North Elementary/Grade 3',
      recentUsers: [{ type: 'USER_TYPE_MANAGED', email: 'Maria.Lopez@district.example' }],
      autoUpdateThrough: '2027-06-01',
      model: 'Lenovo 300e Chromebook Gen 3',
    });
    g.addDevice({
      serialNumber: 'SERIAL-TYPED',
      orgUnitPath: '/Students/South High',
      autoUpdateThrough: undefined,
      autoUpdateExpiration: String(Date.UTC(2028, 5, 30)),
    });
    g.addDevice({ serialNumber: 'SERIAL-STAFF', orgUnitPath: '/Staff', status: 'DISABLED' });
    g.addDevice({ serialNumber: 'SERIAL-OLD', status: 'DEPROVISIONED' });
    for (let i = 0; i < 650; i++) g.addDevice({ orgUnitPath: '/Students/South High' });

    const { runId, run } = await sync();
    expect(run).toMatchObject({ status: 'awaiting_approval', itemsIn: 654 });
    expect(await inventory()).toHaveLength(2);
    // Three pages of 300 (FULL projection).
    const lists = g.seen.filter(
      (r) => r.path.includes('/devices/chromeos?') && r.path.includes('projection=FULL'),
    );
    expect(lists.length).toBeGreaterThanOrEqual(3);
    expect(lists.every((r) => r.path.includes('maxResults=300'))).toBe(true);

    const diff = await diffOf(runId);
    expect(diff.status).toBe(200);
    expect(diff.body).toMatchObject({
      status: 'pending',
      reason: 'The first sync is always reviewed before it runs.',
      counts: { devices: 654, create: 652, update: 1, retire: 0, noMatch: 1, inventory: 2, unchanged: 1 },
    });
    const created = diff.body.create.find((c) => c.serialNumber === 'SERIAL-MARIA')!;
    expect(created).toMatchObject({
      assetTag: 'NE-0001',
      siteName: 'North Elementary',
      personName: 'Maria Lopez',
      supportEndsAt: '2027-06-01',
    });
    expect(diff.body.update[0]).toMatchObject({
      assetTag: 'HAND-1',
      changes: [
        { field: 'model', from: 'Old name', to: 'HP Chromebook 11 G9 EE' },
        { field: 'siteId', from: null, to: 'South High' },
        { field: 'supportEndsAt', from: null, to: '2028-06-30' },
      ],
    });
    expect(diff.body.noMatch).toEqual([expect.objectContaining({ assetTag: 'GONE-1' })]);
    expect(diff.body.unmappedOrgUnits).toEqual([{ orgUnitPath: '/Staff', devices: 1 }]);
    expect(diff.body.unmappedModels.map((m) => m.model).sort()).toEqual([
      'HP Chromebook 11 G9 EE',
      'Lenovo 300e Chromebook Gen 3',
    ]);

    // Only an administrator approves.
    expect((await approve(runId, w.cookies.techA)).status).toBe(403);
    expect((await approve(runId, w.cookies.adminB)).status).toBe(404);
    const ok = await approve(runId);
    expect(ok.status).toBe(202);
    expect(ok.body).toEqual({ runId });
    expect((await waitRun(runId)).status).toBe('succeeded');
    expect((await approve(runId)).body.message).toBe('This sync is not waiting for approval.');

    const after = await inventory();
    expect(after).toHaveLength(654);
    const mine = after.find((a) => a.serialNumber === 'SERIAL-MARIA')!;
    const [person] = await t.db.select().from(people).where(eq(people.email, 'maria.lopez@district.example'));
    expect(mine).toMatchObject({
      assetTag: 'NE-0001',
      siteId: north,
      personId: person!.id,
      supportEndsOn: '2027-06-01',
      status: 'active',
      model: 'Lenovo 300e Chromebook Gen 3',
      category: 'laptop',
    });
    expect(after.find((a) => a.serialNumber === 'SERIAL-TYPED')).toMatchObject({
      id: typed!.id,
      siteId: south,
      supportEndsOn: '2028-06-30',
    });
    expect(after.find((a) => a.serialNumber === 'SERIAL-STAFF')).toMatchObject({
      status: 'lost',
      siteId: null,
    });
    expect(after.some((a) => a.serialNumber === 'SERIAL-OLD')).toBe(false);
    const history = await t.db
      .select()
      .from(assetHistory)
      .where(and(eq(assetHistory.assetId, mine.id), eq(assetHistory.action, 'created')));
    expect(history).toHaveLength(1);
    const diffAfter = await diffOf(runId);
    expect(diffAfter.body).toMatchObject({ status: 'applied', approvedBy: expect.any(String) });

    // The asset's details read what Google last said of its Chromebook; a hand-typed asset Google lacks has none.
    const facts = await call(t.app, 'GET', `/api/assets/${mine.id}/google?districtId=${w.districtA.id}`, {
      cookie: w.cookies.techA,
    });
    expect(facts.status).toBe(200);
    expect(facts.body).toEqual({
      device: {
        deviceId: maria.deviceId,
        status: 'ACTIVE',
        model: 'Lenovo 300e Chromebook Gen 3',
        osVersion: maria.osVersion,
        macAddress: maria.macAddress,
        lastSync: maria.lastSync,
        orgUnitPath: '/Students/North Elementary/Grade 3',
        siteName: 'North Elementary',
        supportEndsAt: '2027-06-01',
        seenAt: expect.any(String),
      },
    });
    const gone = after.find((a) => a.serialNumber === 'SERIAL-GONE')!;
    const none = await call(t.app, 'GET', `/api/assets/${gone.id}/google?districtId=${w.districtA.id}`, {
      cookie: w.cookies.viewerA,
    });
    expect(none.body).toEqual({ device: null });
    const other = await call(t.app, 'GET', `/api/assets/${mine.id}/google?districtId=${w.districtB.id}`, {
      cookie: w.cookies.adminB,
    });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Asset not found.');
  });

  it('a second sync with nothing changed changes nothing and runs without approval', async () => {
    const before = await inventory();
    const { run } = await sync();
    expect(run).toMatchObject({ status: 'succeeded', itemsIn: 0 });
    const after = await inventory();
    expect(after.map((a) => a.updatedAt.getTime()).sort()).toEqual(
      before.map((a) => a.updatedAt.getTime()).sort(),
    );
  });

  it('deprovisioned retires the asset; a small change applies at once, a large one waits again', async () => {
    g.devices.find((d) => d.serialNumber === 'SERIAL-MARIA')!.status = 'DEPROVISIONED';
    const small = await sync();
    expect(small.run.status).toBe('succeeded');
    const diff = await diffOf(small.runId);
    expect(diff.body.counts.retire).toBe(1);
    expect((await inventory()).find((a) => a.serialNumber === 'SERIAL-MARIA')!.status).toBe('retired');

    for (const d of g.devices.slice(10, 200)) d.model = 'Acer Chromebook 311';
    const large = await sync();
    expect(large.run.status).toBe('awaiting_approval');
    const waiting = await diffOf(large.runId);
    expect(waiting.body.reason).toMatch(/^It would change 29\.\d % of the inventory \(above 10 %\)\.$/);
    expect(waiting.body.update[0]!.changes).toEqual([
      { field: 'model', from: expect.any(String), to: 'Acer Chromebook 311' },
    ]);
    // A dry run asked for replaces it: the older plan can no longer be approved.
    const dry = await sync(true);
    expect(dry.run.status).toBe('awaiting_approval');
    expect((await diffOf(dry.runId)).body.reason).toBe('A dry run was asked for.');
    const stale = await approve(large.runId);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('A newer sync replaced this one before it was approved.');
    expect((await approve(dry.runId)).status).toBe(202);
    expect((await waitRun(dry.runId)).status).toBe('succeeded');
    expect((await inventory()).filter((a) => a.model === 'Acer Chromebook 311')).toHaveLength(190);
  });

  it('waits out a 429 with Retry-After', async () => {
    g.failNext(1, 429, '1', {
      error: { code: 429, message: 'Quota exceeded', errors: [{ reason: 'rateLimitExceeded' }] },
    });
    const { run } = await sync();
    expect(run.status).toBe('succeeded');
    expect(g.seen.some((r) => r.path.includes('/devices/chromeos'))).toBe(true);
  });
});

describe('Google Workspace: reconcile and write-back', () => {
  it('lists both sides and fixes each with one click', async () => {
    const extra = g.addDevice({ serialNumber: 'SERIAL-NEW', orgUnitPath: '/Students/North Elementary' });
    // Read it into the mirror with a dry run (not approved).
    await sync(true);
    const rec = await call<Reconcile>(t.app, 'GET', `/api/fleet/reconcile?districtId=${w.districtA.id}`, {
      cookie: w.cookies.techA,
    });
    expect(rec.status).toBe(200);
    expect(rec.body.googleOnly.map((d) => d.serialNumber)).toEqual(['SERIAL-NEW']);
    expect(rec.body.inventoryOnly.map((a) => a.assetTag)).toEqual(['GONE-1']);

    const fixAdd = await call(t.app, 'POST', '/api/fleet/reconcile/fix', {
      cookie: w.cookies.techA,
      body: { districtId: w.districtA.id, action: 'add', deviceId: extra.deviceId },
    });
    expect(fixAdd.status).toBe(200);
    expect(fixAdd.body.message).toBe('Added SERIAL-NEW to the inventory.');
    const gone = rec.body.inventoryOnly[0]!;
    const fixRetire = await call(t.app, 'POST', '/api/fleet/reconcile/fix', {
      cookie: w.cookies.techA,
      body: { districtId: w.districtA.id, action: 'retire', assetId: gone.assetId },
    });
    expect(fixRetire.body.message).toBe('Retired GONE-1.');
    const viewer = await call(t.app, 'POST', '/api/fleet/reconcile/fix', {
      cookie: w.cookies.viewerA,
      body: { districtId: w.districtA.id, action: 'retire', assetId: gone.assetId },
    });
    expect(viewer.status).toBe(403);
    const bad = await call(t.app, 'POST', '/api/fleet/reconcile/fix', {
      cookie: w.cookies.techA,
      body: { districtId: w.districtA.id, action: 'paint' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Choose a fix: add or retire');
    const again = await call<Reconcile>(t.app, 'GET', `/api/fleet/reconcile?districtId=${w.districtA.id}`, {
      cookie: w.cookies.techA,
    });
    expect(again.body.counts).toMatchObject({ googleOnly: 0, inventoryOnly: 0 });
  });

  it('writes the portal tag, site and person back to the console when asked', async () => {
    const device = g.addDevice({
      serialNumber: 'SERIAL-WB',
      orgUnitPath: '/Students/North Elementary',
      recentUsers: [{ type: 'USER_TYPE_MANAGED', email: 'maria.lopez@district.example' }],
    });
    await save({ enabled: true, options: options({ writeBack: true, approveAbovePercent: 100 }) });
    const { run } = await sync();
    expect(run.status).toBe('succeeded');
    const update = g.updates.find((u) => u.deviceId === device.deviceId)!;
    expect(update.body).toEqual({
      annotatedAssetId: 'SERIAL-WB',
      annotatedLocation: 'North Elementary',
      annotatedUser: 'maria.lopez@district.example',
    });
    expect(device.annotatedLocation).toBe('North Elementary');
  });
});
