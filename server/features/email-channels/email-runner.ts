import { and, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { ImapFlow, MailboxObject } from 'imapflow';
import { featuresOf } from '../../../domain/access.ts';
import {
  EMAIL_MESSAGE_LIMIT_BYTES,
  type EmailChannelRun,
  FAILED_FOLDER,
  EMAIL_INTAKE_MESSAGES as I,
} from '../../../domain/email-channels.ts';
import { parseMailbox } from '../../../domain/email-intake.ts';
import { tierAllows } from '../../../domain/tiers.ts';
import type { Db } from '../../db/client.ts';
import { isConnectionLoss } from '../../db/connection-loss.ts';
import { districtSettings, districts, emailChannelRuns, emailChannels } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ChannelRow, ChannelStore } from './channel-store.ts';
import {
  connectMailbox,
  describeImapFailure,
  disconnect,
  type ImapOptions,
  isMissingFolder,
  MailboxError,
  missingFolder,
} from './imap-connection.ts';
import { type IntakeContext, type IntakeOutcome, recordFailed, takeIn } from './intake.ts';
import type { IntakeDistrict } from './sender-accounts.ts';
import type { TicketIntake } from './ticket-intake.ts';

export const POLL_JOB = 'email-channels.poll';
export type RunTrigger = EmailChannelRun['trigger'];
type RunRow = typeof emailChannelRuns.$inferSelect;

/** A run still queued or running after this long was cut short (its server stopped): the next starts afresh. */
const STALE_MS = 10 * 60_000;
/**
 * A run stops reading after this long (well within a job's expiry, JOB_EXPIRE_SECONDS, 300 s by
 * default); the next minute's run goes on from there.
 */
const MAX_RUN_MS = 3 * 60_000;
/** How long a run waits for the channel's run before it to finish. */
const WAIT_MS = 4 * 60_000;
/** Messages read from the server at once (fewer when they are large). */
const BATCH = 25;
const BATCH_BYTES = 64 * 1024 * 1024;
/** Senders whose messages are taken in side by side. */
const LANES = 8;
/** Lines of a run's errors kept (the rest are counted). */
const MAX_ERRORS = 50;

export interface EmailRunnerDeps {
  db: Db;
  queue: JobQueue;
  mailer: Mailer;
  store: ChannelStore;
  tickets: TicketIntake;
  imap: ImapOptions;
  publicUrl: string;
  /** The portal's From (MAIL_FROM): mail from it is a loop. */
  mailFrom: string;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export const toRun = (r: RunRow): EmailChannelRun => ({
  id: r.id,
  channelId: r.channelId,
  trigger: r.trigger,
  status: r.status,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
  ticketsCreated: r.ticketsCreated,
  repliesAdded: r.repliesAdded,
  skipped: r.skipped,
  failed: r.failed,
  errors: r.errors,
});

/** True when the district has tickets: its tier (Ascend and up) and its tickets switch. */
const ticketsAllowed = (d: {
  serviceLevel: IntakeDistrict['serviceLevel'];
  features: Record<string, boolean>;
}) => tierAllows(d.serviceLevel, 'ascend') && featuresOf(d.features).tickets;

/** The folder unreadable messages go to: found, else made (under the personal namespace if need be). */
async function failedFolder(imap: ImapFlow): Promise<string> {
  const folders = await imap.list();
  const found = folders.find((f) => f.name === FAILED_FOLDER || f.path === FAILED_FOLDER);
  if (found) return found.path;
  try {
    return (await imap.mailboxCreate(FAILED_FOLDER)).path;
  } catch {
    const prefix = (imap as unknown as { namespace?: { prefix?: string } }).namespace?.prefix ?? '';
    return (await imap.mailboxCreate(`${prefix}${FAILED_FOLDER}`)).path;
  }
}

/**
 * Email runs: queued as jobs (the minute's schedule, or Poll now), one at a time per channel, each
 * reading the folder's new messages by UID from where the last stopped (UIDVALIDITY changed: from
 * the start). Each message is claimed by its Message-ID before it is taken in, so nothing is taken
 * in twice: not after a crash, not when the same mail reaches two channels of a district.
 */
export function createEmailRunner(deps: EmailRunnerDeps) {
  const { db, store } = deps;
  const ownHost = new URL(deps.publicUrl).hostname;
  const mailFrom = parseMailbox(deps.mailFrom)?.address ?? null;

  /**
   * Queues a run, or answers the one already waiting. A run already reading may have listed the
   * folder before the newest mail came: a new run is queued behind it (it waits for the district's
   * lock, then goes on from where that one stopped).
   */
  async function enqueue(
    channel: Pick<ChannelRow, 'id' | 'districtId'>,
    trigger: RunTrigger,
  ): Promise<string> {
    return db.transaction(async (tx) => {
      // Two requests at once: the lock orders them, the second finds the first's run.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email-run:${channel.id}`}))`);
      await tx
        .update(emailChannelRuns)
        .set({ status: 'failed', finishedAt: sql`now()`, errors: [I.interrupted] })
        .where(
          and(
            eq(emailChannelRuns.channelId, channel.id),
            inArray(emailChannelRuns.status, ['queued', 'running']),
            lt(emailChannelRuns.startedAt, new Date(Date.now() - STALE_MS)),
          ),
        );
      const [pending] = await tx
        .select({ id: emailChannelRuns.id })
        .from(emailChannelRuns)
        .where(and(eq(emailChannelRuns.channelId, channel.id), eq(emailChannelRuns.status, 'queued')))
        .limit(1);
      if (pending) return pending.id;
      const [run] = await tx
        .insert(emailChannelRuns)
        .values({ districtId: channel.districtId, channelId: channel.id, trigger })
        .returning({ id: emailChannelRuns.id });
      await deps.queue.send(POLL_JOB, { runId: run!.id }, { tx });
      return run!.id;
    });
  }

  async function contextOf(channel: ChannelRow): Promise<IntakeContext | null> {
    const [d] = await db
      .select({
        id: districts.id,
        name: districts.name,
        code: districts.code,
        serviceLevel: districts.serviceLevel,
        features: districts.features,
        requesterDomains: districtSettings.requesterDomains,
        attachmentLimitMb: districtSettings.attachmentLimitMb,
      })
      .from(districts)
      .leftJoin(districtSettings, eq(districtSettings.districtId, districts.id))
      .where(eq(districts.id, channel.districtId));
    if (!d || !ticketsAllowed(d)) return null;
    const addresses = await store.addresses();
    return {
      channel,
      district: { id: d.id, name: d.name, code: d.code, serviceLevel: d.serviceLevel, features: d.features },
      requesterDomains: (d.requesterDomains ?? []).map((x) => x.toLowerCase()),
      attachmentLimitMb: d.attachmentLimitMb ?? null,
      ownAddresses: mailFrom ? [...addresses, mailFrom] : addresses,
      ownHost,
    };
  }

  /** What a run did, as it goes. */
  function tally() {
    const t = {
      ticketsCreated: 0,
      repliesAdded: 0,
      skipped: 0,
      failed: 0,
      errors: [] as string[],
      dropped: 0,
    };
    return {
      t,
      count(o: IntakeOutcome) {
        if (o.outcome === 'ticket') t.ticketsCreated++;
        else if (o.outcome === 'reply') t.repliesAdded++;
        else if (o.outcome === 'failed') t.failed++;
        else t.skipped++;
      },
      error(line: string) {
        if (t.errors.length < MAX_ERRORS) t.errors.push(line);
        else t.dropped++;
      },
      errors: () => (t.dropped ? [...t.errors, I.moreErrors(t.dropped)] : t.errors),
    };
  }

  /** Reads the folder's new messages and takes each in; progress is saved after each batch. */
  async function readMailbox(imap: ImapFlow, ctx: IntakeContext, runTally: ReturnType<typeof tally>) {
    const { channel } = ctx;
    const startedAt = Date.now();
    let lock: Awaited<ReturnType<ImapFlow['getMailboxLock']>>;
    try {
      lock = await imap.getMailboxLock(channel.folder);
    } catch (err) {
      if (isMissingFolder(err)) throw await missingFolder(imap, channel.folder);
      throw describeImapFailure(err, channel);
    }
    try {
      const box = imap.mailbox as MailboxObject;
      const uidValidity = String(box.uidValidity);
      let done = channel.uidValidity === uidValidity ? channel.lastUid : 0;
      if (box.exists === 0) {
        await store.advance(channel.id, { uidValidity, lastUid: done });
        return;
      }
      // First their sizes and envelopes (cheap), then the messages themselves in batches.
      const waiting: {
        uid: number;
        size: number;
        messageId: string | null;
        from: string;
        subject: string;
      }[] = [];
      for await (const m of imap.fetch(
        `${done + 1}:*`,
        { uid: true, size: true, envelope: true },
        { uid: true },
      ))
        if (m.uid > done)
          waiting.push({
            uid: m.uid,
            size: m.size ?? 0,
            messageId: m.envelope?.messageId ?? null,
            from: m.envelope?.from?.[0]?.address ?? '',
            subject: m.envelope?.subject ?? '',
          });
      waiting.sort((a, b) => a.uid - b.uid);
      let destination: string | null = null;
      let at = 0;
      while (at < waiting.length) {
        if (Date.now() - startedAt > MAX_RUN_MS) {
          runTally.error(I.more(waiting.length - at));
          break;
        }
        const batch: typeof waiting = [];
        let bytes = 0;
        while (
          at < waiting.length &&
          batch.length < BATCH &&
          (batch.length === 0 || bytes + waiting[at]!.size <= BATCH_BYTES)
        ) {
          bytes += waiting[at]!.size;
          batch.push(waiting[at++]!);
        }
        const readable = batch.filter((m) => m.size <= EMAIL_MESSAGE_LIMIT_BYTES);
        const sources = new Map<number, Buffer>();
        if (readable.length)
          for await (const m of imap.fetch(
            readable.map((r) => r.uid).join(','),
            { uid: true, source: true },
            { uid: true },
          ))
            if (m.source) sources.set(m.uid, m.source);
        // Each message's outcome, by UID. Messages of one sender are taken in one after the other
        // (their order, and the limit of answers to one address, hold); senders side by side.
        const outcomes = new Map<number, IntakeOutcome | 'gone'>();
        let stop: unknown = null;
        const takeOne = async (m: (typeof batch)[number]) => {
          if (stop) return;
          if (m.size > EMAIL_MESSAGE_LIMIT_BYTES) {
            await recordFailed(db, ctx, { ...m, reason: 'too large' });
            outcomes.set(m.uid, { outcome: 'failed', reason: 'too large' });
            return;
          }
          const raw = sources.get(m.uid);
          // Gone since it was listed (someone moved or deleted it): nothing to take in.
          if (!raw) return void outcomes.set(m.uid, 'gone');
          try {
            outcomes.set(m.uid, await takeIn(raw, ctx, { db, mailer: deps.mailer, tickets: deps.tickets }));
          } catch (err) {
            if (isConnectionLoss(err)) {
              stop ??= err;
              return;
            }
            deps.log.error({ err, channelId: channel.id, uid: m.uid }, 'email intake failed on a message');
            await recordFailed(db, ctx, { ...m, reason: 'internal' });
            outcomes.set(m.uid, { outcome: 'failed', reason: 'internal' });
          }
        };
        const lanes = new Map<string, typeof batch>();
        for (const m of batch)
          lanes.set(m.from.toLowerCase(), [...(lanes.get(m.from.toLowerCase()) ?? []), m]);
        const queue = [...lanes.values()];
        await Promise.all(
          Array.from({ length: Math.min(LANES, queue.length) }, async () => {
            for (let lane = queue.shift(); lane; lane = queue.shift()) for (const m of lane) await takeOne(m);
          }),
        );
        // In UID order: counts, errors, what moves to Portal-Failed and what is marked seen.
        const toMove: number[] = [];
        const taken: number[] = [];
        for (const m of batch) {
          const outcome = outcomes.get(m.uid);
          if (!outcome || outcome === 'gone') continue;
          runTally.count(outcome);
          if (outcome.outcome !== 'failed') {
            taken.push(m.uid);
            continue;
          }
          toMove.push(m.uid);
          runTally.error(
            outcome.reason === 'too large'
              ? I.tooLarge(m.uid, EMAIL_MESSAGE_LIMIT_BYTES / (1024 * 1024))
              : outcome.reason === 'internal'
                ? I.internal(m.uid)
                : I.unreadable(m.uid, outcome.reason),
          );
        }
        // Stopped (the database went away): the batch is read again next time; its claims keep
        // what was taken in from being taken in twice.
        if (!stop) done = batch.at(-1)!.uid;
        if (toMove.length) {
          try {
            destination ??= await failedFolder(imap);
            await imap.messageMove(toMove.join(','), destination, { uid: true });
          } catch {
            for (const uid of toMove) runTally.error(I.notMoved(uid));
          }
        }
        if (taken.length)
          await imap.messageFlagsAdd(taken.join(','), ['\\Seen'], { uid: true }).catch(() => {});
        await store.advance(channel.id, { uidValidity, lastUid: done });
        if (stop) throw stop;
      }
      if (waiting.length === 0) await store.advance(channel.id, { uidValidity, lastUid: done });
    } finally {
      lock.release();
    }
  }

  /**
   * Marks the run as reading unless another run of the channel is (the channel's row is locked
   * meanwhile, so two runs never both start): one run reads a channel at a time.
   */
  async function begin(runId: string, channelId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      await tx
        .select({ id: emailChannels.id })
        .from(emailChannels)
        .where(eq(emailChannels.id, channelId))
        .for('update');
      const [other] = await tx
        .select({ id: emailChannelRuns.id })
        .from(emailChannelRuns)
        .where(
          and(
            eq(emailChannelRuns.channelId, channelId),
            eq(emailChannelRuns.status, 'running'),
            ne(emailChannelRuns.id, runId),
            gt(emailChannelRuns.startedAt, new Date(Date.now() - STALE_MS)),
          ),
        )
        .limit(1);
      if (other) return false;
      await tx
        .update(emailChannelRuns)
        .set({ status: 'running', startedAt: sql`now()` })
        .where(eq(emailChannelRuns.id, runId));
      return true;
    });
  }

  /** The job: runs a queued run (again after a crash: a message is never taken in twice). */
  async function run(runId: string): Promise<void> {
    const [r] = await db.select().from(emailChannelRuns).where(eq(emailChannelRuns.id, runId));
    if (!r || r.status === 'succeeded' || r.status === 'failed') return;
    // Behind the channel's run still reading (Poll now while the schedule's run reads), it waits.
    for (let waited = 0; !(await begin(runId, r.channelId)); waited += 1000) {
      if (waited >= WAIT_MS) {
        await db
          .update(emailChannelRuns)
          .set({ status: 'failed', finishedAt: sql`now()`, errors: [I.busy] })
          .where(eq(emailChannelRuns.id, runId));
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const runTally = tally();
    let failure: string | null = null;
    const channel = await store.get(r.channelId);
    const ctx = channel ? await contextOf(channel) : null;
    if (!channel || !ctx) failure = I.ticketsOff;
    else {
      let imap: ImapFlow | null = null;
      try {
        imap = await connectMailbox(channel, await store.password(channel), deps.imap);
        await readMailbox(imap, ctx, runTally);
      } catch (err) {
        if (err instanceof MailboxError) failure = err.message;
        else if (isConnectionLoss(err)) failure = I.stopped;
        else {
          failure = describeImapFailure(err, channel).message;
          deps.log.warn({ err, channelId: channel.id }, 'email run failed');
        }
      } finally {
        if (imap) await disconnect(imap);
      }
      await store.polled(channel.id).catch(() => {});
    }
    const errors = runTally.errors();
    await db
      .update(emailChannelRuns)
      .set({
        status: failure ? 'failed' : 'succeeded',
        finishedAt: sql`now()`,
        ...runTally.t,
        errors: failure ? [failure, ...errors] : errors,
      })
      .where(eq(emailChannelRuns.id, runId));
  }

  return {
    enqueue,
    run,

    /** A channel's latest runs, newest first. */
    async history(channelId: string, limit = 20): Promise<EmailChannelRun[]> {
      const rows = await db
        .select()
        .from(emailChannelRuns)
        .where(eq(emailChannelRuns.channelId, channelId))
        .orderBy(desc(emailChannelRuns.startedAt))
        .limit(limit);
      return rows.map(toRun);
    },

    /** The latest run of each of a district's channels. */
    async latest(districtId: string): Promise<Map<string, EmailChannelRun>> {
      const rows = await db
        .selectDistinctOn([emailChannelRuns.channelId])
        .from(emailChannelRuns)
        .where(eq(emailChannelRuns.districtId, districtId))
        .orderBy(emailChannelRuns.channelId, desc(emailChannelRuns.startedAt));
      return new Map(rows.map((r) => [r.channelId, toRun(r)]));
    },

    /** The minute's tick: queues a run of every enabled channel of a district that has tickets. */
    async queueDue(): Promise<number> {
      const rows = await db
        .select({
          id: emailChannels.id,
          districtId: emailChannels.districtId,
          serviceLevel: districts.serviceLevel,
          features: districts.features,
        })
        .from(emailChannels)
        .innerJoin(districts, eq(districts.id, emailChannels.districtId))
        .where(eq(emailChannels.enabled, true));
      let queued = 0;
      for (const row of rows) {
        if (!ticketsAllowed(row)) continue;
        await enqueue(row, 'schedule');
        queued++;
      }
      return queued;
    },
  };
}
export type EmailRunner = ReturnType<typeof createEmailRunner>;
