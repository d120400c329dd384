import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIORITIES } from '../../domain/priorities.ts';
import type { SlaPolicy } from '../../domain/sla.ts';
import type { AtRiskList } from '../../domain/sla-clock.ts';
import type { Ticket, TicketActivity, TicketDetails } from '../../domain/tickets.ts';
import { notifications, tickets } from '../../server/db/schema/index.ts';
import { seedDemoSlaClocks } from '../../server/seed/demo-sla-clocks.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// The SLA clock (issue 30, docs/product.md#sla-clock): started with each ticket, paused while it
// waits on its requester, judged at the first response and at resolution, resumed on reopening;
// its at-risk and breach notices come from one job per ticket at its moment.

let t: TestApp;
let w: World;

/** Minutes of each priority's targets; every clock runs 24×7 so the tests do not depend on the weekday. */
const TARGETS: Record<string, [number, number]> = {
  low: [240, 2400],
  medium: [120, 960],
  high: [5, 480],
  critical: [5, 60],
};
const policy: SlaPolicy[] = PRIORITIES.map((priority) => ({
  priority,
  firstResponseMinutes: TARGETS[priority]![0],
  resolutionMinutes: TARGETS[priority]![1],
  allHours: true,
}));

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  const put = await call(t.app, 'PUT', `/api/sla-policies?districtId=${w.districtA.id}`, {
    cookie: w.cookies.adminA,
    body: policy,
  });
  expect(put.status).toBe(200);
});
afterAll(() => t.close());

const MIN = 60_000;
const open = async (body: Record<string, unknown> = {}) => {
  const res = await call<Ticket>(t.app, 'POST', '/api/tickets', {
    cookie: w.cookies.adminA,
    body: { districtId: w.districtA.id, title: 'Projector in room 12', description: 'No signal', ...body },
  });
  expect(res.status).toBe(201);
  return res.body;
};
const patch = async (id: string, body: Record<string, unknown>, cookie = w.cookies.techA) => {
  const res = await call<Ticket>(t.app, 'PATCH', `/api/tickets/${id}`, { cookie, body });
  expect(res.status).toBe(200);
  return res.body;
};
const details = async (id: string) =>
  (await call<TicketDetails>(t.app, 'GET', `/api/tickets/${id}/details`, { cookie: w.cookies.adminA })).body;
const slaLines = async (id: string) =>
  (await details(id)).activity
    .filter((a: TicketActivity) => a.kind === 'sla')
    .map((a) => `${a.fromValue}:${a.toValue}`);
const clockRow = async (id: string) => (await t.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;
const tickJobs = async (id: string) =>
  (
    await t.db.execute<{ start_after: Date; state: string }>(
      sql`select start_after, state from pgboss.job where name = 'sla.tick' and data->>'ticketId' = ${id} order by start_after`,
    )
  ).rows;
async function until<T>(what: () => Promise<T | undefined | null | false>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the clock of a new ticket', () => {
  it('starts with the ticket: due times by the district’s targets, a started line and one job at the next moment', async () => {
    const ticket = await open({ priority: 'medium' });
    const created = Date.parse(ticket.createdAt);
    expect(ticket.sla).toMatchObject({ state: 'running', firstRespondedAt: null, pausedAt: null });
    expect(Date.parse(ticket.sla!.firstResponseDueAt) - created).toBe(120 * MIN);
    expect(Date.parse(ticket.sla!.resolutionDueAt) - created).toBe(960 * MIN);
    expect(await slaLines(ticket.id)).toEqual(['resolution:started']);
    const row = await clockRow(ticket.id);
    // At risk when 25 % of the first response's 2 h is left: after 90 min.
    expect(row.slaNextAt!.getTime() - created).toBe(90 * MIN);
    const jobs = await tickJobs(ticket.id);
    expect(jobs.map((j) => new Date(j.start_after).getTime())).toEqual([row.slaNextAt!.getTime()]);
  });

  it('starts a whole batch in one go (tickets opened together each get their clock)', async () => {
    const made = await Promise.all(['low', 'high', 'critical'].map((priority) => open({ priority })));
    for (const ticket of made) {
      const [first, resolution] = TARGETS[ticket.priority]!;
      expect(Date.parse(ticket.sla!.firstResponseDueAt) - Date.parse(ticket.createdAt)).toBe(first * MIN);
      expect(Date.parse(ticket.sla!.resolutionDueAt) - Date.parse(ticket.createdAt)).toBe(resolution * MIN);
    }
  });
});

describe('the clock through a ticket’s life', () => {
  it('pauses while waiting on the requester and resumes with the due times moved back', async () => {
    const ticket = await open({ priority: 'medium' });
    const paused = await patch(ticket.id, { waiting: true });
    expect(paused.waiting).toBe(true);
    expect(paused.sla).toMatchObject({ state: 'paused' });
    expect(paused.sla!.pausedAt).not.toBeNull();
    expect((await clockRow(ticket.id)).slaNextAt).toBeNull();
    // Two hours pass while it waits.
    await t.db
      .update(tickets)
      .set({ slaPausedAt: new Date(Date.parse(paused.sla!.pausedAt!) - 120 * MIN) })
      .where(eq(tickets.id, ticket.id));
    const resumed = await patch(ticket.id, { waiting: false });
    expect(resumed.sla).toMatchObject({ state: 'running', pausedAt: null });
    const moved = Date.parse(resumed.sla!.resolutionDueAt) - Date.parse(ticket.sla!.resolutionDueAt);
    expect(moved).toBeGreaterThanOrEqual(120 * MIN);
    expect(moved).toBeLessThan(121 * MIN);
    expect((await clockRow(ticket.id)).slaPausedMinutes).toBe(120);
    expect(await slaLines(ticket.id)).toEqual([
      'resolution:started',
      'resolution:paused',
      'resolution:resumed',
    ]);
  });

  it('resumes when the requester replies (the reply clears waiting)', async () => {
    const ticket = await open({ priority: 'low', requesterId: w.people.requesterA.id });
    await patch(ticket.id, { waiting: true });
    const reply = await call(t.app, 'POST', `/api/tickets/${ticket.id}/comments`, {
      cookie: w.cookies.requesterA,
      body: { body: 'It works again after a restart', visibility: 'public' },
    });
    expect(reply.status).toBe(201);
    const after = (await details(ticket.id)).ticket;
    expect(after.waiting).toBe(false);
    expect(after.sla?.state).toBe('running');
    // A requester's reply is not the first response.
    expect(after.sla?.firstRespondedAt).toBeNull();
  });

  it('takes the first public reply of staff as the first response (an internal note is not one)', async () => {
    const ticket = await open({ priority: 'medium' });
    await call(t.app, 'POST', `/api/tickets/${ticket.id}/comments`, {
      cookie: w.cookies.techA,
      body: { body: 'Checking the cable', visibility: 'internal' },
    });
    expect((await details(ticket.id)).ticket.sla?.firstRespondedAt).toBeNull();
    await call(t.app, 'POST', `/api/tickets/${ticket.id}/comments`, {
      cookie: w.cookies.techA,
      body: { body: 'On my way', visibility: 'public' },
    });
    const after = (await details(ticket.id)).ticket;
    expect(after.sla?.firstRespondedAt).not.toBeNull();
    expect(await slaLines(ticket.id)).toEqual(['resolution:started', 'first_response:met']);
    // Only the resolution is ahead: at risk after 75 % of its 16 h.
    expect((await clockRow(ticket.id)).slaNextAt!.getTime() - Date.parse(ticket.createdAt)).toBe(720 * MIN);
  });

  it('computes the due times again from the start when the priority changes', async () => {
    const ticket = await open({ priority: 'low' });
    const raised = await patch(ticket.id, { priority: 'critical' });
    expect(Date.parse(raised.sla!.resolutionDueAt) - Date.parse(ticket.createdAt)).toBe(60 * MIN);
    expect(Date.parse(raised.sla!.firstResponseDueAt) - Date.parse(ticket.createdAt)).toBe(5 * MIN);
    const jobs = await tickJobs(ticket.id);
    expect(jobs).toHaveLength(2); // the first one's moment has passed to the new one
  });

  it('stops at resolution (met), and a reopening resumes with the time resolved counted as paused', async () => {
    const ticket = await open({ priority: 'medium' });
    const resolved = await patch(ticket.id, { status: 'resolved' });
    expect(resolved.sla?.state).toBe('met');
    expect((await clockRow(ticket.id)).slaNextAt).toBeNull();
    const reopened = await patch(ticket.id, { status: 'open' });
    expect(reopened.sla?.state).toBe('running');
    expect(await slaLines(ticket.id)).toEqual(['resolution:started', 'resolution:met', 'resolution:resumed']);
    // Closed afterwards: judged once more.
    const closed = await patch(ticket.id, { status: 'closed' });
    expect(closed.sla?.state).toBe('met');
  });

  it('is breached at resolution past the due time', async () => {
    const ticket = await open({ priority: 'critical' });
    const back = sql`interval '2 hours'`;
    await t.db
      .update(tickets)
      .set({
        slaStartedAt: sql`sla_started_at - ${back}`,
        slaFirstResponseDueAt: sql`sla_first_response_due_at - ${back}`,
        slaResolutionDueAt: sql`sla_resolution_due_at - ${back}`,
      })
      .where(eq(tickets.id, ticket.id));
    const resolved = await patch(ticket.id, { status: 'resolved' });
    expect(resolved.sla?.state).toBe('breached');
  });
});

describe('at risk at its moment (jobs of the running app)', () => {
  it('fires the at-risk notice at its moment to the assignee and the district’s administrators, and lists the ticket at risk', async () => {
    const ticket = await open({ priority: 'medium', assigneeId: w.people.techA.id });
    // As if opened 3 min 40 s ago; raising it to high (5 min to a first response) puts its at-risk
    // moment (3 min 45 s after the start) about 5 s ahead: the hook schedules the job for it.
    const back = sql`interval '220 seconds'`;
    await t.db
      .update(tickets)
      .set({ slaStartedAt: sql`sla_started_at - ${back}` })
      .where(eq(tickets.id, ticket.id));
    const raised = await patch(ticket.id, { priority: 'high' }, w.cookies.adminA);
    expect(raised.sla?.state).toBe('running');
    const moment = (await clockRow(ticket.id)).slaNextAt!;
    expect(moment.getTime()).toBe(Date.parse(raised.sla!.firstResponseDueAt) - 75_000);
    const mine = (userId: string) =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'sla_at_risk')));
    const told = await until(async () => {
      const rows = await mine(w.people.techA.id);
      return rows.find((n) => n.link === `/tickets?ticket=${ticket.id}`);
    });
    expect(told.createdAt.getTime()).toBeGreaterThanOrEqual(moment.getTime());
    expect(told.title).toContain('is at risk');
    expect((await mine(w.people.adminA.id)).some((n) => n.link === told.link)).toBe(true);
    // Nobody of another district hears of it.
    expect(await mine(w.people.adminB.id)).toEqual([]);
    expect(await slaLines(ticket.id)).toContain('first_response:at_risk');
    expect((await details(ticket.id)).ticket.sla?.state).toBe('at_risk');

    // The "At risk now" queue: the district's, and Five Star's across districts.
    const list = await call<AtRiskList>(t.app, 'GET', '/api/sla/at-risk', { cookie: w.cookies.techA });
    expect(list.status).toBe(200);
    const row = list.body.tickets.find((r) => r.ticketId === ticket.id)!;
    expect(row).toMatchObject({ target: 'first_response', state: 'at_risk', assigneeId: w.people.techA.id });
    expect(row.remainingMinutes).toBeGreaterThanOrEqual(0);
    expect(row.remainingMinutes).toBeLessThanOrEqual(2);
    const all = await call<AtRiskList>(t.app, 'GET', '/api/sla/at-risk', { cookie: w.cookies.provider });
    expect(all.body.tickets.some((r) => r.ticketId === ticket.id)).toBe(true);
    const other = await call<AtRiskList>(t.app, 'GET', '/api/sla/at-risk', { cookie: w.cookies.adminB });
    expect(other.body.tickets.some((r) => r.ticketId === ticket.id)).toBe(false);
  }, 40_000);

  it('a job whose moment is no longer the ticket’s next does nothing', async () => {
    const ticket = await open({ priority: 'medium' });
    const id = await t.background.queue.send('sla.tick', {
      ticketId: ticket.id,
      at: new Date(Date.now() - MIN).toISOString(),
    });
    await until(async () => (await t.background.queue.stateOf(id!))?.state === 'completed');
    expect(await slaLines(ticket.id)).toEqual(['resolution:started']);
    expect((await clockRow(ticket.id)).slaState).toBe('running');
  });
});

describe('demo clocks', () => {
  it('gives the demo tickets clocks as if they had run since they were opened', async () => {
    const fresh = await open({ priority: 'critical' });
    const old = await open({ priority: 'critical' });
    const resolved = await open({ priority: 'low' });
    await patch(resolved.id, { status: 'resolved' });
    const ids = [fresh.id, old.id, resolved.id];
    await t.db.update(tickets).set({ slaState: null }).where(inArray(tickets.id, ids));
    await t.db
      .update(tickets)
      .set({ createdAt: sql`created_at - interval '50 minutes'` })
      .where(eq(tickets.id, old.id));
    await seedDemoSlaClocks(t.db, [w.districtA.code]);
    const states = await Promise.all(ids.map(async (id) => (await clockRow(id)).slaState));
    // Critical: 5 min to a first response (24×7 here): the one opened 50 min ago is past it.
    expect(states).toEqual(['running', 'breached', 'met']);
  });
});
