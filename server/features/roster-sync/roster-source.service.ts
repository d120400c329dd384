import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ONEROSTER_MAX_BYTES, type RosterImportReport } from '../../../domain/people.ts';
import { remoteUrlProblem } from '../../../domain/remote-calls.ts';
import {
  ROSTER_SOURCE_MESSAGES as M,
  ROSTER_RUNS_SHOWN,
  type RosterFetchCounts,
  type RosterFetchRun,
  type RosterSource,
  type RosterSourceInput,
  rosterFetchDue,
} from '../../../domain/roster-source.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import { open, seal } from '../../crypto/seal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { rosterFetchRuns, rosterSources } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { badRequest, HttpError, invalidFields } from '../../lib/http-errors.ts';
import { type RemoteCallOptions, RemoteError, remoteFetch } from '../../lib/remote-http.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { applyRoster, readRoster } from '../people/index.ts';
import { createVaultKeys } from '../vault/index.ts';

export const ROSTER_FETCH_JOB = 'people.roster-fetch';

type SealedCredential =
  | { type: 'bearer'; token: string }
  | { type: 'basic'; username: string; password: string };

/** What the credential is sealed to: its district (copied to another row, it does not open). */
export const rosterCredentialContext = (districtId: string) => `roster-source:${districtId}`;

function authorizationOf(c: SealedCredential): string {
  return c.type === 'bearer'
    ? `Bearer ${c.token}`
    : `Basic ${Buffer.from(`${c.username}:${c.password}`, 'utf8').toString('base64')}`;
}

const countsOf = (r: RosterImportReport): RosterFetchCounts => ({
  modes: r.modes,
  sites: r.sites,
  people: r.people,
  linked: r.linked,
  recoveryTasks: r.recoveryTasks,
  errorCount: r.errorCount,
});

type RunRow = typeof rosterFetchRuns.$inferSelect;
const toRun = (r: RunRow): RosterFetchRun => ({
  id: r.id,
  trigger: r.trigger as RosterFetchRun['trigger'],
  status: r.status as RosterFetchRun['status'],
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
  counts: r.counts ?? null,
  error: r.error,
  rowErrors: r.rowErrors ?? [],
});

export interface RosterSourceDeps {
  db: Db;
  bus: EventBus;
  queue: JobQueue;
  masterKey: Buffer;
  remote: RemoteCallOptions;
}

/**
 * A district's OneRoster source (docs/product.md#people): saved with its credential sealed,
 * fetched through the one remote-call layer (https, the address checked as it connects, no
 * redirects), imported as an upload is, each fetch recorded.
 */
export function createRosterSourceService({ db, bus, queue, masterKey, remote }: RosterSourceDeps) {
  const keys = createVaultKeys(db, masterKey);

  async function answer(districtId: string): Promise<RosterSource> {
    const [row] = await db.select().from(rosterSources).where(eq(rosterSources.districtId, districtId));
    const runs = await db
      .select()
      .from(rosterFetchRuns)
      .where(eq(rosterFetchRuns.districtId, districtId))
      .orderBy(desc(rosterFetchRuns.startedAt))
      .limit(ROSTER_RUNS_SHOWN);
    return {
      configured: Boolean(row),
      url: row?.url ?? null,
      schedule: (row?.schedule ?? 'nightly') as RosterSource['schedule'],
      skipBadRows: row?.skipBadRows ?? false,
      credentialType: (row?.credentialType ?? 'none') as RosterSource['credentialType'],
      runs: runs.map(toRun),
    };
  }

  async function enqueue(districtId: string, trigger: RosterFetchRun['trigger']): Promise<string> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`roster-fetch:${districtId}`}))`);
      const [pending] = await tx
        .select({ id: rosterFetchRuns.id })
        .from(rosterFetchRuns)
        .where(
          and(
            eq(rosterFetchRuns.districtId, districtId),
            inArray(rosterFetchRuns.status, ['queued', 'running']),
          ),
        )
        .limit(1);
      if (pending) return pending.id;
      const [run] = await tx
        .insert(rosterFetchRuns)
        .values({ districtId, trigger })
        .returning({ id: rosterFetchRuns.id });
      await queue.send(ROSTER_FETCH_JOB, { runId: run!.id }, { tx });
      return run!.id;
    });
  }

  /** The zip's bytes: a 2xx answer, at most the upload's limit. */
  async function download(url: string, authorization: string | null): Promise<Buffer> {
    const res = await remoteFetch(
      'The roster source',
      url,
      {
        method: 'GET',
        headers: {
          accept: 'application/zip, application/octet-stream',
          ...(authorization ? { authorization } : {}),
        },
      },
      { tries: 3, timeoutMs: 60_000, ...remote },
    );
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      throw new RemoteError('remote', M.fetchFailed(res.status), res.status);
    }
    if (Number(res.headers.get('content-length') ?? 0) > ONEROSTER_MAX_BYTES) {
      await res.body?.cancel().catch(() => {});
      throw new RemoteError('remote', M.tooLarge);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of res.body ?? []) {
      size += chunk.byteLength;
      if (size > ONEROSTER_MAX_BYTES) throw new RemoteError('remote', M.tooLarge);
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  async function finish(runId: string, values: Partial<typeof rosterFetchRuns.$inferInsert>) {
    await db
      .update(rosterFetchRuns)
      .set({ ...values, finishedAt: sql`now()` })
      .where(eq(rosterFetchRuns.id, runId));
  }

  return {
    async read(actor: Identity, requested: string | undefined): Promise<RosterSource> {
      return answer(resolveDistrict(actor, requested));
    },

    async save(actor: Identity, input: RosterSourceInput): Promise<RosterSource> {
      const districtId = resolveDistrict(actor, input.districtId);
      const problem = remoteUrlProblem(input.url, remote.allowInsecure);
      if (problem) throw invalidFields([{ path: 'url', message: problem }]);
      const c = input.credential;
      await db.transaction(async (tx: Tx) => {
        const [before] = await tx
          .select({ credentialType: rosterSources.credentialType })
          .from(rosterSources)
          .where(eq(rosterSources.districtId, districtId));
        const credential =
          c.type === 'keep'
            ? {}
            : c.type === 'none'
              ? { credentialType: 'none', credentialSealed: null }
              : {
                  credentialType: c.type,
                  credentialSealed: seal(
                    (await keys.keysOf(districtId, tx)).dataKey,
                    JSON.stringify(c),
                    rosterCredentialContext(districtId),
                  ),
                };
        const values = {
          url: input.url,
          schedule: input.schedule,
          skipBadRows: input.skipBadRows,
          updatedById: actor.userId,
          ...(before ? {} : { credentialType: 'none' }),
          ...credential,
        };
        await tx
          .insert(rosterSources)
          .values({ districtId, ...values })
          .onConflictDoUpdate({
            target: rosterSources.districtId,
            set: { ...values, updatedAt: sql`now()` },
          });
      });
      return answer(districtId);
    },

    async fetchNow(actor: Identity, requested: string | undefined): Promise<{ runId: string }> {
      const districtId = resolveDistrict(actor, requested);
      const [row] = await db
        .select({ url: rosterSources.url })
        .from(rosterSources)
        .where(eq(rosterSources.districtId, districtId));
      if (!row) throw badRequest(M.notConfigured);
      return { runId: await enqueue(districtId, 'manual') };
    },

    /** One fetch (the job): download, import as an upload, record counts or the error. */
    async run(runId: string): Promise<void> {
      const [run] = await db
        .update(rosterFetchRuns)
        .set({ status: 'running', startedAt: sql`now()` })
        .where(and(eq(rosterFetchRuns.id, runId), eq(rosterFetchRuns.status, 'queued')))
        .returning();
      if (!run) return;
      const districtId = run.districtId;
      const [source] = await db.select().from(rosterSources).where(eq(rosterSources.districtId, districtId));
      if (!source) return finish(runId, { status: 'failed', error: M.notConfigured });
      try {
        let authorization: string | null = null;
        if (source.credentialSealed) {
          const { dataKey } = await keys.keysOf(districtId);
          authorization = authorizationOf(
            JSON.parse(open(dataKey, source.credentialSealed, rosterCredentialContext(districtId))),
          );
        }
        const roster = readRoster(await download(source.url, authorization));
        let report: RosterImportReport | undefined;
        const rollback = new Error('bad rows');
        await db
          .transaction(async (tx) => {
            // One import of a district at a time (an upload takes the same lock).
            await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`roster-import:${districtId}`}))`);
            report = await applyRoster(tx, districtId, roster, { dryRun: false, actorId: null });
            if (report.errorCount > 0 && !source.skipBadRows) throw rollback;
          })
          .catch((err) => {
            if (err !== rollback) throw err;
          });
        const done = report!;
        const rowErrors = done.errors.slice(0, 50).map(({ file, row, message }) => ({ file, row, message }));
        if (done.errorCount > 0 && !source.skipBadRows) {
          return finish(runId, {
            status: 'failed',
            counts: countsOf(done),
            error: M.hasErrors(done.errorCount),
            rowErrors,
          });
        }
        await finish(runId, { status: 'succeeded', counts: countsOf(done), rowErrors });
        await bus.publish({ type: 'people_changed', districtId, data: { imported: true } }).catch(() => {});
        if (done.recoveryTasks > 0)
          await bus
            .publish({ type: 'task_changed', districtId, data: { count: done.recoveryTasks } })
            .catch(() => {});
      } catch (err) {
        if (err instanceof RemoteError || err instanceof HttpError)
          return finish(runId, { status: 'failed', error: err.message });
        await finish(runId, { status: 'failed', error: 'The roster could not be imported.' });
        throw err;
      }
    },

    /** Queues the nightly sources that are due (the tick's work). */
    async queueDue(now: Date = new Date()): Promise<number> {
      const due = await db.execute<{ districtId: string; last: Date | null }>(sql`
        select s.district_id as "districtId", max(r.started_at) as last
        from roster_sources s left join roster_fetch_runs r on r.district_id = s.district_id
        where s.schedule = 'nightly'
        group by s.district_id`);
      let queued = 0;
      for (const row of due.rows) {
        if (!rosterFetchDue(now, row.last ? new Date(row.last) : null)) continue;
        await enqueue(row.districtId, 'schedule');
        queued++;
      }
      return queued;
    },
  };
}
