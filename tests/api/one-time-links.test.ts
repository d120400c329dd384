import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_WITHHELD, MAIL_MESSAGES } from '../../domain/mail.ts';
import type { Db } from '../../server/db/client.ts';
import { auditLog, mailMessages } from '../../server/db/schema/index.ts';
import { makeUser, makeWorld, type World } from '../support/fixtures.ts';
import { freePort } from '../support/server-process.ts';
import { startMailServer, type TestMailServer } from '../support/smtp.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 26.2: a one-time link (invitation, password reset) is never stored nor shown in clear. The
// mail job makes it as it hands the mail to SMTP; the outbox and every table hold it withheld.

const LINK = /https?:\/\/\S+?\/(?:invite|reset-password)\/([\w-]{20,})/;
const tokenOf = (url: string) => url.match(LINK)![1]!;
const linkIn = (text: string | undefined) => text?.match(LINK)?.[0] ?? null;

/** Every table of the portal and of pg-boss (job payloads) whose rows' text holds one of `needles`. */
async function tablesHolding(db: Db, needles: string[]): Promise<string[]> {
  const tables = await db.execute<{ name: string }>(
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { name } of tables.rows)
    for (const needle of needles) {
      const hit = await db.execute(
        sql`select 1 from ${sql.raw(name)} t where t::text like ${`%${needle}%`} limit 1`,
      );
      if (hit.rows.length) found.push(`${name} holds ${needle.slice(0, 8)}…`);
    }
  return found;
}

const mailRows = (db: Db, to: string) => db.select().from(mailMessages).where(eq(mailMessages.toAddress, to));

describe('without a mail server', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp();
    w = await makeWorld(t.app, t.db);
  });
  afterAll(() => t.close());

  it('a reset request leaves an outbox row that withholds the link and says why', async () => {
    const person = await makeUser(t.db, { role: 'viewer', districtId: w.districtA.id });
    const asked = await call(t.app, 'POST', '/api/auth/password-reset', { body: { email: person.email } });
    const unknown = await call(t.app, 'POST', '/api/auth/password-reset', {
      body: { email: 'nobody@nowhere.example' },
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual(unknown.body);

    const [row] = await mailRows(t.db, person.email);
    expect(row).toMatchObject({ status: 'outbox', kind: 'password_reset', linkPurpose: 'password' });
    for (const body of [row!.textBody, row!.htmlBody]) {
      expect(body).toContain(LINK_WITHHELD);
      expect(body).not.toMatch(/reset-password/);
    }
    const outbox = await call(t.app, 'GET', '/api/admin/mail', { cookie: w.cookies.provider });
    const listed = outbox.body.find((m: { to: string }) => m.to === person.email);
    expect(listed.text).toContain(LINK_WITHHELD);
    expect(linkIn(JSON.stringify(outbox.body))).toBeNull();
    expect((await call(t.app, 'GET', '/api/auth/check')).body.resetByMail).toBe(false);
  });

  it('a new district’s invitation: the creator sees the link once, the outbox never', async () => {
    const created = await call(t.app, 'POST', '/api/districts', {
      cookie: w.cookies.provider,
      body: {
        districtName: 'Withheld USD',
        adminName: 'Rosa Parks',
        adminEmail: 'rosa@withheld.example',
        serviceLevel: 'ascend',
      },
    });
    expect(created.status).toBe(201);
    const token = tokenOf(created.body.inviteUrl);
    const outbox = await call(t.app, 'GET', '/api/admin/mail', { cookie: w.cookies.provider });
    const invitation = outbox.body.find((m: { to: string }) => m.to === 'rosa@withheld.example');
    expect(invitation.text).toContain(LINK_WITHHELD);
    expect(await tablesHolding(t.db, [token])).toEqual([]);
    expect((await call(t.app, 'GET', `/api/auth/invite/${token}`)).status).toBe(200);
  });
});

describe('through a real mail server', () => {
  let t: TestApp;
  let w: World;
  let smtp: TestMailServer;
  beforeAll(async () => {
    smtp = await startMailServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
    w = await makeWorld(t.app, t.db);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('a reset mail carries a working link that no table holds, and it works once', async () => {
    const person = await makeUser(t.db, { role: 'viewer', districtId: w.districtA.id });
    await call(t.app, 'POST', '/api/auth/password-reset', { body: { email: person.email } });
    const mail = await smtp.waitFor(person.email);
    const url = linkIn(mail.text)!;
    expect(url).toMatch(/^http:\/\/localhost:5000\/reset-password\//);
    expect(mail.html).toContain(url);
    await expect.poll(async () => (await mailRows(t.db, person.email))[0]?.status).toBe('sent');
    expect(await tablesHolding(t.db, [tokenOf(url)])).toEqual([]);
    expect((await call(t.app, 'GET', '/api/auth/check')).body.resetByMail).toBe(true);

    const confirm = () =>
      call(t.app, 'POST', '/api/auth/password-reset/confirm', {
        body: { token: tokenOf(url), password: 'Ember-Canyon-27' },
      });
    expect((await confirm()).status).toBe(200);
    expect((await confirm()).status).toBe(404);
  });

  it('an invitation: the inviter’s link and the mailed one are different, and using one ends both', async () => {
    const invited = await call(t.app, 'POST', '/api/users/invitations', {
      cookie: w.cookies.adminA,
      body: { districtId: w.districtA.id, email: 'nia@mailed.example', role: 'technician' },
    });
    expect(invited.status).toBe(201);
    const shown = tokenOf(invited.body.inviteUrl);
    const mailed = tokenOf(linkIn((await smtp.waitFor('nia@mailed.example')).text)!);
    expect(mailed).not.toBe(shown);
    await expect.poll(async () => (await mailRows(t.db, 'nia@mailed.example'))[0]?.status).toBe('sent');
    expect(await tablesHolding(t.db, [shown, mailed])).toEqual([]);

    const accept = (token: string) =>
      call(t.app, 'POST', '/api/auth/invite/accept', { body: { token, password: 'Quartz-Lantern-58' } });
    expect((await accept(mailed)).status).toBe(200);
    expect((await accept(mailed)).status).toBe(404);
    expect((await accept(shown)).status).toBe(404);
  });

  it('a Five Star administrator’s sign-in link: shown once, mailed to nobody, audited, works once', async () => {
    const person = await makeUser(t.db, { role: 'district_admin', districtId: w.districtA.id });
    const refused = await call(t.app, 'POST', `/api/users/${person.id}/sign-in-link`, {
      cookie: w.cookies.adminA,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only Five Star administrators make sign-in links.');

    const made = await call(t.app, 'POST', `/api/users/${person.id}/sign-in-link`, {
      cookie: w.cookies.provider,
    });
    expect(made.status).toBe(200);
    expect(made.body.url).toMatch(/^http:\/\/localhost:5000\/reset-password\/[\w-]{43}$/);
    expect(new Date(made.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const token = tokenOf(made.body.url);
    expect(await tablesHolding(t.db, [token])).toEqual([]);
    expect(await mailRows(t.db, person.email)).toEqual([]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.sign_in_link'), eq(auditLog.target, person.email)));
    expect(audit).toMatchObject({ actorId: w.people.provider.id, districtId: w.districtA.id });

    const confirm = () =>
      call(t.app, 'POST', '/api/auth/password-reset/confirm', {
        body: { token, password: 'Ember-Canyon-27' },
      });
    expect((await confirm()).status).toBe(200);
    expect((await confirm()).status).toBe(404);
  });
});

describe('a mail whose link is no longer wanted when it goes out', () => {
  it('is not sent: an invitation accepted while the mail server was down mails no link', async () => {
    const port = await freePort();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const w = await makeWorld(t.app, t.db);
      const invited = await call(t.app, 'POST', '/api/users/invitations', {
        cookie: w.cookies.adminA,
        body: { districtId: w.districtA.id, email: 'late@mailed.example', role: 'viewer' },
      });
      const row = async () => (await mailRows(t.db, 'late@mailed.example'))[0]!;
      await expect.poll(async () => (await row()).lastError, { timeout: 15_000 }).not.toBeNull();
      const accepted = await call(t.app, 'POST', '/api/auth/invite/accept', {
        body: { token: tokenOf(invited.body.inviteUrl), password: 'Quartz-Lantern-58' },
      });
      expect(accepted.status).toBe(200);

      const smtp = await startMailServer(port);
      try {
        await t.db.execute(
          sql`update pgboss.job set start_after = now() where name = 'mail.send' and state = 'retry'`,
        );
        await expect.poll(async () => (await row()).status, { timeout: 20_000 }).toBe('failed');
        expect((await row()).lastError).toBe(MAIL_MESSAGES.linkNotWanted);
        expect(smtp.received).toHaveLength(0);
      } finally {
        await smtp.close();
      }
    } finally {
      await t.close();
    }
  });
});
