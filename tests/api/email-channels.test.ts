import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EMAIL_CONNECTION_MESSAGES as C,
  type EmailChannel,
  type EmailChannelRun,
  FAILED_FOLDER,
  EMAIL_CHANNEL_MESSAGES as M,
  REFUSALS_PER_HOUR,
} from '../../domain/email-channels.ts';
import {
  auditLog,
  districtSettings,
  emailChannels,
  emailMessages,
  mailMessages,
  ticketActivity,
  ticketAttachments,
  tickets,
  ticketWatchers,
  users,
} from '../../server/db/schema/index.ts';
import { type ImapAccount, startDovecot, type TestImapServer } from '../support/dovecot.ts';
import { describeWithDovecot } from '../support/dovecot-tests.ts';
import { makeUser, makeWorld, type World } from '../support/fixtures.ts';
import { FILES, MALFORMED, newMessageId, rawMail } from '../support/raw-mail.ts';
import { freePort } from '../support/server-process.ts';
import { startMailServer, type TestMailServer } from '../support/smtp.ts';
import { call, createAppOn, createTestApp, TEST_PUBLIC_URL, type TestApp } from '../support/test-app.ts';

// Email channels against a real Dovecot (started by this file on a free port, tests/support/dovecot.ts)
// and the in-process SMTP server: what becomes a ticket, a reply, nothing, or a polite refusal.

const describeImap = await describeWithDovecot();

const HELP: ImapAccount = { user: 'help@benson.test', password: 'imap-secret-7f2c' };
/** A second help desk mailbox of the same district. */
const SECOND: ImapAccount = { user: 'it@benson.test', password: 'second-secret' };
const REQUESTER_DOMAIN = 'students.benson.test';
const OUR_HOST = new URL(TEST_PUBLIC_URL).hostname;

describeImap('email channels', () => {
  let imap: TestImapServer;
  /** A second Dovecot with a self-signed certificate (IMAPS and STARTTLS). */
  let tlsImap: TestImapServer;
  let smtp: TestMailServer;
  let t: TestApp;
  let w: World;
  let channel: EmailChannel;

  beforeAll(async () => {
    [imap, tlsImap, smtp] = await Promise.all([
      startDovecot({ accounts: [HELP, SECOND] }),
      startDovecot({ accounts: [HELP], tls: true }),
      startMailServer(),
    ]);
    t = await createTestApp({
      INTEGRATIONS_ALLOW_INSECURE: 'true',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Portal <portal@portal.test>',
    });
    w = await makeWorld(t.app, t.db, { tierA: 'ascend' });
    await t.db
      .insert(districtSettings)
      .values({
        districtId: w.districtA.id,
        timezone: 'America/Phoenix',
        schoolDayStart: '07:00',
        schoolDayEnd: '16:00',
        slaTargets: { critical: 4, high: 8, medium: 24, low: 72 },
        requesterDomains: [REQUESTER_DOMAIN],
      })
      .onConflictDoUpdate({
        target: districtSettings.districtId,
        set: { requesterDomains: [REQUESTER_DOMAIN] },
      });
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([imap?.stop(), tlsImap?.stop(), smtp?.close()]);
  });

  const settings = (over: Record<string, unknown> = {}) => ({
    districtId: w.districtA.id,
    address: HELP.user,
    host: imap.host,
    port: imap.port,
    tls: false,
    username: HELP.user,
    password: HELP.password,
    folder: 'INBOX',
    ...over,
  });
  const admin = () => w.cookies.adminA;

  async function ensureChannel(): Promise<EmailChannel> {
    if (channel) return channel;
    const res = await call<EmailChannel>(t.app, 'POST', '/api/email-channels', {
      cookie: admin(),
      body: settings(),
    });
    expect(res.status).toBe(201);
    channel = res.body;
    return channel;
  }

  /** Poll now, then the run once it is done. */
  async function pollNow(channelId = channel.id): Promise<EmailChannelRun> {
    const started = await call(t.app, 'POST', `/api/email-channels/${channelId}/poll`, { cookie: admin() });
    expect(started.status).toBe(202);
    let run: EmailChannelRun | undefined;
    await expect
      .poll(
        async () => {
          const runs = await call<EmailChannelRun[]>(t.app, 'GET', `/api/email-channels/${channelId}/runs`, {
            cookie: admin(),
          });
          run = runs.body.find((r) => r.id === started.body.runId);
          return run?.status;
        },
        { timeout: 30_000, interval: 150 },
      )
      .toMatch(/succeeded|failed/);
    return run!;
  }

  const deliver = (...messages: Buffer[]) => imap.append(HELP, messages);
  const ticketsOf = () => t.db.select().from(tickets).where(eq(tickets.districtId, w.districtA.id));
  const recorded = (messageId: string) =>
    t.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.districtId, w.districtA.id), eq(emailMessages.messageId, messageId)));
  const refusalsTo = (address: string) =>
    t.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, 'email_refusal'), eq(mailMessages.toAddress, address)));
  const requester = () => w.people.requesterA;

  describe('channels: input, sealing, tests', () => {
    it('refuses bad input with the field’s message', async () => {
      const bad: [Record<string, unknown>, string][] = [
        [{ address: 'nope' }, M.addressInvalid],
        [{ host: 'imaps://imap.gmail.com' }, M.hostInvalid],
        [{ host: '10.1.2.3' }, M.hostPrivate],
        [{ port: 0 }, M.portInvalid],
        [{ password: '' }, M.passwordRequired],
        [{ folder: FAILED_FOLDER }, M.folderReserved],
      ];
      for (const [over, message] of bad) {
        const res = await call(t.app, 'POST', '/api/email-channels', {
          cookie: admin(),
          body: settings(over),
        });
        expect(res.status, JSON.stringify(over)).toBe(400);
        expect(res.body.message).toBe(message);
      }
    });

    it('adds a channel; its password is sealed, never answered, never audited', async () => {
      const c = await ensureChannel();
      expect(c).toMatchObject({
        address: HELP.user,
        port: imap.port,
        folder: 'INBOX',
        passwordSaved: true,
        lastRun: null,
      });
      expect(JSON.stringify(c)).not.toContain(HELP.password);
      const [row] = await t.db.select().from(emailChannels).where(eq(emailChannels.id, c.id));
      expect(row!.passwordSealed).not.toContain(HELP.password);
      const list = await call<EmailChannel[]>(
        t.app,
        'GET',
        `/api/email-channels?districtId=${w.districtA.id}`,
        {
          cookie: admin(),
        },
      );
      expect(list.body.map((x) => x.id)).toEqual([c.id]);
      expect(JSON.stringify(list.body)).not.toContain(HELP.password);
      const audit = await t.db.select().from(auditLog).where(eq(auditLog.districtId, w.districtA.id));
      expect(audit.map((a) => a.action)).toContain('email_channel.created');
      expect(JSON.stringify(audit)).not.toContain(HELP.password);
    });

    it('refuses an address another channel reads (409)', async () => {
      await ensureChannel();
      const res = await call(t.app, 'POST', '/api/email-channels', {
        cookie: w.cookies.adminB,
        body: settings({ districtId: w.districtB.id, address: HELP.user.toUpperCase() }),
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(M.addressTaken);
    });

    it('refuses a loopback server without the escape hatch of tests', async () => {
      const strict = await createAppOn(t.database, {}, { work: false });
      try {
        const res = await call(strict.app, 'POST', '/api/email-channels', {
          cookie: admin(),
          body: settings({ address: 'other@benson.test' }),
        });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(M.hostPrivate);
      } finally {
        await strict.close();
      }
    });

    describe('Test connection says exactly what failed', () => {
      let probe: EmailChannel;
      const test = async (over: Record<string, unknown>) => {
        const saved = await call(t.app, 'PUT', `/api/email-channels/${probe.id}`, {
          cookie: admin(),
          body: settings({ address: 'probe@benson.test', enabled: false, ...over }),
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        const res = await call(t.app, 'POST', `/api/email-channels/${probe.id}/test`, { cookie: admin() });
        expect(res.status).toBe(200);
        return res.body as { ok: boolean; message: string };
      };
      beforeAll(async () => {
        const res = await call<EmailChannel>(t.app, 'POST', '/api/email-channels', {
          cookie: admin(),
          body: settings({ address: 'probe@benson.test', enabled: false }),
        });
        probe = res.body;
      });

      it('connects and opens the folder', async () => {
        expect(await test({})).toEqual({
          ok: true,
          message: expect.stringMatching(/^Connected to 127\.0\.0\.1:\d+ and opened INBOX/),
        });
      });

      it('a password left out keeps the saved one', async () => {
        expect((await test({ password: undefined })).ok).toBe(true);
        expect((await test({ password: '' })).ok).toBe(true);
      });

      it('wrong password', async () => {
        expect(await test({ password: 'wrong' })).toEqual({
          ok: false,
          message: C.authentication(HELP.user),
        });
        await test({ password: HELP.password });
      });

      it('wrong port (nothing listens there)', async () => {
        const port = await freePort();
        expect(await test({ port })).toEqual({ ok: false, message: C.refused('127.0.0.1', port) });
      });

      it('missing folder, naming the folders there are', async () => {
        const res = await test({ folder: 'Helpdesk' });
        expect(res.ok).toBe(false);
        expect(res.message).toMatch(
          /^The folder "Helpdesk" does not exist in this mailbox \(it has: .*INBOX/,
        );
      });

      it('a name that does not resolve (DNS)', async () => {
        expect(await test({ host: 'imap.no-such-host.invalid' })).toEqual({
          ok: false,
          message: C.dns('imap.no-such-host.invalid'),
        });
      });

      it('TLS on a port that speaks plain IMAP', async () => {
        const res = await test({ tls: true });
        expect(res.ok).toBe(false);
        expect(res.message).toMatch(/^The TLS handshake with 127\.0\.0\.1:\d+ failed/);
      });

      it('a self-signed certificate, with TLS or with STARTTLS', async () => {
        const message = C.certificate('127.0.0.1', 'it is self-signed');
        expect(await test({ tls: true, port: tlsImap.tlsPort })).toEqual({ ok: false, message });
        expect(await test({ tls: false, port: tlsImap.port })).toEqual({ ok: false, message });
      });
    });
  });

  describe('intake', () => {
    beforeAll(async () => {
      await ensureChannel();
    });
    beforeEach(() => {
      smtp.received.length = 0;
    });

    it('a plain text mail from a requester becomes their ticket (source email, clean text)', async () => {
      const id = newMessageId();
      await deliver(
        await rawMail({
          from: `Jane Requester <${requester().email}>`,
          to: HELP.user,
          subject: 'Projector in room 12 is dead',
          text: 'It shows no picture since Monday.\n\nThanks,\nJane\n\n-- \nJane Requester\nRoom 12\n',
          messageId: id,
        }),
      );
      const run = await pollNow();
      expect(run).toMatchObject({ status: 'succeeded', ticketsCreated: 1, repliesAdded: 0, failed: 0 });
      const [m] = await recorded(id);
      expect(m).toMatchObject({ outcome: 'ticket', fromAddress: requester().email });
      const [ticket] = await t.db.select().from(tickets).where(eq(tickets.id, m!.ticketId!));
      expect(ticket).toMatchObject({
        title: 'Projector in room 12 is dead',
        description: 'It shows no picture since Monday.\n\nThanks,\nJane',
        source: 'email',
        requesterId: requester().id,
        createdById: requester().id,
        status: 'open',
      });
      // Taken in: marked seen in the mailbox.
      const inbox = await imap.messages(HELP);
      expect(inbox.find((x) => x.messageId === id)?.flags).toContain('\\Seen');
    });

    it('an HTML mail becomes clean text; its files are kept by content, others named in the ticket', async () => {
      const id = newMessageId();
      await deliver(
        await rawMail({
          from: requester().email,
          to: HELP.user,
          subject: 'Fwd: Laptop screen cracked',
          html: '<div dir="ltr"><p>My Chromebook screen <b>cracked</b> in class.</p><p>Photo attached.</p><img src="cid:photo1"></div><div class="gmail_signature">Jane | Grade 7</div>',
          messageId: id,
          attachments: [
            { filename: 'screen.png', content: FILES.png, cid: 'photo1' },
            { filename: 'repair-form.pdf', content: FILES.pdf },
            { filename: 'invoice.pdf', content: FILES.exe, contentType: 'application/pdf' },
          ],
        }),
      );
      const run = await pollNow();
      expect(run.ticketsCreated).toBe(1);
      const [m] = await recorded(id);
      const [ticket] = await t.db.select().from(tickets).where(eq(tickets.id, m!.ticketId!));
      expect(ticket!.title).toBe('Laptop screen cracked');
      expect(ticket!.description).toBe(
        'My Chromebook screen cracked in class.\n\nPhoto attached.\n\nNot kept from the email:\n- invoice.pdf: application/x-msdownload files are not accepted',
      );
      const files = await t.db
        .select()
        .from(ticketAttachments)
        .where(eq(ticketAttachments.ticketId, ticket!.id));
      expect(files.map((f) => [f.name, f.type, f.size, f.activityId]).sort()).toEqual([
        ['repair-form.pdf', 'application/pdf', FILES.pdf.length, null],
        ['screen.png', 'image/png', FILES.png.length, null],
      ]);
      expect(files.every((f) => f.uploadedById === requester().id)).toBe(true);
    });

    it('a reply joins its ticket by In-Reply-To of our mail, as a public comment', async () => {
      const [ticket] = await ticketsOf();
      // The mail the tickets feature sent the requester (its Message-ID as the contract writes it).
      const ours = `<ticket.${ticket!.id}.${randomBytes(6).toString('hex')}@${OUR_HOST}>`;
      await t.db.insert(mailMessages).values({
        toAddress: requester().email,
        subject: `[${ticket!.ticketNumber}] ${ticket!.title}`,
        textBody: 'We are on it.',
        htmlBody: '<p>We are on it.</p>',
        kind: 'ticket_reply',
        districtId: w.districtA.id,
        dedupeKey: `test-${randomBytes(4).toString('hex')}`,
        status: 'sent',
        ticketId: ticket!.id,
        headers: { messageId: ours, replyTo: HELP.user },
      });
      await deliver(
        await rawMail({
          from: requester().email,
          to: HELP.user,
          subject: 'Re: Your request',
          text: `It still shows nothing.\n\nOn Tue, Mar 3, 2026 at 9:14 AM Help <${HELP.user}> wrote:\n> We are on it.\n`,
          inReplyTo: ours,
          references: [ours],
          attachments: [{ filename: 'now.png', content: FILES.png }],
        }),
      );
      const run = await pollNow();
      expect(run).toMatchObject({ ticketsCreated: 0, repliesAdded: 1 });
      const comments = await t.db
        .select()
        .from(ticketActivity)
        .where(and(eq(ticketActivity.ticketId, ticket!.id), eq(ticketActivity.kind, 'comment')));
      expect(comments).toHaveLength(1);
      expect(comments[0]).toMatchObject({
        body: 'It still shows nothing.',
        visibility: 'public',
        actorId: requester().id,
      });
      const files = await t.db
        .select()
        .from(ticketAttachments)
        .where(eq(ticketAttachments.activityId, comments[0]!.id));
      expect(files.map((f) => f.name)).toEqual(['now.png']);
    });

    it('a reply joins its ticket by [CODE-0042] in the subject; staff replies too', async () => {
      const [, second] = (await ticketsOf()).sort((a, b) => a.number - b.number);
      const tech = w.people.techA;
      await deliver(
        await rawMail({
          from: tech.email,
          to: HELP.user,
          subject: `RE: [${second!.ticketNumber}] Laptop screen cracked`,
          html: `<p>Bring it to the library at noon.</p><div id="appendonsend"></div><hr><div id="divRplyFwdMsg"><b>From:</b> Jane<br><b>Sent:</b> Monday<br><b>To:</b> Help<br><b>Subject:</b> x</div><div>old</div>`,
        }),
      );
      const run = await pollNow();
      expect(run).toMatchObject({ ticketsCreated: 0, repliesAdded: 1 });
      const [comment] = await t.db
        .select()
        .from(ticketActivity)
        .where(and(eq(ticketActivity.ticketId, second!.id), eq(ticketActivity.kind, 'comment')));
      expect(comment).toMatchObject({
        body: 'Bring it to the library at noon.',
        visibility: 'public',
        actorId: tech.id,
      });
    });

    it('someone the ticket does not know writing on it opens a ticket of their own; a watcher replies', async () => {
      const [first] = (await ticketsOf()).sort((a, b) => a.number - b.number);
      const colleague = await makeUser(t.db, { role: 'requester', districtId: w.districtA.id });
      const watcher = await makeUser(t.db, { role: 'requester', districtId: w.districtA.id });
      await t.db
        .insert(ticketWatchers)
        .values({ districtId: w.districtA.id, ticketId: first!.id, userId: watcher.id });
      const before = (await ticketsOf()).length;
      await deliver(
        await rawMail({
          from: colleague.email,
          to: HELP.user,
          subject: `Re: [${first!.ticketNumber}] x`,
          text: 'Mine too!',
        }),
        await rawMail({
          from: watcher.email,
          to: HELP.user,
          subject: `Re: [${first!.ticketNumber}] x`,
          text: 'Same here.',
        }),
      );
      const run = await pollNow();
      expect(run).toMatchObject({ ticketsCreated: 1, repliesAdded: 1 });
      expect(await ticketsOf()).toHaveLength(before + 1);
    });

    it('auto-replies, bulk mail and a loop create nothing and get no answer', async () => {
      const before = (await ticketsOf()).length;
      const stranger = 'vendor@elsewhere.test';
      const ids = [newMessageId(), newMessageId(), newMessageId(), newMessageId(), newMessageId()];
      await deliver(
        await rawMail({
          from: requester().email,
          to: HELP.user,
          subject: 'Automatic reply: Projector',
          text: 'I am out of the office.',
          headers: { 'Auto-Submitted': 'auto-replied' },
          messageId: ids[0],
        }),
        await rawMail({
          from: stranger,
          to: HELP.user,
          subject: 'Away',
          text: 'Away',
          headers: { 'X-Autoreply': 'yes' },
          messageId: ids[1],
        }),
        await rawMail({
          from: stranger,
          to: HELP.user,
          subject: 'Spring sale',
          text: 'Buy',
          headers: { Precedence: 'bulk' },
          messageId: ids[2],
        }),
        await rawMail({
          from: stranger,
          to: HELP.user,
          subject: 'Newsletter',
          text: 'News',
          headers: { 'List-Id': '<news.elsewhere.test>', 'List-Unsubscribe': '<mailto:u@elsewhere.test>' },
          messageId: ids[3],
        }),
        // Our own address writing to itself (a forwarding rule gone round).
        await rawMail({
          from: HELP.user,
          to: HELP.user,
          subject: 'Re: [X-1] loop',
          text: 'loop',
          messageId: ids[4],
        }),
      );
      const run = await pollNow();
      expect(run).toMatchObject({ ticketsCreated: 0, repliesAdded: 0, skipped: 5, failed: 0 });
      expect(await ticketsOf()).toHaveLength(before);
      for (const id of ids) expect((await recorded(id))[0]?.outcome).toBe('ignored');
      expect((await recorded(ids[4]!))[0]?.detail).toMatchObject({ kind: 'loop' });
      expect(await refusalsTo(stranger)).toHaveLength(0);
    });

    it('a Message-ID seen before creates nothing', async () => {
      const id = newMessageId();
      const mail = await rawMail({
        from: requester().email,
        to: HELP.user,
        subject: 'Printer',
        text: 'Jammed.',
        messageId: id,
      });
      await deliver(mail);
      expect((await pollNow()).ticketsCreated).toBe(1);
      await deliver(
        mail,
        await rawMail({
          from: requester().email,
          to: HELP.user,
          subject: 'Printer again',
          text: 'x',
          messageId: id,
        }),
      );
      const run = await pollNow();
      expect(run).toMatchObject({ ticketsCreated: 0, skipped: 2 });
      expect(await recorded(id)).toHaveLength(1);
    });

    it('the same mail sent to two help desk addresses of the district becomes one ticket', async () => {
      const second = SECOND;
      const other = await call<EmailChannel>(t.app, 'POST', '/api/email-channels', {
        cookie: admin(),
        body: settings({ address: second.user, username: second.user, password: second.password }),
      });
      expect(other.status).toBe(201);
      const id = newMessageId();
      const mail = await rawMail({
        from: requester().email,
        to: `${HELP.user}, ${second.user}`,
        subject: 'Both desks',
        text: 'Sent to both.',
        messageId: id,
        attachments: [{ filename: '../../etc/notes.txt', content: 'room 12, desk 3\n' }],
      });
      await imap.append(HELP, [mail]);
      await imap.append(second, [mail]);
      const before = (await ticketsOf()).length;
      const [a, b] = await Promise.all([pollNow(), pollNow(other.body.id)]);
      expect(a.ticketsCreated + b.ticketsCreated).toBe(1);
      expect(a.skipped + b.skipped).toBe(1);
      expect(await ticketsOf()).toHaveLength(before + 1);
      const [m] = await recorded(id);
      const files = await t.db
        .select()
        .from(ticketAttachments)
        .where(eq(ticketAttachments.ticketId, m!.ticketId!));
      expect(files.map((f) => [f.name, f.type])).toEqual([['notes.txt', 'text/plain']]);
      await call(t.app, 'DELETE', `/api/email-channels/${other.body.id}`, { cookie: admin() });
    });

    it('a message that cannot be read goes to Portal-Failed, is shown in the run and recorded, never lost', async () => {
      const before = (await ticketsOf()).length;
      await deliver(MALFORMED);
      const run = await pollNow();
      expect(run).toMatchObject({ status: 'succeeded', failed: 1, ticketsCreated: 0 });
      expect(run.errors).toEqual([
        expect.stringMatching(
          new RegExp(
            `^Message UID \\d+ could not be read \\(it names no sender\\): moved to ${FAILED_FOLDER}\\.$`,
          ),
        ),
      ]);
      expect(await ticketsOf()).toHaveLength(before);
      expect(await imap.folders(HELP)).toContain(FAILED_FOLDER);
      const parked = await imap.messages(HELP, FAILED_FOLDER);
      expect(parked).toHaveLength(1);
      const failed = await t.db
        .select()
        .from(emailMessages)
        .where(and(eq(emailMessages.districtId, w.districtA.id), eq(emailMessages.outcome, 'failed')));
      expect(failed).toHaveLength(1);
    });

    it('an unknown sender is refused politely, in the conversation; a requester domain makes a requester', async () => {
      const before = (await ticketsOf()).length;
      const unknownId = newMessageId('parents.example');
      const student = `maria.lopez@${REQUESTER_DOMAIN}`;
      await deliver(
        await rawMail({
          from: 'Pat Parent <pat@parents.example>',
          to: HELP.user,
          subject: 'Wi-Fi password?',
          text: 'Hi',
          messageId: unknownId,
        }),
        await rawMail({
          from: `Maria Lopez <${student}>`,
          to: HELP.user,
          subject: 'Cannot log in',
          text: 'My password expired.',
        }),
      );
      const run = await pollNow();
      expect(run).toMatchObject({ ticketsCreated: 1, skipped: 1 });
      expect(await ticketsOf()).toHaveLength(before + 1);
      expect((await recorded(unknownId))[0]).toMatchObject({
        outcome: 'refused',
        detail: { answered: true },
      });

      const answer: ParsedMail = await smtp.waitFor('pat@parents.example');
      expect(answer.inReplyTo).toBe(unknownId);
      expect(answer.references).toContain(unknownId);
      expect(answer.headers.get('auto-submitted')).toBe('auto-replied');
      expect(answer.subject).toBe('Re: Wi-Fi password?');
      expect(answer.text).toContain(`Thank you for writing to ${HELP.user}`);

      const [made] = await t.db.select().from(users).where(eq(users.email, student));
      expect(made).toMatchObject({
        role: 'requester',
        districtId: w.districtA.id,
        passwordHash: null,
        firstName: 'Maria',
        lastName: 'Lopez',
      });
      const [ticket] = await t.db.select().from(tickets).where(eq(tickets.requesterId, made!.id));
      expect(ticket).toMatchObject({ title: 'Cannot log in', source: 'email' });
    });

    it(`answers one address at most ${REFUSALS_PER_HOUR} times an hour`, async () => {
      const pest = 'pest@spam.example';
      await deliver(
        ...(await Promise.all(
          Array.from({ length: REFUSALS_PER_HOUR + 2 }, (_, i) =>
            rawMail({ from: pest, to: HELP.user, subject: `Hello ${i}`, text: 'Hi' }),
          ),
        )),
      );
      const run = await pollNow();
      expect(run).toMatchObject({ ticketsCreated: 0, skipped: REFUSALS_PER_HOUR + 2 });
      expect(await refusalsTo(pest)).toHaveLength(REFUSALS_PER_HOUR);
    });

    it('polling again creates nothing', async () => {
      const before = (await ticketsOf()).length;
      const run = await pollNow();
      expect(run).toMatchObject({
        status: 'succeeded',
        ticketsCreated: 0,
        repliesAdded: 0,
        skipped: 0,
        failed: 0,
      });
      expect(await ticketsOf()).toHaveLength(before);
    });

    it('a new UIDVALIDITY (the folder was rebuilt) reads from the start and still takes nothing twice', async () => {
      await t.db.update(emailChannels).set({ uidValidity: '1' }).where(eq(emailChannels.id, channel.id));
      const before = (await ticketsOf()).length;
      const run = await pollNow();
      expect(run).toMatchObject({ status: 'succeeded', ticketsCreated: 0, repliesAdded: 0 });
      expect(run.skipped).toBeGreaterThan(10);
      expect(await ticketsOf()).toHaveLength(before);
    });

    it('a disabled channel is not polled; a run with a wrong password fails and says why', async () => {
      const off = await call(t.app, 'PUT', `/api/email-channels/${channel.id}`, {
        cookie: admin(),
        body: settings({ enabled: false, password: undefined }),
      });
      expect(off.status).toBe(200);
      const refused = await call(t.app, 'POST', `/api/email-channels/${channel.id}/poll`, {
        cookie: admin(),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(M.disabled);
      await call(t.app, 'PUT', `/api/email-channels/${channel.id}`, {
        cookie: admin(),
        body: settings({ password: 'not-it' }),
      });
      const run = await pollNow();
      expect(run).toMatchObject({ status: 'failed', errors: [C.authentication(HELP.user)] });
      await call(t.app, 'PUT', `/api/email-channels/${channel.id}`, { cookie: admin(), body: settings() });
    });

    it('removes a channel (its tickets stay)', async () => {
      const before = (await ticketsOf()).length;
      const res = await call(t.app, 'DELETE', `/api/email-channels/${channel.id}`, { cookie: admin() });
      expect(res.status).toBe(200);
      const again = await call(t.app, 'GET', `/api/email-channels/${channel.id}/runs`, { cookie: admin() });
      expect(again.status).toBe(404);
      expect(await ticketsOf()).toHaveLength(before);
    });
  });
});
