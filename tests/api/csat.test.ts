import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSAT_MESSAGES, type CsatResults, type CsatSurvey } from '../../domain/csat.ts';
import type { Ticket, TicketDetails } from '../../domain/tickets.ts';
import { csatResponses, emailChannels, mailMessages } from '../../server/db/schema/index.ts';
import { createCsatSigner } from '../../server/features/csat/csat-token.ts';
import { makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { startMailServer, type TestMailServer } from '../support/smtp.ts';
import { call, createTestApp, TEST_MASTER_KEY, TEST_PUBLIC_URL, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
let smtp: TestMailServer;
let other: { id: string; cookie: string };
const CHANNEL = 'help@csat-test.example.org';
const signer = createCsatSigner(TEST_MASTER_KEY);

beforeAll(async () => {
  smtp = await startMailServer();
  // Surveys are mailed 2 s after the resolution here (a minute by default): long enough for a
  // test to answer first, as a requester on the page would.
  t = await createTestApp({ SMTP_URL: smtp.url, CSAT_INVITE_DELAY_SECONDS: '2' });
  w = await makeWorld(t.app, t.db, { tierA: 'altitude' });
  const o = await makeUser(t.db, { role: 'requester', districtId: w.districtA.id, firstName: 'Olive' });
  other = { id: o.id, cookie: await signIn(t.app, o.email) };
  await t.db.insert(emailChannels).values({
    districtId: w.districtA.id,
    address: CHANNEL,
    host: 'imap.example.org',
    port: 993,
    username: 'help',
    passwordSealed: 'sealed',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Answer<T> = T & { message: string; issues?: { path: string; message: string }[] };

async function ticketFor(requesterId: string | null, title = 'Projector has no signal'): Promise<Ticket> {
  const res = await call<Ticket>(t.app, 'POST', '/api/tickets', {
    cookie: w.cookies.adminA,
    body: {
      title,
      description: 'Room 12, HDMI.',
      ...(requesterId ? { requesterId } : {}),
      assigneeId: w.people.techA.id,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const setStatus = async (id: string, status: string) => {
  const res = await call(t.app, 'PATCH', `/api/tickets/${id}`, { cookie: w.cookies.techA, body: { status } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const surveyRows = (ticketId: string) =>
  t.db.select().from(csatResponses).where(eq(csatResponses.ticketId, ticketId));
const surveyMails = (ticketId: string) =>
  t.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.ticketId, ticketId), eq(mailMessages.kind, 'ticket_satisfaction')))
    .orderBy(mailMessages.createdAt);
/** Waits until the ticket's survey mails number `n` (the invitation is a job). */
const mailed = (ticketId: string, n: number) =>
  expect.poll(async () => (await surveyMails(ticketId)).length, { timeout: 20_000 }).toBe(n);
/** The token of the survey mail's links (the last one written for the ticket). */
async function tokenOf(ticketId: string): Promise<string> {
  // Also called from beforeAll, where expect.poll is not allowed.
  let mails = await surveyMails(ticketId);
  for (let tries = 0; mails.length === 0 && tries < 200; tries++) {
    await new Promise((r) => setTimeout(r, 100));
    mails = await surveyMails(ticketId);
  }
  const found = /\/csat\/([^?\s]+)\?rating=5/.exec(mails.at(-1)!.textBody);
  return decodeURIComponent(found![1]!);
}
const get = (token: string) =>
  call<Answer<CsatSurvey>>(t.app, 'GET', `/api/csat/${encodeURIComponent(token)}`);
const post = (token: string, body: unknown) =>
  call<Answer<CsatSurvey>>(t.app, 'POST', `/api/csat/${encodeURIComponent(token)}`, { body });
const activity = async (ticketId: string) => {
  const d = await call<TicketDetails>(t.app, 'GET', `/api/tickets/${ticketId}/details`, {
    cookie: w.cookies.adminA,
  });
  return d.body.activity.filter((a) => a.kind === 'satisfaction');
};

describe('the survey on resolution', () => {
  it('opens a survey and mails the requester five one-click ratings, threaded on the ticket', async () => {
    const ticket = await ticketFor(w.people.requesterA.id);
    // Before the resolution: no survey.
    expect(await surveyRows(ticket.id)).toEqual([]);
    await setStatus(ticket.id, 'in_progress');
    expect(await surveyRows(ticket.id)).toEqual([]);
    await setStatus(ticket.id, 'resolved');
    const [row] = await surveyRows(ticket.id);
    expect(row).toMatchObject({
      rating: null,
      requesterId: w.people.requesterA.id,
      technicianId: w.people.techA.id,
    });
    expect(row!.closesAt.getTime() - row!.openedAt.getTime()).toBe(7 * 86_400_000);

    const token = await tokenOf(ticket.id);
    expect(token.startsWith(`${row!.id}.`)).toBe(true);
    const survey = () =>
      smtp.received.filter(
        (m) => m.subject?.includes('How did we do?') && m.subject.includes(ticket.ticketNumber),
      );
    await expect.poll(() => survey().length, { timeout: 20_000 }).toBe(1);
    const got = survey()[0]!;
    expect(got.to && !Array.isArray(got.to) && got.to.value[0]?.address).toBe(w.people.requesterA.email);
    expect(got.subject).toBe(`[${ticket.ticketNumber}] How did we do? Projector has no signal`);
    expect(got.text).toContain('Hello Test,');
    expect(got.text).toContain('was resolved by Test technician');
    for (const r of [1, 2, 3, 4, 5])
      expect(got.text).toContain(`${TEST_PUBLIC_URL}/csat/${encodeURIComponent(token)}?rating=${r}`);
    expect(got.text).toContain('5 – Very happy');
    expect(got.text).toContain('1 – Very unhappy');
    expect(got.text).toContain('change your rating for 7 days');
    expect(got.html).toContain(`/csat/${encodeURIComponent(token)}?rating=1`);
    expect(got.messageId).toMatch(new RegExp(`^<ticket\\.${ticket.id}\\.`));
    expect(got.replyTo?.value[0]?.address).toBe(CHANNEL);
  });

  it('asks nothing of a ticket without a requester, nor again once answered', async () => {
    const none = await ticketFor(null);
    await setStatus(none.id, 'resolved');
    expect(await surveyRows(none.id)).toEqual([]);

    const ticket = await ticketFor(w.people.requesterA.id, 'Badge printer');
    await setStatus(ticket.id, 'resolved');
    await setStatus(ticket.id, 'closed');
    await mailed(ticket.id, 1);
    // Reopened and resolved again while unanswered: it opens again with a new mail.
    await setStatus(ticket.id, 'open');
    await setStatus(ticket.id, 'resolved');
    await mailed(ticket.id, 2);
    expect(await surveyRows(ticket.id)).toHaveLength(1);
    expect((await post(await tokenOf(ticket.id), { rating: 4 })).status).toBe(200);
    await setStatus(ticket.id, 'open');
    await setStatus(ticket.id, 'resolved');
    await mailed(ticket.id, 2);
    expect((await surveyRows(ticket.id))[0]!.rating).toBe(4);
  });
});

describe('the survey link', () => {
  let ticket: Ticket;
  let token: string;
  beforeAll(async () => {
    ticket = await ticketFor(w.people.requesterA.id, 'Smartboard pen');
    await setStatus(ticket.id, 'resolved');
    token = await tokenOf(ticket.id);
  });

  it('shows the survey without sign-in', async () => {
    const res = await get(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ticketNumber: ticket.ticketNumber,
      ticketTitle: 'Smartboard pen',
      districtName: w.districtA.name,
      technicianName: 'Test technician',
      rating: null,
      comment: null,
      answeredAt: null,
      open: true,
    });
  });

  it('refuses an altered, forged or expired link with a clear message', async () => {
    const [id, exp, mac] = token.split('.') as [string, string, string];
    const flip = (s: string) => s.slice(0, -1) + (s.endsWith('A') ? 'B' : 'A');
    const cases = [
      `${id}.${exp}.${flip(mac)}`,
      `${id}.${(Number.parseInt(exp, 36) + 86_400).toString(36)}.${mac}`,
      `${(await ticketFor(null)).id}.${exp}.${mac}`,
      `${id}.${exp}`,
      'not-a-token',
      `${id}.${exp}.${mac}x`,
    ];
    for (const bad of cases) {
      for (const res of [await get(bad), await post(bad, { rating: 5 })]) {
        expect(res.status, bad).toBe(404);
        expect(res.body.message).toBe(CSAT_MESSAGES.linkInvalid);
      }
    }
    const expired = signer.tokenFor(id, new Date(Date.now() - 1000));
    for (const res of [await get(expired), await post(expired, { rating: 5 })]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(CSAT_MESSAGES.linkExpired);
    }
    expect((await surveyRows(ticket.id))[0]!.rating).toBeNull();
  });

  it('says why an answer is refused', async () => {
    const cases: [unknown, string][] = [
      [{}, CSAT_MESSAGES.ratingInvalid],
      [{ rating: 0 }, CSAT_MESSAGES.ratingInvalid],
      [{ rating: 6 }, CSAT_MESSAGES.ratingInvalid],
      [{ rating: 2.5 }, CSAT_MESSAGES.ratingInvalid],
      [{ rating: '5' }, CSAT_MESSAGES.ratingInvalid],
      [{ rating: 5, comment: 'x'.repeat(1001) }, 'Must be at most 1000 characters'],
      [{ rating: 5, comment: 'bad\u0007bell' }, 'Must not contain control characters'],
    ];
    for (const [body, message] of cases) {
      const res = await post(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message.toLowerCase()).toContain(message.toLowerCase().slice(0, 20));
    }
  });

  it('takes one answer per ticket, changeable while open, each a timeline line', async () => {
    const first = await post(token, { rating: 2 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ rating: 2, comment: null, open: true });
    expect(first.body.answeredAt).not.toBeNull();
    const changed = await post(token, { rating: 5, comment: '  Fixed before first period, thank you!  ' });
    expect(changed.body).toMatchObject({ rating: 5, comment: 'Fixed before first period, thank you!' });
    expect(changed.body.answeredAt).toBe(first.body.answeredAt);
    // A rating alone keeps the comment; the same answer again writes nothing.
    expect((await post(token, { rating: 4 })).body.comment).toBe('Fixed before first period, thank you!');
    await post(token, { rating: 4 });
    expect(await surveyRows(ticket.id)).toHaveLength(1);
    const lines = await activity(ticket.id);
    expect(lines.map((l) => [l.fromValue, l.toValue, l.actorName])).toEqual([
      [null, '2', 'Test requester'],
      ['2', '5', 'Test requester'],
      ['5', '4', 'Test requester'],
    ]);
    expect(lines[1]!.body).toBe('Fixed before first period, thank you!');
    // An empty comment removes it.
    expect((await post(token, { rating: 4, comment: '' })).body.comment).toBeNull();
  });

  it('closes 7 days after the resolution: shown, no longer changed', async () => {
    await t.db
      .update(csatResponses)
      .set({ closesAt: sql`now() - interval '1 second'` })
      .where(eq(csatResponses.ticketId, ticket.id));
    const shown = await get(token);
    expect(shown.body).toMatchObject({ rating: 4, open: false });
    const res = await post(token, { rating: 1 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CSAT_MESSAGES.closed);
    expect((await surveyRows(ticket.id))[0]!.rating).toBe(4);
  });

  it('limits how often one link is tried', async () => {
    const fresh = await ticketFor(w.people.requesterA.id, 'Limit');
    await setStatus(fresh.id, 'resolved');
    const link = await tokenOf(fresh.id);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await get(link)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    const last = await get(link);
    expect(last.status).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
  });
});

describe('the rating on /help and for staff', () => {
  it('the requester rates their resolved ticket; others read it or are refused', async () => {
    const ticket = await ticketFor(w.people.requesterA.id, 'Laptop fan loud');
    const url = `/api/csat/tickets/${ticket.id}`;
    const before = await call(t.app, 'GET', url, { cookie: w.cookies.requesterA });
    expect(before.body).toEqual({ survey: null });
    const early = await call(t.app, 'PUT', url, { cookie: w.cookies.requesterA, body: { rating: 5 } });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(CSAT_MESSAGES.noSurvey);

    await setStatus(ticket.id, 'resolved');
    const rated = await call<CsatSurvey>(t.app, 'PUT', url, {
      cookie: w.cookies.requesterA,
      body: { rating: 3, comment: 'Took two visits.' },
    });
    expect(rated.status).toBe(200);
    expect(rated.body).toMatchObject({ rating: 3, comment: 'Took two visits.', open: true });
    // The same survey as the link's; answered before its mail went, it is not mailed at all.
    const [row] = await surveyRows(ticket.id);
    const link = signer.tokenFor(row!.id, new Date(Date.now() + 86_400_000));
    expect((await get(link)).body.rating).toBe(3);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await surveyMails(ticket.id)).toEqual([]);

    const staff = await call<{ survey: CsatSurvey }>(t.app, 'GET', url, { cookie: w.cookies.techA });
    expect(staff.body.survey).toMatchObject({ rating: 3, comment: 'Took two visits.' });
    const byTech = await call(t.app, 'PUT', url, { cookie: w.cookies.techA, body: { rating: 5 } });
    expect(byTech.status).toBe(403);
    expect(byTech.body.message).toBe(CSAT_MESSAGES.onlyRequester);
    // Another requester of the district: not their ticket.
    expect((await call(t.app, 'GET', url, { cookie: other.cookie })).status).toBe(404);
    expect((await call(t.app, 'PUT', url, { cookie: other.cookie, body: { rating: 1 } })).status).toBe(404);
    expect((await call(t.app, 'GET', url, { cookie: w.cookies.adminB })).status).toBe(404);
    const invalid = await call(t.app, 'PUT', url, { cookie: w.cookies.requesterA, body: { rating: 9 } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(CSAT_MESSAGES.ratingInvalid);
  });
});

describe('results', () => {
  it('per technician, district and tier, for the district and Five Star', async () => {
    const res = await call<CsatResults>(t.app, 'GET', '/api/analytics/satisfaction', {
      cookie: w.cookies.adminA,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Answered: Badge printer 4, Smartboard pen 4, Laptop fan loud 3.
    expect(res.body.overall).toEqual({ responses: 3, average: 3.7, satisfiedPercent: 67 });
    expect(res.body.byTechnician).toEqual([
      { id: w.people.techA.id, name: 'Test technician', responses: 3, average: 3.7, satisfiedPercent: 67 },
    ]);
    expect(res.body.byDistrict).toEqual([
      { id: w.districtA.id, name: w.districtA.name, responses: 3, average: 3.7, satisfiedPercent: 67 },
    ]);
    expect(res.body.byTier).toEqual([{ tier: 'altitude', responses: 3, average: 3.7, satisfiedPercent: 67 }]);
    expect(res.body.comments.map((c) => c.comment)).toEqual(['Took two visits.']);
    expect(res.body.surveys).toBeGreaterThanOrEqual(5);

    const tier = await call<CsatResults>(t.app, 'GET', '/api/analytics/satisfaction?tier=apex', {
      cookie: w.cookies.provider,
    });
    expect(tier.body.overall.responses).toBe(0);
    const all = await call<CsatResults>(t.app, 'GET', '/api/analytics/satisfaction', {
      cookie: w.cookies.provider,
    });
    expect(all.body.byTier.map((x) => x.tier)).toEqual(['altitude']);
  });

  it('in the Executive Summary PDF', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reports/executive-summary?districtId=${w.districtA.id}`,
      headers: { cookie: w.cookies.adminA! },
    });
    expect(res.statusCode).toBe(200);
    mkdirSync('/tmp/csat-shots', { recursive: true });
    writeFileSync('/tmp/csat-shots/executive-summary.pdf', res.rawPayload);
    // Poppler's pdftotext reads it (installed on the test machine); the file stays in /tmp/csat-shots to look at.
    const poppler = (tool: string, args: string[]) => execFileSync(tool, args).toString();
    const text = poppler('pdftotext', ['-layout', '/tmp/csat-shots/executive-summary.pdf', '-']);
    expect(text).toContain('Satisfaction');
    expect(text).toContain('3.7 of 5');
    expect(text).toMatch(/Test technician\s+3\s+3\.7\s+67%/);
  });
});
