import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RETENTION_MESSAGES as M,
  RETENTION_DEFAULTS,
  RETENTION_RULE_OF,
  type RetentionPreview,
  type RetentionRuleKey,
  type RetentionSettings,
  retentionCutoff,
} from '../../domain/retention.ts';
import type { JobDeps } from '../../server/app-deps.ts';
import {
  assets,
  auditLog,
  charges,
  districtStats,
  mailMessages,
  people,
  retentionSettings,
  sparkyConversations,
  sparkyMessages,
  ticketActivity,
  ticketAttachments,
  tickets,
  vaultEvents,
} from '../../server/db/schema/index.ts';
import { RETENTION_RUN_JOB, retentionJobs } from '../../server/features/privacy-retention/retention-jobs.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { rosterZip, userRow } from '../support/oneroster.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// Retention (issue 36): a seeded district with rows on both sides of each rule's cut-off; the
// preview counts what the run then removes (only the old rows, only that district's), the audit
// entry holds counts only, withdrawn people who owe a charge or hold a device stay, every
// validation message, and withdrawn_at as the roster import sets and clears it.

let t: TestApp;
let w: World;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({}, { work: false });
  w = await makeWorld(t.app, t.db);
});
afterAll(() => t.close());

/** Just before (old) and just after (new) a rule's default cut-off, from now. */
const sides = (key: RetentionRuleKey) => {
  const cutoff = retentionCutoff(RETENTION_DEFAULTS[key], new Date()).getTime();
  return { old: new Date(cutoff - 2 * DAY), recent: new Date(cutoff + 2 * DAY) };
};

/** A ticket made through the API (so the district's counters count it), closed, then backdated. */
async function closedTicket(districtId: string, cookie: string, resolvedAt: Date | null, status = 'closed') {
  const made = await call(t.app, 'POST', '/api/tickets', {
    cookie,
    body: { districtId, title: 'Printer jam', description: 'Room 4 printer' },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  if (status !== 'open') {
    const done = await call(t.app, 'PATCH', `/api/tickets/${made.body.id}`, { cookie, body: { status } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  }
  if (resolvedAt)
    await t.db
      .update(tickets)
      .set({ resolvedAt, updatedAt: resolvedAt, createdAt: resolvedAt })
      .where(eq(tickets.id, made.body.id));
  return made.body.id as string;
}

/** Rows on both sides of every cut-off; answers the ids of what the run must remove and keep. */
async function seed(districtId: string, cookie: string, userId: string) {
  const tk = sides('closedTickets');
  const oldTicket = await closedTicket(districtId, cookie, tk.old);
  const oldResolved = await closedTicket(districtId, cookie, tk.old, 'resolved');
  const recentTicket = await closedTicket(districtId, cookie, tk.recent);
  const oldOpen = await closedTicket(districtId, cookie, null, 'open');
  await t.db.update(tickets).set({ createdAt: tk.old, updatedAt: tk.old }).where(eq(tickets.id, oldOpen));
  const [comment] = await t.db
    .insert(ticketActivity)
    .values({ districtId, ticketId: oldTicket, kind: 'comment', body: 'Photo attached', createdAt: tk.old })
    .returning();
  await t.db.insert(ticketAttachments).values({
    districtId,
    ticketId: oldTicket,
    activityId: comment!.id,
    name: 'jam.png',
    type: 'image/png',
    size: 3,
    content: Buffer.from([1, 2, 3]),
  });

  const sp = sides('sparkyConversations');
  const conversations = await t.db
    .insert(sparkyConversations)
    .values([
      { districtId, userId, title: 'Old chat', createdAt: sp.old, updatedAt: sp.old },
      { districtId, userId, title: 'Recent chat', createdAt: sp.old, updatedAt: sp.recent },
    ])
    .returning();
  await t.db
    .insert(sparkyMessages)
    .values(
      conversations.map((c) => ({ districtId, conversationId: c.id, role: 'user' as const, content: 'Hi' })),
    );

  const va = sides('vaultAccessLog');
  const vault = await t.db
    .insert(vaultEvents)
    .values([
      { districtId, entryTitle: 'Router', actorLabel: 'Ana', action: 'reveal_password' as const, at: va.old },
      {
        districtId,
        entryTitle: 'Router',
        actorLabel: 'Ana',
        action: 'reveal_password' as const,
        at: va.recent,
      },
    ])
    .returning();

  const au = sides('auditLog');
  const audit = await t.db
    .insert(auditLog)
    .values([
      { districtId, actorLabel: 'Ana', action: 'user.invited', target: 'Old act', at: au.old },
      { districtId, actorLabel: 'Ana', action: 'user.invited', target: 'Recent act', at: au.recent },
    ])
    .returning();

  const ma = sides('mailOutbox');
  const mail = (status: 'sent' | 'queued', createdAt: Date) => ({
    districtId,
    toAddress: 'someone@example.org',
    subject: 'Hello',
    textBody: 'Hello',
    htmlBody: '<p>Hello</p>',
    kind: 'test',
    dedupeKey: `retention-test:${Math.random()}`,
    status,
    createdAt,
  });
  const mails = await t.db
    .insert(mailMessages)
    .values([mail('sent', ma.old), mail('queued', ma.old), mail('sent', ma.recent)])
    .returning();

  const wd = sides('withdrawnPeople');
  const person = (firstName: string, status: 'active' | 'withdrawn', withdrawnAt: Date | null) => ({
    districtId,
    firstName,
    role: 'student' as const,
    status,
    withdrawnAt,
  });
  const [gone, owes, holds, paid, recent, active] = await t.db
    .insert(people)
    .values([
      person('Gone', 'withdrawn', wd.old),
      person('Owes', 'withdrawn', wd.old),
      person('Holds', 'withdrawn', wd.old),
      person('Paid', 'withdrawn', wd.old),
      person('Recent', 'withdrawn', wd.recent),
      person('Active', 'active', null),
    ])
    .returning();
  await t.db.insert(charges).values([
    { districtId, personId: owes!.id, description: 'Screen', amountCents: 4500, state: 'open' },
    { districtId, personId: paid!.id, description: 'Charger', amountCents: 2000, state: 'paid' },
  ]);
  await t.db.insert(assets).values({
    districtId,
    assetTag: `CB-${Math.random().toString(36).slice(2, 8)}`,
    name: 'Chromebook',
    category: 'laptop',
    personId: holds!.id,
  });

  return {
    removed: {
      tickets: [oldTicket, oldResolved],
      conversation: conversations[0]!.id,
      vault: vault[0]!.id,
      audit: audit[0]!.id,
      mail: mails[0]!.id,
      people: [gone!.id, paid!.id],
    },
    kept: {
      tickets: [recentTicket, oldOpen],
      conversation: conversations[1]!.id,
      vault: vault[1]!.id,
      audit: audit[1]!.id,
      mail: [mails[1]!.id, mails[2]!.id],
      people: [owes!.id, holds!.id, recent!.id, active!.id],
    },
  };
}

const preview = (districtId: string, cookie = w.cookies.adminA) =>
  call<RetentionPreview>(t.app, 'GET', `/api/privacy/retention/preview?districtId=${districtId}`, { cookie });
const countsOf = (p: RetentionPreview) => Object.fromEntries(p.rules.map((r) => [r.key, r.count]));
const statsOf = async (districtId: string) =>
  (await t.db.select().from(districtStats).where(eq(districtStats.districtId, districtId)))[0]!;

/** The nightly job's per-district handler, as the worker runs it. */
const runJob = async (districtId: string) => {
  const job = retentionJobs({ database: t.database, queue: t.background.queue } as unknown as JobDeps).find(
    (j) => j.name === RETENTION_RUN_JOB,
  )!;
  await job.handle({ districtId } as never, { id: 'test', lastTry: true });
};

describe('retention rules', () => {
  it('answers the defaults for a district that set none', async () => {
    const res = await call<RetentionSettings>(
      t.app,
      'GET',
      `/api/privacy/retention?districtId=${w.districtA.id}`,
      {
        cookie: w.cookies.adminA,
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.fromEntries(res.body.rules.map((r) => [r.key, r.days]))).toEqual(RETENTION_DEFAULTS);
    expect(res.body).toMatchObject({ updatedAt: null, lastRunAt: null, lastRunCounts: null });
  });

  it('refuses every invalid change with its message', async () => {
    const put = (rules: unknown) =>
      call(t.app, 'PUT', '/api/privacy/retention', {
        cookie: w.cookies.adminA,
        body: { districtId: w.districtA.id, rules },
      });
    const cases: [unknown, string][] = [
      [{}, M.nothingToChange],
      [undefined, M.rulesRequired],
      ['seven years', M.rulesRequired],
      [{ bogus: 400 }, M.unknownRule],
      [{ closedTickets: 'long' }, M.notANumber(RETENTION_RULE_OF.closedTickets.label)],
      [{ closedTickets: 45.5 }, M.notWhole(RETENTION_RULE_OF.closedTickets.label)],
      [{ closedTickets: 10 }, M.tooShort(RETENTION_RULE_OF.closedTickets)],
      [{ mailOutbox: 0 }, M.tooShort(RETENTION_RULE_OF.mailOutbox)],
      [{ auditLog: 364 }, M.tooShort(RETENTION_RULE_OF.auditLog)],
      [{ vaultAccessLog: 200 }, M.tooShort(RETENTION_RULE_OF.vaultAccessLog)],
      [{ sparkyConversations: 99_999 }, M.tooLong(RETENTION_RULE_OF.sparkyConversations.label)],
    ];
    for (const [rules, message] of cases) {
      const res = await put(rules);
      expect(res.status, JSON.stringify(rules)).toBe(400);
      expect(res.body.message, JSON.stringify(rules)).toBe(message);
    }
    expect(await t.db.select().from(retentionSettings)).toEqual([]);
  });

  it('changes the rules named, resets one to its default with null, and audits the change', async () => {
    const put = (rules: Record<string, number | null>) =>
      call<RetentionSettings>(t.app, 'PUT', '/api/privacy/retention', {
        cookie: w.cookies.adminA,
        body: { districtId: w.districtA.id, rules },
      });
    const first = await put({ mailOutbox: 30, auditLog: 365 * 10 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const days = (s: RetentionSettings) => Object.fromEntries(s.rules.map((r) => [r.key, r.days]));
    expect(days(first.body)).toEqual({ ...RETENTION_DEFAULTS, mailOutbox: 30, auditLog: 3650 });
    expect(first.body.updatedAt).not.toBeNull();
    const second = await put({ auditLog: null });
    expect(days(second.body)).toEqual({ ...RETENTION_DEFAULTS, mailOutbox: 30 });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.districtId, w.districtA.id), eq(auditLog.action, 'retention.updated')))
      .orderBy(auditLog.at);
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [
        { auditLog: 2555, mailOutbox: 90 },
        { auditLog: 3650, mailOutbox: 30 },
      ],
      [{ auditLog: 3650 }, { auditLog: 2555 }],
    ]);
    // District B is untouched; back to the defaults for the run below.
    expect(await put({ mailOutbox: null })).toMatchObject({ status: 200 });
    const b = await call<RetentionSettings>(
      t.app,
      'GET',
      `/api/privacy/retention?districtId=${w.districtB.id}`,
      {
        cookie: w.cookies.adminB,
      },
    );
    expect(days(b.body)).toEqual(RETENTION_DEFAULTS);
  });
});

describe('the nightly run', () => {
  let a: Awaited<ReturnType<typeof seed>>;
  let bPreview: RetentionPreview;

  beforeAll(async () => {
    await t.db.delete(auditLog);
    a = await seed(w.districtA.id, w.cookies.adminA!, w.people.adminA.id);
    await seed(w.districtB.id, w.cookies.adminB!, w.people.adminB.id);
    bPreview = (await preview(w.districtB.id, w.cookies.adminB)).body;
  });

  it('previews what it would remove, counts only, and the withdrawn people it keeps', async () => {
    const res = await preview(w.districtA.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(countsOf(res.body)).toEqual({
      closedTickets: 2,
      sparkyConversations: 1,
      vaultAccessLog: 1,
      auditLog: 1,
      mailOutbox: 1,
      withdrawnPeople: 2,
    });
    expect(res.body.rules.find((r) => r.key === 'withdrawnPeople')!.kept).toBe(2);
    expect(JSON.stringify(res.body)).not.toContain('Old act');
  });

  it('removes only the old rows of the district, with their child rows, and keeps the counters right', async () => {
    const before = await statsOf(w.districtA.id);
    await runJob(w.districtA.id);

    const ids = async (table: typeof tickets | typeof people, list: string[]) =>
      (await t.db.select({ id: table.id }).from(table).where(inArray(table.id, list)))
        .map((r) => r.id)
        .sort();
    expect(await ids(tickets, a.removed.tickets)).toEqual([]);
    expect(await ids(tickets, a.kept.tickets)).toEqual([...a.kept.tickets].sort());
    expect(
      await t.db
        .select()
        .from(ticketAttachments)
        .where(inArray(ticketAttachments.ticketId, a.removed.tickets)),
    ).toEqual([]);
    expect(
      await t.db.select().from(ticketActivity).where(inArray(ticketActivity.ticketId, a.removed.tickets)),
    ).toEqual([]);
    expect(await ids(people, a.removed.people)).toEqual([]);
    expect(await ids(people, a.kept.people)).toEqual([...a.kept.people].sort());
    // The paid charge went with its person; the open one stays with the person who owes it.
    expect(
      (await t.db.select().from(charges).where(eq(charges.districtId, w.districtA.id))).map((c) => c.state),
    ).toEqual(['open']);
    const left = async (table: typeof sparkyConversations | typeof vaultEvents | typeof mailMessages) =>
      (await t.db.select({ id: table.id }).from(table).where(eq(table.districtId, w.districtA.id)))
        .map((r) => r.id)
        .sort();
    expect(await left(sparkyConversations)).toEqual([a.kept.conversation]);
    expect(
      await t.db
        .select()
        .from(sparkyMessages)
        .where(eq(sparkyMessages.conversationId, a.removed.conversation)),
    ).toEqual([]);
    expect(await left(vaultEvents)).toEqual([a.kept.vault]);
    expect(await left(mailMessages)).toEqual([...a.kept.mail].sort());
    expect(await t.db.select().from(auditLog).where(eq(auditLog.id, a.removed.audit))).toEqual([]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.id, a.kept.audit))).toHaveLength(1);

    const after = await statsOf(w.districtA.id);
    expect(after.ticketsTotal).toBe(before.ticketsTotal - 2);
    expect(after.ticketsClosed).toBe(before.ticketsClosed - 1);
    expect(after.ticketsResolved).toBe(before.ticketsResolved - 1);
    expect(after.ticketsOpen).toBe(before.ticketsOpen);
    expect((await t.db.select().from(tickets).where(eq(tickets.districtId, w.districtA.id))).length).toBe(
      after.ticketsTotal,
    );
  });

  it('leaves another district untouched', async () => {
    expect((await preview(w.districtB.id, w.cookies.adminB)).body.rules.map((r) => r.count)).toEqual(
      bPreview.rules.map((r) => r.count),
    );
    expect(countsOf(bPreview).closedTickets).toBe(2);
  });

  it('records one audit entry with the counts per rule, never content, and the last run', async () => {
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.districtId, w.districtA.id), eq(auditLog.action, 'retention.applied')));
    expect(entries).toHaveLength(1);
    const counts = {
      closedTickets: 2,
      sparkyConversations: 1,
      vaultAccessLog: 1,
      auditLog: 1,
      mailOutbox: 1,
      withdrawnPeople: 2,
    };
    expect(entries[0]).toMatchObject({ actorId: null, before: null, after: counts });
    const settings = await call<RetentionSettings>(
      t.app,
      'GET',
      `/api/privacy/retention?districtId=${w.districtA.id}`,
      {
        cookie: w.cookies.adminA,
      },
    );
    expect(settings.body.lastRunCounts).toEqual(counts);
    expect(settings.body.lastRunAt).not.toBeNull();
    expect(countsOf((await preview(w.districtA.id)).body)).toEqual({
      closedTickets: 0,
      sparkyConversations: 0,
      vaultAccessLog: 0,
      auditLog: 0,
      mailOutbox: 0,
      withdrawnPeople: 0,
    });
  });

  it('a run with nothing to remove writes no audit entry but records the run', async () => {
    await runJob(w.districtA.id);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.districtId, w.districtA.id), eq(auditLog.action, 'retention.applied')));
    expect(entries).toHaveLength(1);
    const [row] = await t.db
      .select()
      .from(retentionSettings)
      .where(eq(retentionSettings.districtId, w.districtA.id));
    expect(Object.values(row!.lastRunCounts!)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('a shorter rule takes effect at once', async () => {
    // Mail of 60 days ago is kept by the default 90 days, removed under 30.
    const [m] = await t.db
      .insert(mailMessages)
      .values({
        districtId: w.districtA.id,
        toAddress: 'x@example.org',
        subject: 'Hi',
        textBody: 'Hi',
        htmlBody: 'Hi',
        kind: 'test',
        dedupeKey: 'retention-test:60-days',
        status: 'sent',
        createdAt: new Date(Date.now() - 60 * DAY),
      })
      .returning();
    expect(countsOf((await preview(w.districtA.id)).body).mailOutbox).toBe(0);
    await call(t.app, 'PUT', '/api/privacy/retention', {
      cookie: w.cookies.adminA,
      body: { districtId: w.districtA.id, rules: { mailOutbox: 30 } },
    });
    // This one and the sent mail of 88 days ago seeded above.
    expect(countsOf((await preview(w.districtA.id)).body).mailOutbox).toBe(2);
    await runJob(w.districtA.id);
    expect(await t.db.select().from(mailMessages).where(eq(mailMessages.id, m!.id))).toEqual([]);
  });
});

describe('withdrawn_at', () => {
  const ORGS = ['d1,,,Test Unified,district,,', 'hs1,,,Lincoln High,school,,d1'];
  const importZip = (zip: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/people/import?districtId=${w.districtA.id}&dryRun=false`,
      headers: { 'content-type': 'application/zip', cookie: w.cookies.adminA! },
      payload: zip,
    });
  const row = (id: string, status = '') =>
    userRow({
      id,
      status,
      modified: status ? '2026-10-01T12:00:00Z' : '',
      orgs: 'hs1',
      role: 'student',
      given: id,
      family: 'Test',
    });
  const whenWithdrawn = async (sisId: string) => {
    const [p] = await t.db
      .select({ status: people.status, withdrawnAt: people.withdrawnAt })
      .from(people)
      .where(and(eq(people.districtId, w.districtA.id), eq(people.sisId, sisId)));
    return p!;
  };

  it('is set when the roster withdraws someone, kept while they stay withdrawn, cleared when they return', async () => {
    expect(
      (await importZip(rosterZip({ orgs: ORGS, users: [row('r1'), row('r2'), row('r3')] }))).statusCode,
    ).toBe(200);
    expect(await whenWithdrawn('r1')).toEqual({ status: 'active', withdrawnAt: null });

    // A bulk file that no longer lists r1 withdraws them; a delta marks r2 tobedeleted.
    expect((await importZip(rosterZip({ orgs: ORGS, users: [row('r2'), row('r3')] }))).statusCode).toBe(200);
    const r1 = await whenWithdrawn('r1');
    expect(r1.status).toBe('withdrawn');
    expect(Math.abs(r1.withdrawnAt!.getTime() - Date.now())).toBeLessThan(60_000);
    const delta = (users: string[]) => rosterZip({ mode: 'delta', withOrgs: false, users });
    expect((await importZip(delta([row('r2', 'tobedeleted')]))).statusCode).toBe(200);
    const r2 = await whenWithdrawn('r2');
    expect(r2.status).toBe('withdrawn');
    expect(r2.withdrawnAt).not.toBeNull();

    // Still withdrawn in a later file: the first moment stays (the retention clock does not restart).
    const earlier = new Date('2025-01-15T00:00:00Z');
    await t.db.update(people).set({ withdrawnAt: earlier }).where(eq(people.sisId, 'r2'));
    const again = rosterZip({
      mode: 'delta',
      withOrgs: false,
      users: [
        userRow({
          id: 'r2',
          status: 'tobedeleted',
          modified: '2026-10-02T12:00:00Z',
          orgs: 'hs1',
          role: 'student',
          given: 'r2',
          family: 'Changed',
        }),
      ],
    });
    expect((await importZip(again)).statusCode).toBe(200);
    expect((await whenWithdrawn('r2')).withdrawnAt).toEqual(earlier);

    // Back on the roster: active, and no withdrawal moment.
    expect(
      (await importZip(rosterZip({ orgs: ORGS, users: [row('r1'), row('r2'), row('r3')] }))).statusCode,
    ).toBe(200);
    expect(await whenWithdrawn('r1')).toEqual({ status: 'active', withdrawnAt: null });
    expect(await whenWithdrawn('r2')).toEqual({ status: 'active', withdrawnAt: null });
  });
});
