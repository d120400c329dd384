import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgUnitTree, SyncDiff } from '../../domain/google-workspace.ts';
import type { SyncRun } from '../../domain/integration-settings.ts';
import { googleOrgUnits, people, sites } from '../../server/db/schema/index.ts';
import { type GoogleFake, makeServiceAccountKey, startGoogleFake } from '../support/fakes/google-admin.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// Google Workspace, the org unit → site screen and the users list as a second source of people's
// emails, against the fake written from Google's references (tests/support/fakes/google-admin.ts).

const ADMIN = 'it-admin@district.example';
let t: TestApp;
let w: World;
let g: GoogleFake;
let north: string;
let south: string;
let otherSite: string;

beforeAll(async () => {
  g = await startGoogleFake({ admins: [ADMIN] });
  const key = makeServiceAccountKey(g.tokenUri);
  g.delegate(key.clientEmail, key.publicKeyPem);
  t = await createTestApp({ INTEGRATIONS_ALLOW_INSECURE: 'true' });
  w = await makeWorld(t.app, t.db);
  const made = await t.db
    .insert(sites)
    .values([
      { districtId: w.districtA.id, name: 'North Elementary' },
      { districtId: w.districtA.id, name: 'South High' },
      { districtId: w.districtB.id, name: 'Elsewhere' },
    ])
    .returning();
  north = made[0]!.id;
  south = made[1]!.id;
  otherSite = made[2]!.id;
  g.addOrgUnit('/Students');
  g.addOrgUnit('/Students/North Elementary');
  g.addOrgUnit('/Students/North Elementary/Grade 3');
  g.addOrgUnit('/Staff');
  g.addOrgUnit('/Staff/North');
  g.addOrgUnit('/Kiosks');
  g.addDevice({ orgUnitPath: '/Students/North Elementary/Grade 3' });
  g.addDevice({ orgUnitPath: '/Students/North Elementary/Grade 3' });
  g.addDevice({ orgUnitPath: '/Staff' });
  g.addDevice({ orgUnitPath: '/Kiosks' });
  const saved = await call(t.app, 'PUT', '/api/integrations/google', {
    cookie: w.cookies.adminA,
    body: {
      districtId: w.districtA.id,
      enabled: true,
      credentials: { serviceAccountKey: key.text, adminEmail: ADMIN },
      options: { apiRoot: g.apiRoot, approveAbovePercent: 100 },
    },
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await g?.stop();
});

const treeUrl = (districtId = w.districtA.id) =>
  `/api/integrations/google/org-units?districtId=${districtId}`;
const getTree = (cookie = w.cookies.adminA) => call<OrgUnitTree>(t.app, 'GET', treeUrl(), { cookie });
const putTree = (ouSites: unknown, cookie = w.cookies.adminA, districtId = w.districtA.id) =>
  call<OrgUnitTree>(t.app, 'PUT', '/api/integrations/google/org-units', {
    cookie,
    body: { districtId, ouSites },
  });
const unit = (tree: OrgUnitTree, path: string) => tree.units.find((u) => u.orgUnitPath === path)!;

async function sync(dryRun = false): Promise<SyncRun & { runId: string }> {
  const started = await call(t.app, 'POST', '/api/integrations/google/sync', {
    cookie: w.cookies.adminA,
    body: { districtId: w.districtA.id, dryRun },
  });
  expect(started.status).toBe(202);
  const runId = started.body.runId as string;
  let run: SyncRun | undefined;
  await expect
    .poll(
      async () => {
        const runs = await call<SyncRun[]>(
          t.app,
          'GET',
          `/api/integrations/google/runs?districtId=${w.districtA.id}`,
          {
            cookie: w.cookies.adminA,
          },
        );
        run = runs.body.find((r) => r.id === runId);
        return run?.status;
      },
      { timeout: 30_000, interval: 200 },
    )
    .toMatch(/succeeded|failed|awaiting_approval/);
  return { ...run!, runId };
}

describe('Google Workspace: org unit → site mapping', () => {
  it('answers an empty tree before any sync', async () => {
    const res = await getTree();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ units: [], readAt: null });
    expect(res.body.sites.map((s) => s.name)).toEqual(['North Elementary', 'South High']);
  });

  it("shows the tree the sync read: each unit's devices, site and where it comes from", async () => {
    await sync(true);
    const res = await getTree();
    expect(res.status).toBe(200);
    expect(res.body.readAt).not.toBeNull();
    expect(res.body.units.map((u) => u.orgUnitPath)).toEqual([
      '/',
      '/Kiosks',
      '/Staff',
      '/Staff/North',
      '/Students',
      '/Students/North Elementary',
      '/Students/North Elementary/Grade 3',
    ]);
    expect(unit(res.body, '/Students/North Elementary')).toMatchObject({
      siteId: north,
      siteName: 'North Elementary',
      source: 'name',
      devices: 0,
    });
    expect(unit(res.body, '/Students/North Elementary/Grade 3')).toMatchObject({
      siteId: north,
      source: 'parent',
      devices: 2,
    });
    expect(unit(res.body, '/Staff')).toMatchObject({ siteId: null, source: 'none', devices: 1 });
    expect(unit(res.body, '/Staff')).not.toHaveProperty('chosen');
  });

  it('saves the chosen sites and recomputes the stored units at once, without calling Google', async () => {
    const calls = g.seen.length;
    const res = await putTree({ '/Staff': south, '/Students/North Elementary': null });
    expect(res.status).toBe(200);
    expect(g.seen.length).toBe(calls);
    expect(unit(res.body, '/Staff')).toMatchObject({ siteId: south, source: 'chosen', chosen: south });
    expect(unit(res.body, '/Staff/North')).toMatchObject({ siteId: south, source: 'parent' });
    expect(unit(res.body, '/Students/North Elementary')).toMatchObject({
      siteId: null,
      source: 'chosen',
      chosen: null,
    });
    expect(unit(res.body, '/Students/North Elementary/Grade 3')).toMatchObject({
      siteId: null,
      source: 'none',
    });
    const stored = await t.db
      .select()
      .from(googleOrgUnits)
      .where(and(eq(googleOrgUnits.districtId, w.districtA.id), eq(googleOrgUnits.orgUnitPath, '/Staff')));
    expect(stored[0]!.siteId).toBe(south);
    // The settings carry the table, and the next dry run plans with it.
    const list = await call(t.app, 'GET', `/api/integrations?districtId=${w.districtA.id}`, {
      cookie: w.cookies.adminA,
    });
    const google = (
      list.body as { name: string; options: { ouSites: Record<string, string | null> } }[]
    ).find((i) => i.name === 'google')!;
    expect(google.options.ouSites).toEqual({ '/Staff': south, '/Students/North Elementary': null });
    const run = await sync(true);
    const diff = await call<SyncDiff>(
      t.app,
      'GET',
      `/api/integrations/google/runs/${run.runId}/diff?districtId=${w.districtA.id}`,
      { cookie: w.cookies.adminA },
    );
    expect(diff.body.unmappedOrgUnits.map((u) => u.orgUnitPath).sort()).toEqual([
      '/Kiosks',
      '/Students/North Elementary/Grade 3',
    ]);
    expect(diff.body.create.find((c) => c.orgUnitPath === '/Staff')?.siteName).toBe('South High');
  });

  it('saving the settings form keeps the table and remaps with it', async () => {
    const res = await call(t.app, 'PUT', '/api/integrations/google', {
      cookie: w.cookies.adminA,
      body: {
        districtId: w.districtA.id,
        enabled: true,
        options: { apiRoot: g.apiRoot, approveAbovePercent: 100, ouSites: { '/Kiosks': north } },
      },
    });
    expect(res.status).toBe(200);
    expect(unit((await getTree()).body, '/Kiosks')).toMatchObject({ siteId: north, source: 'chosen' });
    expect(unit((await getTree()).body, '/Staff')).toMatchObject({ siteId: null, source: 'none' });
  });

  it('refuses a bad table with the reason', async () => {
    const otherDistrict = await putTree({ '/Staff': otherSite });
    expect(otherDistrict.status).toBe(400);
    expect(otherDistrict.body).toMatchObject({ message: 'Choose a site' });
    expect((await putTree({ '/Staff': 'north' })).body).toMatchObject({ message: 'Choose a site' });
    expect((await putTree({ Staff: north })).body).toMatchObject({
      message: 'An org unit path starts with / (like /Students/North)',
    });
    expect((await putTree({ '/Staff/': north })).status).toBe(400);
    expect((await putTree('all')).body).toMatchObject({ message: 'OU sites must be a table' });
    const many = Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`/OU ${i}`, null]));
    expect((await putTree(many)).body).toMatchObject({ message: 'At most 2000 org units' });
    // Nothing of the refused tables was kept.
    expect(unit((await getTree()).body, '/Kiosks')).toMatchObject({ siteId: north, source: 'chosen' });
  });

  it('keeps other districts and other roles out', async () => {
    expect((await call(t.app, 'GET', treeUrl(), { cookie: w.cookies.adminB })).status).toBe(404);
    expect((await putTree({}, w.cookies.adminB)).status).toBe(404);
    expect((await getTree(w.cookies.requesterA)).status).toBe(403);
    expect((await putTree({}, w.cookies.requesterA)).status).toBe(403);
    expect((await getTree(w.cookies.techA)).status).toBe(403);
    expect((await putTree({}, w.cookies.viewerA)).status).toBe(403);
    expect((await call(t.app, 'GET', treeUrl(), {})).status).toBe(401);
    // District B's own (empty) tree is its own.
    const own = await call<OrgUnitTree>(t.app, 'GET', treeUrl(w.districtB.id), { cookie: w.cookies.adminB });
    expect(own.body).toMatchObject({ units: [], readAt: null });
    expect(own.body.sites.map((s) => s.name)).toEqual(['Elsewhere']);
  });
});

describe('Google Workspace: the users list as a second source of emails', () => {
  const personOf = async (firstName: string, lastName: string) =>
    t.db
      .select()
      .from(people)
      .where(
        and(
          eq(people.districtId, w.districtA.id),
          eq(people.firstName, firstName),
          eq(people.lastName, lastName),
        ),
      );

  it('fills missing emails by SIS id, else by a unique name, never guessing, keeping existing ones', async () => {
    const base = { districtId: w.districtA.id, role: 'student' as const };
    await t.db.insert(people).values([
      { ...base, firstName: 'Maria', lastName: 'Lopez', sisId: 'S-1' },
      { ...base, firstName: 'Ana', lastName: 'Ruiz' },
      { ...base, firstName: 'Sam', lastName: 'Lee' },
      { ...base, firstName: 'Sam', lastName: 'Lee', sisId: 'S-3' },
      { ...base, firstName: 'Kim', lastName: 'Poe', sisId: 'S-5', email: 'kim.old@district.example' },
    ]);
    const organization = (value: string) => ({ externalIds: [{ value, type: 'organization' }] });
    g.addUser('M.Lopez@district.example', 'Mary', 'Lopez-Diaz', '/Students', organization('S-1'));
    g.addUser('ana.ruiz@district.example', 'Ána', 'Ruiz', '/Students', {
      externalIds: [{ value: 'S-1', type: 'login_id' }],
    });
    g.addUser('sam.lee@district.example', 'Sam', 'Lee', '/Students');
    g.addUser('kim.poe@district.example', 'Kim', 'Poe', '/Students', organization('S-5'));
    g.addUser('new.teacher@district.example', 'New', 'Teacher', '/Staff/North');
    g.addUser('new.student@district.example', 'New', 'Student', '/Students');

    const run = await sync(true);
    expect(run.summary).toBe(
      '6 Google users read, 1 email filled by SIS id, 1 by name, 2 left alone (two matches).',
    );
    expect(run.errors).toEqual([]);
    expect((await personOf('Maria', 'Lopez'))[0]!.email).toBe('m.lopez@district.example');
    expect((await personOf('Ana', 'Ruiz'))[0]!.email).toBe('ana.ruiz@district.example');
    expect((await personOf('Sam', 'Lee')).map((p) => p.email)).toEqual([null, null]);
    expect((await personOf('Kim', 'Poe'))[0]!.email).toBe('kim.old@district.example');
    // Staff are not created unless asked.
    expect(await personOf('New', 'Teacher')).toEqual([]);
  });

  it("reads every page of users, and adds the staff org unit's unmatched users as staff when asked", async () => {
    for (let i = 0; i < 520; i++) g.addUser(`bulk${i}@district.example`, 'Bulk', `User ${i}`, '/Students');
    await call(t.app, 'PUT', '/api/integrations/google', {
      cookie: w.cookies.adminA,
      body: {
        districtId: w.districtA.id,
        enabled: true,
        options: {
          apiRoot: g.apiRoot,
          approveAbovePercent: 100,
          createStaffFromGoogle: true,
          staffOrgUnit: '/Staff',
        },
      },
    });
    const run = await sync(true);
    expect(run.summary).toBe(
      '526 Google users read, 0 emails filled by SIS id, 0 by name, 2 left alone (two matches), 1 staff added.',
    );
    expect(
      g.seen.filter((r) => r.path.startsWith('/admin/directory/v1/users?')).length,
    ).toBeGreaterThanOrEqual(2);
    const [teacher] = await personOf('New', 'Teacher');
    expect(teacher).toMatchObject({ email: 'new.teacher@district.example', role: 'staff', source: 'google' });
    expect(await personOf('New', 'Student')).toEqual([]);
    // Again: the same person is found by the address, nobody is added twice.
    const again = await sync(true);
    expect(again.summary).toContain('0 emails filled by SIS id');
    expect(again.summary).not.toContain('staff added');
    expect(await personOf('New', 'Teacher')).toHaveLength(1);
  });

  it('does nothing with the option off, and reports a refused users list without failing the sync', async () => {
    await t.db
      .insert(people)
      .values({ districtId: w.districtA.id, role: 'staff', firstName: 'Lee', lastName: 'Nu' });
    g.addUser('lee.nu@district.example', 'Lee', 'Nu', '/Staff');
    const saveWith = (googleUserEmails: boolean) =>
      call(t.app, 'PUT', '/api/integrations/google', {
        cookie: w.cookies.adminA,
        body: {
          districtId: w.districtA.id,
          enabled: true,
          options: { apiRoot: g.apiRoot, approveAbovePercent: 100, googleUserEmails },
        },
      });
    await saveWith(false);
    const off = await sync(true);
    expect(off.summary).toBeNull();
    expect((await personOf('Lee', 'Nu'))[0]!.email).toBeNull();

    await saveWith(true);
    g.deny('users');
    const refused = await sync(true);
    g.deny('users', false);
    expect(refused.status).toBe('awaiting_approval');
    expect(refused.errors[0]).toMatch(/^Emails from Google users: Google refused to list users \(403/);
    expect(
      await t.db
        .select()
        .from(people)
        .where(and(eq(people.districtId, w.districtA.id), eq(people.firstName, 'Lee'), isNull(people.email))),
    ).toHaveLength(1);

    const on = await sync(true);
    expect(on.summary).toContain('1 by name');
    expect((await personOf('Lee', 'Nu'))[0]!.email).toBe('lee.nu@district.example');
  });

  it('refuses a staff org unit that is not a path', async () => {
    const res = await call(t.app, 'PUT', '/api/integrations/google', {
      cookie: w.cookies.adminA,
      body: {
        districtId: w.districtA.id,
        enabled: true,
        options: { apiRoot: g.apiRoot, staffOrgUnit: 'Staff' },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('An org unit path starts with / (like /Students/North)');
  });
});
