import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncRun } from '../../domain/integration-settings.ts';
import { auditLog, integrationConnections, ticketActivity, tickets } from '../../server/db/schema/index.ts';
import { type ConnectwiseFake, startConnectwiseFake } from '../support/fakes/connectwise.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// ConnectWise end to end against a fake that follows ConnectWise's documentation (see
// tests/support/fakes/connectwise.ts): settings, test connection, sync both ways, conflicts,
// remote down, wrong credentials, rate limits, signed callbacks, and no credential anywhere.

const SECRET = 'priv-7f3a9c1e-never-shown';
const creds = { companyId: 'fivestar', publicKey: 'pub-4471', privateKey: SECRET, clientId: 'client-0c9e' };

let t: TestApp;
let w: World;
let cw: ConnectwiseFake;
const logs: string[] = [];
const events: string[] = [];

beforeAll(async () => {
  cw = await startConnectwiseFake({ ...creds, maxPageSize: 2 });
  const capture = new Writable({
    write(chunk, _e, done) {
      logs.push(String(chunk));
      done();
    },
  });
  t = await createTestApp(
    { INTEGRATIONS_ALLOW_INSECURE: 'true', LOG_LEVEL: 'debug' },
    { logStream: capture },
  );
  t.bus.subscribe((e) => events.push(JSON.stringify(e)));
  w = await makeWorld(t.app, t.db);
});
afterAll(async () => {
  await t.close();
  await cw.stop();
});

const admin = () => w.cookies.adminA;
const save = (body: Record<string, unknown>, cookie = admin()) =>
  call(t.app, 'PUT', '/api/integrations/connectwise', {
    cookie,
    body: { districtId: w.districtA.id, ...body },
  });
const options = { board: 'Service Board', company: 'BENSON' };

/** Starts a sync and waits for its run to finish. */
async function syncNow(): Promise<SyncRun> {
  const started = await call(t.app, 'POST', '/api/integrations/connectwise/sync', {
    cookie: admin(),
    body: { districtId: w.districtA.id },
  });
  expect(started.status).toBe(202);
  let run: SyncRun | undefined;
  await expect
    .poll(
      async () => {
        const runs = await call<SyncRun[]>(
          t.app,
          'GET',
          `/api/integrations/connectwise/runs?districtId=${w.districtA.id}`,
          {
            cookie: admin(),
          },
        );
        run = runs.body.find((r) => r.id === started.body.runId);
        return run?.status;
      },
      { timeout: 20_000, interval: 200 },
    )
    .toMatch(/succeeded|failed/);
  return run!;
}

const portalTickets = () => t.db.select().from(tickets).where(eq(tickets.districtId, w.districtA.id));
const timeline = (ticketId: string) =>
  t.db
    .select()
    .from(ticketActivity)
    .where(and(eq(ticketActivity.ticketId, ticketId)));

describe('ConnectWise settings', () => {
  it('refuses to enable without credentials, and explains bad input field by field', async () => {
    const none = await save({ enabled: true, options: {} });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Enter the credentials before enabling the integration');

    const badUrl = await save({
      enabled: true,
      credentials: { ...creds, siteUrl: 'not a url' },
      options: {},
    });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.message).toBe('Enter a full address starting with https://');

    const badMinutes = await save({ enabled: false, options: { syncMinutes: 1 } });
    expect(badMinutes.status).toBe(400);
    expect(badMinutes.body.message).toBe('Sync every 5 to 1440 minutes');

    const missingKey = await save({
      enabled: true,
      credentials: { ...creds, privateKey: '', siteUrl: cw.siteUrl },
      options: {},
    });
    expect(missingKey.status).toBe(400);
    expect(missingKey.body.message).toBe('Enter the private key');

    const unknown = await call(t.app, 'POST', '/api/integrations/servicenow/test', {
      cookie: admin(),
      body: { districtId: w.districtA.id },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown integration: connectwise, incidentiq, brightgauge or google');
  });

  it('accepts options: {} with every default, seals the credentials and never answers them', async () => {
    const res = await save({ enabled: false, credentials: { ...creds, siteUrl: cw.siteUrl }, options: {} });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'connectwise',
      enabled: false,
      credentialsSaved: true,
      state: 'disabled',
      options: { board: 'Service Board', syncMinutes: 15, statusMap: { open: 'New' }, callbacks: false },
    });
    expect(JSON.stringify(res.body)).not.toContain(SECRET);
    expect(JSON.stringify(res.body)).not.toContain(creds.publicKey);

    const [row] = await t.db
      .select()
      .from(integrationConnections)
      .where(eq(integrationConnections.districtId, w.districtA.id));
    expect(row!.credentialsSealed).toMatch(/^v1:/);
    expect(row!.credentialsSealed).not.toContain(SECRET);

    // Saving again without credentials keeps them ('saved', replaceable).
    const again = await save({ enabled: true, options });
    expect(again.body).toMatchObject({ enabled: true, credentialsSaved: true, state: 'never_synced' });
    const list = await call(t.app, 'GET', `/api/integrations?districtId=${w.districtA.id}`, {
      cookie: admin(),
    });
    expect(list.body.map((i: { name: string }) => i.name)).toEqual([
      'connectwise',
      'incidentiq',
      'brightgauge',
      'google',
    ]);
    expect(JSON.stringify(list.body)).not.toContain(SECRET);
  });

  it('tests the connection and says exactly what failed', async () => {
    const test = () =>
      call(t.app, 'POST', '/api/integrations/connectwise/test', {
        cookie: admin(),
        body: { districtId: w.districtA.id },
      });
    const ok = await test();
    expect(ok.body).toEqual({
      ok: true,
      message: 'Connected to ConnectWise Manage v2022.1.88390: credentials and service ticket access work.',
    });

    cw.forbidden.add('/service/tickets');
    const denied = await test();
    expect(denied.body.ok).toBe(false);
    expect(denied.body.message).toMatch(/^ConnectWise refused access \(403\)/);
    cw.forbidden.clear();

    await save({
      enabled: true,
      credentials: { ...creds, siteUrl: cw.siteUrl, privateKey: 'wrong-key' },
      options,
    });
    const wrong = await test();
    expect(wrong.body.ok).toBe(false);
    expect(wrong.body.message).toMatch(/^ConnectWise refused the credentials \(401\): Authentication failed/);

    await save({ enabled: true, credentials: { ...creds, siteUrl: `${cw.origin}/wrong/apis/3.0` }, options });
    const address = await test();
    expect(address.body.message).toMatch(
      /^ConnectWise answered 404 for \/wrong\/apis\/3\.0\/system\/info: check the site URL/,
    );

    await save({ enabled: true, credentials: { ...creds, siteUrl: cw.siteUrl }, options });
  });
});

describe('ConnectWise sync', () => {
  let portalTicketId: string;
  let cwTicketId: number;

  it('creates on each side: ConnectWise tickets (every page) come in, portal tickets go out', async () => {
    const mine = [1, 2, 3].map((i) =>
      cw.addTicket({ summary: `Projector ${i} flickers`, company: 'BENSON' }),
    );
    cw.addTicket({ summary: 'Another district entirely', company: 'OTHER' });
    cwTicketId = mine[0]!.id;
    cw.addNote(cwTicketId, 'Replaced the lamp; waiting on a cable.');
    const made = await call(t.app, 'POST', '/api/tickets', {
      cookie: admin(),
      body: {
        districtId: w.districtA.id,
        title: 'Wi-Fi down in the library',
        description: 'Since 8am',
        priority: 'high',
      },
    });
    expect(made.status).toBe(201);
    portalTicketId = made.body.id;

    const run = await syncNow();
    expect(run).toMatchObject({ status: 'succeeded', itemsIn: 4, itemsOut: 1, errors: [] });
    const titles = (await portalTickets()).map((x) => x.title).sort();
    expect(titles).toEqual([
      'Projector 1 flickers',
      'Projector 2 flickers',
      'Projector 3 flickers',
      'Wi-Fi down in the library',
    ]);
    // Three tickets on pages of two: the second page was read from the Link header.
    expect(
      cw.seen.filter((r) => r.method === 'GET' && r.path.includes('/service/tickets?')).length,
    ).toBeGreaterThanOrEqual(2);
    const sent = [...cw.tickets.values()].find((x) => x.summary === 'Wi-Fi down in the library')!;
    expect(sent).toMatchObject({
      board: { name: 'Service Board' },
      company: { identifier: 'BENSON' },
      status: { name: 'New' },
      priority: { name: 'Priority 2 - Quick Response' },
    });
    const imported = (await portalTickets()).find((x) => x.title === 'Projector 1 flickers')!;
    expect((await timeline(imported.id)).map((a) => [a.kind, a.body, a.visibility])).toContainEqual([
      'comment',
      'ConnectWise note by jsmith: Replaced the lamp; waiting on a cable.',
      // Written for technicians: internal, never shown or mailed to a requester.
      'internal',
    ]);

    const status = await call(t.app, 'GET', '/api/integrations/status', { cookie: w.cookies.viewerA });
    expect(status.body[0]).toMatchObject({ slug: 'connectwise', state: 'connected', status: 'connected' });
    expect(status.body[0].lastSync).not.toBeNull();
  });

  it('creates nothing twice when synced again', async () => {
    const before = (await portalTickets()).length;
    const remoteBefore = cw.tickets.size;
    const run = await syncNow();
    expect(run).toMatchObject({ status: 'succeeded', itemsOut: 0 });
    expect((await portalTickets()).length).toBe(before);
    expect(cw.tickets.size).toBe(remoteBefore);
  });

  it('carries changes on each side, comments as notes and notes as comments', async () => {
    cw.update(cwTicketId, { status: 'In Progress' });
    await call(t.app, 'PATCH', `/api/tickets/${portalTicketId}`, {
      cookie: admin(),
      body: { status: 'resolved' },
    });
    await call(t.app, 'POST', `/api/tickets/${portalTicketId}/comments`, {
      cookie: admin(),
      body: { body: 'Rebooted the AP.', visibility: 'public' },
    });
    // Internal notes stay in the portal, unless marked shareable.
    await call(t.app, 'POST', `/api/tickets/${portalTicketId}/comments`, {
      cookie: admin(),
      body: { body: 'The AP password is on the sticky note.' },
    });
    await call(t.app, 'POST', `/api/tickets/${portalTicketId}/comments`, {
      cookie: admin(),
      body: { body: 'Ordered a spare AP.', shareable: true },
    });

    const run = await syncNow();
    expect(run.status).toBe('succeeded');
    const imported = (await portalTickets()).find((x) => x.title === 'Projector 1 flickers')!;
    expect(imported.status).toBe('in_progress');
    const sent = [...cw.tickets.values()].find((x) => x.summary === 'Wi-Fi down in the library')!;
    expect(sent.status.name).toBe('Resolved');
    const patch = cw.seen.find((r) => r.method === 'PATCH');
    expect(JSON.parse(patch!.body)).toContainEqual({
      op: 'replace',
      path: 'status',
      value: { name: 'Resolved' },
    });
    expect(cw.notes.filter((n) => n.ticketId === sent.id).map((n) => n.text)).toEqual([
      'Rebooted the AP.',
      'Ordered a spare AP.',
    ]);
  });

  it('resolves a change on both sides by the later one, and writes the conflict in the timeline', async () => {
    const imported = (await portalTickets()).find((x) => x.title === 'Projector 2 flickers')!;
    const remote = [...cw.tickets.values()].find((x) => x.summary === 'Projector 2 flickers')!;
    await call(t.app, 'PATCH', `/api/tickets/${imported.id}`, {
      cookie: admin(),
      body: { status: 'closed' },
    });
    await new Promise((r) => setTimeout(r, 20));
    cw.update(remote.id, { status: 'Waiting on Client' });
    cw.update(remote.id, { status: 'In Progress' }); // a later second than the portal's change

    const run = await syncNow();
    expect(run.status).toBe('succeeded');
    const [after] = await t.db.select().from(tickets).where(eq(tickets.id, imported.id));
    expect(after!.status).toBe('in_progress');
    const notes = (await timeline(imported.id)).filter((a) => a.kind === 'sync').map((a) => a.body);
    expect(
      notes.some((n) =>
        /Changed in both the portal .* and ConnectWise .*: the later change, made in ConnectWise, was kept\./.test(
          n!,
        ),
      ),
    ).toBe(true);
    // The portal's losing change was not pushed over ConnectWise's.
    expect(remote.status.name).toBe('In Progress');
  });

  it('waits out a 429 with Retry-After and succeeds', async () => {
    cw.failNext(1, 429, '1', { code: 'TooManyRequests', message: 'Too many requests' });
    const started = Date.now();
    const run = await syncNow();
    expect(run.status).toBe('succeeded');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('records a remote that is down as an error with when, then recovers', async () => {
    await cw.stop();
    const run = await syncNow();
    expect(run.status).toBe('failed');
    expect(run.errors[0]).toMatch(/^ConnectWise at 127\.0\.0\.1:\d+ could not be reached\.$/);
    const list = await call(t.app, 'GET', `/api/integrations?districtId=${w.districtA.id}`, {
      cookie: admin(),
    });
    expect(list.body[0]).toMatchObject({ state: 'error', lastError: run.errors[0] });
    expect(list.body[0].lastErrorAt).not.toBeNull();
    await cw.start();
    expect((await syncNow()).status).toBe('succeeded');
  }, 30_000);

  it('fails a run with wrong credentials and says so', async () => {
    await save({
      enabled: true,
      credentials: { ...creds, siteUrl: cw.siteUrl, publicKey: 'revoked' },
      options,
    });
    const run = await syncNow();
    expect(run.status).toBe('failed');
    expect(run.errors[0]).toMatch(/^ConnectWise refused the credentials \(401\)/);
    await save({ enabled: true, credentials: { ...creds, siteUrl: cw.siteUrl }, options });
  });
});

describe('ConnectWise callbacks', () => {
  it('queue a sync for a signed call and refuse unsigned or wrongly signed ones', async () => {
    const saved = await save({ enabled: true, options: { ...options, callbacks: true } });
    const url = new URL(saved.body.callbackUrl as string).pathname;
    const ticket = cw.addTicket({ summary: 'Called back', company: 'BENSON' });

    const unsigned = await call(t.app, 'POST', url, {
      body: cw.callback(ticket.id).body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.message).toBe('Unsigned callback refused.');

    const forged = cw.callback(ticket.id, 'not-the-key');
    const wrong = await call(t.app, 'POST', url, {
      body: forged.body,
      headers: { 'content-type': 'application/json', 'x-content-signature': forged.signature },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Callback signature does not match: refused.');

    const elsewhere = JSON.stringify({ Metadata: { key_url: 'http://127.0.0.1:1/key' } });
    const moved = await call(t.app, 'POST', url, {
      body: elsewhere,
      headers: { 'content-type': 'application/json', 'x-content-signature': 'x' },
    });
    expect(moved.status).toBe(401);

    const signed = cw.callback(ticket.id);
    const ok = await call(t.app, 'POST', url, {
      body: signed.body,
      headers: { 'content-type': 'application/json', 'x-content-signature': signed.signature },
    });
    expect(ok.status).toBe(202);
    await expect
      .poll(async () => (await portalTickets()).some((x) => x.title === 'Called back'), { timeout: 20_000 })
      .toBe(true);

    const unknown = await call(
      t.app,
      'POST',
      '/api/integrations/connectwise/callback/nobody-knows-this-key',
      {
        body: signed.body,
        headers: { 'content-type': 'application/json', 'x-content-signature': signed.signature },
      },
    );
    expect(unknown.status).toBe(404);
  });
});

describe('ConnectWise credentials', () => {
  it('never appear in a log line, an event or the audit log', async () => {
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.districtId, w.districtA.id));
    expect(audit.some((a) => a.action === 'integration.saved')).toBe(true);
    expect(JSON.stringify(audit)).not.toContain(SECRET);
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [
      SECRET,
      creds.publicKey,
      Buffer.from(`${creds.companyId}+${creds.publicKey}:${SECRET}`).toString('base64'),
    ]) {
      expect(logs.join('\n')).not.toContain(secret);
      expect(events.join('\n')).not.toContain(secret);
    }
  });
});
