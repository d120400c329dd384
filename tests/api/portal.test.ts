import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PerformanceAnswer } from '../../domain/analytics.ts';
import type { MyDevice, MyTicket } from '../../domain/portal.ts';
import { PORTAL_MESSAGES } from '../../domain/portal.ts';
import { SETTINGS_MESSAGES } from '../../domain/settings.ts';
import { DISTRICT_DATA_MODEL, SPARKY_MESSAGES } from '../../domain/sparky.ts';
import { USER_MESSAGES } from '../../domain/users.ts';
import {
  sparkyDeflections,
  ticketActivity,
  tickets,
  ticketWatchers,
  webhookDeliveries,
} from '../../server/db/schema/index.ts';
import { makeDistrict, makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { startTestIssuer, type TestIssuer } from '../support/oidc-issuer.ts';
import { call, createTestApp, sessionCookie, type TestApp } from '../support/test-app.ts';

/**
 * The help portal (docs/product.md#help): requesters as people of the district, their own tickets
 * and devices, Sparky for them (how-to only), "That solved it" and "I still need help", and the
 * figures Analytics keeps of them.
 */
const CALLBACK = 'http://localhost:5000/api/auth/google/callback';
let issuer: TestIssuer;
let t: TestApp;
let w: World;

beforeAll(async () => {
  issuer = await startTestIssuer({ id: 'portal', secret: 'portal-secret', redirectUri: CALLBACK });
  t = await createTestApp({
    GOOGLE_CLIENT_ID: 'portal',
    GOOGLE_CLIENT_SECRET: 'portal-secret',
    OIDC_ISSUER: issuer.issuer,
  });
  w = await makeWorld(t.app, t.db);
});
afterAll(async () => {
  await t.close();
  await issuer.close();
});

const myTickets = async (cookie: string | undefined, query = '') => {
  const res = await call<MyTicket[]>(t.app, 'GET', `/api/my/tickets${query}`, { cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const myDevices = async (cookie: string | undefined) => {
  const res = await call<MyDevice[]>(t.app, 'GET', '/api/my/devices', { cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const chat = (cookie: string | undefined, message: string, sessionId?: string) =>
  call(t.app, 'POST', '/api/ai/chat', { cookie, body: { message, ...(sessionId ? { sessionId } : {}) } });
const staffTicket = async (body: Record<string, unknown>) => {
  const res = await call(t.app, 'POST', '/api/tickets', {
    cookie: w.cookies.adminA,
    body: { districtId: w.districtA.id, description: 'From staff', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; ticketNumber: string };
};
const device = async (assetTag: string, assignedUserId: string | null, cookie = w.cookies.adminA) => {
  const res = await call(t.app, 'POST', '/api/assets', {
    cookie,
    body: {
      districtId: w.districtA.id,
      assetTag,
      name: 'Chromebook 11',
      category: 'chromebook',
      assignedUserId,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; assignedTo: string | null; assignedUserId: string | null };
};

/** Walks the browser's redirects through the issuer until it comes back to our callback. */
async function signInWithGoogle(): Promise<string | undefined> {
  const start = await t.app.inject({
    method: 'GET',
    url: '/api/auth/google',
    headers: { accept: 'text/html' },
  });
  expect(start.statusCode).toBe(302);
  const flowCookie = String(start.headers['set-cookie']).split(';')[0]!;
  const jar = new Map<string, string>();
  let location = String(start.headers.location);
  for (let hops = 0; !location.startsWith(CALLBACK); hops++) {
    if (hops > 10) throw new Error('too many redirects');
    const res = await fetch(location, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [k, v] = c.split(';')[0]!.split('=');
      jar.set(k!, v ?? '');
    }
    location = new URL(res.headers.get('location')!, location).href;
  }
  const back = await t.app.inject({
    method: 'GET',
    url: location.replace('http://localhost:5000', ''),
    headers: { cookie: flowCookie },
  });
  expect(back.headers.location).toBe('/');
  const set = [back.headers['set-cookie']].flat().find((c) => String(c).startsWith('portal_session='));
  return set ? sessionCookie(back) : undefined;
}

describe('requesters are people of the district (Staff & Students)', () => {
  it('are invited, imported and made by a role change, at every tier; listed and filtered by role', async () => {
    const analysis = await makeDistrict(t.db, { serviceLevel: 'analysis' });
    const admin = await makeUser(t.db, { role: 'district_admin', districtId: analysis.id });
    const cookie = await signIn(t.app, admin.email);
    const invited = await call(t.app, 'POST', '/api/users/invitations', {
      cookie,
      body: { email: 'kid@analysis.example', role: 'requester', firstName: 'Kim' },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(invited.body.invitation.role).toBe('requester');

    const csv =
      'Email,Role,Department,First Name,Last Name\nteacher@a.example,Staff & Students,Math,Tia,Lo\nx@a.example,Principal,,,';
    const imported = await call(t.app, 'POST', '/api/users/import', {
      cookie: w.cookies.adminA,
      body: { districtId: w.districtA.id, csv, dryRun: false },
    });
    expect(imported.body).toMatchObject({
      invited: 1,
      rejected: [{ row: 3, reasons: [USER_MESSAGES.roleInvalid] }],
    });

    const list = await call(t.app, 'GET', `/api/users?districtId=${w.districtA.id}&role=requester`, {
      cookie: w.cookies.adminA,
    });
    const emails = (list.body as { email: string; role: string }[]).map((u) => u.email);
    expect(emails).toContain('teacher@a.example');
    expect(emails).toContain(w.people.requesterA.email);
    expect((list.body as { role: string }[]).every((u) => u.role === 'requester')).toBe(true);

    const viewer = await makeUser(t.db, { role: 'viewer', districtId: w.districtA.id });
    const changed = await call(t.app, 'PATCH', `/api/users/${viewer.id}`, {
      cookie: w.cookies.adminA,
      body: { role: 'requester' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.role).toBe('requester');
    const wrong = await call(t.app, 'PATCH', `/api/users/${viewer.id}`, {
      cookie: w.cookies.adminA,
      body: { role: 'student' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(
      'Choose a role: district administrator, technician, view only or staff & students',
    );
  });

  it("are listed among the district's people, with their role, but never given work", async () => {
    const res = await call(t.app, 'GET', `/api/people?districtId=${w.districtA.id}`, {
      cookie: w.cookies.techA,
    });
    expect(res.body).toContainEqual(
      expect.objectContaining({ id: w.people.requesterA.id, role: 'requester' }),
    );
    const assigned = await call(t.app, 'POST', '/api/tickets', {
      cookie: w.cookies.adminA,
      body: { districtId: w.districtA.id, title: 'X', description: 'Y', assigneeId: w.people.requesterA.id },
    });
    expect(assigned.status).toBe(400);
  });

  it('see none of the district: every staff endpoint answers 403, the portal answers theirs', async () => {
    for (const url of [
      '/api/tickets',
      '/api/assets',
      '/api/dashboard/metrics',
      '/api/people',
      '/api/settings',
    ]) {
      const res = await call(t.app, 'GET', url, { cookie: w.cookies.requesterA });
      expect(res.status, url).toBe(403);
    }
    expect(await myTickets(w.cookies.requesterA)).toEqual([]);
  });
});

describe('requester domains and the attachment limit (District profile)', () => {
  const put = (body: Record<string, unknown>, cookie = w.cookies.adminA) =>
    call(t.app, 'PUT', '/api/settings', { cookie, body: { districtId: w.districtA.id, ...body } });

  it('are saved, lower case, and read back', async () => {
    const res = await put({
      requesterDomains: ['@Students.PortalA.example', 'staff.portala.example'],
      attachmentLimitMb: 5,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      requesterDomains: ['students.portala.example', 'staff.portala.example'],
      attachmentLimitMb: 5,
    });
    const cleared = await put({ attachmentLimitMb: null });
    expect(cleared.body).toMatchObject({
      attachmentLimitMb: null,
      requesterDomains: ['students.portala.example', 'staff.portala.example'],
    });
  });

  it('say what is wrong', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ requesterDomains: ['not a domain'] }, SETTINGS_MESSAGES.requesterDomain],
      [{ requesterDomains: ['yahoo.com'] }, SETTINGS_MESSAGES.publicEmailDomain('yahoo.com')],
      [{ requesterDomains: ['a.example', 'A.example'] }, SETTINGS_MESSAGES.requesterDomainTwice],
      [
        { requesterDomains: Array.from({ length: 21 }, (_, i) => `r${i}.example`) },
        SETTINGS_MESSAGES.tooManyRequesterDomains,
      ],
      [{ attachmentLimitMb: 0 }, SETTINGS_MESSAGES.attachmentLimit],
      [{ attachmentLimitMb: 25 }, SETTINGS_MESSAGES.attachmentLimit],
      [{ attachmentLimitMb: 2.5 }, SETTINGS_MESSAGES.attachmentLimit],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
  });

  it("refuse another district's domain, staff or requester", async () => {
    await put({ emailDomains: ['staff-a.portal.example'] });
    const taken = await put(
      { districtId: w.districtB.id, requesterDomains: ['staff-a.portal.example'] },
      w.cookies.adminB,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(SETTINGS_MESSAGES.emailDomainTaken('staff-a.portal.example'));
    const back = await put(
      { districtId: w.districtB.id, emailDomains: ['students.portala.example'] },
      w.cookies.adminB,
    );
    expect(back.status).toBe(409);
  });
});

describe('Google sign-in of a requester domain', () => {
  it('makes a requester of the district at the first sign-in (user.created for its webhooks); a staff domain still waits', async () => {
    const hook = await call<{ id: string }>(t.app, 'POST', '/api/webhooks', {
      cookie: w.cookies.adminA,
      body: { districtId: w.districtA.id, url: 'https://hooks.portala.example/in', events: ['user.created'] },
    });
    expect(hook.status).toBe(201);
    const deliveries = async () =>
      (
        await t.db
          .select({ event: webhookDeliveries.event, body: webhookDeliveries.body })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.webhookId, hook.body.id))
      ).map((d) => [d.event, JSON.parse(d.body).data.user]);
    issuer.account = {
      sub: 'google-student-1',
      email: 'Nia.New@Students.PortalA.example',
      email_verified: true,
      given_name: 'Nia',
      family_name: 'New',
    };
    const cookie = await signInWithGoogle();
    const me = await call(t.app, 'GET', '/api/auth/user', { cookie });
    expect(me.body).toMatchObject({
      email: 'nia.new@students.portala.example',
      role: 'requester',
      districtId: w.districtA.id,
    });
    expect(await myTickets(cookie)).toEqual([]);
    expect(await deliveries()).toEqual([
      [
        'user.created',
        expect.objectContaining({
          id: me.body.id,
          email: 'nia.new@students.portala.example',
          role: 'requester',
          districtId: w.districtA.id,
        }),
      ],
    ]);
    // Signing in again finds the account: nothing new is sent.
    await signInWithGoogle();
    expect(await deliveries()).toHaveLength(1);

    issuer.account = { ...issuer.account, sub: 'google-staff-1', email: 'sam@staff-a.portal.example' };
    const staff = await call(t.app, 'GET', '/api/auth/user', { cookie: await signInWithGoogle() });
    expect(staff.body).toMatchObject({ role: 'viewer', districtId: null });
    // A waiting account has no district yet: its user.created comes when it is given access.
    expect(await deliveries()).toHaveLength(1);
  });

  it('never takes an unverified address in by its domain', async () => {
    issuer.account = {
      sub: 'google-student-2',
      email: 'eve@students.portala.example',
      email_verified: false,
      given_name: 'Eve',
      family_name: 'X',
    };
    const me = await call(t.app, 'GET', '/api/auth/user', { cookie: await signInWithGoogle() });
    expect(me.body).toMatchObject({ role: 'viewer', districtId: null });
  });
});

describe('My devices', () => {
  it('lists the assets assigned to the caller, and only theirs', async () => {
    const mine = await device('PORTAL-CB-1', w.people.requesterA.id);
    expect(mine).toMatchObject({ assignedUserId: w.people.requesterA.id, assignedTo: 'Test requester' });
    await device('PORTAL-CB-2', w.people.techA.id);
    await device('PORTAL-CB-3', null);
    expect((await myDevices(w.cookies.requesterA)).map((d) => d.assetTag)).toEqual(['PORTAL-CB-1']);
    expect((await myDevices(w.cookies.techA)).map((d) => d.assetTag)).toEqual(['PORTAL-CB-2']);
    expect(await myDevices(w.cookies.adminB)).toEqual([]);
    const [d] = await myDevices(w.cookies.requesterA);
    expect(d).toMatchObject({ category: 'Chromebook', status: 'active', openTickets: 0 });
  });

  it('follows the asset form: reassigned, taken back, checked in', async () => {
    const a = await device('PORTAL-CB-4', w.people.viewerA.id);
    const edit = (assignedUserId: string | null) =>
      call(t.app, 'PUT', `/api/assets/${a.id}?districtId=${w.districtA.id}`, {
        cookie: w.cookies.adminA,
        body: { assetTag: 'PORTAL-CB-4', name: 'Chromebook 11', category: 'chromebook', assignedUserId },
      });
    expect((await edit(w.people.requesterA.id)).body).toMatchObject({
      assignedUserId: w.people.requesterA.id,
    });
    expect((await myDevices(w.cookies.requesterA)).map((d) => d.assetTag)).toContain('PORTAL-CB-4');
    expect((await edit(null)).body).toMatchObject({ assignedUserId: null, assignedTo: null });
    expect((await myDevices(w.cookies.requesterA)).map((d) => d.assetTag)).not.toContain('PORTAL-CB-4');
    const history = await call(t.app, 'GET', `/api/assets/${a.id}/history?districtId=${w.districtA.id}`, {
      cookie: w.cookies.adminA,
    });
    expect((history.body as { action: string }[]).map((h) => h.action)).toEqual([
      'checked_in',
      'checked_out',
      'checked_in',
      'created',
    ]);
    // Someone of another district, or no one at all, is refused on the field.
    const other = await edit(w.people.adminB.id);
    expect(other.status).toBe(400);
    expect(other.body.issues[0]).toMatchObject({ path: 'assignedUserId' });
  });
});

describe('My tickets and the portal form', () => {
  it('opens a ticket for the caller (source portal), about one of their devices only', async () => {
    const [mine] = await myDevices(w.cookies.requesterA);
    const res = await call<MyTicket>(t.app, 'POST', '/api/my/tickets', {
      cookie: w.cookies.requesterA,
      body: { title: 'Keyboard sticks', description: 'The E key', assetId: mine!.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Keyboard sticks',
      status: 'open',
      priority: 'medium',
      source: 'portal',
      relation: 'requester',
      assetName: 'PORTAL-CB-1 · Chromebook 11',
      lastActivity: { kind: 'created' },
    });
    const [row] = await t.db.select().from(tickets).where(eq(tickets.id, res.body.id));
    expect(row).toMatchObject({
      requesterId: w.people.requesterA.id,
      createdById: w.people.requesterA.id,
      assetId: mine!.id,
    });
    expect((await myDevices(w.cookies.requesterA))[0]!.openTickets).toBe(1);

    const [techDevice] = await myDevices(w.cookies.techA);
    const notMine = await call(t.app, 'POST', '/api/my/tickets', {
      cookie: w.cookies.requesterA,
      body: { title: 'X', description: 'Y', assetId: techDevice!.id },
    });
    expect(notMine.status).toBe(404);
    expect(notMine.body.message).toBe(PORTAL_MESSAGES.deviceNotYours);
    const empty = await call(t.app, 'POST', '/api/my/tickets', {
      cookie: w.cookies.requesterA,
      body: { title: ' ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(PORTAL_MESSAGES.titleRequired);
  });

  it("lists the caller's requested and watched tickets, newest first, never anyone else's", async () => {
    const others = await staffTicket({ title: 'Staff only' });
    const forRequester = await staffTicket({ title: 'For the requester' });
    await t.db
      .update(tickets)
      .set({ requesterId: w.people.requesterA.id })
      .where(eq(tickets.id, forRequester.id));
    const watched = await staffTicket({ title: 'Watched by the requester' });
    await t.db
      .insert(ticketWatchers)
      .values({ districtId: w.districtA.id, ticketId: watched.id, userId: w.people.requesterA.id });

    const list = await myTickets(w.cookies.requesterA);
    expect(list.map((x) => x.title)).toEqual([
      'Watched by the requester',
      'For the requester',
      'Keyboard sticks',
    ]);
    expect(list.map((x) => x.relation)).toEqual(['watcher', 'requester', 'requester']);
    expect(list.map((x) => x.id)).not.toContain(others.id);
    // Staff read theirs the same way: the admin opened "Staff only" (no requester), not the others' tickets.
    const admins = (await myTickets(w.cookies.adminA)).map((x) => x.title);
    expect(admins).toContain('Staff only');
    expect(admins).not.toContain('For the requester');
    expect(await myTickets(w.cookies.adminB)).toEqual([]);
  });

  it('shows the newest public entry, never an internal note, and filters by state', async () => {
    const [ticket] = await myTickets(w.cookies.requesterA);
    const at = (ms: number) => new Date(Date.now() + ms);
    await t.db.insert(ticketActivity).values([
      {
        districtId: w.districtA.id,
        ticketId: ticket!.id,
        actorId: w.people.techA.id,
        kind: 'comment',
        body: 'I will come by at 2',
        visibility: 'public',
        createdAt: at(0),
      },
      {
        districtId: w.districtA.id,
        ticketId: ticket!.id,
        actorId: w.people.techA.id,
        kind: 'comment',
        body: 'Secret note',
        visibility: 'internal',
        createdAt: at(1),
      },
    ]);
    const [again] = await myTickets(w.cookies.requesterA);
    expect(again!.lastActivity).toMatchObject({
      kind: 'comment',
      actorName: 'Test technician',
      text: 'I will come by at 2',
    });

    await call(t.app, 'PATCH', `/api/tickets/${ticket!.id}`, {
      cookie: w.cookies.adminA,
      body: { status: 'resolved' },
    });
    const done = await myTickets(w.cookies.requesterA, '?state=done');
    expect(done.map((x) => x.id)).toEqual([ticket!.id]);
    expect(done[0]!.lastActivity).toMatchObject({ kind: 'status', text: 'resolved' });
    expect((await myTickets(w.cookies.requesterA, '?state=active')).map((x) => x.id)).not.toContain(
      ticket!.id,
    );
    const bad = await call(t.app, 'GET', '/api/my/tickets?state=soon', { cookie: w.cookies.requesterA });
    expect(bad.status).toBe(400);
  });
});

describe("a requester's Sparky", () => {
  it('answers how-to questions, never from the district’s records', async () => {
    const data = await chat(w.cookies.requesterA, 'how many devices are in for repair right now');
    expect(data.status).toBe(200);
    expect(data.body.message).toBe(SPARKY_MESSAGES.requesterNoData);
    const staff = await chat(w.cookies.viewerA, 'how many devices are in for repair right now');
    expect(staff.body.model).toBe(DISTRICT_DATA_MODEL);
    expect(staff.body.message).not.toBe(SPARKY_MESSAGES.requesterNoData);
    const howTo = await chat(w.cookies.requesterA, 'How do I reset my password?');
    expect(howTo.body.model).not.toBe(DISTRICT_DATA_MODEL);
    expect(howTo.body.message).not.toBe(SPARKY_MESSAGES.requesterNoData);
  });

  it('keeps conversations to their asker', async () => {
    const asked = await chat(w.cookies.requesterA, 'The Wi-Fi keeps dropping in my classroom');
    const list = await call(t.app, 'GET', '/api/ai/conversations', { cookie: w.cookies.requesterA });
    expect((list.body as { sessionId: string }[]).map((c) => c.sessionId)).toContain(asked.body.sessionId);
    const other = await call(t.app, 'GET', `/api/ai/conversations/${asked.body.sessionId}`, {
      cookie: w.cookies.viewerA,
    });
    expect(other.status).toBe(404);
    const follow = await chat(w.cookies.viewerA, 'and now?', asked.body.sessionId);
    expect(follow.status).toBe(404);
  });

  it('records "That solved it" once per conversation, own conversations only', async () => {
    const asked = await chat(w.cookies.requesterA, 'How do I connect to the printer?');
    const solve = (cookie: string | undefined, body: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/ai/deflections', { cookie, body });
    const first = await solve(w.cookies.requesterA, { sessionId: asked.body.sessionId });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ sessionId: asked.body.sessionId, messageId: asked.body.messageId });
    const again = await solve(w.cookies.requesterA, {
      sessionId: asked.body.sessionId,
      messageId: asked.body.messageId,
    });
    expect(again.body.id).toBe(first.body.id);
    const rows = await t.db
      .select()
      .from(sparkyDeflections)
      .where(eq(sparkyDeflections.conversationId, asked.body.sessionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: w.people.requesterA.id, districtId: w.districtA.id });
    const conversation = await call(t.app, 'GET', `/api/ai/conversations/${asked.body.sessionId}`, {
      cookie: w.cookies.requesterA,
    });
    expect(conversation.body.solvedAt).toBe(first.body.createdAt);

    expect((await solve(w.cookies.viewerA, { sessionId: asked.body.sessionId })).status).toBe(404);
    expect((await solve(w.cookies.adminB, { sessionId: asked.body.sessionId })).status).toBe(404);
    const wrongMessage = await solve(w.cookies.requesterA, {
      sessionId: asked.body.sessionId,
      messageId: w.people.adminA.id,
    });
    expect(wrongMessage.status).toBe(404);
    expect((await solve(w.cookies.requesterA, { sessionId: 'nope' })).status).toBe(400);
  });

  it('"I still need help" opens a ticket from Sparky (priority high after an escalation), then refuses "That solved it"', async () => {
    const asked = await chat(
      w.cookies.requesterA,
      'I clicked a link in a phishing email and entered my password',
    );
    expect(asked.body.actionRequired).toBe('escalate');
    // Said solved first, then not after all.
    await call(t.app, 'POST', '/api/ai/deflections', {
      cookie: w.cookies.requesterA,
      body: { sessionId: asked.body.sessionId },
    });
    const res = await call<MyTicket>(t.app, 'POST', '/api/my/tickets', {
      cookie: w.cookies.requesterA,
      body: {
        title: 'Phishing link',
        description: 'Conversation…',
        category: 'hardware',
        sessionId: asked.body.sessionId,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      source: 'sparky',
      priority: 'high',
      category: 'hardware',
      relation: 'requester',
    });
    const conversation = await call(t.app, 'GET', `/api/ai/conversations/${asked.body.sessionId}`, {
      cookie: w.cookies.requesterA,
    });
    expect(conversation.body.solvedAt).toBeNull();
    const reply = (conversation.body.messages as { id: string; linkedTicket: unknown }[]).find(
      (m) => m.id === asked.body.messageId,
    );
    expect(reply!.linkedTicket).toEqual({ id: res.body.id, ticketNumber: res.body.ticketNumber });
    const solved = await call(t.app, 'POST', '/api/ai/deflections', {
      cookie: w.cookies.requesterA,
      body: { sessionId: asked.body.sessionId },
    });
    expect(solved.status).toBe(409);
    expect(solved.body.message).toBe(SPARKY_MESSAGES.alreadyTicketed);

    const plain = await chat(w.cookies.requesterA, 'How do I change my wallpaper?');
    const medium = await call<MyTicket>(t.app, 'POST', '/api/my/tickets', {
      cookie: w.cookies.requesterA,
      body: { title: 'Wallpaper', description: 'Still stuck', sessionId: plain.body.sessionId },
    });
    expect(medium.body).toMatchObject({ source: 'sparky', priority: 'medium' });

    // Another person's conversation is not found.
    const theirs = await chat(w.cookies.viewerA, 'How do I print?');
    const stolen = await call(t.app, 'POST', '/api/my/tickets', {
      cookie: w.cookies.requesterA,
      body: { title: 'X', description: 'Y', sessionId: theirs.body.sessionId },
    });
    expect(stolen.status).toBe(404);
  });

  it('links only their own tickets to their replies', async () => {
    const asked = await chat(w.cookies.requesterA, 'My laptop screen is cracked');
    const others = await staffTicket({ title: 'Not theirs' });
    const link = await call(t.app, 'PUT', `/api/ai/messages/${asked.body.messageId}/ticket`, {
      cookie: w.cookies.requesterA,
      body: { ticketId: others.id, ticketNumber: others.ticketNumber },
    });
    expect(link.status).toBe(404);
  });
});

describe('Analytics', () => {
  it('counts "That solved it" and the tickets opened after Sparky on the performance tab', async () => {
    // The range is read in the district's time zone: from yesterday to tomorrow (UTC) holds its
    // today whatever the hour.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const res = await call<PerformanceAnswer>(
      t.app,
      'GET',
      `/api/analytics/performance?districtId=${w.districtA.id}&from=${day(-1)}&to=${day(1)}`,
      { cookie: w.cookies.adminA },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [deflected] = (
      await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from sparky_deflections where district_id = ${w.districtA.id}`,
      )
    ).rows;
    const [afterSparky] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(and(eq(tickets.districtId, w.districtA.id), eq(tickets.source, 'sparky')));
    expect(deflected!.n).toBeGreaterThanOrEqual(1);
    expect(res.body.figures).toMatchObject({ deflections: deflected!.n, ticketsAfterSparky: afterSparky!.n });
    expect(afterSparky!.n).toBe(2);
  });
});
