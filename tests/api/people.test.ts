import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_MESSAGES } from '../../domain/assets.ts';
import { ONEROSTER_MESSAGES as OM } from '../../domain/oneroster.ts';
import type { Person, PersonDetail, RosterImportReport } from '../../domain/people.ts';
import { assets, people, sites, tasks, users, visits } from '../../server/db/schema/index.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { rosterZip, userRow, zipOf } from '../support/oneroster.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// Rostered people (issue 31): the OneRoster 1.1 CSV import (dry run, bulk, delta, bad rows, file
// faults), the list and a person's page, 1:1 check-out to a person, the possessive search, the
// recovery task of a withdrawn student and the device-issue queue.

let t: TestApp;
let w: World;
let requesterEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  const [r] = await t.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, w.people.requesterA.id));
  requesterEmail = r!.email;
});
afterAll(() => t.close());

const ORGS = [
  'd1,,,Test Unified,district,,',
  'hs1,,,Lincoln High,school,,d1',
  'ms1,,,Roosevelt Middle,school,,d1',
];

function importZip(zip: Buffer, query: string, cookie = w.cookies.adminA, districtId = w.districtA.id) {
  return t.app
    .inject({
      method: 'POST',
      url: `/api/people/import?districtId=${districtId}&${query}`,
      headers: { 'content-type': 'application/zip', ...(cookie ? { cookie } : {}) },
      payload: zip,
    })
    .then((res) => ({ status: res.statusCode, body: JSON.parse(res.body || 'null') }));
}

const list = (query: string, cookie = w.cookies.adminA) =>
  call<{ items: Person[]; nextCursor: string | null; message?: string }>(
    t.app,
    'GET',
    `/api/people/roster?districtId=${w.districtA.id}${query}`,
    { cookie },
  );

const firstRoster = () =>
  rosterZip({
    orgs: ORGS,
    users: [
      userRow({
        id: 's1',
        orgs: 'hs1',
        role: 'student',
        given: 'Maria',
        family: 'Lopez',
        email: 'Maria.Lopez@test.k12.us',
        grade: '09',
      }),
      userRow({ id: 's2', orgs: 'ms1', role: 'student', given: 'Dev', family: 'Patel', grade: '07' }),
      userRow({ id: 's3', orgs: 'hs1', role: 'student', given: 'Ana', family: 'Ruiz', grade: '10' }),
      userRow({
        id: 't1',
        orgs: 'hs1',
        role: 'teacher',
        given: 'Rita',
        family: 'Moreno',
        email: requesterEmail,
      }),
      userRow({ id: 'a1', orgs: 'd1', role: 'administrator', given: 'Paul', family: 'Chen' }),
      userRow({ id: 'g1', orgs: 'hs1', role: 'guardian', given: 'Luz', family: 'Lopez' }),
    ],
  });

describe('the OneRoster import', () => {
  it('previews a bulk roster with its counts and changes nothing', async () => {
    const res = await importZip(firstRoster(), 'dryRun=true');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = res.body as RosterImportReport;
    expect(report.dryRun).toBe(true);
    expect(report.modes['users.csv']).toBe('bulk');
    expect(report.modes['enrollments.csv']).toBe('bulk');
    expect(report.rows).toMatchObject({
      'orgs.csv': 3,
      'users.csv': 6,
      'classes.csv': 1,
      'enrollments.csv': 2,
      'academicSessions.csv': 1,
      'courses.csv': 1,
    });
    expect(report.sites).toEqual({ created: 2, updated: 0, unchanged: 0 });
    expect(report.people).toEqual({
      created: 5,
      updated: 0,
      unchanged: 0,
      withdrawn: 0,
      skipped: 1,
      stale: 0,
    });
    expect(report.linked).toBe(1);
    expect(report.errors).toEqual([]);
    expect((await list('')).body.items).toEqual([]);
    const siteRows = await t.db.select().from(sites).where(eq(sites.districtId, w.districtA.id));
    expect(siteRows).toEqual([]);
  });

  it('imports it: orgs become sites, users people, the teacher linked to her account by email', async () => {
    const res = await importZip(firstRoster(), 'dryRun=false');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.people.created).toBe(5);
    const all = (await list('')).body.items;
    expect(all.map((p) => p.name)).toEqual([
      'Paul Chen',
      'Maria Lopez',
      'Rita Moreno',
      'Dev Patel',
      'Ana Ruiz',
    ]);
    const maria = all.find((p) => p.sisId === 's1')!;
    expect(maria).toMatchObject({
      email: 'maria.lopez@test.k12.us',
      role: 'student',
      grade: '09',
      siteName: 'Lincoln High',
      status: 'active',
      source: 'oneroster',
      userId: null,
      devices: 0,
    });
    expect(all.find((p) => p.sisId === 't1')).toMatchObject({
      role: 'teacher',
      userId: w.people.requesterA.id,
    });
    expect(all.find((p) => p.sisId === 'a1')).toMatchObject({ role: 'staff', siteId: null });

    // The same file again changes nothing.
    const again = await importZip(firstRoster(), 'dryRun=false');
    expect(again.body.people).toMatchObject({ created: 0, updated: 0, unchanged: 5 });
    expect(again.body.sites).toEqual({ created: 0, updated: 0, unchanged: 2 });
  });

  it('lists people by name, role, site, status and search, page by page', async () => {
    expect((await list('&role=student')).body.items.map((p) => p.sisId)).toEqual(['s1', 's2', 's3']);
    const hs = (await list('&role=student')).body.items.find((p) => p.sisId === 's1')!.siteId!;
    expect((await list(`&site=${hs}&role=student`)).body.items.map((p) => p.sisId)).toEqual(['s1', 's3']);
    expect((await list('&q=lopez')).body.items.map((p) => p.name)).toEqual(['Maria Lopez']);
    expect((await list('&q=maria lopez')).body.items.map((p) => p.name)).toEqual(['Maria Lopez']);
    expect((await list('&q=s2')).body.items.map((p) => p.name)).toEqual(['Dev Patel']);
    const first = await list('&limit=2');
    expect(first.body.items.map((p) => p.sisId)).toEqual(['a1', 's1']);
    const second = await list(`&limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((p) => p.sisId)).toEqual(['t1', 's2']);
    expect((await list('&status=withdrawn')).body.items).toEqual([]);
  });

  it('says what is wrong with a query', async () => {
    expect((await list('&role=parent')).body.message).toBe('Choose a role: student, teacher or staff');
    expect((await list('&status=gone')).body.message).toBe('Choose a status: active or withdrawn');
    expect((await list('&site=nope')).body.message).toBe('Not a valid site id');
    expect((await list('&cursor=zzz')).body.message).toBe('Not a valid cursor');
    expect((await list('&limit=500')).body.message).toBe('Limit must be at most 200');
    const bad = await importZip(firstRoster(), 'dryRun=maybe');
    expect(bad.body.message).toBe('dryRun must be true or false.');
  });

  it('reports bad rows; a real import with them changes nothing unless told to skip them', async () => {
    const zip = rosterZip({
      orgs: [...ORGS, 'x1,,,,school,,d1', 'x2,,,Somewhere,campus,,d1'],
      users: [
        userRow({
          id: 's1',
          orgs: 'hs1',
          role: 'student',
          given: 'Maria',
          family: 'Lopez',
          email: 'maria.lopez@test.k12.us',
          grade: '09',
        }),
        userRow({ id: 's2', orgs: 'ms1', role: 'student', given: 'Dev', family: 'Patel', grade: '08' }),
        userRow({ id: 's3', orgs: 'hs1', role: 'student', given: 'Ana', family: 'Ruiz', grade: '10' }),
        userRow({
          id: 't1',
          orgs: 'hs1',
          role: 'teacher',
          given: 'Rita',
          family: 'Moreno',
          email: requesterEmail,
        }),
        userRow({ id: 'a1', orgs: 'd1', role: 'administrator', given: 'Paul', family: 'Chen' }),
        userRow({ id: 's9', orgs: 'hs1', role: 'wizard', given: 'Bad', family: 'Role' }),
        userRow({
          id: 's10',
          orgs: 'hs1',
          role: 'student',
          given: 'Bad',
          family: 'Email',
          email: 'not-an-address',
        }),
        userRow({ id: 's11', orgs: 'zz9', role: 'student', given: 'No', family: 'School' }),
        userRow({ id: 's12', orgs: 'hs1', role: 'student', given: '', family: 'Nameless' }),
        userRow({ id: 's2', orgs: 'ms1', role: 'student', given: 'Dev', family: 'Twice' }),
        userRow({ id: '', orgs: 'hs1', role: 'student', given: 'No', family: 'Id' }),
        userRow({ id: 's13', status: 'gone', orgs: 'hs1', role: 'student', given: 'Odd', family: 'Status' }),
        userRow({
          id: 's14',
          modified: 'yesterday',
          orgs: 'hs1',
          role: 'student',
          given: 'Odd',
          family: 'Date',
        }),
      ],
    });
    const dry = await importZip(zip, 'dryRun=true');
    expect(dry.status).toBe(200);
    const errors = (dry.body as RosterImportReport).errors.map(
      (e) => `${e.file}:${e.row}:${e.sourcedId}:${e.message}`,
    );
    expect(errors).toEqual([
      `orgs.csv:5:x1:${OM.orgNameRequired}`,
      `orgs.csv:6:x2:${OM.badOrgType('campus')}`,
      `users.csv:7:s9:${OM.badRole('wizard')}`,
      `users.csv:8:s10:${OM.badEmail('not-an-address')}`,
      `users.csv:9:s11:${OM.unknownOrg('zz9')}`,
      `users.csv:10:s12:${OM.nameRequired}`,
      `users.csv:11:s2:${OM.duplicateSourcedId('s2')}`,
      `users.csv:12::${OM.sourcedIdRequired}`,
      `users.csv:13:s13:${OM.badStatus('gone')}`,
      `users.csv:14:s14:${OM.badDate('yesterday')}`,
    ]);
    expect(dry.body.errorCount).toBe(10);
    expect(dry.body.people).toMatchObject({ updated: 1, unchanged: 4, created: 0 });

    const refused = await importZip(zip, 'dryRun=false');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      '10 rows have errors. Fix the file, or import the good rows with "Skip bad rows".',
    );
    expect(refused.body.issues[0].message).toBe(`orgs.csv row 5: ${OM.orgNameRequired}`);
    expect((await list('&q=patel')).body.items[0]!.grade).toBe('07');

    const skipped = await importZip(zip, 'dryRun=false&skipBadRows=true');
    expect(skipped.status).toBe(200);
    expect((await list('&q=patel')).body.items[0]!.grade).toBe('08');
    // Nobody listed (even on a bad row) is withdrawn by the bulk file.
    expect((await list('&status=withdrawn')).body.items).toEqual([]);
  });

  it('refuses a file that is not a OneRoster 1.1 zip, saying why', async () => {
    const notZip = await importZip(Buffer.from('sourcedId,name\n1,x\n'), 'dryRun=true');
    expect(notZip).toMatchObject({ status: 400, body: { message: OM.notZip } });
    const noManifest = await importZip(zipOf({ 'users.csv': 'a,b\n' }), 'dryRun=true');
    expect(noManifest.body.message).toBe(OM.noManifest);
    const v12 = await importZip(
      zipOf({ 'manifest.csv': 'propertyName,value\noneroster.version,1.2\nfile.users,bulk\n' }),
      'dryRun=true',
    );
    expect(v12.body.message).toBe(OM.wrongVersion('1.2'));
    const badMode = await importZip(
      zipOf({ 'manifest.csv': 'propertyName,value\noneroster.version,1.1\nfile.users,full\n' }),
      'dryRun=true',
    );
    expect(badMode.body.message).toBe(OM.badMode('users', 'full'));
    const noUsersFile = await importZip(
      zipOf({ 'manifest.csv': 'propertyName,value\noneroster.version,1.1\nfile.users,bulk\n' }),
      'dryRun=true',
    );
    expect(noUsersFile.body.message).toBe(OM.missingFile('users.csv'));
    const absent = await importZip(
      zipOf({ 'manifest.csv': 'propertyName,value\noneroster.version,1.1\nfile.users,absent\n' }),
      'dryRun=true',
    );
    expect(absent.body.message).toBe(OM.noUsers);
    const columns = await importZip(
      zipOf({
        'manifest.csv': 'propertyName,value\noneroster.version,1.1\nfile.users,bulk\n',
        'users.csv': 'sourcedId,givenName\ns1,Maria\n',
      }),
      'dryRun=true',
    );
    expect(columns.body.message).toBe(
      OM.missingColumns('users.csv', [
        'status',
        'dateLastModified',
        'enabledUser',
        'orgSourcedIds',
        'role',
        'username',
        'familyName',
      ]),
    );
  });
});

describe('1:1 devices', () => {
  let mariaId: string;
  let assetId: string;

  it('checks a device out to a person with a due date; their page lists it', async () => {
    mariaId = (await list('&q=maria')).body.items[0]!.id;
    const made = await call(t.app, 'POST', '/api/assets', {
      cookie: w.cookies.adminA,
      body: {
        districtId: w.districtA.id,
        assetTag: 'CB-0001',
        name: 'Chromebook 311',
        category: 'laptop',
        model: 'Chromebook 311',
        serialNumber: 'SN-MARIA-1',
        supportEndsAt: '2027-06-30',
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ supportEndsAt: '2027-06-30', personId: null, siteId: null });
    assetId = made.body.id;

    const out = await call(t.app, 'POST', '/api/assets/check-out', {
      cookie: w.cookies.techA,
      body: {
        districtId: w.districtA.id,
        selection: { ids: [assetId] },
        assigneeType: 'person',
        personId: mariaId,
        checkedOutOn: '2026-08-20',
        dueOn: '2027-06-05',
      },
    });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    const asset = await call(t.app, 'GET', `/api/assets/${assetId}`, { cookie: w.cookies.adminA });
    expect(asset.body).toMatchObject({
      personId: mariaId,
      assignedTo: 'Maria Lopez',
      assignedType: 'person',
      dueOn: '2027-06-05',
    });

    const page = await call<PersonDetail>(
      t.app,
      'GET',
      `/api/people/${mariaId}?districtId=${w.districtA.id}`,
      {
        cookie: w.cookies.viewerA,
      },
    );
    expect(page.status).toBe(200);
    expect(page.body.devices).toBe(1);
    expect(page.body.deviceList).toEqual([
      expect.objectContaining({ assetTag: 'CB-0001', dueOn: '2027-06-05', supportEndsAt: '2027-06-30' }),
    ]);
    expect(page.body.tickets).toEqual([]);
  });

  it('refuses a check-out without an assignee, to a stranger, or of a room to a person', async () => {
    const base = { districtId: w.districtA.id, selection: { ids: [assetId] }, checkedOutOn: '2026-08-20' };
    const none = await call(t.app, 'POST', '/api/assets/check-out', {
      cookie: w.cookies.techA,
      body: { ...base, assigneeType: 'person' },
    });
    expect(none.body.message).toBe(ASSET_MESSAGES.assigneeRequired);
    const room = await call(t.app, 'POST', '/api/assets/check-out', {
      cookie: w.cookies.techA,
      body: { ...base, assigneeType: 'room', personId: mariaId },
    });
    expect(room.body.message).toBe('Check out to a person when you pick one from the roster.');
    const [other] = await t.db
      .insert(people)
      .values({ districtId: w.districtB.id, firstName: 'Other', role: 'student' })
      .returning();
    const [spare] = await t.db
      .insert(assets)
      .values({ districtId: w.districtA.id, assetTag: 'CB-SPARE', name: 'Spare' })
      .returning();
    const stranger = await call(t.app, 'POST', '/api/assets/check-out', {
      cookie: w.cookies.techA,
      body: { ...base, selection: { ids: [spare!.id] }, assigneeType: 'person', personId: other!.id },
    });
    expect(stranger).toMatchObject({ status: 400, body: { message: 'Person not found.' } });
  });

  it('finds "Maria Lopez\'s Chromebook"', async () => {
    const found = await call(
      t.app,
      'GET',
      `/api/assets/page?districtId=${w.districtA.id}&search=${encodeURIComponent("Maria Lopez's Chromebook")}`,
      { cookie: w.cookies.techA },
    );
    expect(found.body.items.map((a: { assetTag: string }) => a.assetTag)).toEqual(['CB-0001']);
    const curly = await call(
      t.app,
      'GET',
      `/api/assets/page?districtId=${w.districtA.id}&search=${encodeURIComponent('maria’s')}`,
      { cookie: w.cookies.techA },
    );
    expect(curly.body.items.map((a: { assetTag: string }) => a.assetTag)).toEqual(['CB-0001']);
    const nobody = await call(
      t.app,
      'GET',
      `/api/assets/page?districtId=${w.districtA.id}&search=${encodeURIComponent("Dev Patel's Chromebook")}`,
      { cookie: w.cookies.techA },
    );
    expect(nobody.body.items).toEqual([]);
  });

  it('lists students without a device in the device-issue queue', async () => {
    const queue = await call<Person[]>(
      t.app,
      'GET',
      `/api/people/device-queue?districtId=${w.districtA.id}`,
      {
        cookie: w.cookies.techA,
      },
    );
    expect(queue.status).toBe(200);
    expect(queue.body.map((p) => p.name)).toEqual(['Ana Ruiz', 'Dev Patel']);
  });

  it('a withdrawn student holding a device opens a recovery task for the site’s technician (delta)', async () => {
    const hs = (await list('&q=maria')).body.items[0]!.siteId!;
    // Sam is the technician who last visited Lincoln High.
    const ticket = await call(t.app, 'POST', '/api/tickets', {
      cookie: w.cookies.adminA,
      body: { districtId: w.districtA.id, title: 'Projector', description: 'Room 4' },
    });
    await t.db.insert(visits).values({
      districtId: w.districtA.id,
      ticketId: ticket.body.id,
      technicianId: w.people.techA.id,
      siteId: hs,
      scheduledStart: new Date('2026-09-01T15:00:00Z'),
      scheduledEnd: new Date('2026-09-01T16:00:00Z'),
      durationMinutes: 60,
    });
    const delta = rosterZip({
      mode: 'delta',
      withOrgs: false,
      users: [
        userRow({
          id: 's1',
          status: 'tobedeleted',
          modified: '2026-10-01T12:00:00Z',
          orgs: 'hs1',
          role: 'student',
          given: '',
          family: '',
        }),
        userRow({
          id: 's4',
          status: 'active',
          modified: '2026-10-01T12:00:00Z',
          orgs: 'ms1',
          role: 'student',
          given: 'Noah',
          family: 'Kim',
          grade: '06',
        }),
      ],
    });
    const preview = await importZip(delta, 'dryRun=true');
    expect(preview.body).toMatchObject({
      modes: { 'users.csv': 'delta', 'orgs.csv': 'absent' },
      people: { created: 1, updated: 1, withdrawn: 1 },
      recoveryTasks: 1,
    });
    expect(await t.db.select().from(tasks).where(eq(tasks.districtId, w.districtA.id))).toEqual([]);

    const applied = await importZip(delta, 'dryRun=false');
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const [task] = await t.db.select().from(tasks).where(eq(tasks.districtId, w.districtA.id));
    expect(task).toMatchObject({
      title: 'Recover CB-0001 from Maria Lopez (withdrawn)',
      assignedTo: w.people.techA.id,
      category: 'hardware',
      priority: 'high',
    });
    const maria = (await list('&q=maria')).body.items[0]!;
    expect(maria).toMatchObject({ status: 'withdrawn', name: 'Maria Lopez', devices: 1 });
    expect((await list('&q=noah')).body.items[0]).toMatchObject({
      siteName: 'Roosevelt Middle',
      grade: '06',
    });

    // An older delta row changes nothing; a delta row without status is refused.
    const older = rosterZip({
      mode: 'delta',
      withOrgs: false,
      users: [
        userRow({
          id: 's1',
          status: 'active',
          modified: '2026-09-01T00:00:00Z',
          orgs: 'hs1',
          role: 'student',
          given: 'Maria',
          family: 'Lopez',
        }),
        userRow({ id: 's3', orgs: 'hs1', role: 'student', given: 'Ana', family: 'Ruiz' }),
      ],
    });
    const stale = await importZip(older, 'dryRun=true');
    expect(stale.body.people.stale).toBe(1);
    expect(stale.body.errors.map((e: { message: string }) => e.message)).toEqual([OM.deltaNeedsStatus]);
  });

  it('a bulk roster that no longer lists a student withdraws them', async () => {
    const zip = rosterZip({
      orgs: ORGS,
      users: [
        userRow({ id: 's2', orgs: 'ms1', role: 'student', given: 'Dev', family: 'Patel', grade: '08' }),
        userRow({ id: 's4', orgs: 'ms1', role: 'student', given: 'Noah', family: 'Kim', grade: '06' }),
        userRow({
          id: 't1',
          orgs: 'hs1',
          role: 'teacher',
          given: 'Rita',
          family: 'Moreno',
          email: requesterEmail,
        }),
        userRow({ id: 'a1', orgs: 'd1', role: 'administrator', given: 'Paul', family: 'Chen' }),
      ],
    });
    const res = await importZip(zip, 'dryRun=false');
    expect(res.body.people.withdrawn).toBe(1);
    const ana = (await list('&q=ruiz')).body.items[0]!;
    expect(ana.status).toBe('withdrawn');
  });

  it('shows a person’s tickets when their account is linked', async () => {
    const rita = (await list('&q=moreno')).body.items[0]!;
    const tk = await call(t.app, 'POST', '/api/tickets', {
      cookie: w.cookies.requesterA,
      body: { districtId: w.districtA.id, title: 'Smartboard frozen', description: 'Room 12' },
    });
    expect(tk.status, JSON.stringify(tk.body)).toBe(201);
    const page = await call<PersonDetail>(
      t.app,
      'GET',
      `/api/people/${rita.id}?districtId=${w.districtA.id}`,
      {
        cookie: w.cookies.techA,
      },
    );
    expect(page.body.tickets).toEqual([
      expect.objectContaining({ id: tk.body.id, title: 'Smartboard frozen' }),
    ]);
  });

  it('hides another district’s person and imports into the caller’s own district', async () => {
    const maria = (await list('&q=maria')).body.items[0]!;
    const other = await call(t.app, 'GET', `/api/people/${maria.id}`, { cookie: w.cookies.adminB });
    expect(other.status).toBe(404);
    const [p] = await t.db
      .select()
      .from(people)
      .where(and(eq(people.districtId, w.districtB.id), eq(people.sisId, 's1')));
    expect(p).toBeUndefined();
  });
});
