import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { accessDenied } from '../../../domain/access.ts';
import {
  AUDIT_FIXES_FOR,
  AUDIT_ITEM_STATE_LABELS,
  AUDIT_MESSAGES,
  type AuditDetail,
  type AuditFixAction,
  type AuditInput,
  type AuditItem,
  type AuditReportFormat,
  type AuditState,
  type AuditSummary,
  classifyAuditItem,
  compareAuditItems,
  varianceCounts,
} from '../../../domain/audits.ts';
import { createTicketSchema } from '../../../domain/tickets.ts';
import { accessorOf } from '../../access/guard.ts';
import { isProviderWide, resolveDistrict, visibleRow } from '../../access/tenancy.ts';
import { actorLabel, type Identity } from '../../auth/identity.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  assets,
  auditItems,
  audits,
  districts,
  sites,
  tickets as ticketRows,
} from '../../db/schema/index.ts';
import { conflict, forbidden, invalidFields, notFound } from '../../lib/http-errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import {
  type CustodyActor,
  type CustodyWebhooks,
  moveAssets,
  noteAssets,
  setAssetStatus,
} from '../assets/index.ts';
import { readDistrictSettings } from '../settings/index.ts';
import { auditCsv, auditFileName, auditPdf } from './audit-report.ts';
import type { TicketOpener } from './ticket-opener.ts';

const isoOf = (d: Date) => d.toISOString();

/** The variance state in SQL, the same rule as classifyAuditItem (domain/audits.ts; the tests compare them). */
const stateSql = sql<string>`case
  when ${auditItems.foundAt} is null then 'missing'
  when ${assets.siteId} is distinct from ${audits.siteId} then 'unexpected'
  when ${audits.room} is not null and lower(trim(${assets.location})) <> lower(trim(${audits.room})) then 'wrong_location'
  else 'found' end`;

const summaryColumns = {
  id: audits.id,
  districtId: audits.districtId,
  name: audits.name,
  siteId: audits.siteId,
  siteName: sites.name,
  room: audits.room,
  state: audits.state,
  createdAt: audits.createdAt,
  closedAt: audits.closedAt,
  createdByName: audits.createdByName,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: K extends 'siteName'
    ? string | null
    : (typeof audits.$inferSelect)[K & keyof typeof audits.$inferSelect];
};

const toSummary = (r: SummaryRow, counts: ReturnType<typeof varianceCounts>): AuditSummary => ({
  id: r.id,
  districtId: r.districtId,
  name: r.name,
  siteId: r.siteId,
  siteName: r.siteName ?? '',
  room: r.room,
  state: r.state,
  createdAt: isoOf(r.createdAt),
  closedAt: r.closedAt ? isoOf(r.closedAt) : null,
  createdByName: r.createdByName,
  ...counts,
});

export interface AuditsDeps {
  db: Db;
  bus: EventBus;
  tickets: TicketOpener;
  /** A fix's move or "mark lost" sends `asset.updated` in its transaction. */
  webhooks: CustodyWebhooks;
}

/** Audit campaigns: start, read with the variance, fix, close (kept in each asset's history). */
export function createAuditsService({ db, bus, tickets, webhooks }: AuditsDeps) {
  async function publish(districtId: string, id: string, change: string) {
    await bus.publish({ type: 'audit_changed', districtId, data: { id, change } }).catch(() => {});
  }

  /** The audit the caller may see (404 for another district's, as for a missing one). */
  async function load(runner: Db | Tx, identity: Identity, id: string, requested?: string, lock = false) {
    const q = runner
      .select(summaryColumns)
      .from(audits)
      .innerJoin(sites, eq(sites.id, audits.siteId))
      .where(eq(audits.id, id));
    const [row] = lock ? await q.for('update', { of: audits }) : await q;
    return visibleRow(identity, row, AUDIT_MESSAGES.notFound, requested);
  }

  async function items(runner: Db | Tx, audit: SummaryRow): Promise<AuditItem[]> {
    const rows = await runner
      .select({
        assetId: assets.id,
        assetTag: assets.assetTag,
        name: assets.name,
        model: assets.model,
        location: assets.location,
        assetSiteId: assets.siteId,
        siteName: sites.name,
        expected: auditItems.expected,
        foundAt: auditItems.foundAt,
        fix: auditItems.fix,
        ticketNumber: ticketRows.ticketNumber,
      })
      .from(auditItems)
      .innerJoin(assets, eq(assets.id, auditItems.assetId))
      .leftJoin(sites, eq(sites.id, assets.siteId))
      .leftJoin(ticketRows, eq(ticketRows.id, auditItems.ticketId))
      .where(eq(auditItems.auditId, audit.id));
    const list = rows.map((r) => ({
      assetId: r.assetId,
      assetTag: r.assetTag,
      name: r.name,
      model: r.model,
      location: r.location,
      expected: r.expected,
      found: r.foundAt !== null,
      scannedAt: r.foundAt ? isoOf(r.foundAt) : null,
      state: classifyAuditItem(
        {
          expected: r.expected,
          found: r.foundAt !== null,
          assetSiteId: r.assetSiteId,
          assetLocation: r.location,
        },
        audit,
      ),
      siteName: r.siteName ?? null,
      fix: r.fix,
      ticketNumber: r.ticketNumber ?? null,
    }));
    return list.sort(compareAuditItems);
  }

  async function detailOf(runner: Db | Tx, audit: SummaryRow): Promise<AuditDetail> {
    const list = await items(runner, audit);
    const expected = list.filter((i) => i.expected).length;
    return {
      ...toSummary(
        audit,
        varianceCounts(
          list.map((i) => i.state),
          expected,
        ),
      ),
      items: list,
    };
  }

  const custodian = (identity: Identity): CustodyActor => ({
    userId: identity.userId,
    name: actorLabel(identity),
  });

  return {
    /** The district's audits, newest first, with their counts (one grouped query). */
    async list(identity: Identity, q: { districtId?: string; state?: AuditState; siteId?: string }) {
      const where: SQL[] = [];
      if (!(isProviderWide(identity) && !q.districtId))
        where.push(eq(audits.districtId, resolveDistrict(identity, q.districtId)));
      if (q.state) where.push(eq(audits.state, q.state));
      if (q.siteId) where.push(eq(audits.siteId, q.siteId));
      const rows = await db
        .select({
          ...summaryColumns,
          expected: sql<number>`count(*) filter (where ${auditItems.expected})::int`,
          found: sql<number>`count(*) filter (where ${stateSql} = 'found')::int`,
          missing: sql<number>`count(*) filter (where ${stateSql} = 'missing')::int`,
          unexpected: sql<number>`count(*) filter (where ${stateSql} = 'unexpected')::int`,
          wrongLocation: sql<number>`count(*) filter (where ${stateSql} = 'wrong_location')::int`,
        })
        .from(audits)
        .innerJoin(sites, eq(sites.id, audits.siteId))
        .leftJoin(auditItems, eq(auditItems.auditId, audits.id))
        .leftJoin(assets, eq(assets.id, auditItems.assetId))
        .where(where.length ? and(...where) : undefined)
        .groupBy(audits.id, sites.name)
        .orderBy(desc(audits.createdAt), desc(audits.id))
        .limit(500);
      return rows.map(({ expected, found, missing, unexpected, wrongLocation, ...r }) =>
        toSummary(r, { expected, found, missing, unexpected, wrongLocation }),
      );
    },

    /** Starts an audit: its expected assets are the site's active assets (of the room, when given), as they are now. */
    async create(identity: Identity, input: AuditInput): Promise<AuditDetail> {
      const districtId = resolveDistrict(identity, input.districtId);
      const room = input.room?.trim() || null;
      const detail = await db.transaction(async (tx) => {
        const [site] = await tx
          .select({ id: sites.id })
          .from(sites)
          .where(and(eq(sites.id, input.siteId), eq(sites.districtId, districtId)));
        if (!site) throw invalidFields([{ path: 'siteId', message: AUDIT_MESSAGES.siteNotFound }]);
        const [audit] = await tx
          .insert(audits)
          .values({
            districtId,
            name: input.name,
            siteId: input.siteId,
            room,
            createdBy: identity.userId,
            createdByName: actorLabel(identity),
          })
          .returning({ id: audits.id });
        await tx.execute(sql`
          insert into audit_items (district_id, audit_id, asset_id, expected)
          select ${districtId}, ${audit!.id}, id, true from assets
          where district_id = ${districtId} and site_id = ${input.siteId} and status = 'active'
            and (${room}::text is null or lower(trim(location)) = lower(trim(${room}::text)))`);
        return detailOf(tx, await load(tx, identity, audit!.id));
      });
      await publish(districtId, detail.id, 'created');
      return detail;
    },

    async detail(identity: Identity, id: string, districtId?: string): Promise<AuditDetail> {
      return detailOf(db, await load(db, identity, id, districtId));
    },

    /** Closes an audit: each asset's history keeps what the audit found of it. */
    async close(identity: Identity, id: string, districtId?: string): Promise<AuditDetail> {
      const detail = await db.transaction(async (tx) => {
        const audit = await load(tx, identity, id, districtId, true);
        if (audit.state === 'closed') throw conflict(AUDIT_MESSAGES.alreadyClosed);
        const [closed] = await tx
          .update(audits)
          .set({ state: 'closed', closedAt: sql`now()` })
          .where(eq(audits.id, audit.id))
          .returning({ closedAt: audits.closedAt });
        const after = { ...audit, state: 'closed' as const, closedAt: closed!.closedAt };
        const detail = await detailOf(tx, after);
        await noteAssets(
          tx,
          custodian(identity),
          audit.districtId,
          detail.items.map((i) => ({
            assetId: i.assetId,
            note: `Audit "${audit.name}" (${audit.siteName ?? ''}${audit.room ? `, ${audit.room}` : ''}) closed: ${AUDIT_ITEM_STATE_LABELS[i.state].toLowerCase()}`,
          })),
        );
        return detail;
      });
      await publish(detail.districtId, detail.id, 'closed');
      return detail;
    },

    /** One fix of the variance: move the asset here, mark it lost, or open a recovery ticket. */
    async fix(
      identity: Identity,
      id: string,
      input: { assetId: string; action: AuditFixAction },
      districtId?: string,
      log?: FastifyBaseLogger,
    ): Promise<AuditDetail> {
      const actor = custodian(identity);
      let ticketId: string | null = null;
      const run = async () =>
        db.transaction(async (tx) => {
          const audit = await load(tx, identity, id, districtId, true);
          if (audit.state === 'closed') throw conflict(AUDIT_MESSAGES.closed);
          const item = (await items(tx, audit)).find((i) => i.assetId === input.assetId);
          if (!item) throw notFound(AUDIT_MESSAGES.notInAudit);
          if (!AUDIT_FIXES_FOR[item.state].includes(input.action))
            throw conflict(AUDIT_MESSAGES.fixNotApplicable(input.action, item.state));
          const label = `Audit "${audit.name}"`;
          if (input.action === 'move')
            await moveAssets(
              tx,
              webhooks,
              actor,
              audit.districtId,
              [item.assetId],
              { siteId: audit.siteId, location: audit.room },
              `${label}: moved to ${audit.siteName ?? ''}${audit.room ? `, ${audit.room}` : ''}`,
            );
          else if (input.action === 'mark_lost')
            await setAssetStatus(
              tx,
              webhooks,
              actor,
              audit.districtId,
              [item.assetId],
              'lost',
              `${label}: missing`,
            );
          await tx
            .update(auditItems)
            .set({ fix: input.action, ...(ticketId ? { ticketId } : {}) })
            .where(and(eq(auditItems.auditId, audit.id), eq(auditItems.assetId, item.assetId)));
          return { audit, item };
        });
      if (input.action === 'recovery_ticket') {
        // Checked first (the fix must apply), then the ticket, then it is linked.
        const { audit, item } = await db.transaction(async (tx) => {
          const audit = await load(tx, identity, id, districtId);
          if (audit.state === 'closed') throw conflict(AUDIT_MESSAGES.closed);
          const item = (await items(tx, audit)).find((i) => i.assetId === input.assetId);
          if (!item) throw notFound(AUDIT_MESSAGES.notInAudit);
          if (!AUDIT_FIXES_FOR[item.state].includes(input.action))
            throw conflict(AUDIT_MESSAGES.fixNotApplicable(input.action, item.state));
          return { audit, item };
        });
        const denied = accessDenied('tickets', 'write', accessorOf(identity));
        if (denied) throw forbidden(denied);
        const ticket = await tickets.open(
          identity,
          createTicketSchema.parse({
            districtId: audit.districtId,
            title: `Recover missing device: ${item.assetTag}`.slice(0, 200),
            description: `${item.assetTag} (${item.name}) was expected at ${audit.siteName ?? ''}${audit.room ? `, ${audit.room}` : ''} in the audit "${audit.name}" and was not found.`,
            category: 'hardware',
            assetId: item.assetId,
          }),
          log,
        );
        ticketId = ticket.id;
      }
      const { audit } = await run();
      await publish(audit.districtId, audit.id, 'fixed');
      if (input.action !== 'recovery_ticket')
        await bus
          .publish({
            type: 'asset_updated',
            districtId: audit.districtId,
            data: { id: input.assetId, count: 1 },
          })
          .catch(() => {});
      return detailOf(db, await load(db, identity, id, districtId));
    },

    /** The variance report as a file: a PDF or a CSV. */
    async report(
      identity: Identity,
      id: string,
      format: AuditReportFormat,
      districtId?: string,
    ): Promise<{ body: Buffer | string; type: string; fileName: string }> {
      const detail = await detailOf(db, await load(db, identity, id, districtId));
      if (format === 'csv')
        return {
          body: auditCsv(detail),
          type: 'text/csv; charset=utf-8',
          fileName: auditFileName(detail, 'csv'),
        };
      const [district] = await db
        .select({ name: districts.name })
        .from(districts)
        .where(eq(districts.id, detail.districtId));
      const { timezone } = await readDistrictSettings(db, detail.districtId);
      return {
        body: await auditPdf(detail, district?.name ?? '', timezone),
        type: 'application/pdf',
        fileName: auditFileName(detail, 'pdf'),
      };
    },
  };
}
