import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_COMMENT, ERASED_LABEL, EXPORT_KINDS, SUBJECT_MESSAGES } from '../../domain/subject-access.ts';
import {
  assetHistory,
  assets,
  auditLog,
  charges,
  people,
  privacyExports,
  sparkyConversations,
  sparkyMessages,
  ticketActivity,
  tickets,
  users,
} from '../../server/db/schema/index.ts';
import { makeDistrict, makeUser, signIn } from '../support/fixtures.ts';
import { type Answer, call, createTestApp, INJECT_HOST, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let adminId: string;
let A: { id: string };
let B: { id: string };

/** One person with a row of every kind; `n` keeps their numbers apart. */
async function makeSubject(districtId: string, first: string, last: string, n: number) {
  const email = `${first.toLowerCase()}.${last.toLowerCase()}@students.example.org`;
  const user = await makeUser(t.db, { role: 'requester', districtId, email, firstName: first });
  await t.db.update(users).set({ lastName: last }).where(eq(users.id, user.id));
  const session = await signIn(t.app, email);
  const name = `${first} ${last}`;
  const [person] = await t.db
    .insert(people)
    .values({
      districtId,
      firstName: first,
      lastName: last,
      email,
      role: 'student',
      grade: '7',
      userId: user.id,
      sisId: `S${n}`,
    })
    .returning();
  const [ticket] = await t.db
    .insert(tickets)
    .values({
      districtId,
      number: n,
      ticketNumber: `T-${n}`,
      title: `Laptop of ${name}`,
      description: `${name} (${email}) cannot log in`,
      requesterId: user.id,
      createdById: user.id,
    })
    .returning();
  const [comment] = await t.db
    .insert(ticketActivity)
    .values({
      districtId,
      ticketId: ticket!.id,
      actorId: user.id,
      kind: 'comment',
      body: `Still broken, ${first}`,
      visibility: 'public',
    })
    .returning();
  const [device] = await t.db
    .insert(assets)
    .values({
      districtId,
      assetTag: `CB-${n}`,
      name: 'Chromebook',
      assignedTo: name,
      assignedType: 'person',
      assignedUserId: user.id,
      personId: person!.id,
      checkedOutOn: '2026-01-05',
    })
    .returning();
  const [history] = await t.db
    .insert(assetHistory)
    .values({
      districtId,
      assetId: device!.id,
      action: 'checked_out',
      assignee: name,
      assigneeType: 'person',
      checkedOutOn: '2026-01-05',
    })
    .returning();
  const [open] = await t.db
    .insert(charges)
    .values({ districtId, personId: person!.id, description: `Cracked screen ${n}`, amountCents: 4500 })
    .returning();
  const [paid] = await t.db
    .insert(charges)
    .values({
      districtId,
      personId: person!.id,
      description: `Charger ${n}`,
      amountCents: 1500,
      state: 'paid',
      paidOn: '2026-01-10',
    })
    .returning();
  const [conversation] = await t.db
    .insert(sparkyConversations)
    .values({ districtId, userId: user.id, title: `Wi-Fi help ${n}` })
    .returning();
  const [message] = await t.db
    .insert(sparkyMessages)
    .values({ districtId, conversationId: conversation!.id, role: 'user', content: `My name is ${name}` })
    .returning();
  const [audit] = await t.db
    .insert(auditLog)
    .values({
      districtId,
      actorId: adminId,
      actorLabel: 'Test district_admin',
      action: 'user.invited',
      target: name,
      after: { email },
    })
    .returning();
  return {
    user,
    person: person!,
    email,
    name,
    session,
    ticket: ticket!,
    comment: comment!,
    device: device!,
    history: history!,
    open: open!,
    paid: paid!,
    conversation: conversation!,
    message: message!,
    audit: audit!,
  };
}
let ana: Awaited<ReturnType<typeof makeSubject>>;
let bea: Awaited<ReturnType<typeof makeSubject>>;

beforeAll(async () => {
  t = await createTestApp();
  A = await makeDistrict(t.db, { name: 'Alder USD' });
  B = await makeDistrict(t.db, { name: 'Birch USD' });
  const a = await makeUser(t.db, { role: 'district_admin', districtId: A.id });
  adminId = a.id;
  admin = await signIn(t.app, a.email);
  ana = await makeSubject(A.id, 'Ana', 'Fixture', 101);
  bea = await makeSubject(A.id, 'Bea', 'Other', 102);
});
afterAll(() => t.close());

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function exportOf(body: Record<string, unknown>) {
  const res = await call(t.app, 'POST', '/api/privacy/exports', {
    cookie: admin,
    body: { districtId: A.id, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const jobId = res.body.jobId as string;
  const ready = await until(
    () => call(t.app, 'GET', `/api/privacy/exports/${jobId}`, { cookie: admin }),
    (r: Answer) => r.body.status === 'ready' || r.body.status === 'failed',
  );
  expect(ready.body).toMatchObject({ status: 'ready', subject: 'Ana Fixture', fileName: 'ana-fixture.zip' });
  const file = await t.app.inject({
    method: 'GET',
    url: `/api/privacy/exports/${jobId}/download`,
    headers: { cookie: admin, host: INJECT_HOST },
  });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/zip');
  expect(file.headers['content-disposition']).toBe('attachment; filename="ana-fixture.zip"');
  const files = unzipSync(new Uint8Array(file.rawPayload));
  const text = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strFromU8(v)]));
  return { jobId, text, json: (kind: string) => JSON.parse(text[`${kind}.json`]!) };
}

describe('a subject access export', () => {
  it("holds every row of the person, and no other person's row, name or email, and no secret", async () => {
    const { text, json } = await exportOf({ personId: ana.person.id });
    expect(Object.keys(text).sort()).toEqual(
      [
        'README.txt',
        'manifest.json',
        ...EXPORT_KINDS.flatMap((k) => (k.csv ? [`${k.key}.json`, `${k.key}.csv`] : [`${k.key}.json`])),
      ].sort(),
    );
    const ids = (kind: string) => (json(kind) as { id: string }[]).map((r) => r.id);
    expect(json('account')).toMatchObject({ id: ana.user.id, email: ana.email });
    expect(json('person')).toMatchObject({ id: ana.person.id, sis_id: 'S101' });
    expect(json('sessions')).toHaveLength(1);
    expect(ids('tickets')).toEqual([ana.ticket.id]);
    expect(ids('comments')).toEqual([ana.comment.id]);
    expect(ids('devices')).toEqual([ana.device.id]);
    expect(ids('device_history')).toEqual([ana.history.id]);
    expect(ids('charges').sort()).toEqual([ana.open.id, ana.paid.id].sort());
    expect(ids('sparky_conversations')).toEqual([ana.conversation.id]);
    expect(ids('sparky_messages')).toEqual([ana.message.id]);
    expect(ids('audit_entries')).toContain(ana.audit.id);
    expect(text['tickets.csv']).toContain('Laptop of Ana Fixture');
    expect(text['README.txt']).toContain('charges.json, charges.csv (2 rows)');

    const all = Object.values(text).join('\n');
    for (const other of [
      bea.name,
      bea.email,
      bea.user.id,
      bea.person.id,
      bea.ticket.id,
      bea.device.id,
      bea.open.id,
      bea.conversation.id,
      bea.audit.id,
    ])
      expect(all).not.toContain(other);
    for (const secret of [
      'password_hash',
      'totp_secret',
      'totp_pending_secret',
      'token_hash',
      '$argon2',
      '$scrypt',
    ])
      expect(all).not.toContain(secret);
  });

  it('finds the same person from their account, lists the export and records the request in the audit log', async () => {
    const { jobId, json } = await exportOf({ userId: ana.user.id });
    expect(json('person')).toMatchObject({ id: ana.person.id });
    const list = await call(t.app, 'GET', `/api/privacy/exports?districtId=${A.id}`, { cookie: admin });
    expect(list.body[0]).toMatchObject({
      id: jobId,
      status: 'ready',
      subject: 'Ana Fixture',
      requestedBy: 'Test district_admin',
    });
    expect(list.body[0]).not.toHaveProperty('archive');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'privacy.export_requested'))
      .limit(1);
    expect(entry).toMatchObject({ target: 'Ana Fixture', districtId: A.id });
  });

  it('refuses a request naming nobody or two, another district and an export older than 7 days', async () => {
    for (const body of [
      { districtId: A.id },
      { districtId: A.id, personId: ana.person.id, userId: ana.user.id },
    ]) {
      const res = await call(t.app, 'POST', '/api/privacy/exports', { cookie: admin, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(SUBJECT_MESSAGES.exactlyOne);
    }
    const [stranger] = await t.db
      .insert(people)
      .values({ districtId: B.id, firstName: 'Cy', lastName: 'Far', role: 'student' })
      .returning();
    const other = await call(t.app, 'POST', '/api/privacy/exports', {
      cookie: admin,
      body: { districtId: A.id, personId: stranger!.id },
    });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(SUBJECT_MESSAGES.personNotFound);
    const [old] = await t.db
      .insert(privacyExports)
      .values({
        districtId: A.id,
        subjectLabel: 'Old',
        status: 'ready',
        createdAt: new Date(Date.now() - 8 * 86_400_000),
      })
      .returning();
    const gone = await call(t.app, 'GET', `/api/privacy/exports/${old!.id}`, { cookie: admin });
    expect(gone.status).toBe(404);
  });

  it('answers 409 while the export is not ready', async () => {
    const [queued] = await t.db
      .insert(privacyExports)
      .values({ districtId: A.id, subjectLabel: 'Waiting' })
      .returning();
    const res = await call(t.app, 'GET', `/api/privacy/exports/${queued!.id}/download`, { cookie: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SUBJECT_MESSAGES.notReady);
  });
});

describe('erasure', () => {
  it('refuses the caller’s own account', async () => {
    const res = await call(t.app, 'POST', '/api/privacy/erasures', {
      cookie: admin,
      body: { districtId: A.id, userId: adminId },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SUBJECT_MESSAGES.eraseSelf);
  });

  it('erases the person, anonymises the district’s records and keeps an open charge and a held device, saying why', async () => {
    const res = await call(t.app, 'POST', '/api/privacy/erasures', {
      cookie: admin,
      body: { districtId: A.id, personId: ana.person.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.erased).toMatchObject({
      account: 1,
      charges: 1,
      sessions: 1,
      sparky_conversations: 1,
      exports: 2,
    });
    expect(res.body.anonymised).toMatchObject({ tickets: 1, comments: 1, device_history: 1 });
    expect(res.body.anonymised.audit_entries).toBeGreaterThanOrEqual(1);
    expect(res.body.kept).toContainEqual({
      what: 'Charge "Cracked screen 101" and the name on it',
      why: 'owes $45.00 (open charge)',
    });
    expect(res.body.kept).toContainEqual({
      what: 'Assignment of CB-101 · Chromebook',
      why: 'holds the device (kept until it is returned)',
    });

    expect(await t.db.select().from(users).where(eq(users.id, ana.user.id))).toEqual([]);
    const [kept] = await t.db.select().from(people).where(eq(people.id, ana.person.id));
    expect(kept).toMatchObject({
      firstName: 'Ana',
      lastName: 'Fixture',
      email: null,
      grade: null,
      userId: null,
      status: 'withdrawn',
    });
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.id, ana.ticket.id));
    expect(ticket).toMatchObject({
      requesterId: null,
      title: `Laptop of ${ERASED_LABEL}`,
      description: `${ERASED_LABEL} (${ERASED_LABEL}) cannot log in`,
    });
    const [comment] = await t.db.select().from(ticketActivity).where(eq(ticketActivity.id, ana.comment.id));
    expect(comment!.body).toBe(ERASED_COMMENT);
    const [history] = await t.db.select().from(assetHistory).where(eq(assetHistory.id, ana.history.id));
    expect(history!.assignee).toBe(ERASED_LABEL);
    const [device] = await t.db.select().from(assets).where(eq(assets.id, ana.device.id));
    expect(device).toMatchObject({ assignedTo: 'Ana Fixture', personId: ana.person.id });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.id, ana.audit.id));
    expect(audit).toMatchObject({ target: ERASED_LABEL, after: { email: ERASED_LABEL } });
    expect(await t.db.select().from(charges).where(eq(charges.personId, ana.person.id))).toHaveLength(1);
    const [record] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'privacy.erased'));
    expect(record).toMatchObject({ target: ERASED_LABEL });
    expect(JSON.stringify(record)).not.toContain('Ana');
    // The erased account's session ends.
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: ana.session })).status).toBe(401);

    // The other person is untouched.
    const [b] = await t.db.select().from(people).where(eq(people.id, bea.person.id));
    expect(b!.email).toBe(bea.email);
    const [bTicket] = await t.db.select().from(tickets).where(eq(tickets.id, bea.ticket.id));
    expect(bTicket!.title).toBe('Laptop of Bea Other');
  });

  it('deletes the roster record when no open charge or device holds it', async () => {
    const [cy] = await t.db
      .insert(people)
      .values({ districtId: A.id, firstName: 'Cy', lastName: 'Free', role: 'student' })
      .returning();
    const res = await call(t.app, 'POST', '/api/privacy/erasures', {
      cookie: admin,
      body: { districtId: A.id, personId: cy!.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.erased.person).toBe(1);
    expect(res.body.kept.map((k: { what: string }) => k.what)).toEqual(['E-Rate and CIPA records']);
    expect(await t.db.select().from(people).where(eq(people.id, cy!.id))).toEqual([]);
  });
});

describe('the picker search', () => {
  it('finds a person with their account as one, by name or email', async () => {
    const res = await call(t.app, 'GET', `/api/privacy/subjects?districtId=${A.id}&q=bea.other`, {
      cookie: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        personId: bea.person.id,
        userId: bea.user.id,
        name: 'Bea Other',
        email: bea.email,
        hint: 'Student · grade 7 · has an account',
      },
    ]);
  });
});
