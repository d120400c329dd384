import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULE_MESSAGES as M, RULE_LIMITS, type Rule, SHIPPED_AUTO_CLOSE_ID } from '../../domain/rules.ts';
import type { TicketActivity } from '../../domain/tickets.ts';
import type { Config } from '../../server/config.ts';
import {
  assets,
  notifications,
  ticketActivity,
  ticketRuleRuns,
  ticketRules,
  tickets,
  users,
} from '../../server/db/schema/index.ts';
import { createRulesEngine } from '../../server/features/rules/rules-engine.ts';
import { makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// Ticket rules (issue 30): kept per district and as templates, every condition and action run by
// the job a ticket change enqueues, once per event, rules' own changes firing no `updated` rules,
// "no reply for N working days", and the simulator, which changes nothing.

let t: TestApp;
let w: World;
let sam: { id: string };
let engine: ReturnType<typeof createRulesEngine>;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  sam = await makeUser(t.db, { role: 'technician', districtId: w.districtA.id, firstName: 'Sam' });
  await t.db.update(users).set({ lastName: 'Ortiz' }).where(eq(users.id, sam.id));
  engine = createRulesEngine({
    config: { integrationsAllowInsecure: false } as Config,
    database: t.database,
    bus: t.bus,
    queue: t.background.queue,
    notifier: t.background.notifier,
    ticketHooks: t.background.ticketHooks,
    logger: { warn() {} } as never,
  });
});
afterAll(() => t.close());

const URL = '/api/rules';
const create = (body: Record<string, unknown>, cookie = w.cookies.adminA) =>
  call(t.app, 'POST', URL, { cookie, body: { districtId: w.districtA.id, ...body } });
const update = (id: string, body: Record<string, unknown>, cookie = w.cookies.adminA) =>
  call(t.app, 'PUT', `${URL}/${id}`, { cookie, body });
const list = (cookie = w.cookies.adminA, query = `?districtId=${w.districtA.id}`) =>
  call(t.app, 'GET', `${URL}${query}`, { cookie });
const simulate = (id: string, body: Record<string, unknown> = {}, cookie = w.cookies.adminA) =>
  call(t.app, 'POST', `${URL}/${id}/simulate`, { cookie, body });

let n = 0;
async function rule(body: Record<string, unknown>): Promise<Rule> {
  n += 1;
  const res = await create({ name: `Rule ${n}`, enabled: true, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
/** Turns rules off so the next test's tickets meet only its own. */
const allOff = () => t.db.update(ticketRules).set({ enabled: false });

async function ticket(body: Record<string, unknown>, cookie = w.cookies.adminA) {
  const res = await call(t.app, 'POST', '/api/tickets', {
    cookie,
    body: { districtId: w.districtA.id, description: 'Something is wrong', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; ticketNumber: string };
}
const details = async (id: string) =>
  (await call(t.app, 'GET', `/api/tickets/${id}/details`, { cookie: w.cookies.adminA })).body as {
    ticket: Record<string, unknown>;
    activity: TicketActivity[];
    watchers: { id: string }[];
  };
const ruleLines = async (id: string) => (await details(id)).activity.filter((a) => a.kind === 'rule');
/** Waits for the rules job to have written its line(s) for the ticket. */
async function ruled(id: string, lines = 1) {
  await expect.poll(async () => (await ruleLines(id)).length, { timeout: 20_000 }).toBe(lines);
  return details(id);
}

describe('keeping rules', () => {
  it('adds, lists in order, moves, changes and deletes a district’s rules', async () => {
    const first = await rule({
      name: 'First',
      trigger: 'created',
      actions: [{ type: 'escalate' }],
      enabled: false,
    });
    const second = await rule({
      name: 'Second',
      trigger: 'updated',
      actions: [{ type: 'escalate' }],
      enabled: false,
    });
    expect(first.enabled).toBe(false);
    expect(first.summary).toBe('When a ticket is created: escalate to Five Star.');
    const moved = await update(second.id, {
      name: 'Second',
      trigger: 'updated',
      actions: [{ type: 'escalate' }],
      position: 1,
    });
    expect(moved.status).toBe(200);
    const names = ((await list()).body.rules as Rule[]).map((r) => r.name);
    expect(names.indexOf('Second')).toBeLessThan(names.indexOf('First'));
    const dup = await create({ name: 'first', trigger: 'created', actions: [{ type: 'escalate' }] });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(M.duplicate);
    expect((await call(t.app, 'DELETE', `${URL}/${first.id}`, { cookie: w.cookies.adminA })).status).toBe(
      200,
    );
    const after = (await list()).body.rules as Rule[];
    expect(after.map((r) => r.name)).not.toContain('First');
    expect(after.map((r) => r.position)).toEqual(after.map((_, i) => i + 1));
  });

  it('lists Five Star’s templates and the shipped auto-close template, off and read-only', async () => {
    const tpl = await create(
      {
        scope: 'provider',
        districtId: undefined,
        name: 'Escalate outages',
        trigger: 'created',
        conditions: { words: ['outage'] },
        actions: [{ type: 'escalate' }],
      },
      w.cookies.provider,
    );
    expect(tpl.status, JSON.stringify(tpl.body)).toBe(201);
    expect(tpl.body.scope).toBe('provider');
    const templates = (await list()).body.templates as Rule[];
    expect(templates.map((r) => r.name)).toEqual([
      'Escalate outages',
      'Resolved tickets close after 3 working days without a reply',
    ]);
    const shipped = templates[1]!;
    expect(shipped).toMatchObject({
      id: SHIPPED_AUTO_CLOSE_ID,
      scope: 'shipped',
      enabled: false,
      canEdit: false,
      trigger: 'no_reply',
      noReplyDays: 3,
    });
    expect(
      (
        await update(
          SHIPPED_AUTO_CLOSE_ID,
          { name: 'x', trigger: 'created', actions: [{ type: 'escalate' }] },
          w.cookies.provider,
        )
      ).body.message,
    ).toBe(M.shippedReadOnly);
    // A district administrator may not change Five Star's template, nor add one.
    expect(
      (await update(tpl.body.id, { name: 'x', trigger: 'created', actions: [{ type: 'escalate' }] })).status,
    ).toBe(403);
    const mine = await create({
      scope: 'provider',
      districtId: undefined,
      name: 'Mine',
      trigger: 'created',
      actions: [{ type: 'escalate' }],
    });
    expect(mine.status).toBe(403);
    expect(mine.body.message).toBe(M.providerOnly);
    // Five Star outside a district: the templates as its rules.
    const provider = await list(w.cookies.provider, '');
    expect((provider.body.rules as Rule[]).map((r) => r.name)).toEqual(['Escalate outages']);
  });

  it('refuses people who are not of the district, and people in templates', async () => {
    const other = await makeUser(t.db, { role: 'technician', districtId: w.districtB.id });
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'assign', userId: other.id }, M.invalidAssignee],
      [{ type: 'assign', userId: w.people.requesterA.id }, M.invalidAssignee],
      [{ type: 'add_watcher', userId: other.id }, M.invalidWatcher],
      [{ type: 'notify', to: 'user', userId: other.id }, M.invalidNotifyUser],
    ];
    for (const [action, message] of cases) {
      const res = await create({ name: 'People', trigger: 'created', actions: [action] });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const tpl = await create(
      {
        scope: 'provider',
        districtId: undefined,
        name: 'With Sam',
        trigger: 'created',
        actions: [{ type: 'assign', userId: sam.id }],
      },
      w.cookies.provider,
    );
    expect(tpl.body.message).toBe(M.templateNoPeople);
    const invalid = await create({ name: 'Bad', trigger: 'no_reply', actions: [{ type: 'close' }] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(M.noReplyDays);
  });

  it('answers 404 for another district’s rule', async () => {
    const mine = await rule({ trigger: 'created', actions: [{ type: 'escalate' }], enabled: false });
    expect(
      (
        await update(
          mine.id,
          { name: 'x', trigger: 'created', actions: [{ type: 'escalate' }] },
          w.cookies.adminB,
        )
      ).status,
    ).toBe(404);
    expect((await simulate(mine.id, {}, w.cookies.adminB)).status).toBe(404);
    expect((await list(w.cookies.adminB)).status).toBe(404);
  });
});

describe('rules at work', () => {
  it('a created rule: conditions on words and category; assigns, sets priority, adds a watcher, notes, notifies', async () => {
    await allOff();
    const r = await rule({
      name: 'Printers to Sam',
      trigger: 'created',
      conditions: { words: ['printer'], categories: ['hardware'] },
      actions: [
        { type: 'assign', userId: sam.id },
        { type: 'set_priority', priority: 'high' },
        { type: 'add_watcher', userId: w.people.adminA.id },
        { type: 'internal_note', body: 'Printers go to Sam first.' },
        { type: 'notify', to: 'user', userId: sam.id },
      ],
    });
    const other = await ticket({ title: 'Printer jam', category: 'software' });
    const hit = await ticket({ title: 'Printer jam in 204', category: 'hardware' });
    const d = await ruled(hit.id);
    expect(d.ticket).toMatchObject({ assigneeId: sam.id, priority: 'high' });
    expect(d.watchers.map((x) => x.id)).toContain(w.people.adminA.id);
    expect(
      d.activity.some(
        (a) => a.kind === 'comment' && a.body === 'Printers go to Sam first.' && a.visibility === 'internal',
      ),
    ).toBe(true);
    const line = d.activity.find((a) => a.kind === 'rule')!;
    expect(line.body).toBe(
      'Printers to Sam: Assign to Sam Ortiz; Set the priority to High; Add Test district_admin as a watcher; Add an internal note: “Printers go to Sam first.”; Notify Sam Ortiz',
    );
    expect(line).toMatchObject({ fromValue: 'Printers to Sam', visibility: 'internal', actorName: 'System' });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, sam.id), eq(notifications.kind, 'ticket_rule')));
    expect(told.map((x) => x.link)).toContain(`/tickets?ticket=${hit.id}`);
    // The other ticket's category did not match: no line.
    expect(await ruleLines(other.id)).toEqual([]);
    expect(r.enabled).toBe(true);
  });

  it('conditions on source, requester role, site and asset category; sets the category and waiting', async () => {
    await allOff();
    const [device] = await t.db
      .insert(assets)
      .values({
        districtId: w.districtA.id,
        assetTag: 'BHS-7',
        name: 'Chromebook',
        category: 'chromebook',
        location: 'Benson High, Room 12',
        assignedUserId: w.people.requesterA.id,
      })
      .returning();
    await rule({
      trigger: 'created',
      conditions: {
        sources: ['portal'],
        requesterRoles: ['requester'],
        sites: ['benson high'],
        assetCategories: ['chromebook'],
      },
      actions: [
        { type: 'set_category', category: 'hardware' },
        { type: 'set_waiting', waiting: true },
      ],
    });
    const staff = await ticket({
      title: 'Chromebook broken',
      assetId: device!.id,
      requesterId: w.people.requesterA.id,
    });
    const own = await ticket({ title: 'My chromebook is broken', assetId: device!.id }, w.cookies.requesterA);
    const d = await ruled(own.id);
    expect(d.ticket).toMatchObject({ category: 'hardware', waiting: true });
    // Opened by staff: the source condition fails.
    expect(await ruleLines(staff.id)).toEqual([]);
    const asRequester = await call(t.app, 'GET', `/api/tickets/${own.id}/details`, {
      cookie: w.cookies.requesterA,
    });
    expect((asRequester.body.activity as TicketActivity[]).some((a) => a.kind === 'rule')).toBe(false);
  });

  it('an updated rule escalates and closes; its own change fires no updated rule; each rule once per event', async () => {
    await allOff();
    const r = await rule({
      name: 'Critical escalates',
      trigger: 'updated',
      conditions: { priorities: ['critical'] },
      actions: [{ type: 'escalate' }, { type: 'set_priority', priority: 'high' }],
    });
    await rule({
      name: 'Close spam',
      trigger: 'updated',
      conditions: { words: ['unsubscribe'] },
      actions: [{ type: 'close' }],
    });
    const tk = await ticket({ title: 'Whole school offline' });
    const patched = await call(t.app, 'PATCH', `/api/tickets/${tk.id}`, {
      cookie: w.cookies.techA,
      body: { priority: 'critical' },
    });
    expect(patched.status).toBe(200);
    const d = await ruled(tk.id);
    expect(d.ticket.priority).toBe('high');
    expect(d.activity.find((a) => a.kind === 'rule')!.body).toBe(
      'Critical escalates: Escalate to Five Star; Set the priority to High',
    );
    const escalated = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.people.provider.id), eq(notifications.kind, 'ticket_rule')));
    expect(escalated.some((x) => x.title.includes(tk.ticketNumber))).toBe(true);
    // The rule's own change (priority → high) enqueued no rules job: only the technician's did.
    const jobs = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'rules.run' and data->>'ticketId' = ${tk.id}`,
    );
    expect(jobs.rows[0]!.n).toBe(1);
    // The same event again (a job may run twice): the rule does not run twice.
    const [run] = await t.db.select().from(ticketRuleRuns).where(eq(ticketRuleRuns.ticketId, tk.id));
    await engine.run({ ticketId: tk.id, districtId: w.districtA.id, trigger: 'updated', event: run!.event });
    await t.db.update(tickets).set({ priority: 'critical' }).where(eq(tickets.id, tk.id));
    await engine.run({ ticketId: tk.id, districtId: w.districtA.id, trigger: 'updated', event: run!.event });
    expect(await ruleLines(tk.id)).toHaveLength(1);
    expect(run!.ruleId).toBe(r.id);
    // A close action.
    const spam = await ticket({ title: 'Please unsubscribe me' });
    await call(t.app, 'PATCH', `/api/tickets/${spam.id}`, {
      cookie: w.cookies.techA,
      body: { category: 'software' },
    });
    expect((await ruled(spam.id)).ticket.status).toBe('closed');
  });

  it('no reply for N working days: the district’s calendar, once per stretch of silence', async () => {
    await allOff();
    await rule({
      name: 'Auto-close',
      trigger: 'no_reply',
      noReplyDays: 3,
      conditions: { statuses: ['resolved'] },
      actions: [{ type: 'close' }],
    });
    const old = await ticket({ title: 'Old resolved', status: 'resolved' });
    const fresh = await ticket({ title: 'Just resolved', status: 'resolved' });
    const longAgo = new Date(Date.now() - 10 * 86_400_000);
    await t.db.update(tickets).set({ createdAt: longAgo }).where(eq(tickets.id, old.id));
    await t.db.update(ticketActivity).set({ createdAt: longAgo }).where(eq(ticketActivity.ticketId, old.id));
    expect(await engine.scanQuiet()).toBe(1);
    const d = await ruled(old.id);
    expect(d.ticket.status).toBe('closed');
    expect(d.activity.find((a) => a.kind === 'rule')!.body).toBe('Auto-close: Close the ticket');
    expect((await details(fresh.id)).ticket.status).toBe('resolved');
    // Closed now, and the fresh one is not quiet long enough: nothing more to do.
    expect(await engine.scanQuiet()).toBe(0);
  });
});

describe('the simulator', () => {
  it('says which tickets of the last 90 days a rule would touch and what it would do, changing nothing', async () => {
    await allOff();
    const r = await rule({
      name: 'Projectors to Sam',
      enabled: false,
      trigger: 'created',
      conditions: { words: ['projector'] },
      actions: [
        { type: 'assign', userId: sam.id },
        { type: 'set_priority', priority: 'high' },
      ],
    });
    const hit = await ticket({ title: 'Projector flickers' });
    await ticket({ title: 'Mouse missing' });
    const ancient = await ticket({ title: 'Projector from last year' });
    await t.db
      .update(tickets)
      .set({ createdAt: new Date(Date.now() - 120 * 86_400_000) })
      .where(eq(tickets.id, ancient.id));
    const snapshot = async () =>
      (
        await t.db.execute(sql`select
          (select md5(string_agg(t::text, ',' order by id)) from tickets t) as tickets,
          (select count(*) from ticket_activity) as activity,
          (select count(*) from ticket_rule_runs) as runs,
          (select count(*) from ticket_watchers) as watchers,
          (select count(*) from notifications) as notices,
          (select count(*) from pgboss.job where name = 'rules.run') as jobs`)
      ).rows[0];
    const before = await snapshot();
    const res = await simulate(r.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matched).toEqual([
      {
        ticketId: hit.id,
        ticketNumber: hit.ticketNumber,
        title: 'Projector flickers',
        actions: ['Assign to Sam Ortiz', 'Set the priority to High'],
      },
    ]);
    expect(res.body.days).toBe(90);
    expect(res.body.matchedCount).toBe(1);
    const [inWindow] = (
      await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from tickets where district_id = ${w.districtA.id} and created_at > now() - interval '90 days'`,
      )
    ).rows;
    expect(res.body.examined).toBe(inWindow!.n);
    expect(await snapshot()).toEqual(before);
  });

  it('counts every match of the 90 days and lists the newest', async () => {
    await allOff();
    const r = await rule({
      name: 'Network outages are urgent',
      enabled: false,
      trigger: 'created',
      conditions: { categories: ['network'], words: ['outage'] },
      actions: [{ type: 'set_priority', priority: 'critical' }],
    });
    const { rows: numbered } = await t.db.execute<{ n: number }>(
      sql`select coalesce(max(number), 0)::int as n from tickets where district_id = ${w.districtA.id}`,
    );
    const first = numbered[0]!.n + 1;
    const extra = RULE_LIMITS.simulateListed + 5;
    // Inserted as rows (faster than the API); hardware ones with the word stay out of the match.
    await t.db.execute(sql`
      insert into tickets (district_id, number, ticket_number, title, description, category, created_at)
      select ${w.districtA.id}, ${first} + g, 'SIM-' || g, 'Outage in wing ' || g, 'No network',
             (case when g % 2 = 0 then 'network' else 'hardware' end)::ticket_category,
             now() - make_interval(mins => g)
      from generate_series(0, ${extra * 2 - 1}) g`);
    await t.db.execute(sql`
      update ticket_counters set last_number = ${first + extra * 2} where district_id = ${w.districtA.id}`);
    const res = await simulate(r.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matchedCount).toBe(extra);
    expect(res.body.matched).toHaveLength(RULE_LIMITS.simulateListed);
    expect(res.body.matched[0].title).toBe('Outage in wing 0');
    expect(res.body.examined).toBeGreaterThanOrEqual(extra * 2);
  });

  it('runs a template against the district named', async () => {
    const res = await simulate(SHIPPED_AUTO_CLOSE_ID, { districtId: w.districtA.id }, w.cookies.provider);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.matched)).toBe(true);
    const none = await simulate(SHIPPED_AUTO_CLOSE_ID, {}, w.cookies.provider);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(M.simulateDistrict);
  });
});

describe('who may', () => {
  it('technicians and requesters are refused', async () => {
    expect((await list(w.cookies.techA)).status).toBe(403);
    expect((await list(await signIn(t.app, w.people.requesterA.email))).status).toBe(403);
  });
});
