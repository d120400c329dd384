import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_WITHHELD } from '../../domain/mail.ts';
import { mailMessages } from '../../server/db/schema/index.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { freePort } from '../support/server-process.ts';
import { startMailServer } from '../support/smtp.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

const newDistrict = (tag: string) => ({
  districtName: `Mail Test ${tag}`,
  adminName: 'Rosa Parks',
  adminEmail: `rosa-${tag}@mailtest.example`,
  serviceLevel: 'ascend',
});

describe('mail through a real SMTP server', () => {
  let t: TestApp;
  let w: World;
  let smtp: Awaited<ReturnType<typeof startMailServer>>;
  beforeAll(async () => {
    smtp = await startMailServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Five Star <it@fivestar.example>' });
    w = await makeWorld(t.app, t.db);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails a new district’s administrator the one-time link, which works', async () => {
    const created = await call(t.app, 'POST', '/api/districts', {
      cookie: w.cookies.provider,
      body: newDistrict('a'),
    });
    expect(created.status).toBe(201);
    const mail = await smtp.waitFor('rosa-a@mailtest.example');
    expect(mail.from?.text).toContain('it@fivestar.example');
    expect(mail.subject).toBe('You are invited to the Mail Test a IT portal');
    // The mail carries a link of its own, made as it went out (the creator's answer had another).
    const mailedUrl = mail.text?.match(/http:\/\/localhost:5000\/invite\/[\w-]{43}/)?.[0];
    expect(mailedUrl).toBeDefined();
    expect(mailedUrl).not.toBe(created.body.inviteUrl);
    expect(mail.html).toContain(mailedUrl);
    const token = new URL(mailedUrl!).pathname.split('/').pop()!;
    expect((await call(t.app, 'GET', `/api/auth/invite/${token}`)).body).toMatchObject({
      email: 'rosa-a@mailtest.example',
    });
    const accepted = await call(t.app, 'POST', '/api/auth/invite/accept', {
      body: { token, password: 'Maple-Harbor-451' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user.role).toBe('district_admin');
    await expect
      .poll(
        async () =>
          (
            await t.db
              .select()
              .from(mailMessages)
              .where(eq(mailMessages.toAddress, 'rosa-a@mailtest.example'))
          )[0]?.status,
      )
      .toBe('sent');
  });
});

describe('without a mail server', () => {
  it('keeps mail in the outbox, which only provider admins read, with one-time links withheld', async () => {
    const t = await createTestApp();
    try {
      const w = await makeWorld(t.app, t.db);
      const created = await call(t.app, 'POST', '/api/districts', {
        cookie: w.cookies.provider,
        body: newDistrict('b'),
      });
      const outbox = await call(t.app, 'GET', '/api/admin/mail?status=outbox', {
        cookie: w.cookies.provider,
      });
      expect(outbox.status).toBe(200);
      const invitation = outbox.body.find((m: { to: string }) => m.to === 'rosa-b@mailtest.example');
      expect(invitation).toMatchObject({
        status: 'outbox',
        kind: 'invitation',
        subject: 'You are invited to the Mail Test b IT portal',
      });
      expect(invitation.text).toContain(LINK_WITHHELD);
      expect(invitation.text).not.toContain(created.body.inviteUrl);
      expect(
        (await call(t.app, 'GET', '/api/admin/mail/status', { cookie: w.cookies.provider })).body,
      ).toEqual({
        configured: false,
      });
      expect((await call(t.app, 'GET', '/api/admin/mail', { cookie: w.cookies.adminA })).status).toBe(403);
    } finally {
      await t.close();
    }
  });
});

describe('a mail server that is down', () => {
  it('delays mail and loses none', async () => {
    const port = await freePort();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const w = await makeWorld(t.app, t.db);
      await call(t.app, 'POST', '/api/districts', { cookie: w.cookies.provider, body: newDistrict('c') });
      const row = async () =>
        (
          await t.db.select().from(mailMessages).where(eq(mailMessages.toAddress, 'rosa-c@mailtest.example'))
        )[0];
      await expect.poll(async () => (await row())?.lastError ?? null, { timeout: 15_000 }).not.toBeNull();
      expect((await row())!.status).toBe('queued');

      const smtp = await startMailServer(port);
      try {
        // The retry waits with backoff; bring its time forward rather than wait it out (once the
        // failed try is recorded as a retry: on a busy machine the job may still be finishing it).
        const broughtForward = async () =>
          (
            await t.db.execute(
              sql`update pgboss.job set start_after = now() where name = 'mail.send' and state = 'retry' returning id`,
            )
          ).rows.length > 0 || (await row())!.status === 'sent';
        await expect.poll(broughtForward, { timeout: 15_000 }).toBe(true);
        const mail = await smtp.waitFor('rosa-c@mailtest.example', 20_000);
        expect(mail.subject).toContain('Mail Test c');
        await expect.poll(async () => (await row())!.status, { timeout: 10_000 }).toBe('sent');
        expect(smtp.received).toHaveLength(1);
      } finally {
        await smtp.close();
      }
    } finally {
      await t.close();
    }
  });
});
