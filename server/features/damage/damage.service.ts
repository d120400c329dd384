import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { accessDenied } from '../../../domain/access.ts';
import {
  canMoveRepair,
  DAMAGE_KIND_LABELS,
  DAMAGE_MESSAGES,
  DAMAGE_PAGE_SIZE,
  DAMAGE_PHOTOS_MAX,
  type DamageInput,
  type DamageReport,
  damageStateAfterRepair,
  damageTicketTitle,
  isRepairClosed,
  type Repair,
  type RepairUpdate,
  whoHadIt,
} from '../../../domain/damage.ts';
import type { DamageSource, DamageState, RepairState } from '../../../domain/device-money.ts';
import { createTicketSchema } from '../../../domain/tickets.ts';
import { accessorOf } from '../../access/guard.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import { actorLabel, type Identity } from '../../auth/identity.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  assets,
  damageReports,
  people,
  repairs,
  sites,
  ticketAttachments,
  tickets,
  users,
  visits,
} from '../../db/schema/index.ts';
import { conflict, HttpError, invalidFields, notFound } from '../../lib/http-errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { type CustodyWebhooks, checkOutAssets, rosteredPerson } from '../assets/index.ts';
import type { DamageTicketOpener } from './damage-ticket-opener.ts';

const iso = (d: Date) => d.toISOString();
const today = () => new Date().toISOString().slice(0, 10);
/** A clock a little ahead of the server's is not the future. */
const FUTURE_SLACK_MS = 5 * 60_000;

const cursorSchema = z.tuple([z.string().max(40), z.uuid()]);
const encode = (at: Date, id: string) => Buffer.from(JSON.stringify([iso(at), id])).toString('base64url');
function decode(raw: string): [string, string] {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    if (parsed.success && !Number.isNaN(Date.parse(parsed.data[0]))) return parsed.data;
  } catch {}
  throw new HttpError(400, DAMAGE_MESSAGES.cursor);
}

const loaners = alias(assets, 'loaner');
const technicians = alias(users, 'technician');
const reporters = alias(users, 'reporter');

const damageColumns = {
  id: damageReports.id,
  districtId: damageReports.districtId,
  assetId: damageReports.assetId,
  assetTag: assets.assetTag,
  assetName: assets.name,
  model: damageReports.model,
  kind: damageReports.kind,
  source: damageReports.source,
  state: damageReports.state,
  personId: damageReports.personId,
  personFirst: people.firstName,
  personLast: people.lastName,
  siteId: damageReports.siteId,
  siteName: sites.name,
  place: damageReports.place,
  note: damageReports.note,
  photoIds: damageReports.photoIds,
  occurredAt: damageReports.occurredAt,
  ticketId: damageReports.ticketId,
  ticketNumber: tickets.ticketNumber,
  repairId: repairs.id,
  repairKind: repairs.kind,
  repairState: repairs.state,
  reporterFirst: reporters.firstName,
  reporterLast: reporters.lastName,
  createdAt: damageReports.createdAt,
};

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

/** The damage's newest repair (a report has one; a reopened history keeps the newest). */
const newestRepair = sql`${repairs.id} = (select r.id from repairs r where r.damage_report_id = ${damageReports.id} order by r.created_at desc limit 1)`;

function selectDamage(runner: Db | Tx) {
  return runner
    .select(damageColumns)
    .from(damageReports)
    .innerJoin(assets, eq(assets.id, damageReports.assetId))
    .leftJoin(people, eq(people.id, damageReports.personId))
    .leftJoin(sites, eq(sites.id, damageReports.siteId))
    .leftJoin(tickets, eq(tickets.id, damageReports.ticketId))
    .leftJoin(repairs, newestRepair)
    .leftJoin(reporters, eq(reporters.id, damageReports.reportedBy));
}
type DamageRow = Awaited<ReturnType<ReturnType<typeof selectDamage>['where']>>[number];

const toDamage = ({
  personFirst,
  personLast,
  reporterFirst,
  reporterLast,
  ...r
}: DamageRow): DamageReport => ({
  ...r,
  personName: fullName(personFirst, personLast),
  siteName: r.siteName ?? null,
  ticketNumber: r.ticketNumber ?? null,
  repairId: r.repairId ?? null,
  repairKind: r.repairKind ?? null,
  repairState: r.repairState ?? null,
  reportedByName: fullName(reporterFirst, reporterLast),
  occurredAt: iso(r.occurredAt),
  createdAt: iso(r.createdAt),
});

const repairColumns = {
  id: repairs.id,
  districtId: repairs.districtId,
  assetId: repairs.assetId,
  assetTag: assets.assetTag,
  assetName: assets.name,
  model: assets.model,
  damageReportId: repairs.damageReportId,
  damageKind: damageReports.kind,
  personId: damageReports.personId,
  personFirst: people.firstName,
  personLast: people.lastName,
  ticketId: repairs.ticketId,
  ticketNumber: tickets.ticketNumber,
  kind: repairs.kind,
  state: repairs.state,
  technicianId: repairs.technicianId,
  techFirst: technicians.firstName,
  techLast: technicians.lastName,
  minutes: repairs.minutes,
  vendor: repairs.vendor,
  rmaNumber: repairs.rmaNumber,
  shippedOn: repairs.shippedOn,
  returnedOn: repairs.returnedOn,
  loanerAssetId: repairs.loanerAssetId,
  loanerTag: loaners.assetTag,
  note: repairs.note,
  createdAt: repairs.createdAt,
  updatedAt: repairs.updatedAt,
  closedAt: repairs.closedAt,
};

function selectRepair(runner: Db | Tx) {
  return runner
    .select(repairColumns)
    .from(repairs)
    .innerJoin(assets, eq(assets.id, repairs.assetId))
    .leftJoin(damageReports, eq(damageReports.id, repairs.damageReportId))
    .leftJoin(people, eq(people.id, damageReports.personId))
    .leftJoin(tickets, eq(tickets.id, repairs.ticketId))
    .leftJoin(technicians, eq(technicians.id, repairs.technicianId))
    .leftJoin(loaners, eq(loaners.id, repairs.loanerAssetId));
}
type RepairRow = Awaited<ReturnType<ReturnType<typeof selectRepair>['where']>>[number];

const toRepair = ({ personFirst, personLast, techFirst, techLast, ...r }: RepairRow): Repair => ({
  ...r,
  damageKind: r.damageKind ?? null,
  personId: r.personId ?? null,
  personName: fullName(personFirst, personLast),
  ticketNumber: r.ticketNumber ?? null,
  technicianName: fullName(techFirst, techLast),
  loanerTag: r.loanerTag ?? null,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
  closedAt: r.closedAt ? iso(r.closedAt) : null,
});

export interface DamageDeps {
  db: Db;
  bus: EventBus;
  tickets: DamageTicketOpener;
  /** The webhooks' enqueue: a loaner's check-out sends `asset.checked_out` in its transaction. */
  webhooks: CustodyWebhooks;
}

/** How a report came in, beyond its payload. */
interface ReportOrigin {
  source: DamageSource;
  /** Who had it, when the caller knows better than the asset now (a scan that just checked it in). */
  personId?: string | null;
  log?: FastifyBaseLogger;
}

/** Damage reports and repairs (see docs/product.md#repairs). */
export function createDamageService({ db, bus, tickets: ticketOpener, webhooks }: DamageDeps) {
  async function oneDamage(districtId: string, id: string): Promise<DamageReport> {
    const [row] = await selectDamage(db).where(
      and(eq(damageReports.id, id), eq(damageReports.districtId, districtId)),
    );
    if (!row) throw notFound(DAMAGE_MESSAGES.notFound);
    return toDamage(row);
  }

  async function oneRepair(runner: Db | Tx, districtId: string, id: string): Promise<Repair> {
    const [row] = await selectRepair(runner).where(
      and(eq(repairs.id, id), eq(repairs.districtId, districtId)),
    );
    if (!row) throw notFound(DAMAGE_MESSAGES.repairNotFound);
    return toRepair(row);
  }

  async function checkPhotos(districtId: string, ids: readonly string[]) {
    if (ids.length === 0) return;
    const found = await db
      .select({ id: ticketAttachments.id })
      .from(ticketAttachments)
      .where(and(eq(ticketAttachments.districtId, districtId), inArray(ticketAttachments.id, [...ids])));
    if (found.length !== new Set(ids).size)
      throw invalidFields([{ path: 'photos', message: DAMAGE_MESSAGES.photoNotFound }]);
  }

  async function publish(districtId: string, assetId: string, type: 'damage_reported' | 'asset_updated') {
    await bus
      .publish({ type, districtId, data: type === 'asset_updated' ? { id: assetId, count: 1 } : { assetId } })
      .catch(() => {});
  }

  /** The ticket a damage opens, where the caller may open tickets in the district; else none. */
  async function openTicket(
    identity: Identity,
    districtId: string,
    asset: { id: string; assetTag: string; name: string; model: string },
    input: { kind: DamageReport['kind']; note: string; place: string },
    personName: string | null,
    log?: FastifyBaseLogger,
  ) {
    if (accessDenied('tickets', 'write', accessorOf(identity))) return null;
    const lines = [
      `${DAMAGE_KIND_LABELS[input.kind]} reported for ${asset.assetTag} (${asset.name}${asset.model ? `, ${asset.model}` : ''}) by ${actorLabel(identity)}.`,
      personName ? `It was assigned to ${personName}.` : 'It was not assigned to anyone.',
      input.place ? `Where: ${input.place}.` : '',
      input.note,
    ].filter(Boolean);
    return ticketOpener.open(
      identity,
      createTicketSchema.parse({
        districtId,
        title: damageTicketTitle(input.kind, asset),
        description: lines.join('\n').slice(0, 10_000),
        category: 'hardware',
        assetId: asset.id,
      }),
      log,
    );
  }

  async function report(
    identity: Identity,
    assetId: string,
    input: DamageInput & { kind: DamageReport['kind'] },
    origin: ReportOrigin,
  ) {
    const districtId = resolveDistrict(identity, input.districtId);
    const [asset] = await db
      .select({
        id: assets.id,
        assetTag: assets.assetTag,
        name: assets.name,
        model: assets.model,
        siteId: assets.siteId,
        personId: assets.personId,
        checkedOutOn: assets.checkedOutOn,
      })
      .from(assets)
      .where(and(eq(assets.id, assetId), eq(assets.districtId, districtId)));
    if (!asset) throw notFound(DAMAGE_MESSAGES.assetNotFound);
    const occurredAt = input.occurredAt ?? new Date().toISOString();
    if (Date.parse(occurredAt) > Date.now() + FUTURE_SLACK_MS)
      throw invalidFields([{ path: 'occurredAt', message: DAMAGE_MESSAGES.occurredInFuture }]);
    await checkPhotos(districtId, input.photos ?? []);
    let linked: { id: string; ticketNumber: string } | null = null;
    let visitTicketId: string | null = null;
    if (input.visitId) {
      const [v] = await db
        .select({ ticketId: visits.ticketId })
        .from(visits)
        .where(and(eq(visits.id, input.visitId), eq(visits.districtId, districtId)));
      if (!v) throw invalidFields([{ path: 'visitId', message: DAMAGE_MESSAGES.visitNotFound }]);
      visitTicketId = v.ticketId;
    }
    const linkTo = input.ticketId ?? visitTicketId;
    if (linkTo) {
      const [t] = await db
        .select({ id: tickets.id, ticketNumber: tickets.ticketNumber })
        .from(tickets)
        .where(and(eq(tickets.id, linkTo), eq(tickets.districtId, districtId)));
      if (!t) throw invalidFields([{ path: 'ticketId', message: DAMAGE_MESSAGES.ticketNotFound }]);
      linked = t;
    }
    const personId = origin.personId !== undefined ? origin.personId : whoHadIt(asset, occurredAt);
    const [person] = personId
      ? await db
          .select({ firstName: people.firstName, lastName: people.lastName })
          .from(people)
          .where(and(eq(people.id, personId), eq(people.districtId, districtId)))
      : [];
    const note = input.note ?? '';
    const place = input.place ?? '';
    const ticket =
      linked ??
      (await openTicket(
        identity,
        districtId,
        asset,
        { kind: input.kind, note, place },
        person ? fullName(person.firstName, person.lastName) : null,
        origin.log,
      ));
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(damageReports)
        .values({
          districtId,
          assetId: asset.id,
          kind: input.kind,
          source: input.visitId ? 'checklist' : input.ticketId ? 'ticket' : origin.source,
          personId: person ? personId : null,
          siteId: asset.siteId,
          place,
          note,
          photoIds: [...new Set(input.photos ?? [])],
          occurredAt: new Date(occurredAt),
          ticketId: ticket?.id ?? null,
          model: asset.model,
          reportedBy: identity.userId,
        })
        .returning({ id: damageReports.id });
      await tx.insert(repairs).values({
        districtId,
        assetId: asset.id,
        damageReportId: row!.id,
        ticketId: ticket?.id ?? null,
      });
      return row!.id;
    });
    await publish(districtId, asset.id, 'damage_reported');
    return {
      damage: await oneDamage(districtId, id),
      ticket: ticket ? { id: ticket.id, ticketNumber: ticket.ticketNumber } : null,
    };
  }

  return {
    report: (
      identity: Identity,
      assetId: string,
      input: DamageInput & { kind: DamageReport['kind'] },
      log?: FastifyBaseLogger,
    ) => report(identity, assetId, input, { source: 'asset', log }),

    /**
     * A device checked in damaged by a scan (server/features/scans): a report with source `scan`,
     * the person who just returned it, of the kind the scanner says ('other' unless told), and its
     * repair ticket. Answers the ticket's number, if any.
     */
    async reportFromScan(
      identity: Identity,
      districtId: string,
      assetId: string,
      personId: string | null,
      kind: DamageReport['kind'],
      log?: FastifyBaseLogger,
    ): Promise<string | null> {
      const made = await report(identity, assetId, { districtId, kind }, { source: 'scan', personId, log });
      return made.ticket?.ticketNumber ?? null;
    },

    async list(
      identity: Identity,
      q: {
        districtId?: string;
        status?: DamageState;
        personId?: string;
        assetId?: string;
        cursor?: string;
        limit?: number;
      },
    ) {
      const districtId = resolveDistrict(identity, q.districtId);
      const limit = q.limit ?? DAMAGE_PAGE_SIZE;
      const where: SQL[] = [eq(damageReports.districtId, districtId)];
      if (q.status) where.push(eq(damageReports.state, q.status));
      if (q.personId) where.push(eq(damageReports.personId, q.personId));
      if (q.assetId) where.push(eq(damageReports.assetId, q.assetId));
      if (q.cursor) {
        const [at, id] = decode(q.cursor);
        where.push(
          sql`(${damageReports.createdAt}, ${damageReports.id}) < (${at}::timestamptz, ${id}::uuid)`,
        );
      }
      const rows = await selectDamage(db)
        .where(and(...where))
        .orderBy(desc(damageReports.createdAt), desc(damageReports.id))
        .limit(limit + 1);
      const more = rows.length > limit;
      const items = more ? rows.slice(0, limit) : rows;
      const last = items.at(-1);
      return {
        items: items.map(toDamage),
        nextCursor: more && last ? encode(last.createdAt, last.id) : null,
      };
    },

    detail: (identity: Identity, id: string, requested?: string) =>
      oneDamage(resolveDistrict(identity, requested), id),

    /** Photos attached (to a ticket of the district) after the report, kept with it. */
    async addPhotos(identity: Identity, id: string, photos: readonly string[], requested?: string) {
      const districtId = resolveDistrict(identity, requested);
      const damage = await oneDamage(districtId, id);
      await checkPhotos(districtId, photos);
      const photoIds = [...new Set([...damage.photoIds, ...photos])];
      if (photoIds.length > DAMAGE_PHOTOS_MAX)
        throw invalidFields([{ path: 'photos', message: DAMAGE_MESSAGES.tooManyPhotos }]);
      await db
        .update(damageReports)
        .set({ photoIds })
        .where(and(eq(damageReports.id, id), eq(damageReports.districtId, districtId)));
      await publish(districtId, damage.assetId, 'damage_reported');
      return oneDamage(districtId, id);
    },

    async repairs(
      identity: Identity,
      q: { districtId?: string; state?: RepairState; cursor?: string; limit?: number },
    ) {
      const districtId = resolveDistrict(identity, q.districtId);
      const limit = q.limit ?? DAMAGE_PAGE_SIZE;
      const where: SQL[] = [eq(repairs.districtId, districtId)];
      if (q.state) where.push(eq(repairs.state, q.state));
      if (q.cursor) {
        const [at, id] = decode(q.cursor);
        where.push(sql`(${repairs.createdAt}, ${repairs.id}) < (${at}::timestamptz, ${id}::uuid)`);
      }
      const rows = await selectRepair(db)
        .where(and(...where))
        .orderBy(desc(repairs.createdAt), desc(repairs.id))
        .limit(limit + 1);
      const more = rows.length > limit;
      const items = more ? rows.slice(0, limit) : rows;
      const last = items.at(-1);
      return {
        items: items.map(toRepair),
        nextCursor: more && last ? encode(new Date(last.createdAt), last.id) : null,
      };
    },

    async updateRepair(
      identity: Identity,
      id: string,
      input: RepairUpdate,
      requested?: string,
    ): Promise<Repair> {
      const districtId = resolveDistrict(identity, requested);
      const saved = await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ state: repairs.state, damageReportId: repairs.damageReportId, assetId: repairs.assetId })
          .from(repairs)
          .where(and(eq(repairs.id, id), eq(repairs.districtId, districtId)))
          .for('update');
        if (!current) throw notFound(DAMAGE_MESSAGES.repairNotFound);
        if (!canMoveRepair(current.state, input.state))
          throw invalidFields([{ path: 'state', message: DAMAGE_MESSAGES.move(current.state, input.state) }]);
        if (input.technicianId) {
          const [tech] = await tx
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                eq(users.id, input.technicianId),
                sql`(${users.districtId} = ${districtId} or ${users.districtId} is null)`,
                eq(users.isActive, true),
                inArray(users.role, ['technician', 'district_admin', 'provider_admin']),
              ),
            );
          if (!tech)
            throw invalidFields([{ path: 'technicianId', message: DAMAGE_MESSAGES.technicianNotFound }]);
        }
        const closing = isRepairClosed(input.state);
        await tx
          .update(repairs)
          .set({
            kind: input.kind,
            state: input.state,
            ...(input.vendor !== undefined ? { vendor: input.vendor } : {}),
            ...(input.rmaNumber !== undefined ? { rmaNumber: input.rmaNumber } : {}),
            ...(input.shippedOn !== undefined ? { shippedOn: input.shippedOn } : {}),
            ...(input.returnedOn !== undefined ? { returnedOn: input.returnedOn } : {}),
            ...(input.minutes !== undefined ? { minutes: input.minutes } : {}),
            ...(input.technicianId !== undefined ? { technicianId: input.technicianId } : {}),
            ...(input.note !== undefined ? { note: input.note } : {}),
            closedAt: closing
              ? isRepairClosed(current.state)
                ? sql`${repairs.closedAt}`
                : sql`now()`
              : null,
            updatedAt: sql`now()`,
          })
          .where(eq(repairs.id, id));
        if (current.damageReportId) {
          const [damage] = await tx
            .select({ state: damageReports.state })
            .from(damageReports)
            .where(eq(damageReports.id, current.damageReportId))
            .for('update');
          const next = damage ? damageStateAfterRepair(damage.state, input.kind) : null;
          if (damage && next !== damage.state)
            await tx
              .update(damageReports)
              .set({ state: next!, updatedAt: sql`now()` })
              .where(eq(damageReports.id, current.damageReportId));
        }
        return { repair: await oneRepair(tx, districtId, id), assetId: current.assetId };
      });
      await publish(districtId, saved.assetId, 'damage_reported');
      return saved.repair;
    },

    async loaner(identity: Identity, id: string, loanerId: string, requested?: string): Promise<Repair> {
      const districtId = resolveDistrict(identity, requested);
      const result = await db.transaction(async (tx) => {
        const [repair] = await tx
          .select({
            state: repairs.state,
            assetId: repairs.assetId,
            assetTag: assets.assetTag,
            loanerAssetId: repairs.loanerAssetId,
            personId: damageReports.personId,
          })
          .from(repairs)
          .innerJoin(assets, eq(assets.id, repairs.assetId))
          .leftJoin(damageReports, eq(damageReports.id, repairs.damageReportId))
          .where(and(eq(repairs.id, id), eq(repairs.districtId, districtId)))
          .for('update', { of: repairs });
        if (!repair) throw notFound(DAMAGE_MESSAGES.repairNotFound);
        if (isRepairClosed(repair.state)) throw conflict(DAMAGE_MESSAGES.loanerClosed);
        if (!repair.personId) throw conflict(DAMAGE_MESSAGES.loanerNoPerson);
        if (repair.assetId === loanerId)
          throw invalidFields([{ path: 'assetId', message: DAMAGE_MESSAGES.loanerSame }]);
        if (repair.loanerAssetId) {
          const [out] = await tx
            .select({ tag: assets.assetTag, personId: assets.personId })
            .from(assets)
            .where(eq(assets.id, repair.loanerAssetId));
          if (out && out.personId === repair.personId) throw conflict(DAMAGE_MESSAGES.loanerAlready(out.tag));
        }
        const [loaner] = await tx
          .select({
            id: assets.id,
            tag: assets.assetTag,
            status: assets.status,
            assignedTo: assets.assignedTo,
          })
          .from(assets)
          .where(and(eq(assets.id, loanerId), eq(assets.districtId, districtId)))
          .for('update');
        if (!loaner) throw invalidFields([{ path: 'assetId', message: DAMAGE_MESSAGES.assetNotFound }]);
        if (loaner.status !== 'active' || loaner.assignedTo !== null)
          throw conflict(DAMAGE_MESSAGES.loanerNotAvailable(loaner.tag));
        const person = await rosteredPerson(tx, districtId, repair.personId);
        await checkOutAssets(
          tx,
          webhooks,
          { userId: identity.userId, name: actorLabel(identity) },
          districtId,
          [loaner.id],
          {
            assigneeType: 'person',
            assignee: person.name,
            person,
            checkedOutOn: today(),
            note: `Loaner while ${repair.assetTag} is repaired`,
          },
        );
        await tx
          .update(repairs)
          .set({ loanerAssetId: loaner.id, updatedAt: sql`now()` })
          .where(eq(repairs.id, id));
        return { repair: await oneRepair(tx, districtId, id), loanerId: loaner.id };
      });
      await publish(districtId, result.loanerId, 'asset_updated');
      await publish(districtId, result.repair.assetId, 'damage_reported');
      return result.repair;
    },
  };
}
