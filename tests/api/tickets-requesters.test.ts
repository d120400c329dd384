import { and, eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_TICKET_WATCHERS,
  TICKET_MAIL_LIMIT_PER_HOUR,
  TICKET_MESSAGES,
  type Ticket,
  type TicketActivity,
  type TicketDetails,
} from '../../domain/tickets.ts';
import {
  assets,
  emailChannels,
  mailMessages,
  notifications,
  ticketActivity,
  users,
} from '../../server/db/schema/index.ts';
import { requesterMayRead } from '../../server/features/tickets/index.ts';
import { makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { startMailServer, type TestMailServer } from '../support/smtp.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
let smtp: TestMailServer;
/** A second requester of district A, and a person of district B. */
let other: { id: string; email: string; cookie: string };
let personB: { id: string };
let laptop: { id: string };
let laptopB: { id: string };
let requesterLaptop: { id: string };
const CHANNEL = 'help@benson-test.example.org';

beforeAll(async () => {
  smtp = await startMailServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  w = await makeWorld(t.app, t.db, { tierA: 'ascend' });
  const o = await makeUser(t.db, { role: 'requester', districtId: w.districtA.id, firstName: 'Olive' });
  other = { id: o.id, email: o.email, cookie: await signIn(t.app, o.email) };
  personB = await makeUser(t.db, { role: 'requester', districtId: w.districtB.id });
  const made = await t.db
    .insert(assets)
    .values([
      { districtId: w.districtA.id, assetTag: 'BHS-0042', name: 'Chromebook 11' },
      { districtId: w.districtB.id, assetTag: 'B-1', name: 'Projector' },
      {
        districtId: w.districtA.id,
        assetTag: 'BHS-0077',
        name: 'Surface Go',
        assignedUserId: w.people.requesterA.id,
      },
    ])
    .returning({ id: assets.id });
  [laptop, laptopB, requesterLaptop] = made as [{ id: string }, { id: string }, { id: string }];
  // Two channels of district A: the first enabled one answers (a disabled older one does not).
  await t.db.insert(emailChannels).values([
    {
      districtId: w.districtA.id,
      address: 'old-help@benson-test.example.org',
      host: 'imap.example.org',
      port: 993,
      username: 'old',
      passwordSealed: 'sealed',
      enabled: false,
      createdAt: new Date(Date.now() - 60_000),
    },
    {
      districtId: w.districtA.id,
      address: CHANNEL,
      host: 'imap.example.org',
      port: 993,
      username: 'help',
      passwordSealed: 'sealed',
    },
  ]);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Answer<T> = T & { message: string; issues?: { path: string; message: string }[] };
const create = (cookie: string | undefined, body: Record<string, unknown>) =>
  call<Answer<Ticket>>(t.app, 'POST', '/api/tickets', { cookie, body });
const patch = (cookie: string | undefined, id: string, body: Record<string, unknown>) =>
  call<Answer<Ticket>>(t.app, 'PATCH', `/api/tickets/${id}`, { cookie, body });
const details = (cookie: string | undefined, id: string) =>
  call<Answer<TicketDetails>>(t.app, 'GET', `/api/tickets/${id}/details`, { cookie });
const comment = (cookie: string | undefined, id: string, body: Record<string, unknown>) =>
  call<Answer<TicketActivity>>(t.app, 'POST', `/api/tickets/${id}/comments`, { cookie, body });
const ticketFor = async (requesterId: string, extra: Record<string, unknown> = {}) => {
  const res = await create(w.cookies.adminA, {
    title: 'Laptop will not charge',
    description: 'The charger light stays off.',
    requesterId,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};

/** Until every ticket notice has been handled (the job writes the requester's mail rows). */
async function noticesDone() {
  await expect
    .poll(
      async () => {
        const { rows } = await t.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pgboss.job where name = 'tickets.notify' and state in ('created', 'retry', 'active')`,
        );
        return rows[0]!.n;
      },
      { timeout: 20_000 },
    )
    .toBe(0);
}

const mailRows = (ticketId: string, to: string) =>
  t.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.ticketId, ticketId), eq(mailMessages.toAddress, to)))
    .orderBy(mailMessages.createdAt);

/** The messages the SMTP server received for `to` about the ticket numbered `number`. */
async function mailsAbout(to: string, number: string, atLeast: number): Promise<ParsedMail[]> {
  const of = () =>
    smtp.received.filter(
      (m) =>
        m.subject?.includes(`[${number}]`) &&
        (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).some((a) => a.value.some((v) => v.address === to)),
    );
  await expect.poll(() => of().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(atLeast);
  return of();
}

describe('requester, device, source and watchers', () => {
  it('staff open a ticket for a person of the district, about a device, with watchers', async () => {
    const res = await create(w.cookies.techA, {
      title: 'Chromebook screen cracked',
      description: 'Dropped in the hallway.',
      requesterId: w.people.requesterA.id,
      assetId: laptop.id,
      watcherIds: [w.people.viewerA.id, other.id, other.id],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      requesterId: w.people.requesterA.id,
      requesterName: 'Test requester',
      assetId: laptop.id,
      assetName: 'BHS-0042 · Chromebook 11',
      source: 'staff',
      createdById: w.people.techA.id,
    });
    const d = await details(w.cookies.adminA, res.body.id);
    expect(d.status).toBe(200);
    expect(d.body.watchers.map((x) => x.id).sort()).toEqual([w.people.viewerA.id, other.id].sort());
    expect(d.body.watchers.find((x) => x.id === other.id)!.name).toBe('Olive requester');
    expect(d.body.ticket.assetName).toBe('BHS-0042 · Chromebook 11');

    // The lists filter by requester and by device.
    const byAsset = await call<Ticket[]>(
      t.app,
      'GET',
      `/api/tickets/${w.districtA.id}?assetId=${laptop.id}`,
      {
        cookie: w.cookies.adminA,
      },
    );
    expect(byAsset.body.map((x) => x.id)).toEqual([res.body.id]);
    const byRequester = await call<Ticket[]>(
      t.app,
      'GET',
      `/api/tickets?requesterId=${w.people.requesterA.id}`,
      { cookie: w.cookies.techA },
    );
    expect(byRequester.body.map((x) => x.id)).toContain(res.body.id);
    expect(byRequester.body.every((x) => x.requesterId === w.people.requesterA.id)).toBe(true);
    const nobody = await call<Ticket[]>(t.app, 'GET', `/api/tickets?requesterId=${personB.id}`, {
      cookie: w.cookies.techA,
    });
    expect(nobody.body).toEqual([]);
  });

  it('staff may be the requester too, and a ticket without one has none', async () => {
    const mine = await ticketFor(w.people.techA.id);
    expect(mine.requesterName).toBe('Test technician');
    const none = await create(w.cookies.adminA, { title: 'Printer', description: 'Jammed' });
    expect(none.body).toMatchObject({
      requesterId: null,
      requesterName: null,
      assetId: null,
      source: 'staff',
    });
  });

  it('says why a requester, device or watcher is refused', async () => {
    const base = { title: 'Wi-Fi', description: 'Drops' };
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ requesterId: 'nobody' }, 'Not a valid requester id', 'requesterId'],
      [{ requesterId: personB.id }, TICKET_MESSAGES.invalidRequester, 'requesterId'],
      [{ requesterId: w.people.provider.id }, TICKET_MESSAGES.invalidRequester, 'requesterId'],
      [{ assetId: 'x' }, 'Not a valid device id', 'assetId'],
      [{ assetId: laptopB.id }, TICKET_MESSAGES.invalidAsset, 'assetId'],
      [{ assetId: crypto.randomUUID() }, TICKET_MESSAGES.invalidAsset, 'assetId'],
      [{ watcherIds: 'everyone' }, 'Watchers must be a list of people', 'watcherIds'],
      [{ watcherIds: ['x'] }, 'Not a valid watcher id', 'watcherIds.0'],
      [{ watcherIds: [personB.id] }, TICKET_MESSAGES.invalidWatcher, 'watcherIds'],
      [
        { watcherIds: Array.from({ length: MAX_TICKET_WATCHERS + 1 }, () => crypto.randomUUID()) },
        TICKET_MESSAGES.tooManyWatchers,
        'watcherIds',
      ],
      [{ assigneeId: w.people.requesterA.id }, TICKET_MESSAGES.requesterAssignee, undefined],
    ];
    for (const [extra, message, path] of cases) {
      const res = await create(w.cookies.adminA, { ...base, ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.message).toBe(message);
      if (path) expect(res.body.issues?.[0]?.path).toBe(path);
    }
    // A deactivated person cannot be a requester.
    const gone = await makeUser(t.db, { role: 'requester', districtId: w.districtA.id });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    const res = await create(w.cookies.adminA, { ...base, requesterId: gone.id });
    expect(res.body.message).toBe(TICKET_MESSAGES.invalidRequester);

    for (const [query, message] of [
      ['requesterId=me', 'Not a valid requester filter'],
      ['assetId=1', 'Not a valid device filter'],
    ]) {
      const list = await call(t.app, 'GET', `/api/tickets?${query}`, { cookie: w.cookies.adminA });
      expect(list.status).toBe(400);
      expect(list.body.message).toBe(message);
    }
  });

  it('puts requester and device changes on the timeline and replaces watchers', async () => {
    const made = await ticketFor(w.people.requesterA.id, { watcherIds: [w.people.viewerA.id] });
    const changed = await patch(w.cookies.techA, made.id, {
      requesterId: other.id,
      assetId: laptop.id,
      watcherIds: [w.people.techA.id],
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ requesterId: other.id, assetId: laptop.id });
    const d = await details(w.cookies.adminA, made.id);
    expect(d.body.watchers.map((x) => x.id)).toEqual([w.people.techA.id]);
    const requester = d.body.activity.find((a) => a.kind === 'requester')!;
    expect(requester).toMatchObject({
      fromValue: 'Test requester',
      toValue: 'Olive requester',
      visibility: 'public',
    });
    const asset = d.body.activity.find((a) => a.kind === 'asset')!;
    expect(asset).toMatchObject({ fromValue: null, toValue: 'BHS-0042 · Chromebook 11' });

    // Clearing them is a change too; an empty list removes every watcher.
    await patch(w.cookies.techA, made.id, { assetId: null, requesterId: null, watcherIds: [] });
    const after = await details(w.cookies.adminA, made.id);
    expect(after.body.ticket).toMatchObject({ requesterId: null, assetId: null, assetName: null });
    expect(after.body.watchers).toEqual([]);
    expect(after.body.activity.filter((a) => a.kind === 'asset').at(-1)).toMatchObject({
      fromValue: 'BHS-0042 · Chromebook 11',
      toValue: null,
    });

    for (const [body, message] of [
      [{ requesterId: personB.id }, TICKET_MESSAGES.invalidRequester],
      [{ assetId: laptopB.id }, TICKET_MESSAGES.invalidAsset],
      [{ watcherIds: [personB.id] }, TICKET_MESSAGES.invalidWatcher],
    ] as const) {
      const res = await patch(w.cookies.techA, made.id, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });
});

describe("a requester's own tickets", () => {
  it('opens tickets for themself only, from the help portal, open and unassigned', async () => {
    const res = await create(w.cookies.requesterA, {
      title: 'My laptop is slow',
      description: 'It takes ten minutes to start.',
      requesterId: other.id,
      assigneeId: w.people.techA.id,
      status: 'resolved',
      watcherIds: [other.id],
      priority: 'high',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      requesterId: w.people.requesterA.id,
      source: 'portal',
      status: 'open',
      assigneeId: null,
      priority: 'high',
    });
    expect((await details(w.cookies.adminA, res.body.id)).body.watchers).toEqual([]);
  });

  it('links only a device assigned to them', async () => {
    const theirs = await create(w.cookies.requesterA, {
      title: 'Surface keyboard',
      description: 'Keys stick',
      assetId: requesterLaptop.id,
    });
    expect(theirs.status).toBe(201);
    expect(theirs.body.assetName).toBe('BHS-0077 · Surface Go');
    const notTheirs = await create(w.cookies.requesterA, {
      title: 'Chromebook',
      description: 'Broken',
      assetId: laptop.id,
    });
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.body.message).toBe(TICKET_MESSAGES.notYourAsset);
    const elsewhere = await create(w.cookies.requesterA, {
      title: 'Projector',
      description: 'Broken',
      assetId: laptopB.id,
    });
    expect(elsewhere.body.message).toBe(TICKET_MESSAGES.invalidAsset);
  });

  it('reads and answers tickets they requested or watch, never another requester’s', async () => {
    const own = await ticketFor(w.people.requesterA.id);
    const watched = await ticketFor(other.id, { watcherIds: [w.people.requesterA.id] });
    const others = await ticketFor(other.id);

    expect((await details(w.cookies.requesterA, own.id)).status).toBe(200);
    expect((await details(w.cookies.requesterA, watched.id)).status).toBe(200);
    const refused = await details(w.cookies.requesterA, others.id);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(TICKET_MESSAGES.notFound);
    const missing = await details(w.cookies.requesterA, crypto.randomUUID());
    expect(missing.body).toEqual(refused.body);

    const reply = await comment(w.cookies.requesterA, watched.id, { body: 'Same problem here.' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ visibility: 'public', actorId: w.people.requesterA.id });
    const intoOthers = await comment(w.cookies.requesterA, others.id, { body: 'Hello?' });
    expect(intoOthers.status).toBe(404);
    expect(intoOthers.body.message).toBe(TICKET_MESSAGES.notFound);
    // Another's ticket stays 404 whatever is asked for (nothing tells it exists).
    expect(
      (await comment(w.cookies.requesterA, others.id, { body: 'x', visibility: 'internal' })).status,
    ).toBe(404);

    // Only the help desk writes internal notes.
    const internal = await comment(w.cookies.requesterA, own.id, { body: 'Secret', visibility: 'internal' });
    expect(internal.status).toBe(403);
    expect(internal.body.message).toBe(TICKET_MESSAGES.internalNotForRequesters);

    // Requesters reach only create, details and comment.
    expect((await call(t.app, 'GET', '/api/tickets', { cookie: w.cookies.requesterA })).status).toBe(403);
    expect((await patch(w.cookies.requesterA, own.id, { status: 'closed' })).status).toBe(403);
  });

  it('a requester reaches the tickets they requested or watch (My tickets: portal.test.ts)', async () => {
    const someone = await makeUser(t.db, { role: 'requester', districtId: w.districtA.id });
    const first = await ticketFor(someone.id);
    const watched = await ticketFor(other.id, { watcherIds: [someone.id] });
    expect(await requesterMayRead(t.db, someone.id, watched)).toBe(true);
    expect(await requesterMayRead(t.db, someone.id, first)).toBe(true);
    expect(await requesterMayRead(t.db, w.people.requesterA.id, first)).toBe(false);
  });

  it('never shows a requester internal notes nor integration notes', async () => {
    const own = await ticketFor(w.people.requesterA.id);
    const note = await comment(w.cookies.techA, own.id, { body: 'Suspect the battery; warranty expired.' });
    expect(note.body.visibility).toBe('internal');
    const reply = await comment(w.cookies.techA, own.id, {
      body: 'Please bring it to the library.',
      visibility: 'public',
    });
    expect(reply.body.visibility).toBe('public');
    await comment(w.cookies.requesterA, own.id, { body: 'I will, thanks.' });
    await patch(w.cookies.techA, own.id, { status: 'in_progress' });
    // What an integration writes (ticket-imports.ts): a sync note, and a remote note as a comment.
    await t.db.insert(ticketActivity).values({
      districtId: w.districtA.id,
      ticketId: own.id,
      kind: 'sync',
      body: 'Changed in ConnectWise by Jo.',
    });
    await t.db.insert(ticketActivity).values({
      districtId: w.districtA.id,
      ticketId: own.id,
      kind: 'comment',
      body: 'ConnectWise note: RMA 55',
    });

    const staff = await details(w.cookies.techA, own.id);
    // Staff also read the SLA clock's lines (internal); the requester reads none of them.
    expect(staff.body.activity.map((a) => [a.kind, a.visibility])).toEqual([
      ['created', 'public'],
      ['sla', 'internal'],
      ['comment', 'internal'],
      ['comment', 'public'],
      ['sla', 'internal'],
      ['comment', 'public'],
      ['status', 'public'],
      ['sync', 'internal'],
      ['comment', 'internal'],
    ]);

    const theirs = await details(w.cookies.requesterA, own.id);
    expect(theirs.body.activity.map((a) => a.kind)).toEqual(['created', 'comment', 'comment', 'status']);
    expect(theirs.body.activity.every((a) => a.visibility === 'public')).toBe(true);
    const text = JSON.stringify(theirs.body);
    expect(text).not.toContain('warranty expired');
    expect(text).not.toContain('ConnectWise');
    expect(text).not.toContain('RMA 55');
  });

  it('waits on the requester until they reply; their reply to a resolved ticket opens it again', async () => {
    const own = await ticketFor(w.people.requesterA.id);
    expect((await patch(w.cookies.techA, own.id, { waiting: 'yes' })).body.message).toBe(
      'waiting must be true or false',
    );
    const waiting = await patch(w.cookies.techA, own.id, { waiting: true });
    expect(waiting.status).toBe(200);
    expect(waiting.body.waiting).toBe(true);
    // Requesters never set it themselves.
    expect((await patch(w.cookies.requesterA, own.id, { waiting: false })).status).toBe(403);

    await comment(w.cookies.requesterA, own.id, { body: 'Here is the serial: 5CD1234.' });
    const answered = await details(w.cookies.techA, own.id);
    expect(answered.body.ticket.waiting).toBe(false);
    const changes = (kind: string) =>
      answered.body.activity.filter((a) => a.kind === kind).map((a) => [a.actorId, a.fromValue, a.toValue]);
    expect(changes('waiting')).toEqual([
      [w.people.techA.id, 'false', 'true'],
      [w.people.requesterA.id, 'true', 'false'],
    ]);

    await patch(w.cookies.techA, own.id, { status: 'resolved' });
    const counters = async () =>
      (
        await call<Answer<{ open: number; resolved: number }>>(t.app, 'GET', '/api/tickets/summary', {
          cookie: w.cookies.adminA,
        })
      ).body;
    const before = await counters();
    await comment(w.cookies.requesterA, own.id, { body: 'It stopped charging again.' });
    const reopened = await details(w.cookies.requesterA, own.id);
    expect(reopened.body.ticket).toMatchObject({ status: 'open', resolvedAt: null });
    expect(reopened.body.activity.at(-1)).toMatchObject({
      kind: 'status',
      fromValue: 'resolved',
      toValue: 'open',
    });
    const after = await counters();
    expect([after.open - before.open, after.resolved - before.resolved]).toEqual([1, -1]);

    // A closed ticket stays closed: a reply is kept, the ticket does not open again.
    await patch(w.cookies.techA, own.id, { status: 'closed' });
    await comment(w.cookies.requesterA, own.id, { body: 'Thanks!' });
    expect((await details(w.cookies.techA, own.id)).body.ticket.status).toBe('closed');
  });

  it('checks the visibility asked for', async () => {
    const own = await ticketFor(w.people.requesterA.id);
    const res = await comment(w.cookies.techA, own.id, { body: 'x', visibility: 'secret' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Choose who reads the comment: public or internal');
    const shareable = await comment(w.cookies.techA, own.id, { body: 'x', shareable: 'yes' });
    expect(shareable.body.message).toBe('shareable must be true or false');
  });
});

describe('mail to the requester', () => {
  it('mails the opening, each public reply by someone else and the resolution, threaded; never an internal note', async () => {
    const requester = w.people.requesterA;
    const made = await ticketFor(requester.id, {
      watcherIds: [other.id, w.people.techA.id, w.people.viewerA.id],
    });
    const number = made.ticketNumber;

    const [opened] = await mailsAbout(requester.email, number, 1);
    expect(opened!.subject).toBe(`[${number}] We received your request: Laptop will not charge`);
    expect(opened!.messageId).toMatch(new RegExp(`^<ticket\\.${made.id}\\.[A-Za-z0-9_-]+@localhost>$`));
    expect(opened!.replyTo?.value[0]?.address).toBe(CHANNEL);
    expect(opened!.inReplyTo).toBeUndefined();
    expect(opened!.text).toContain('Reply to this email');

    // One step at a time, so the thread's order is the order of the changes.
    await comment(w.cookies.techA, made.id, { body: 'Internal: the charger is recalled.' });
    await noticesDone();
    await comment(w.cookies.techA, made.id, { body: 'A new charger is on its way.', visibility: 'public' });
    await noticesDone();
    // The requester's own reply is not mailed back to them (the watching requester hears of it).
    await comment(w.cookies.requesterA, made.id, { body: 'Thank you!' });
    await noticesDone();
    await patch(w.cookies.techA, made.id, { status: 'resolved' });
    await noticesDone();

    const mails = await mailsAbout(requester.email, number, 3);
    const bySubject = (subject: string) => mails.find((m) => m.subject === subject)!;
    expect(mails).toHaveLength(3);
    const reply = bySubject(`Re: [${number}] Laptop will not charge`);
    const resolved = bySubject(`[${number}] Resolved: Laptop will not charge`);
    expect(reply.text).toContain('A new charger is on its way.');
    expect(reply.inReplyTo).toBe(opened!.messageId);
    expect(reply.references).toEqual(opened!.messageId);
    expect(resolved.inReplyTo).toBe(reply.messageId);
    expect(resolved.references).toEqual([opened!.messageId, reply.messageId]);

    // Nothing anywhere carries the internal note.
    const rows = await t.db.select().from(mailMessages).where(eq(mailMessages.ticketId, made.id));
    expect(rows.every((r) => !r.textBody.includes('recalled') && !r.htmlBody.includes('recalled'))).toBe(
      true,
    );
    expect(smtp.received.some((m) => m.text?.includes('recalled'))).toBe(false);
    expect((await mailRows(made.id, requester.email)).map((r) => r.kind)).toEqual([
      'ticket_created',
      'ticket_reply',
      'ticket_resolved',
    ]);

    // The watching requester: replies (both) and the resolution, not the opening; staff watchers get notices, not thread mail.
    expect((await mailRows(made.id, other.email)).map((r) => r.kind)).toEqual([
      'ticket_reply',
      'ticket_reply',
      'ticket_resolved',
    ]);
    expect(await mailRows(made.id, w.people.techA.email)).toEqual([]);
    const [watched] = await mailsAbout(other.email, number, 1);
    expect(watched!.text).toContain('you follow');

    // Staff notices: a staff watcher hears of every comment (internal too); requesters never get one.
    const noticesOf = async (userId: string) =>
      (
        await t.db
          .select({ kind: notifications.kind })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.link, `/tickets?ticket=${made.id}`)))
      ).map((n) => n.kind);
    const viewer = await noticesOf(w.people.viewerA.id);
    expect(viewer.filter((k) => k === 'ticket_comment')).toHaveLength(3);
    expect(viewer).toContain('ticket_status');
    expect(await noticesOf(requester.id)).toEqual([]);
    expect(await noticesOf(other.id)).toEqual([]);
  });

  it('sends at most 10 mails an hour to one address about one ticket', async () => {
    const made = await ticketFor(other.id);
    for (let i = 1; i <= TICKET_MAIL_LIMIT_PER_HOUR + 2; i++)
      await comment(w.cookies.techA, made.id, { body: `Update ${i}`, visibility: 'public' });
    await noticesDone();
    const rows = await mailRows(made.id, other.email);
    expect(rows).toHaveLength(TICKET_MAIL_LIMIT_PER_HOUR);
    // Another ticket of the same person still gets its mail.
    const next = await ticketFor(other.id);
    await noticesDone();
    expect(await mailRows(next.id, other.email)).toHaveLength(1);
  });

  it('has no Reply-To where the district has no email channel, and names the portal instead', async () => {
    const b = await makeUser(t.db, { role: 'district_admin', districtId: w.districtB.id });
    const cookie = await signIn(t.app, b.email);
    const res = await create(cookie, { title: 'Bell', description: 'Rings late', requesterId: personB.id });
    expect(res.status).toBe(201);
    const [mail] = await mailsAbout(
      (await t.db.select().from(users).where(eq(users.id, personB.id)))[0]!.email,
      res.body.ticketNumber,
      1,
    );
    expect(mail!.replyTo).toBeUndefined();
    expect(mail!.text).toContain('help portal');
    expect(mail!.text).toContain(`/help?ticket=${res.body.id}`);
  });
});
