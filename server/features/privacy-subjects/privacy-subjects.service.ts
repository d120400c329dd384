import { and, desc, eq, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import Papa from 'papaparse';
import { CSV_ESCAPE_NEEDED } from '../../../domain/csv.ts';
import { PERSON_ROLE_LABELS } from '../../../domain/people.ts';
import { ROLE_LABELS } from '../../../domain/roles.ts';
import {
  anonymise,
  anonymiseJson,
  ERASED_COMMENT,
  ERASED_LABEL,
  type ErasureResult,
  EXPORT_KEEP_DAYS,
  EXPORT_KINDS,
  type ExportStatus,
  erasurePlan,
  exportFileName,
  exportReadme,
  identifiersOf,
  SUBJECT_MESSAGES as M,
  type PrivacyExport,
  SUBJECT_SEARCH_LIMIT,
  type Subject,
  type SubjectRequest,
} from '../../../domain/subject-access.ts';
import { visibleRow } from '../../access/tenancy.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  assetHistory,
  assets,
  auditLog,
  charges,
  feeWaivers,
  insuranceEnrollments,
  people,
  privacyExports,
  sessions,
  sparkyConversations,
  ticketActivity,
  tickets,
  users,
} from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { auditWhere, historyWhere, type SubjectIds, subjectRows } from './subject-data.ts';

export const PRIVACY_EXPORT_JOB = 'privacy.export';
const DAY_MS = 86_400_000;

export interface PrivacySubjectsDeps {
  db: Db;
  /** Where exports are queued (none: the demo seed, which builds them itself). */
  queue?: JobQueue;
  /** Told when an erased account's sessions end (their cached identities are dropped). */
  identityChanged?: (change: { userId: string }) => Promise<void>;
}

type PersonRow = typeof people.$inferSelect;
type UserRow = typeof users.$inferSelect;

const fullName = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`.trim();

/** A resolved subject: their roster record and/or portal account in the district. */
interface Resolved {
  districtId: string;
  person: PersonRow | null;
  user: UserRow | null;
  label: string;
}

function idsOf(r: Resolved): SubjectIds {
  const names = [r.person && fullName(r.person), r.user && fullName(r.user)];
  return {
    districtId: r.districtId,
    personId: r.person?.id ?? null,
    userId: r.user?.id ?? null,
    identifiers: identifiersOf([...names, r.person?.email, r.user?.email]).map((s) => s.toLowerCase()),
    fullNames: identifiersOf(names).map((s) => s.toLowerCase()),
  };
}

/** Values of a CSV: JSON for objects and arrays, nothing for null. */
function csvOf(rows: Record<string, unknown>[]): string {
  const fields = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const data = rows.map((r) =>
    fields.map((f) => {
      const v = r[f];
      return v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
    }),
  );
  return `${Papa.unparse({ fields, data }, { escapeFormulae: CSV_ESCAPE_NEEDED, newline: '\r\n' })}\r\n`;
}

/**
 * A person's data (see docs/product.md#a-persons-data): the search of who a request is about,
 * subject access exports built by a background job, and erasure.
 */
export function createPrivacySubjectsService({ db, queue, identityChanged }: PrivacySubjectsDeps) {
  /** The person (roster record or account) in the district, and their other half when linked. */
  async function resolve(
    districtId: string,
    req: Pick<SubjectRequest, 'personId' | 'userId'>,
  ): Promise<Resolved> {
    let person: PersonRow | null = null;
    let user: UserRow | null = null;
    if (req.personId) {
      [person = null] = await db
        .select()
        .from(people)
        .where(and(eq(people.id, req.personId), eq(people.districtId, districtId)));
      if (!person) throw notFound(M.personNotFound);
      const linked = or(
        person.userId ? eq(users.id, person.userId) : sql`false`,
        person.email ? sql`lower(${users.email}) = ${person.email.toLowerCase()}` : sql`false`,
      );
      [user = null] = await db
        .select()
        .from(users)
        .where(and(eq(users.districtId, districtId), linked))
        .orderBy(person.userId ? sql`${users.id} = ${person.userId} desc` : users.createdAt)
        .limit(1);
    } else if (req.userId) {
      [user = null] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, req.userId), eq(users.districtId, districtId)));
      if (!user) throw notFound(M.personNotFound);
      [person = null] = await db
        .select()
        .from(people)
        .where(
          and(
            eq(people.districtId, districtId),
            or(eq(people.userId, user.id), sql`${people.email} = ${user.email.toLowerCase()}`),
          ),
        )
        .orderBy(sql`${people.userId} = ${user.id} desc nulls last`)
        .limit(1);
    }
    const label = person ? fullName(person) : user ? fullName(user) : '';
    return { districtId, person, user, label: label || person?.email || user?.email || 'Unnamed person' };
  }

  /** Exports past their days are deleted (on every read, and by the daily job). */
  async function expire(): Promise<number> {
    const gone = await db
      .delete(privacyExports)
      .where(lt(privacyExports.createdAt, new Date(Date.now() - EXPORT_KEEP_DAYS * DAY_MS)))
      .returning({ id: privacyExports.id });
    return gone.length;
  }

  const exportColumns = {
    id: privacyExports.id,
    districtId: privacyExports.districtId,
    personId: privacyExports.personId,
    userId: privacyExports.userId,
    subject: privacyExports.subjectLabel,
    status: privacyExports.status,
    fileName: privacyExports.fileName,
    sizeBytes: privacyExports.sizeBytes,
    error: privacyExports.error,
    requestedBy: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    createdAt: privacyExports.createdAt,
    completedAt: privacyExports.completedAt,
  };
  const answerOf = (
    r: {
      [K in keyof typeof exportColumns]: unknown;
    },
  ): PrivacyExport => {
    const createdAt = r.createdAt as Date;
    return {
      ...(r as Omit<PrivacyExport, 'createdAt' | 'completedAt' | 'expiresAt' | 'status'>),
      status: r.status as ExportStatus,
      createdAt: createdAt.toISOString(),
      completedAt: (r.completedAt as Date | null)?.toISOString() ?? null,
      expiresAt: new Date(createdAt.getTime() + EXPORT_KEEP_DAYS * DAY_MS).toISOString(),
    };
  };

  async function oneExport(actor: Identity, id: string) {
    await expire();
    const [row] = await db
      .select(exportColumns)
      .from(privacyExports)
      .leftJoin(users, eq(users.id, privacyExports.requestedBy))
      .where(eq(privacyExports.id, id));
    return visibleRow(actor, row, M.exportNotFound);
  }

  /** Counts of the rows erasure anonymises or deletes, and the facts deciding what is kept. */
  async function facts(tx: Tx, r: Resolved, s: SubjectIds) {
    const pid = r.person?.id;
    const uid = r.user?.id;
    const open = pid
      ? await tx
          .select({ description: charges.description, amountCents: charges.amountCents })
          .from(charges)
          .where(and(eq(charges.personId, pid), eq(charges.state, 'open')))
      : [];
    const held = await tx
      .select({ assetTag: assets.assetTag, name: assets.name })
      .from(assets)
      .where(
        and(
          eq(assets.districtId, r.districtId),
          isNotNull(assets.assignedTo),
          or(pid ? eq(assets.personId, pid) : sql`false`, uid ? eq(assets.assignedUserId, uid) : sql`false`),
        ),
      );
    const audit = await tx.select({ id: auditLog.id }).from(auditLog).where(auditWhere(s));
    return { openCharges: open, heldDevices: held, auditIds: audit.map((a) => a.id) };
  }

  return {
    async search(districtId: string, q = ''): Promise<Subject[]> {
      const needle = q.trim().toLowerCase();
      const match = (name: ReturnType<typeof sql>, email: ReturnType<typeof sql>) =>
        needle
          ? sql`(position(${needle} in lower(${name})) > 0 or position(${needle} in lower(coalesce(${email}, ''))) > 0)`
          : sql`true`;
      const [found, accounts] = await Promise.all([
        db
          .select()
          .from(people)
          .where(
            and(
              eq(people.districtId, districtId),
              match(sql`${people.firstName} || ' ' || ${people.lastName}`, sql`${people.email}`),
            ),
          )
          .orderBy(people.lastName, people.firstName)
          .limit(SUBJECT_SEARCH_LIMIT),
        db
          .select()
          .from(users)
          .where(
            and(
              eq(users.districtId, districtId),
              match(sql`${users.firstName} || ' ' || ${users.lastName}`, sql`${users.email}`),
            ),
          )
          .orderBy(users.lastName, users.firstName)
          .limit(SUBJECT_SEARCH_LIMIT),
      ]);
      const accountOf = (p: PersonRow) =>
        accounts.find((u) => u.id === p.userId || (!!p.email && u.email.toLowerCase() === p.email));
      const linked = new Set<string>();
      const subjects: Subject[] = found.map((p) => {
        const u = accountOf(p);
        if (u) linked.add(u.id);
        return {
          personId: p.id,
          userId: u?.id ?? null,
          name: fullName(p),
          email: p.email ?? u?.email ?? null,
          hint: [PERSON_ROLE_LABELS[p.role], p.grade ? `grade ${p.grade}` : null, u ? 'has an account' : null]
            .filter(Boolean)
            .join(' · '),
        };
      });
      for (const u of accounts)
        if (!linked.has(u.id))
          subjects.push({
            personId: null,
            userId: u.id,
            name: fullName(u),
            email: u.email,
            hint: `${ROLE_LABELS[u.role]} account`,
          });
      return subjects.sort((a, b) => a.name.localeCompare(b.name)).slice(0, SUBJECT_SEARCH_LIMIT);
    },

    /** Queues the export: the job builds the ZIP; the answer's jobId is the export's id. */
    async requestExport(
      actor: Identity,
      districtId: string,
      req: SubjectRequest,
    ): Promise<{ jobId: string }> {
      if (!queue) throw new Error('No job queue to build exports with');
      await expire();
      const r = await resolve(districtId, req);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(privacyExports)
          .values({
            districtId,
            personId: r.person?.id ?? null,
            userId: r.user?.id ?? null,
            subjectLabel: r.label,
            requestedBy: actor.userId,
          })
          .returning({ id: privacyExports.id });
        await queue.send(PRIVACY_EXPORT_JOB, { exportId: row!.id }, { tx });
        // Counts and ids only, never the content.
        await recordAudit(tx, actor, {
          action: 'privacy.export_requested',
          districtId,
          target: r.label,
          after: { exportId: row!.id, personId: r.person?.id ?? null, userId: r.user?.id ?? null },
        });
        return { jobId: row!.id };
      });
    },

    async listExports(districtId: string): Promise<PrivacyExport[]> {
      await expire();
      const rows = await db
        .select(exportColumns)
        .from(privacyExports)
        .leftJoin(users, eq(users.id, privacyExports.requestedBy))
        .where(eq(privacyExports.districtId, districtId))
        .orderBy(desc(privacyExports.createdAt))
        .limit(50);
      return rows.map(answerOf);
    },

    async getExport(actor: Identity, id: string): Promise<PrivacyExport> {
      return answerOf(await oneExport(actor, id));
    },

    async download(actor: Identity, id: string): Promise<{ fileName: string; archive: Buffer }> {
      const row = await oneExport(actor, id);
      if (row.status !== 'ready') throw conflict(M.notReady);
      const [file] = await db
        .select({ archive: privacyExports.archive, fileName: privacyExports.fileName })
        .from(privacyExports)
        .where(eq(privacyExports.id, id));
      if (!file?.archive) throw conflict(M.notReady);
      return { fileName: file.fileName ?? 'person.zip', archive: file.archive };
    },

    /** The job: builds the ZIP of everything about the person, and records it (or why it failed). */
    async build(exportId: string): Promise<void> {
      const [row] = await db.select().from(privacyExports).where(eq(privacyExports.id, exportId));
      if (!row || row.status === 'ready') return;
      await db.update(privacyExports).set({ status: 'running' }).where(eq(privacyExports.id, exportId));
      try {
        const r = await resolve(row.districtId, {
          personId: row.personId ?? undefined,
          userId: row.personId ? undefined : (row.userId ?? undefined),
        }).catch(() => {
          throw new Error(M.personNotFound);
        });
        const rows = await subjectRows(db, idsOf(r));
        const madeAt = new Date().toISOString();
        const files: Record<string, Uint8Array> = {};
        const counts: Record<string, number> = {};
        for (const kind of EXPORT_KINDS) {
          const list = rows[kind.key];
          counts[kind.key] = list.length;
          files[`${kind.key}.json`] = strToU8(JSON.stringify(kind.csv ? list : (list[0] ?? null), null, 2));
          if (kind.csv) files[`${kind.key}.csv`] = strToU8(csvOf(list));
        }
        files['README.txt'] = strToU8(exportReadme(row.subjectLabel, madeAt, counts));
        files['manifest.json'] = strToU8(
          JSON.stringify(
            {
              subject: row.subjectLabel,
              madeAt,
              files: EXPORT_KINDS.map((k) => ({
                kind: k.key,
                label: k.label,
                holds: k.holds,
                rows: counts[k.key],
              })),
            },
            null,
            2,
          ),
        );
        const archive = Buffer.from(zipSync(files, { level: 6 }));
        await db
          .update(privacyExports)
          .set({
            status: 'ready',
            archive,
            fileName: exportFileName(row.subjectLabel),
            sizeBytes: archive.length,
            error: null,
            completedAt: new Date(),
          })
          .where(eq(privacyExports.id, exportId));
      } catch (err) {
        await db
          .update(privacyExports)
          .set({
            status: 'failed',
            error: err instanceof Error ? err.message.slice(0, 500) : 'The export failed.',
            completedAt: new Date(),
          })
          .where(eq(privacyExports.id, exportId));
      }
    },

    expire,

    /**
     * Erases the person (see docs/product.md#a-persons-data; the rules are erasurePlan's): one
     * transaction; the answer says what was erased, anonymised and kept, and why.
     */
    async erase(actor: Identity, districtId: string, req: SubjectRequest): Promise<ErasureResult> {
      const r = await resolve(districtId, req);
      if (r.user?.id === actor.userId) throw badRequest(M.eraseSelf);
      const s = idsOf(r);
      const ids = identifiersOf([
        r.person && fullName(r.person),
        r.user && fullName(r.user),
        r.person?.email,
        r.user?.email,
      ]);
      const pid = r.person?.id ?? null;
      const uid = r.user?.id ?? null;
      const result = await db.transaction(async (tx) => {
        if (r.user?.role === 'district_admin') {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`district-admins:${districtId}`}))`);
          const [other] = await tx
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                eq(users.districtId, districtId),
                eq(users.role, 'district_admin'),
                eq(users.isActive, true),
                ne(users.id, r.user.id),
              ),
            )
            .limit(1);
          if (!other) throw conflict(M.lastAdministrator);
        }
        const f = await facts(tx, r, s);
        const plan = erasurePlan({
          openCharges: f.openCharges,
          heldDevices: f.heldDevices,
          auditEntries: f.auditIds.length,
        });
        const erased: Record<string, number> = {};
        const anonymised: Record<string, number> = {};

        // Anonymised first: deleting the account and record loses the links.
        if (uid) {
          const requested = await tx
            .select({ id: tickets.id, title: tickets.title, description: tickets.description })
            .from(tickets)
            .where(and(eq(tickets.districtId, districtId), eq(tickets.requesterId, uid)));
          for (const t of requested)
            await tx
              .update(tickets)
              .set({
                requesterId: null,
                title: anonymise(t.title, ids),
                description: anonymise(t.description, ids),
              })
              .where(eq(tickets.id, t.id));
          anonymised.tickets = requested.length;
          const comments = await tx
            .update(ticketActivity)
            .set({ body: ERASED_COMMENT, actorId: null })
            .where(
              and(
                eq(ticketActivity.districtId, districtId),
                eq(ticketActivity.actorId, uid),
                eq(ticketActivity.kind, 'comment'),
              ),
            )
            .returning({ id: ticketActivity.id });
          anonymised.comments = comments.length;
        }
        // Timeline lines naming them ("requester: Ana Diaz → …").
        if (ids.length > 0) {
          const lines = await tx
            .select({
              id: ticketActivity.id,
              fromValue: ticketActivity.fromValue,
              toValue: ticketActivity.toValue,
              body: ticketActivity.body,
            })
            .from(ticketActivity)
            .where(
              and(
                eq(ticketActivity.districtId, districtId),
                sql`exists (select 1 from unnest(${`{${s.identifiers.map((v) => JSON.stringify(v)).join(',')}}`}::text[]) w
                  where position(w in lower(coalesce(${ticketActivity.fromValue}, '') || ' ' || coalesce(${ticketActivity.toValue}, '') || ' ' || coalesce(${ticketActivity.body}, ''))) > 0)`,
              ),
            );
          for (const l of lines)
            await tx
              .update(ticketActivity)
              .set({
                fromValue: l.fromValue && anonymise(l.fromValue, ids),
                toValue: l.toValue && anonymise(l.toValue, ids),
                body: l.body && anonymise(l.body, ids),
              })
              .where(eq(ticketActivity.id, l.id));
        }
        if (s.fullNames.length > 0) {
          const history = await tx
            .update(assetHistory)
            .set({ assignee: ERASED_LABEL })
            .where(historyWhere(s))
            .returning({ id: assetHistory.id });
          anonymised.device_history = history.length;
        }
        // Audit entries are kept (the legal record), their naming of the person replaced.
        if (f.auditIds.length > 0) {
          const entries = await tx.select().from(auditLog).where(inArray(auditLog.id, f.auditIds));
          for (const e of entries)
            await tx
              .update(auditLog)
              .set({
                actorId: e.actorId === uid ? null : e.actorId,
                actorLabel: e.actorId === uid ? ERASED_LABEL : anonymise(e.actorLabel, ids),
                target: e.target && anonymise(e.target, ids),
                before: anonymiseJson(e.before, ids),
                after: anonymiseJson(e.after, ids),
              })
              .where(eq(auditLog.id, e.id));
          anonymised.audit_entries = entries.length;
        }

        // Earlier exports are copies of what is erased.
        const exportsGone = await tx
          .delete(privacyExports)
          .where(
            and(
              eq(privacyExports.districtId, districtId),
              or(
                pid ? eq(privacyExports.personId, pid) : sql`false`,
                uid ? eq(privacyExports.userId, uid) : sql`false`,
              ),
            ),
          )
          .returning({ id: privacyExports.id });
        erased.exports = exportsGone.length;

        if (uid) {
          const [counted] = await tx
            .select({
              sessions: sql<number>`(select count(*)::int from ${sessions} where ${sessions.userId} = ${uid})`,
              conversations: sql<number>`(select count(*)::int from ${sparkyConversations} where ${sparkyConversations.userId} = ${uid})`,
            })
            .from(sql`(select 1) one`);
          erased.sessions = counted!.sessions;
          erased.sparky_conversations = counted!.conversations;
          // Its sessions, watches, notifications and Sparky conversations go with it.
          await tx.delete(users).where(eq(users.id, uid));
          erased.account = 1;
        }
        if (pid) {
          const closed = await tx
            .delete(charges)
            .where(and(eq(charges.personId, pid), ne(charges.state, 'open')))
            .returning({ id: charges.id });
          erased.charges = closed.length;
          const enrolled = await tx
            .delete(insuranceEnrollments)
            .where(eq(insuranceEnrollments.personId, pid))
            .returning({ id: insuranceEnrollments.personId });
          erased.insurance = enrolled.length;
          const waived = await tx
            .delete(feeWaivers)
            .where(eq(feeWaivers.personId, pid))
            .returning({ id: feeWaivers.personId });
          erased.fee_waivers = waived.length;
          if (plan.keepPersonRecord) {
            await tx
              .update(people)
              .set({
                email: null,
                grade: null,
                siteId: null,
                userId: null,
                status: 'withdrawn',
                withdrawnAt: sql`coalesce(${people.withdrawnAt}, now())`,
                updatedAt: new Date(),
              })
              .where(eq(people.id, pid));
          } else {
            const [{ n } = { n: 0 }] = await tx
              .select({ n: sql<number>`count(*)::int` })
              .from(sql`damage_reports`)
              .where(sql`person_id = ${pid}`);
            if (n > 0) anonymised.damage_reports = n;
            await tx.delete(people).where(eq(people.id, pid));
            erased.person = 1;
          }
        }
        // Counts and what was kept, never the person's name.
        await recordAudit(tx, actor, {
          action: 'privacy.erased',
          districtId,
          target: ERASED_LABEL,
          after: { erased, anonymised, kept: plan.kept.map((k) => k.what) },
        });
        return { erased, anonymised, kept: plan.kept };
      });
      if (uid) await identityChanged?.({ userId: uid }).catch(() => {});
      return result;
    },
  };
}
