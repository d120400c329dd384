import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  PEOPLE_MESSAGES,
  PEOPLE_PAGE_SIZE,
  type Person,
  type PersonDetail,
  type PersonRole,
  type PersonStatus,
  type RosterImportReport,
} from '../../../domain/people.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { assets, people, sites, tickets } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { applyRoster, readRoster } from './roster-import.ts';

/** How many devices a person holds now. */
const deviceCount = sql<number>`(select count(*)::int from ${assets} a where a.person_id = ${people.id} and a.assigned_to is not null)`;

const personColumns = {
  id: people.id,
  districtId: people.districtId,
  firstName: people.firstName,
  lastName: people.lastName,
  email: people.email,
  role: people.role,
  grade: people.grade,
  siteId: people.siteId,
  siteName: sites.name,
  sisId: people.sisId,
  status: people.status,
  source: people.source,
  userId: people.userId,
  devices: deviceCount,
  updatedAt: people.updatedAt,
};

type PersonRow = {
  [K in keyof typeof personColumns]: K extends 'siteName'
    ? string | null
    : K extends 'devices'
      ? number
      : (typeof people.$inferSelect)[K & keyof typeof people.$inferSelect];
};

const toPerson = (r: PersonRow): Person => ({
  ...r,
  name: `${r.firstName} ${r.lastName}`.trim(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Name order: "lopez maria" then id, as the name index keeps them. */
const sortName = sql<string>`lower(${people.lastName} || ' ' || ${people.firstName})`;
const cursorSchema = z.tuple([z.string().max(300), z.uuid()]);
const encode = (name: string, id: string) => Buffer.from(JSON.stringify([name, id])).toString('base64url');
function decode(raw: string): [string, string] {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {}
  throw new HttpError(400, 'Not a valid cursor');
}
const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rostered people (see docs/product.md#people): the list, a person's page, the device-issue queue, the OneRoster import. */
export function createPeopleService({ db, bus }: { db: Db; bus: EventBus }) {
  function select() {
    return db
      .select({ ...personColumns, sortName })
      .from(people)
      .leftJoin(sites, eq(sites.id, people.siteId));
  }

  return {
    async list(
      actor: Identity,
      q: {
        districtId?: string;
        q?: string;
        role?: PersonRole;
        site?: string;
        status?: PersonStatus;
        cursor?: string;
        limit?: number;
      },
    ) {
      const districtId = resolveDistrict(actor, q.districtId);
      const limit = q.limit ?? PEOPLE_PAGE_SIZE;
      const where: SQL[] = [eq(people.districtId, districtId)];
      if (q.role) where.push(eq(people.role, q.role));
      if (q.site) where.push(eq(people.siteId, q.site));
      if (q.status) where.push(eq(people.status, q.status));
      const text = q.q?.trim();
      if (text) {
        const pattern = like(text.toLowerCase());
        where.push(
          sql`(lower(${people.firstName} || ' ' || ${people.lastName}) like ${pattern} or ${sortName} like ${pattern} or coalesce(${people.email}, '') like ${pattern} or lower(coalesce(${people.sisId}, '')) like ${pattern})`,
        );
      }
      if (q.cursor) {
        const [name, id] = decode(q.cursor);
        where.push(sql`(${sortName}, ${people.id}) > (${name}, ${id}::uuid)`);
      }
      const rows = await select()
        .where(and(...where))
        .orderBy(asc(sortName), asc(people.id))
        .limit(limit + 1);
      const more = rows.length > limit;
      const items = more ? rows.slice(0, limit) : rows;
      const last = items.at(-1);
      return { items: items.map(toPerson), nextCursor: more && last ? encode(last.sortName, last.id) : null };
    },

    async get(actor: Identity, requested: string | undefined, id: string): Promise<PersonDetail> {
      const districtId = resolveDistrict(actor, requested);
      const [row] = await select().where(and(eq(people.id, id), eq(people.districtId, districtId)));
      if (!row) throw notFound(PEOPLE_MESSAGES.notFound);
      const [deviceList, ticketList] = await Promise.all([
        db
          .select({
            id: assets.id,
            assetTag: assets.assetTag,
            name: assets.name,
            model: assets.model,
            serialNumber: assets.serialNumber,
            status: assets.status,
            checkedOutOn: assets.checkedOutOn,
            dueOn: assets.dueOn,
            supportEndsAt: assets.supportEndsOn,
          })
          .from(assets)
          .where(
            and(eq(assets.districtId, districtId), eq(assets.personId, id), isNotNull(assets.assignedTo)),
          )
          .orderBy(asc(assets.assetTag)),
        row.userId
          ? db
              .select({
                id: tickets.id,
                ticketNumber: tickets.ticketNumber,
                title: tickets.title,
                status: tickets.status,
                createdAt: tickets.createdAt,
              })
              .from(tickets)
              .where(and(eq(tickets.districtId, districtId), eq(tickets.requesterId, row.userId)))
              .orderBy(desc(tickets.createdAt))
              .limit(50)
          : Promise.resolve([]),
      ]);
      return {
        ...toPerson(row),
        deviceList,
        tickets: ticketList.map((t) => ({ ...t, createdAt: t.createdAt.toISOString() })),
      };
    },

    /** Active students holding no device: who is waiting for one, by site then name. */
    async deviceQueue(actor: Identity, q: { districtId?: string; site?: string }): Promise<Person[]> {
      const districtId = resolveDistrict(actor, q.districtId);
      const where: SQL[] = [
        eq(people.districtId, districtId),
        eq(people.role, 'student'),
        eq(people.status, 'active'),
        sql`not exists (select 1 from ${assets} a where a.district_id = ${districtId} and a.person_id = ${people.id} and a.assigned_to is not null)`,
      ];
      if (q.site) where.push(eq(people.siteId, q.site));
      const rows = await select()
        .where(and(...where))
        .orderBy(asc(sites.name), asc(sortName), asc(people.id))
        .limit(1000);
      return rows.map(toPerson);
    },

    /**
     * A OneRoster 1.1 CSV zip. A dry run applies it in a transaction that is rolled back, so the
     * preview's counts are exactly the import's. A real import with bad rows changes nothing
     * (400 naming them) unless told to skip them.
     */
    async importRoster(
      actor: Identity,
      requested: string | undefined,
      zip: Buffer,
      opts: { dryRun: boolean; skipBadRows: boolean },
    ): Promise<RosterImportReport> {
      const districtId = resolveDistrict(actor, requested);
      const roster = readRoster(zip);
      let report: RosterImportReport | undefined;
      const rollback = new Error('dry run');
      await db
        .transaction(async (tx) => {
          // One import of a district at a time.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`roster-import:${districtId}`}))`);
          report = await applyRoster(tx, districtId, roster, { dryRun: opts.dryRun, actorId: actor.userId });
          if (opts.dryRun || (report.errorCount > 0 && !opts.skipBadRows)) throw rollback;
        })
        .catch((err) => {
          if (err !== rollback) throw err;
        });
      const done = report!;
      if (!done.dryRun && done.errorCount > 0 && !opts.skipBadRows) {
        throw new HttpError(
          400,
          PEOPLE_MESSAGES.importHasErrors(done.errorCount),
          {},
          done.errors.map((e) => ({
            path: `${e.file}.${e.row}`,
            message: `${e.file} row ${e.row}: ${e.message}`,
          })),
        );
      }
      if (!done.dryRun) {
        await bus.publish({ type: 'people_changed', districtId, data: { imported: true } }).catch(() => {});
        if (done.recoveryTasks > 0)
          await bus
            .publish({ type: 'task_changed', districtId, data: { count: done.recoveryTasks } })
            .catch(() => {});
      }
      return done;
    },
  };
}
