import dns from 'node:dns';
import http from 'node:http';
import type { LookupFunction } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REMOTE_URL_MESSAGES } from '../../domain/remote-calls.ts';
import { type CreatedWebhook, type Delivery, WEBHOOK_MESSAGES, type Webhook } from '../../domain/webhooks.ts';
import { districts, notifications, webhookDeliveries, webhooks } from '../../server/db/schema/index.ts';
import { createWebhookDeliverer } from '../../server/features/webhooks/webhook-delivery.ts';
import { createWebhookSecrets } from '../../server/features/webhooks/webhook-secrets.ts';
import { makeDistrict, makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, TEST_MASTER_KEY, type TestApp } from '../support/test-app.ts';

// Webhooks (issue 35) against a receiving server in this process that checks every signature with
// the Standard Webhooks reference library. Loopback is reachable through INTEGRATIONS_ALLOW_INSECURE,
// as in the integrations' tests; no worker runs, so each try is made here, one at a time.

type Behaviour = { status: number; headers?: Record<string, string>; body?: string } | 'hang';
interface Received {
  headers: Record<string, string>;
  body: string;
  verified: unknown;
}

let t: TestApp;
let w: World;
let server: http.Server;
let base = '';
const plan: Behaviour[] = [];
const received: Received[] = [];
/** The secret the receiver verifies with (the one shown once when the webhook was added). */
let secret = '';

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
      received.push({ headers, body, verified });
      const next = plan.shift() ?? { status: 204 };
      if (next === 'hang') return; // never answers
      res.writeHead(next.status, next.headers ?? {});
      res.end(next.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  t = await createTestApp({ INTEGRATIONS_ALLOW_INSECURE: 'true' }, { work: false });
  w = await makeWorld(t.app, t.db);
}, 60_000);

afterAll(async () => {
  await t?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

beforeEach(() => {
  plan.length = 0;
  received.length = 0;
});

/** A name that resolves to a private address (what a DNS rebinding would do). */
const privateLookup: LookupFunction = (_host, options, callback) => {
  if ((options as { all?: boolean }).all)
    return (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
      { address: '10.1.2.3', family: 4 },
    ]);
  callback(null, '10.1.2.3', 4);
};

const deliverer = (timeoutMs = 1000) =>
  createWebhookDeliverer({
    db: t.db,
    queue: t.background.queue,
    notifier: t.background.notifier,
    secrets: createWebhookSecrets(t.db, TEST_MASTER_KEY),
    allowInsecure: true,
    timeoutMs,
    lookup: (host, options, callback) =>
      host === 'hooks.private.test'
        ? privateLookup(host, options, callback)
        : (dns.lookup as LookupFunction)(host, options, callback),
  });

async function add(body: Record<string, unknown>, cookie = w.cookies.adminA) {
  return call<CreatedWebhook & { message?: string; issues?: { path: string; message: string }[] }>(
    t.app,
    'POST',
    '/api/webhooks',
    { cookie, body: { districtId: w.districtA.id, ...body } },
  );
}

/** A webhook of district A wanting `events`, its secret kept for the receiver; older ones turned off. */
async function hook(events: string[], url = `${base}/hook`): Promise<CreatedWebhook> {
  await t.db.update(webhooks).set({ enabled: false });
  const res = await add({ url, events });
  expect(res.status).toBe(201);
  secret = res.body.secret;
  return res.body;
}

const deliveriesOf = (id: string) =>
  t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, id));
const one = async (id: string) =>
  (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;
const jobsFor = async (deliveryId: string) =>
  (
    await t.db.execute<{ start_after: Date }>(
      sql`select start_after from pgboss.job where name = 'webhooks.deliver' and data->>'deliveryId' = ${deliveryId} order by created_on`,
    )
  ).rows;

async function newAsset(tag: string) {
  const res = await call(t.app, 'POST', '/api/assets', {
    cookie: w.cookies.adminA,
    body: { districtId: w.districtA.id, assetTag: tag, name: 'Chromebook', notes: 'Locker code 4411' },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

describe('adding and keeping webhooks', () => {
  it('adds one and shows its whsec_ secret once; the list never shows it and the database keeps it sealed', async () => {
    const res = await add({
      url: 'https://hooks.example.com/portal',
      events: ['ticket.created', 'ticket.created'],
      description: 'PSA',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      districtId: w.districtA.id,
      url: 'https://hooks.example.com/portal',
      events: ['ticket.created'],
      description: 'PSA',
      enabled: true,
      disabledReason: null,
      lastDelivery: null,
    });
    expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await call<Webhook[]>(t.app, 'GET', `/api/webhooks?districtId=${w.districtA.id}`, {
      cookie: w.cookies.adminA,
    });
    const listed = list.body.find((x) => x.id === res.body.id)!;
    expect(listed).not.toHaveProperty('secret');
    expect(JSON.stringify(list.body)).not.toContain(res.body.secret);
    const [row] = await t.db.select().from(webhooks).where(eq(webhooks.id, res.body.id));
    expect(row!.secretSealed).not.toContain(res.body.secret.slice(6, 20));
    expect(row!.createdById).toBe(w.people.adminA.id);
  });

  it('says what is wrong with every field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ url: '', events: ['ticket.created'] }, 'url', WEBHOOK_MESSAGES.urlRequired],
      [{ url: 'hooks', events: ['ticket.created'] }, 'url', REMOTE_URL_MESSAGES.urlInvalid],
      [{ url: 'https://10.0.0.8/hook', events: ['ticket.created'] }, 'url', REMOTE_URL_MESSAGES.urlPrivate],
      [{ url: 'https://hooks.example.com', events: [] }, 'events', WEBHOOK_MESSAGES.eventsRequired],
      [{ url: 'https://hooks.example.com' }, 'events', WEBHOOK_MESSAGES.eventsRequired],
      [
        { url: 'https://hooks.example.com', events: ['ticket.deleted'] },
        'events.0',
        WEBHOOK_MESSAGES.eventInvalid,
      ],
      [
        { url: 'https://hooks.example.com', events: ['ticket.created'], description: 'x'.repeat(201) },
        'description',
        'Must be at most 200 characters',
      ],
    ];
    for (const [body, path, message] of cases) {
      const res = await add(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.issues?.[0]?.path).toBe(path);
    }
  });

  it('refuses http and loopback addresses without the escape hatch of tests', async () => {
    const strict = await createTestApp({}, { work: false });
    try {
      const world = await makeWorld(strict.app, strict.db);
      const post = (url: string) =>
        call(strict.app, 'POST', '/api/webhooks', {
          cookie: world.cookies.adminA,
          body: { districtId: world.districtA.id, url, events: ['ticket.created'] },
        });
      expect((await post('http://hooks.example.com/x')).body.message).toBe(REMOTE_URL_MESSAGES.urlNotHttps);
      expect((await post('https://127.0.0.1/x')).body.message).toBe(REMOTE_URL_MESSAGES.urlPrivate);
    } finally {
      await strict.close();
    }
  });

  it('changes, turns off and deletes; another district’s webhook is not found', async () => {
    const made = (await add({ url: 'https://hooks.example.com/a', events: ['asset.created'] })).body;
    const put = await call<Webhook>(t.app, 'PUT', `/api/webhooks/${made.id}`, {
      cookie: w.cookies.adminA,
      body: {
        districtId: w.districtA.id,
        url: 'https://hooks.example.com/b',
        events: ['asset.updated'],
        enabled: false,
      },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      url: 'https://hooks.example.com/b',
      events: ['asset.updated'],
      enabled: false,
    });
    for (const [method, url] of [
      ['PUT', `/api/webhooks/${made.id}`],
      ['DELETE', `/api/webhooks/${made.id}`],
      ['GET', `/api/webhooks/${made.id}/deliveries`],
      ['POST', `/api/webhooks/${made.id}/test`],
    ] as const) {
      const res = await call(t.app, method, url, {
        cookie: w.cookies.adminB,
        body:
          method === 'PUT' ? { url: 'https://hooks.example.com/c', events: ['asset.created'] } : undefined,
      });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    const test = await call(t.app, 'POST', `/api/webhooks/${made.id}/test`, { cookie: w.cookies.adminA });
    expect(test).toMatchObject({ status: 400, body: { message: WEBHOOK_MESSAGES.disabled } });
    expect(
      (await call(t.app, 'DELETE', `/api/webhooks/${made.id}`, { cookie: w.cookies.adminA })).status,
    ).toBe(204);
    expect(
      (await call(t.app, 'GET', `/api/webhooks/${made.id}/deliveries`, { cookie: w.cookies.adminA })).status,
    ).toBe(404);
  });

  it('is an Altitude feature behind the integrations toggle', async () => {
    const low = await makeDistrict(t.db, { serviceLevel: 'ascend' });
    const lowAdmin = await makeUser(t.db, { role: 'district_admin', districtId: low.id });
    const lowCookie = await signIn(t.app, lowAdmin.email);
    expect(
      (await call(t.app, 'GET', `/api/webhooks?districtId=${low.id}`, { cookie: lowCookie })).status,
    ).toBe(403);
    const off = await makeDistrict(t.db);
    await t.db
      .update(districts)
      .set({ features: { integrations: false } })
      .where(eq(districts.id, off.id));
    const offAdmin = await makeUser(t.db, { role: 'district_admin', districtId: off.id });
    const offCookie = await signIn(t.app, offAdmin.email);
    expect(
      (await call(t.app, 'GET', `/api/webhooks?districtId=${off.id}`, { cookie: offCookie })).status,
    ).toBe(403);
  });

  it('gives Five Star provider-wide webhooks (district null) that receive every district’s events', async () => {
    const res = await call<CreatedWebhook>(t.app, 'POST', '/api/webhooks', {
      cookie: w.cookies.provider,
      body: { url: `${base}/provider`, events: ['asset.created'] },
    });
    expect(res.status).toBe(201);
    expect(res.body.districtId).toBeNull();
    const mine = await call<Webhook[]>(t.app, 'GET', '/api/webhooks', { cookie: w.cookies.provider });
    expect(mine.body.map((x) => x.id)).toEqual([res.body.id]);
    const theirs = await call<Webhook[]>(t.app, 'GET', `/api/webhooks?districtId=${w.districtA.id}`, {
      cookie: w.cookies.adminA,
    });
    expect(theirs.body.map((x) => x.id)).not.toContain(res.body.id);
    await call(t.app, 'POST', '/api/assets', {
      cookie: w.cookies.adminB,
      body: { districtId: w.districtB.id, assetTag: 'PW-1', name: 'Projector' },
    });
    const [d] = await deliveriesOf(res.body.id);
    expect(d).toMatchObject({ event: 'asset.created', districtId: w.districtB.id });
    await t.db.delete(webhooks).where(eq(webhooks.id, res.body.id));
  });
});

describe('deliveries enqueued in the transaction of the change', () => {
  it('writes a delivery and its job with the change; the payload has ids and fields, never notes', async () => {
    const h = await hook(['asset.created', 'asset.updated']);
    const asset = await newAsset('WH-1');
    const [d] = await deliveriesOf(h.id);
    expect(d).toMatchObject({ event: 'asset.created', status: 'pending', attempts: 0 });
    expect(await jobsFor(d!.id)).toHaveLength(1);
    const body = JSON.parse(d!.body);
    expect(body).toMatchObject({
      type: 'asset.created',
      data: { districtId: w.districtA.id, asset: { id: asset.id, assetTag: 'WH-1' } },
    });
    expect(d!.body).not.toContain('Locker code');
    // A refused change writes nothing: the duplicate tag rolls the delivery back with it.
    const dup = await call(t.app, 'POST', '/api/assets', {
      cookie: w.cookies.adminA,
      body: { districtId: w.districtA.id, assetTag: 'WH-1', name: 'Again' },
    });
    expect(dup.status).toBe(409);
    expect(await deliveriesOf(h.id)).toHaveLength(1);
  });

  it('sends ticket.created, ticket.updated with the changed fields, and ticket.commented for public comments only', async () => {
    const h = await hook(['ticket.created', 'ticket.updated', 'ticket.commented']);
    const ticket = (
      await call(t.app, 'POST', '/api/tickets', {
        cookie: w.cookies.adminA,
        body: { districtId: w.districtA.id, title: 'Projector dead', description: 'Room 12' },
      })
    ).body as { id: string };
    await call(t.app, 'PATCH', `/api/tickets/${ticket.id}`, {
      cookie: w.cookies.adminA,
      body: { priority: 'high' },
    });
    await call(t.app, 'POST', `/api/tickets/${ticket.id}/comments`, {
      cookie: w.cookies.adminA,
      body: { body: 'Internal: vendor PIN 9981', visibility: 'internal' },
    });
    await call(t.app, 'POST', `/api/tickets/${ticket.id}/comments`, {
      cookie: w.cookies.adminA,
      body: { body: 'We are on it', visibility: 'public' },
    });
    const rows = (await deliveriesOf(h.id)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(rows.map((r) => r.event)).toEqual(['ticket.created', 'ticket.updated', 'ticket.commented']);
    expect(JSON.parse(rows[1]!.body).data.changed).toEqual({ priority: 'high' });
    for (const r of rows) {
      expect(r.body).not.toContain('9981');
      expect(r.body).not.toContain('Room 12');
    }
  });
});

describe('sending (Standard Webhooks, verified by the reference library)', () => {
  it('retries a 500 after 5 s, then delivers; every try is signed and verifies', async () => {
    const h = await hook(['asset.created']);
    await newAsset('WH-500');
    const [d] = await deliveriesOf(h.id);
    plan.push({ status: 500, body: 'boom' }, { status: 200, body: 'thanks' });
    const send = deliverer();
    const before = Date.now();
    await send.attempt(d!.id);
    let row = await one(d!.id);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 500,
      responseExcerpt: 'boom',
      lastError: 'Answered 500',
    });
    const wait = row.nextAttemptAt!.getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(4_900);
    expect(wait).toBeLessThan(8_000);
    const jobs = await jobsFor(d!.id);
    expect(jobs).toHaveLength(2);
    expect(new Date(jobs[1]!.start_after).getTime()).toBeGreaterThanOrEqual(before + 4_000);
    await send.attempt(d!.id);
    row = await one(d!.id);
    expect(row).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      responseStatus: 200,
      responseExcerpt: 'thanks',
      lastError: null,
      nextAttemptAt: null,
    });
    expect(received).toHaveLength(2);
    for (const r of received) {
      expect(r.verified).toMatchObject({ type: 'asset.created' });
      expect(r.headers['webhook-id']).toBe(d!.messageId);
      expect(r.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      expect(r.body).toBe(d!.body);
    }
    // A job run again for a finished delivery sends nothing.
    await send.attempt(d!.id);
    expect(received).toHaveLength(2);
  });

  it('waits what a 429’s Retry-After asks when it is longer than the schedule', async () => {
    const h = await hook(['asset.created']);
    await newAsset('WH-429');
    const [d] = await deliveriesOf(h.id);
    plan.push({ status: 429, headers: { 'retry-after': '120' } });
    const before = Date.now();
    await deliverer().attempt(d!.id);
    const row = await one(d!.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 429 });
    expect(row.nextAttemptAt!.getTime() - before).toBeGreaterThanOrEqual(119_000);
    expect(row.nextAttemptAt!.getTime() - before).toBeLessThan(125_000);
  });

  it('gives up on a receiver that hangs past the timeout, and tries again on the schedule', async () => {
    const h = await hook(['asset.created']);
    await newAsset('WH-HANG');
    const [d] = await deliveriesOf(h.id);
    plan.push('hang');
    const started = Date.now();
    await deliverer(500).attempt(d!.id);
    expect(Date.now() - started).toBeLessThan(5_000);
    const row = await one(d!.id);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: null,
      lastError: 'No answer within 15 s',
    });
    expect(row.nextAttemptAt).not.toBeNull();
  });

  it('refuses a name that resolves to a private address at connect time, logs it and does not retry', async () => {
    const port = new URL(base).port;
    const h = await hook(['asset.created'], `http://hooks.private.test:${port}/hook`);
    await newAsset('WH-PRIVATE');
    const [d] = await deliveriesOf(h.id);
    await deliverer().attempt(d!.id);
    const row = await one(d!.id);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'Address refused: it points at a private or local network',
      nextAttemptAt: null,
    });
    expect(received).toHaveLength(0);
    const [still] = await t.db.select().from(webhooks).where(eq(webhooks.id, h.id));
    expect(still!.enabled).toBe(true);
  });

  it('turns the webhook off after the last try fails and tells its owner', async () => {
    const h = await hook(['asset.created']);
    await newAsset('WH-LAST');
    const [d] = await deliveriesOf(h.id);
    await t.db.update(webhookDeliveries).set({ attempts: 7 }).where(eq(webhookDeliveries.id, d!.id));
    plan.push({ status: 503 });
    await deliverer().attempt(d!.id);
    expect(await one(d!.id)).toMatchObject({ status: 'failed', attempts: 8, nextAttemptAt: null });
    const [off] = await t.db.select().from(webhooks).where(eq(webhooks.id, h.id));
    expect(off).toMatchObject({ enabled: false, disabledReason: 'Answered 503' });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.people.adminA.id), eq(notifications.kind, 'webhook_disabled')));
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe(WEBHOOK_MESSAGES.disabledTitle(h.url));
    expect(told[0]!.body).not.toContain('whsec_');
    // Turned on again, its reason is gone and the delivery can be replayed.
    const on = await call<Webhook>(t.app, 'PUT', `/api/webhooks/${h.id}`, {
      cookie: w.cookies.adminA,
      body: { districtId: w.districtA.id, url: h.url, events: h.events, enabled: true },
    });
    expect(on.body).toMatchObject({ enabled: true, disabledReason: null });
  });

  it('replays a delivery (same message, fresh schedule) and sends a test ping; the log lists them', async () => {
    const h = await hook(['asset.created']);
    await newAsset('WH-REPLAY');
    const [d] = await deliveriesOf(h.id);
    plan.push({ status: 400, body: 'bad' });
    await deliverer().attempt(d!.id);
    expect(await one(d!.id)).toMatchObject({ status: 'failed', responseStatus: 400 });
    const replay = await call<Delivery>(t.app, 'POST', `/api/webhooks/${h.id}/deliveries/${d!.id}/replay`, {
      cookie: w.cookies.adminA,
    });
    expect(replay.status).toBe(202);
    expect(replay.body).toMatchObject({
      status: 'pending',
      attempts: 0,
      messageId: d!.messageId,
      event: 'asset.created',
    });
    const ping = await call<Delivery>(t.app, 'POST', `/api/webhooks/${h.id}/test`, {
      cookie: w.cookies.adminA,
    });
    expect(ping).toMatchObject({ status: 202, body: { event: 'webhook.test', status: 'pending' } });
    const send = deliverer();
    await send.attempt(replay.body.id);
    await send.attempt(ping.body.id);
    expect(received.map((r) => (r.verified as { type: string }).type)).toEqual([
      'asset.created',
      'asset.created',
      'webhook.test',
    ]);
    const log = await call<Delivery[]>(t.app, 'GET', `/api/webhooks/${h.id}/deliveries`, {
      cookie: w.cookies.adminA,
    });
    expect(log.body.map((x) => [x.event, x.status])).toEqual([
      ['webhook.test', 'succeeded'],
      ['asset.created', 'succeeded'],
      ['asset.created', 'failed'],
    ]);
    const missing = await call(
      t.app,
      'POST',
      `/api/webhooks/${h.id}/deliveries/${ping.body.webhookId}/replay`,
      {
        cookie: w.cookies.adminA,
      },
    );
    expect(missing).toMatchObject({ status: 404, body: { message: WEBHOOK_MESSAGES.deliveryNotFound } });
    const list = await call<Webhook[]>(t.app, 'GET', `/api/webhooks?districtId=${w.districtA.id}`, {
      cookie: w.cookies.adminA,
    });
    expect(list.body.find((x) => x.id === h.id)!.lastDelivery).toMatchObject({
      status: 'succeeded',
      responseStatus: 204,
    });
  });
});
