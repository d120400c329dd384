import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { startMailServer, type TestMailServer } from '../support/smtp.ts';
import { call, startListening, TEST_PUBLIC_URL, type TestApp } from '../support/test-app.ts';
import { createTestDb } from '../support/test-db.ts';

// Ticket changes tell the right people, in the portal and by email, about their own district only.
let shared: Awaited<ReturnType<typeof createTestDb>>;
let t: TestApp & { base: string; port: number };
let w: World;
let smtp: TestMailServer;

beforeAll(async () => {
  smtp = await startMailServer();
  shared = await createTestDb();
  t = await startListening(shared, { SMTP_URL: smtp.url });
  w = await makeWorld(t.app, t.db);
});
afterAll(async () => {
  await t.close();
  await shared.drop();
  await smtp.close();
});

const inbox = async (cookie: string | undefined, query = '') =>
  (await call(t.app, 'GET', `/api/notifications${query}`, { cookie })).body as {
    notifications: {
      id: string;
      kind: string;
      title: string;
      body: string;
      link: string;
      districtId: string;
      readAt: string | null;
    }[];
    unread: number;
    nextCursor: string | null;
  };
const kindsOf = async (cookie: string | undefined) => (await inbox(cookie)).notifications.map((n) => n.kind);

async function openTicket(cookie: string, districtId: string, extra: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', '/api/tickets', {
    cookie,
    body: { districtId, title: 'Projector in room 12 is dead', description: 'No picture at all', ...extra },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; ticketNumber: string };
}

describe('ticket notifications', () => {
  it('tell the district’s administrators of a new ticket, by email too, and nobody else', async () => {
    const ticket = await openTicket(w.cookies.techA!, w.districtA.id);
    await expect.poll(() => kindsOf(w.cookies.adminA), { timeout: 15_000 }).toContain('ticket_created');
    const [n] = (await inbox(w.cookies.adminA)).notifications;
    expect(n).toMatchObject({
      title: `New ticket ${ticket.ticketNumber}`,
      link: `/tickets?ticket=${ticket.id}`,
      districtId: w.districtA.id,
      readAt: null,
    });
    const mail = await smtp.waitFor(w.people.adminA.email);
    expect(mail.subject).toContain(ticket.ticketNumber);
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/tickets?ticket=${ticket.id}`);
    expect(mail.html).toContain('Choose what you receive');
    // The link leads to the ticket, which its recipient may open.
    const link = new URL(String(mail.text).match(/https?:\/\/\S+ticket=[\w-]+/)![0]);
    const details = await call(t.app, 'GET', `/api/tickets/${link.searchParams.get('ticket')}/details`, {
      cookie: w.cookies.adminA,
    });
    expect(details.status).toBe(200);
    // Not the one who opened it, nor another district's administrator, nor a viewer.
    expect(await kindsOf(w.cookies.techA)).toEqual([]);
    expect(await kindsOf(w.cookies.adminB)).toEqual([]);
    expect(await kindsOf(w.cookies.viewerA)).toEqual([]);
  });

  it('tell the ticket’s creator and assignee of a status change and a comment, never the one who made it', async () => {
    const creator = await makeUser(t.db, { role: 'technician', districtId: w.districtA.id });
    const creatorCookie = await signIn(t.app, creator.email);
    const ticket = await openTicket(creatorCookie, w.districtA.id, { assigneeId: w.people.techA.id });
    await expect.poll(() => kindsOf(w.cookies.techA), { timeout: 15_000 }).toContain('ticket_assigned');

    await call(t.app, 'PATCH', `/api/tickets/${ticket.id}`, {
      cookie: w.cookies.adminA,
      body: { status: 'resolved' },
    });
    await expect.poll(() => kindsOf(creatorCookie), { timeout: 15_000 }).toContain('ticket_status');
    await expect.poll(() => kindsOf(w.cookies.techA), { timeout: 15_000 }).toContain('ticket_status');
    const status = (await inbox(creatorCookie)).notifications.find((n) => n.kind === 'ticket_status')!;
    expect(status.title).toBe(`${ticket.ticketNumber} is Resolved`);

    await call(t.app, 'POST', `/api/tickets/${ticket.id}/comments`, {
      cookie: w.cookies.techA,
      body: { body: 'Replaced the lamp; please confirm.' },
    });
    await expect.poll(() => kindsOf(creatorCookie), { timeout: 15_000 }).toContain('ticket_comment');
    const comment = (await inbox(creatorCookie)).notifications.find((n) => n.kind === 'ticket_comment')!;
    expect(comment.body).toContain('Replaced the lamp');
    expect((await kindsOf(w.cookies.techA)).filter((k) => k === 'ticket_comment')).toEqual([]);
  });

  it('follow each person’s preferences: in the portal, by email, or neither', async () => {
    const person = await makeUser(t.db, { role: 'district_admin', districtId: w.districtB.id });
    const cookie = await signIn(t.app, person.email);
    const saved = await call(t.app, 'PUT', '/api/notifications/preferences', {
      cookie,
      body: {
        preferences: [
          { kind: 'ticket_created', inApp: true, email: false },
          { kind: 'daily_digest', inApp: true, email: true },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const byKind = Object.fromEntries(saved.body.preferences.map((p: { kind: string }) => [p.kind, p]));
    expect(byKind.ticket_created).toEqual({ kind: 'ticket_created', inApp: true, email: false });
    // The digest is email only: its in-app choice stays off.
    expect(byKind.daily_digest).toEqual({ kind: 'daily_digest', inApp: false, email: true });
    expect(byKind.ticket_comment).toEqual({ kind: 'ticket_comment', inApp: true, email: false });

    const ticket = await openTicket(w.cookies.adminB!, w.districtB.id);
    await expect.poll(() => kindsOf(cookie), { timeout: 15_000 }).toContain('ticket_created');
    await new Promise((r) => setTimeout(r, 1500));
    expect(
      smtp.received.some(
        (m) => m.subject?.includes(ticket.ticketNumber) && JSON.stringify(m.to).includes(person.email),
      ),
    ).toBe(false);
  });

  it('refuses unknown kinds and malformed preferences with 400', async () => {
    const bad = await call(t.app, 'PUT', '/api/notifications/preferences', {
      cookie: w.cookies.adminA,
      body: { preferences: [{ kind: 'birthdays', inApp: true, email: true }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unknown notification kind');
    const notBool = await call(t.app, 'PUT', '/api/notifications/preferences', {
      cookie: w.cookies.adminA,
      body: { preferences: [{ kind: 'ticket_created', inApp: 'yes', email: true }] },
    });
    expect(notBool.body.message).toBe('inApp must be true or false');
  });

  it('mark one or all read, count the unread, and page with a cursor', async () => {
    const person = await makeUser(t.db, { role: 'district_admin', districtId: w.districtA.id });
    const cookie = await signIn(t.app, person.email);
    for (let i = 0; i < 3; i++) await openTicket(w.cookies.techA!, w.districtA.id);
    await expect.poll(async () => (await inbox(cookie)).unread, { timeout: 20_000 }).toBe(3);
    const first = await inbox(cookie, '?limit=2');
    expect(first.notifications).toHaveLength(2);
    const rest = await inbox(cookie, `?limit=2&cursor=${first.nextCursor}`);
    expect(rest.notifications).toHaveLength(1);
    expect(rest.nextCursor).toBeNull();

    const read = await call(t.app, 'POST', `/api/notifications/${first.notifications[0]!.id}/read`, {
      cookie,
    });
    expect(read.body).toEqual({ unread: 2 });
    expect((await inbox(cookie, '?unread=true')).notifications).toHaveLength(2);
    // Somebody else's notification is not found.
    expect(
      (
        await call(t.app, 'POST', `/api/notifications/${first.notifications[1]!.id}/read`, {
          cookie: w.cookies.adminA,
        })
      ).status,
    ).toBe(404);
    expect((await call(t.app, 'POST', '/api/notifications/read-all', { cookie })).body).toEqual({
      unread: 0,
    });
    expect((await inbox(cookie)).unread).toBe(0);
  });

  it('reach the recipient’s open browsers live, and only theirs', async () => {
    const open = (cookie: string) =>
      new Promise<{ ws: WebSocket; messages: { type: string; data: { title?: string } }[] }>(
        (resolve, reject) => {
          const ws = new WebSocket(`ws://127.0.0.1:${t.port}/ws`, {
            headers: { cookie, origin: TEST_PUBLIC_URL },
          });
          const s = { ws, messages: [] as { type: string; data: { title?: string } }[] };
          ws.on('message', (raw) => s.messages.push(JSON.parse(raw.toString())));
          ws.once('open', () => resolve(s));
          ws.once('error', reject);
        },
      );
    const admin = await open(w.cookies.adminA!);
    const other = await open(w.cookies.adminB!);
    const ticket = await openTicket(w.cookies.techA!, w.districtA.id);
    await expect
      .poll(() => admin.messages.filter((m) => m.type === 'notification').map((m) => m.data.title), {
        timeout: 15_000,
      })
      .toContain(`New ticket ${ticket.ticketNumber}`);
    expect(other.messages.filter((m) => m.type === 'notification')).toEqual([]);
    admin.ws.close();
    other.ws.close();
  });

  it('send the daily digest of urgent tickets to the administrators who asked for it', async () => {
    const optedIn = await makeUser(t.db, { role: 'district_admin', districtId: w.districtA.id });
    await call(t.app, 'PUT', '/api/notifications/preferences', {
      cookie: await signIn(t.app, optedIn.email),
      // The digest only: its new-ticket mails would arrive first otherwise.
      body: {
        preferences: [
          { kind: 'daily_digest', inApp: false, email: true },
          { kind: 'ticket_created', inApp: true, email: false },
        ],
      },
    });
    const urgent = await openTicket(w.cookies.techA!, w.districtA.id, {
      priority: 'critical',
      title: 'Core switch down',
    });
    await t.background.queue.send('tickets.daily-digest', {});
    const digest = await smtp.waitFor(optedIn.email);
    expect(digest.subject).toMatch(/open critical and high tickets/);
    expect(digest.text).toContain(`${urgent.ticketNumber} (Critical): Core switch down`);
    // adminA did not ask for it.
    expect(
      smtp.received.filter(
        (m) => m.subject === digest.subject && JSON.stringify(m.to).includes(w.people.adminA.email),
      ),
    ).toEqual([]);
  });
});
