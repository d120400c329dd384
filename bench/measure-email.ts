import { randomBytes } from 'node:crypto';
import { connect } from '../server/db/client.ts';
import { createChannelStore } from '../server/features/email-channels/channel-store.ts';
import { createEmailRunner } from '../server/features/email-channels/email-runner.ts';
import { createTicketIntake } from '../server/features/email-channels/ticket-intake.ts';
import { createJobQueue } from '../server/jobs/queue.ts';
import { createMailer } from '../server/mail/mailer.ts';
import { createEventBus } from '../server/realtime/event-bus.ts';
import { type ImapAccount, startDovecot } from '../tests/support/dovecot.ts';
import { rawMail } from '../tests/support/raw-mail.ts';
import type { Measure } from './measures.ts';

const MESSAGES = 1000;
const CODE = 'BENCHMAIL';
const DOMAIN = 'students.benchmail.test';
/** Senders: 200 people of the requester domain (each made a requester by their first message). */
const SENDERS = 200;
const HELP: ImapAccount = { user: 'help@benchmail.test', password: 'bench-imap-secret' };

/** Mail as people write it: plain or HTML, some with a quoted reply below, a few with a small PDF. */
async function messages(): Promise<Buffer[]> {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');
  return Promise.all(
    Array.from({ length: MESSAGES }, (_, i) =>
      rawMail({
        from: `Student ${i % SENDERS} <student${i % SENDERS}@${DOMAIN}>`,
        to: HELP.user,
        subject: `Chromebook ${i} will not charge`,
        ...(i % 2
          ? {
              html: `<div dir="ltr"><p>My Chromebook (asset ${i}) does not charge since this morning.</p><p>Room ${i % 40}</p></div><div class="gmail_quote"><div class="gmail_attr">On Mon, Help wrote:</div><blockquote class="gmail_quote">Anything else?</blockquote></div>`,
            }
          : {
              text: `My Chromebook (asset ${i}) does not charge since this morning.\nRoom ${i % 40}\n\n> earlier mail\n\n-- \nStudent ${i % SENDERS}\n`,
            }),
        ...(i % 10 === 0 ? { attachments: [{ filename: `photo-${i}.pdf`, content: pdf }] } : {}),
      }),
    ),
  );
}

/**
 * Email intake: 1,000 messages APPENDed to one mailbox of a real Dovecot become tickets in one run
 * (200 new requesters made from a requester domain on the way), then a second run finds nothing
 * new. The run is the worker's code in this process against the bench's database (the bench
 * server runs in production mode, where a loopback mail server is refused); its jobs (ticket
 * notices) are written to the queue the bench server's workers drain.
 */
export const emailIntake: Measure = {
  name: `Email intake of ${MESSAGES.toLocaleString('en-US')} messages (real Dovecot)`,
  goal: '< 60 s; polled again creates nothing',
  async seed(pool) {
    const { rows } = await pool.query<{ id: string }>(
      `insert into districts (name, code, service_level) values ('Email Bench USD', $1, 'apex')
       on conflict (code) do update set name = excluded.name returning id`,
      [CODE],
    );
    await pool.query(
      `insert into district_settings (district_id, timezone, school_day_start, school_day_end, sla_targets, requester_domains)
       values ($1, 'America/Phoenix', '07:00', '16:00', '{"critical":4,"high":8,"medium":24,"low":72}', $2)
       on conflict (district_id) do update set requester_domains = excluded.requester_domains`,
      [rows[0]!.id, [DOMAIN]],
    );
  },
  async run({ databaseUrl, pool }) {
    const { rows } = await pool.query<{ id: string }>('select id from districts where code = $1', [CODE]);
    const districtId = rows[0]!.id;
    const imap = await startDovecot({ accounts: [HELP] });
    const database = connect(databaseUrl, 6);
    const log = { error: () => {}, warn: () => {}, info: () => {} };
    // A server's own bus: the jobs it sends wake the bench server's workers.
    const bus = await createEventBus(databaseUrl, database.pool, () => {});
    const queue = createJobQueue(database.db, { url: databaseUrl, expireSeconds: 900, log, bus });
    // Written here, run by the bench server's workers (as a worker's would be).
    queue.define(
      { name: 'tickets.notify', handle: async () => {} },
      { name: 'mail.send', handle: async () => {} },
    );
    try {
      const appendStarted = Date.now();
      await imap.append(HELP, await messages());
      const appendMs = Date.now() - appendStarted;
      await queue.start({ work: false });
      const store = createChannelStore(database.db, randomBytes(32));
      const channel = await store.create(
        districtId,
        {
          address: HELP.user,
          host: imap.host,
          port: imap.port,
          tls: false,
          username: HELP.user,
          folder: 'INBOX',
          // Off: the bench server's own schedule leaves it alone; the runs below are started by hand.
          enabled: false,
          replyToUnknown: true,
        },
        HELP.password,
      );
      const runner = createEmailRunner({
        db: database.db,
        queue,
        mailer: createMailer({
          db: database.db,
          queue,
          transport: null,
          from: 'Portal <portal@bench.test>',
          publicUrl: 'https://portal.bench.test',
        }),
        store,
        tickets: createTicketIntake({ db: database.db, queue, bus, log, hooks: [] }),
        imap: { allowInsecure: true },
        publicUrl: 'https://portal.bench.test',
        mailFrom: 'Portal <portal@bench.test>',
        log,
      });
      const timed = async () => {
        // The run's row without its job: the bench server's workers (production: loopback refused) must not take it.
        const { rows: made } = await pool.query<{ id: string }>(
          `insert into email_channel_runs (district_id, channel_id, trigger) values ($1, $2, 'manual') returning id`,
          [districtId, channel.id],
        );
        const runId = made[0]!.id;
        const started = Date.now();
        await runner.run(runId);
        const [run] = await runner.history(channel.id, 1);
        if (run?.status !== 'succeeded') throw new Error(`email bench run failed: ${run?.errors.join('; ')}`);
        return { ms: Date.now() - started, run };
      };
      const first = await timed();
      const second = await timed();
      if (first.run.ticketsCreated !== MESSAGES)
        throw new Error(`expected ${MESSAGES} tickets, the run made ${first.run.ticketsCreated}`);
      if (second.run.ticketsCreated !== 0)
        throw new Error(`the second run made ${second.run.ticketsCreated} tickets`);
      return {
        value: `${(first.ms / 1000).toFixed(1)} s (${Math.round((MESSAGES / first.ms) * 1000)} messages/s)`,
        detail: `${first.run.ticketsCreated} tickets (${SENDERS} new requesters, ${MESSAGES / 10} PDFs kept) from ${MESSAGES} APPENDed messages (APPEND took ${(appendMs / 1000).toFixed(1)} s, not counted); polled again: ${second.run.ticketsCreated} tickets, ${second.ms} ms`,
      };
    } finally {
      await queue.stop(0);
      await bus.close();
      await database.close();
      await imap.stop();
    }
  },
};
