import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROSTER_SOURCE_MESSAGES as M,
  ROSTER_NIGHTLY_HOUR_UTC,
  type RosterFetchRun,
  type RosterSource,
} from '../../domain/roster-source.ts';
import { people, rosterSources } from '../../server/db/schema/index.ts';
import { createRosterSourceService } from '../../server/features/roster-sync/roster-source.service.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { rosterZip, userRow } from '../support/oneroster.ts';
import { call, createTestApp, TEST_MASTER_KEY, type TestApp } from '../support/test-app.ts';

// A district's OneRoster source fetched from an address (issue 31): saved with its credential
// sealed and never answered, fetched through the remote-call layer (a local SIS serves the zip,
// integrations allow http in tests), imported as an upload (bulk, then a delta), runs recorded
// with counts and errors; the address rules and the validation messages.

let t: TestApp;
let w: World;
let sis: Server;
let base: string;
/** What the fake SIS serves at /roster.zip (status and body), and the Authorization headers it saw. */
let serving: { status: number; body: Buffer } = { status: 404, body: Buffer.alloc(0) };
const seenAuth: (string | undefined)[] = [];

const ORGS = ['d1,,,Source Unified,district,,', 'hs1,,,Source High,school,,d1'];
const bulk = () =>
  rosterZip({
    orgs: ORGS,
    users: [
      userRow({ id: 'r1', orgs: 'hs1', role: 'student', given: 'Maria', family: 'Lopez', grade: '09' }),
      userRow({ id: 'r2', orgs: 'hs1', role: 'student', given: 'Dev', family: 'Patel', grade: '10' }),
      userRow({ id: 'r3', orgs: 'hs1', role: 'teacher', given: 'Rita', family: 'Moreno' }),
    ],
  });

beforeAll(async () => {
  t = await createTestApp({ INTEGRATIONS_ALLOW_INSECURE: 'true' });
  w = await makeWorld(t.app, t.db);
  sis = createServer((req, res) => {
    seenAuth.push(req.headers.authorization);
    if (req.url !== '/roster.zip') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(serving.status, { 'content-type': 'application/zip' }).end(serving.body);
  });
  await new Promise<void>((resolve) => sis.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(sis.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => sis?.close(resolve));
});

const save = (body: Record<string, unknown>, cookie = w.cookies.adminA) =>
  call<RosterSource & { message?: string; issues?: { path: string; message: string }[] }>(
    t.app,
    'PUT',
    '/api/people/roster-source',
    { cookie, body: { districtId: w.districtA.id, ...body } },
  );
const read = (cookie = w.cookies.adminA, districtId = w.districtA.id) =>
  call<RosterSource>(t.app, 'GET', `/api/people/roster-source?districtId=${districtId}`, { cookie });
const fetchNow = (cookie = w.cookies.adminA, districtId = w.districtA.id) =>
  call<{ runId: string; message?: string }>(t.app, 'POST', '/api/people/roster-source/fetch', {
    cookie,
    body: { districtId },
  });

async function waitRun(runId: string): Promise<RosterFetchRun> {
  let run: RosterFetchRun | undefined;
  await expect
    .poll(
      async () => {
        run = (await read()).body.runs.find((r) => r.id === runId);
        return run?.status;
      },
      { timeout: 15_000, interval: 100 },
    )
    .toMatch(/succeeded|failed/);
  return run!;
}

const issuesOf = (body: { issues?: { path: string; message: string }[] }) => body.issues ?? [];

describe('the roster source', () => {
  it('answers an unsaved source, and refuses a fetch until one is saved', async () => {
    const res = await read();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ configured: false, url: null, credentialType: 'none', runs: [] });
    const fetched = await fetchNow();
    expect(fetched.status).toBe(400);
    expect(fetched.body.message).toBe(M.notConfigured);
  });

  it('validates the address and the credential with its messages', async () => {
    const empty = await save({ url: '' });
    expect(empty.status).toBe(400);
    expect(issuesOf(empty.body)).toContainEqual({ path: 'url', message: M.urlRequired });
    const ftp = await save({ url: 'ftp://sis.example.com/roster.zip' });
    expect(ftp.status).toBe(400);
    expect(issuesOf(ftp.body)).toContainEqual({
      path: 'url',
      message: 'Enter a full address starting with https://',
    });
    const privateNet = await save({ url: 'https://10.1.2.3/roster.zip' });
    expect(privateNet.status).toBe(400);
    expect(issuesOf(privateNet.body)).toContainEqual({
      path: 'url',
      message: 'The address may not point at a private or local network',
    });
    const long = await save({ url: `https://sis.example.com/${'a'.repeat(2000)}` });
    expect(issuesOf(long.body)).toContainEqual({ path: 'url', message: M.urlTooLong });
    const token = await save({ url: `${base}/roster.zip`, credential: { type: 'bearer', token: ' ' } });
    expect(issuesOf(token.body)).toContainEqual({ path: 'credential.token', message: M.tokenRequired });
    const basic = await save({
      url: `${base}/roster.zip`,
      credential: { type: 'basic', username: '', password: '' },
    });
    expect(issuesOf(basic.body).map((i) => i.message)).toEqual(
      expect.arrayContaining([M.usernameRequired, M.passwordRequired]),
    );
    const schedule = await save({ url: `${base}/roster.zip`, schedule: 'hourly' });
    expect(issuesOf(schedule.body)).toContainEqual({ path: 'schedule', message: 'Choose nightly or off' });
    expect((await read()).body.configured).toBe(false);
  });

  it('refuses an http address when integrations are not in insecure mode', async () => {
    const strict = await createTestApp({}, { work: false });
    try {
      const world = await makeWorld(strict.app, strict.db);
      const res = await call(strict.app, 'PUT', '/api/people/roster-source', {
        cookie: world.cookies.adminA,
        body: { districtId: world.districtA.id, url: 'http://sis.example.com/roster.zip' },
      });
      expect(res.status).toBe(400);
      expect(issuesOf(res.body)).toContainEqual({
        path: 'url',
        message: 'The address must start with https://',
      });
    } finally {
      await strict.close();
    }
  });

  it('saves a bearer credential sealed, never answers it, and sends it when fetching', async () => {
    const res = await save({
      url: `${base}/roster.zip`,
      schedule: 'nightly',
      credential: { type: 'bearer', token: 'sis-token-123' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ configured: true, url: `${base}/roster.zip`, credentialType: 'bearer' });
    expect(JSON.stringify(res.body)).not.toContain('sis-token-123');
    const [row] = await t.db.select().from(rosterSources).where(eq(rosterSources.districtId, w.districtA.id));
    expect(row!.credentialSealed).toBeTruthy();
    expect(row!.credentialSealed).not.toContain('sis-token-123');

    serving = { status: 200, body: bulk() };
    seenAuth.length = 0;
    const { body } = await fetchNow();
    const run = await waitRun(body.runId);
    expect(run.status, run.error ?? '').toBe('succeeded');
    expect(run.trigger).toBe('manual');
    expect(run.finishedAt).toBeTruthy();
    expect(run.counts).toMatchObject({
      modes: { 'users.csv': 'bulk' },
      sites: { created: 1 },
      people: { created: 3 },
      errorCount: 0,
    });
    expect(seenAuth).toEqual(['Bearer sis-token-123']);
    const rows = await t.db
      .select({ sisId: people.sisId })
      .from(people)
      .where(and(eq(people.districtId, w.districtA.id), eq(people.source, 'oneroster')));
    expect(rows.map((r) => r.sisId).sort()).toEqual(['r1', 'r2', 'r3']);
  });

  it('keeps the credential when saved again with keep, switches to basic, and removes it with none', async () => {
    const kept = await save({ url: `${base}/roster.zip` });
    expect(kept.body.credentialType).toBe('bearer');
    const basic = await save({
      url: `${base}/roster.zip`,
      credential: { type: 'basic', username: 'sync', password: 'p@ss' },
    });
    expect(basic.body.credentialType).toBe('basic');
    expect(JSON.stringify(basic.body)).not.toContain('p@ss');
    seenAuth.length = 0;
    const run = await waitRun((await fetchNow()).body.runId);
    expect(run.status).toBe('succeeded');
    expect(seenAuth).toEqual([`Basic ${Buffer.from('sync:p@ss').toString('base64')}`]);
    // The same roster again: nothing changes.
    expect(run.counts?.people).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    const none = await save({ url: `${base}/roster.zip`, credential: { type: 'none' } });
    expect(none.body.credentialType).toBe('none');
    const [row] = await t.db.select().from(rosterSources).where(eq(rosterSources.districtId, w.districtA.id));
    expect(row!.credentialSealed).toBeNull();
  });

  it('imports a delta as the manifest says', async () => {
    serving = {
      status: 200,
      body: rosterZip({
        mode: 'delta',
        withOrgs: false,
        users: [
          userRow({
            id: 'r2',
            status: 'tobedeleted',
            modified: '2027-01-10T00:00:00Z',
            orgs: 'hs1',
            role: 'student',
            given: 'Dev',
            family: 'Patel',
          }),
        ],
      }),
    };
    const run = await waitRun((await fetchNow()).body.runId);
    expect(run.status, run.error ?? '').toBe('succeeded');
    expect(run.counts?.modes['users.csv']).toBe('delta');
    expect(run.counts?.people.withdrawn).toBe(1);
    const [dev] = await t.db
      .select({ status: people.status })
      .from(people)
      .where(and(eq(people.districtId, w.districtA.id), eq(people.sisId, 'r2')));
    expect(dev!.status).toBe('withdrawn');
  });

  it('records a failed fetch: the SIS’s error status, a file that is no zip, bad rows', async () => {
    serving = { status: 503, body: Buffer.from('down') };
    const down = await waitRun((await fetchNow()).body.runId);
    expect(down.status).toBe('failed');
    expect(down.error).toBe(M.fetchFailed(503));

    serving = { status: 200, body: Buffer.from('not a zip') };
    const notZip = await waitRun((await fetchNow()).body.runId);
    expect(notZip.status).toBe('failed');
    expect(notZip.error).toMatch(/zip/i);

    serving = {
      status: 200,
      body: rosterZip({
        orgs: ORGS,
        users: [
          userRow({ id: 'r1', orgs: 'hs1', role: 'student', given: 'Maria', family: 'Lopez', grade: '09' }),
          userRow({ id: 'r9', orgs: 'nowhere', role: 'student', given: 'Nobody', family: 'Known' }),
        ],
      }),
    };
    const bad = await waitRun((await fetchNow()).body.runId);
    expect(bad.status).toBe('failed');
    expect(bad.error).toBe(M.hasErrors(1));
    expect(bad.rowErrors[0]).toMatchObject({ file: 'users.csv', row: 3 });
    const [nobody] = await t.db.select().from(people).where(eq(people.sisId, 'r9'));
    expect(nobody).toBeUndefined();

    // Skipping bad rows imports the rest and keeps the errors in the run.
    await save({ url: `${base}/roster.zip`, skipBadRows: true });
    const skipped = await waitRun((await fetchNow()).body.runId);
    expect(skipped.status).toBe('succeeded');
    expect(skipped.counts?.errorCount).toBe(1);
    expect(skipped.rowErrors).toHaveLength(1);

    const history = (await read()).body.runs;
    expect(history.length).toBeGreaterThanOrEqual(7);
    expect(history[0]!.id).toBe(skipped.id);
  });

  it('refuses an address that resolves to a private network when it connects', async () => {
    const strict = await createTestApp({}, { work: true });
    try {
      const world = await makeWorld(strict.app, strict.db);
      // A name passes the save-time check; localhost resolves to loopback, refused as it connects.
      await strict.db
        .insert(rosterSources)
        .values({ districtId: world.districtA.id, url: `https://localhost:1/roster.zip`, schedule: 'off' });
      const res = await call<{ runId: string }>(strict.app, 'POST', '/api/people/roster-source/fetch', {
        cookie: world.cookies.adminA,
        body: { districtId: world.districtA.id },
      });
      let run: RosterFetchRun | undefined;
      await expect
        .poll(
          async () => {
            const answer = await call<RosterSource>(
              strict.app,
              'GET',
              `/api/people/roster-source?districtId=${world.districtA.id}`,
              { cookie: world.cookies.adminA },
            );
            run = answer.body.runs.find((r) => r.id === res.body.runId);
            return run?.status;
          },
          { timeout: 15_000, interval: 100 },
        )
        .toBe('failed');
      expect(run!.error).toMatch(/private or local network/);
    } finally {
      await strict.close();
    }
  });

  it('the nightly tick queues a nightly source in its hour, and not a source that is off', async () => {
    const service = createRosterSourceService({
      db: t.db,
      bus: t.bus,
      queue: t.background.queue,
      masterKey: TEST_MASTER_KEY,
      remote: { allowInsecure: true },
    });
    serving = { status: 200, body: bulk() };
    await save({ url: `${base}/roster.zip`, schedule: 'off', skipBadRows: false });
    const night = new Date(Date.now() + 3 * 86_400_000);
    night.setUTCHours(ROSTER_NIGHTLY_HOUR_UTC, 5, 0, 0);
    expect(await service.queueDue(night)).toBe(0);
    await save({ url: `${base}/roster.zip`, schedule: 'nightly' });
    const afternoon = new Date(night);
    afternoon.setUTCHours(ROSTER_NIGHTLY_HOUR_UTC + 6);
    expect(await service.queueDue(afternoon)).toBe(0);
    expect(await service.queueDue(night)).toBe(1);
    const scheduled = (await read()).body.runs.find((r) => r.trigger === 'schedule');
    expect(scheduled).toBeTruthy();
    expect((await waitRun(scheduled!.id)).status).toBe('succeeded');
  });

  it('keeps other districts and requesters out', async () => {
    expect((await read(w.cookies.adminB)).status).toBe(404);
    expect((await read(w.cookies.requesterA)).status).toBe(403);
    expect((await fetchNow(w.cookies.requesterA)).status).toBe(403);
    expect((await save({ url: 'https://sis.example.com/x.zip' }, w.cookies.requesterA)).status).toBe(403);
    expect((await save({ url: 'https://sis.example.com/x.zip' }, w.cookies.techA)).status).toBe(403);
  });
});
