import { and, asc, desc, eq, gte, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { ACCESS_MESSAGES, accessDenied } from '../../../domain/access.ts';
import type { PartMoveReason } from '../../../domain/device-money.ts';
import { fromCents, toCents } from '../../../domain/money.ts';
import {
  CENTRAL_SHELF,
  crossedReorderLevel,
  isLow,
  lowStockNotice,
  PART_MESSAGES as M,
  type MovePayload,
  type MoveResult,
  type Part,
  type PartMove,
  type PartPayload,
  POOL_SHELF,
  partFits,
  stockDelta,
} from '../../../domain/parts.ts';
import { accessorOf } from '../../access/guard.ts';
import { canSeeDistrict, isProviderWide, visibleRow } from '../../access/tenancy.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db, Tx } from '../../db/client.ts';
import { assets, partMoves, partStock, parts, repairs, sites, users } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, invalidFields, notFound } from '../../lib/http-errors.ts';
import type { Notifier } from '../../notifications/notifier.ts';
import type { EventBus } from '../../realtime/event-bus.ts';

type PartRow = typeof parts.$inferSelect;

export interface PartsServiceDeps {
  db: Db;
  bus: EventBus;
  notifier: Pick<Notifier, 'notify'>;
}

/** Unit costs are money (domain/access.ts `money`): administrators and Five Star see them. */
const seesCosts = (identity: Identity) => accessDenied('money', 'read', accessorOf(identity)) === null;
/** Five Star's accounts manage the shared pool (outside a district view or in one). */
const isFiveStar = (identity: Identity) => identity.accountRole === 'provider_admin';

/** A shelf: a site of the part's district, or the central (pool) shelf. */
interface Shelf {
  siteId: string | null;
  name: string;
}

/** One change of stock at a shelf, with the move it records. */
interface Change {
  shelf: Shelf;
  delta: number;
  reason: PartMoveReason;
}

export function createPartsService(deps: PartsServiceDeps) {
  const { db, bus, notifier } = deps;

  async function stockOf(partIds: string[]) {
    if (partIds.length === 0) return new Map<string, Part['stock']>();
    const rows = await db
      .select({
        partId: partStock.partId,
        siteId: partStock.siteId,
        siteName: sites.name,
        quantity: partStock.quantity,
      })
      .from(partStock)
      .leftJoin(sites, eq(sites.id, partStock.siteId))
      .where(inArray(partStock.partId, partIds))
      .orderBy(sql`${partStock.siteId} is not null`, asc(sites.name));
    const bySite = new Map<string, Part['stock']>();
    for (const r of rows) {
      const list = bySite.get(r.partId) ?? [];
      list.push({ siteId: r.siteId, siteName: r.siteName ?? CENTRAL_SHELF, quantity: r.quantity });
      bySite.set(r.partId, list);
    }
    return bySite;
  }

  function toPart(row: PartRow, stock: Part['stock'], showCosts: boolean): Part {
    const pool = row.districtId === null;
    const shelves = pool ? stock.map((s) => ({ ...s, siteName: POOL_SHELF })) : stock;
    const total = shelves.reduce((sum, s) => sum + s.quantity, 0);
    return {
      id: row.id,
      districtId: row.districtId,
      pool,
      name: row.name,
      sku: row.sku,
      models: row.models,
      unitCost: showCosts ? fromCents(row.unitCostCents) : null,
      reorderLevel: row.reorderLevel,
      stock: shelves,
      total,
      low: isLow(total, row.reorderLevel),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function answerPart(identity: Identity, row: PartRow): Promise<Part> {
    const stock = await stockOf([row.id]);
    return toPart(row, stock.get(row.id) ?? [], seesCosts(identity));
  }

  /** A part the caller may see: the district's own, or the pool's (every district sees it). */
  async function findVisible(identity: Identity, id: string): Promise<PartRow> {
    const [row] = await db.select().from(parts).where(eq(parts.id, id));
    if (!row || (row.districtId !== null && !canSeeDistrict(identity, row.districtId)))
      throw notFound(M.notFound);
    return row;
  }

  /** A shelf of `districtId` (a site of it, or its central shelf); another district's site is refused. */
  async function shelfOf(districtId: string | null, siteId: string | null, field = 'siteId'): Promise<Shelf> {
    if (districtId === null) {
      if (siteId) throw badRequest(M.poolNoSites);
      return { siteId: null, name: POOL_SHELF };
    }
    if (!siteId) return { siteId: null, name: CENTRAL_SHELF };
    const [site] = await db
      .select({ id: sites.id, name: sites.name })
      .from(sites)
      .where(and(eq(sites.id, siteId), eq(sites.districtId, districtId)));
    if (!site) throw invalidFields([{ path: field, message: M.siteNotFound }]);
    return { siteId: site.id, name: site.name };
  }

  const shelfWhere = (partId: string, siteId: string | null) =>
    and(eq(partStock.partId, partId), siteId ? eq(partStock.siteId, siteId) : isNull(partStock.siteId));

  async function totalOf(tx: Tx, partId: string): Promise<number> {
    const [row] = await tx
      .select({ total: sql<number>`coalesce(sum(${partStock.quantity}), 0)::int` })
      .from(partStock)
      .where(eq(partStock.partId, partId));
    return row?.total ?? 0;
  }

  /** Brings or takes parts at a shelf; taking more than the shelf holds answers 409 and changes nothing. */
  async function changeShelf(tx: Tx, partId: string, change: Change) {
    const { shelf, delta } = change;
    if (delta > 0) {
      await tx.execute(sql`
        insert into part_stock (part_id, site_id, quantity) values (${partId}, ${shelf.siteId}, ${delta})
        on conflict (part_id, coalesce(site_id, '00000000-0000-0000-0000-000000000000'::uuid))
        do update set quantity = part_stock.quantity + excluded.quantity`);
      return;
    }
    const taken = await tx
      .update(partStock)
      .set({ quantity: sql`${partStock.quantity} + ${delta}` })
      .where(and(shelfWhere(partId, shelf.siteId), gte(partStock.quantity, -delta)))
      .returning({ quantity: partStock.quantity });
    if (taken.length === 0) {
      const [have] = await tx
        .select({ q: partStock.quantity })
        .from(partStock)
        .where(shelfWhere(partId, shelf.siteId));
      throw conflict(M.notEnough(have?.q ?? 0, -delta, shelf.name));
    }
  }

  /**
   * Applies changes of one part's stock in one transaction, the part's row locked (so concurrent moves
   * of a part take turns and none is lost), records a move per change, and tells the administrators
   * when the part's stock crossed its reorder level.
   */
  async function applyChanges(
    identity: Identity,
    part: PartRow,
    changes: Change[],
    record: { districtId: string | null; repairId?: string; note: string },
  ): Promise<MoveResult> {
    const { ids, before, after, current } = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(parts).where(eq(parts.id, part.id)).for('update');
      if (!locked) throw notFound(M.notFound);
      const before = await totalOf(tx, part.id);
      for (const change of changes) await changeShelf(tx, part.id, change);
      const rows = await tx
        .insert(partMoves)
        .values(
          changes.map((c) => ({
            districtId: record.districtId,
            partId: part.id,
            siteId: c.shelf.siteId,
            quantity: c.delta,
            reason: c.reason,
            repairId: record.repairId ?? null,
            unitCostCents: locked.unitCostCents,
            note: record.note,
            movedBy: identity.userId,
          })),
        )
        .returning({ id: partMoves.id });
      return { ids: rows.map((r) => r.id), before, after: await totalOf(tx, part.id), current: locked };
    });
    if (crossedReorderLevel(before, after, current.reorderLevel)) await tellLow(current, after, ids[0]!);
    await publish(current.districtId, current.id);
    return {
      part: await answerPart(identity, current),
      moves: await movesWhere(identity, inArray(partMoves.id, ids)),
    };
  }

  /** The low-stock notice: the district's administrators, or Five Star's for a pool part. Once per crossing. */
  async function tellLow(part: PartRow, total: number, moveId: string) {
    const pool = part.districtId === null;
    const recipients = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.isActive, true),
          pool
            ? and(isNull(users.districtId), eq(users.role, 'provider_admin'))
            : and(eq(users.districtId, part.districtId!), eq(users.role, 'district_admin')),
        ),
      );
    const words = lowStockNotice({ name: part.name, pool }, total, part.reorderLevel);
    await notifier
      .notify(
        recipients.map((r) => r.id),
        {
          kind: 'part_low_stock',
          districtId: part.districtId,
          title: words.title,
          body: words.body,
          link: '/inventory/parts',
          dedupeKey: `part_low_stock:${part.id}:${moveId}`,
          email: {
            subject: words.title,
            paragraphs: [words.body, 'Order more, then record what was received on the Parts screen.'],
            actionLabel: 'Open Parts',
          },
        },
      )
      .catch(() => {});
  }

  async function publish(districtId: string | null, partId: string) {
    await bus.publish({ type: 'part_changed', districtId, data: { partId } }).catch(() => {});
  }

  /** Moves as the caller may read them (costs only for those who see money), newest first. */
  async function movesWhere(identity: Identity, where: ReturnType<typeof and>): Promise<PartMove[]> {
    const showCosts = seesCosts(identity);
    const rows = await db
      .select({
        move: partMoves,
        partName: parts.name,
        pool: sql<boolean>`${parts.districtId} is null`,
        siteName: sites.name,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(partMoves)
      .innerJoin(parts, eq(parts.id, partMoves.partId))
      .leftJoin(sites, eq(sites.id, partMoves.siteId))
      .leftJoin(users, eq(users.id, partMoves.movedBy))
      .where(where)
      .orderBy(desc(partMoves.movedAt), desc(partMoves.id))
      .limit(500);
    return rows.map(({ move: m, partName, pool, siteName, firstName, lastName }) => ({
      id: m.id,
      partId: m.partId,
      partName,
      districtId: m.districtId,
      siteId: m.siteId,
      siteName: siteName ?? (pool ? POOL_SHELF : CENTRAL_SHELF),
      quantity: m.quantity,
      reason: m.reason,
      repairId: m.repairId,
      unitCost: showCosts ? fromCents(m.unitCostCents) : null,
      note: m.note,
      movedBy: firstName ? `${firstName} ${lastName}`.trim() : null,
      movedAt: m.movedAt.toISOString(),
    }));
  }

  function checkCost(identity: Identity, input: PartPayload) {
    if (input.unitCost !== undefined && !seesCosts(identity)) throw forbidden(M.costsAdminOnly);
  }

  async function findRepair(identity: Identity, id: string) {
    const [row] = await db
      .select({ id: repairs.id, districtId: repairs.districtId, model: assets.model })
      .from(repairs)
      .innerJoin(assets, eq(assets.id, repairs.assetId))
      .where(eq(repairs.id, id));
    return visibleRow(identity, row, M.repairNotFound);
  }

  return {
    /**
     * The district's parts and the pool's, by name (the district's first); `districtId` null (Five Star
     * outside a district): the pool's alone.
     */
    async list(identity: Identity, districtId: string | null, search?: string): Promise<Part[]> {
      const term = search?.trim();
      const rows = await db
        .select()
        .from(parts)
        .where(
          and(
            districtId
              ? or(eq(parts.districtId, districtId), isNull(parts.districtId))
              : isNull(parts.districtId),
            term ? or(ilike(parts.name, `%${term}%`), ilike(parts.sku, `%${term}%`)) : undefined,
          ),
        )
        .orderBy(sql`${parts.districtId} is null`, sql`lower(${parts.name})`, asc(parts.id));
      const stock = await stockOf(rows.map((r) => r.id));
      const showCosts = seesCosts(identity);
      return rows.map((r) => toPart(r, stock.get(r.id) ?? [], showCosts));
    },

    /** Adds a part to the district's catalogue, or (Five Star, `pool`) to the shared pool. */
    async create(identity: Identity, districtId: string | null, input: PartPayload): Promise<Part> {
      if (input.pool && !isFiveStar(identity)) throw forbidden(M.poolFiveStarOnly);
      if (!input.pool && !districtId) throw notFound(ACCESS_MESSAGES.chooseDistrict);
      checkCost(identity, input);
      const owner = input.pool ? null : districtId;
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(parts)
          .values({
            districtId: owner,
            name: input.name,
            sku: input.sku,
            models: input.models,
            unitCostCents: toCents(input.unitCost ?? 0),
            reorderLevel: input.reorderLevel,
          })
          .returning();
        if (input.unitCost)
          await recordAudit(tx, identity, {
            action: 'part.cost_set',
            districtId: owner,
            target: row!.name,
            after: { unitCost: input.unitCost },
          });
        return row!;
      });
      await publish(owner, row.id);
      return answerPart(identity, row);
    },

    async update(identity: Identity, id: string, input: PartPayload): Promise<Part> {
      const found = await findVisible(identity, id);
      if (found.districtId === null && !isFiveStar(identity)) throw forbidden(M.poolFiveStarOnly);
      if (found.districtId && input.districtId && input.districtId !== found.districtId)
        throw notFound(M.notFound);
      checkCost(identity, input);
      const costCents = input.unitCost === undefined ? found.unitCostCents : toCents(input.unitCost);
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(parts)
          .set({
            name: input.name,
            sku: input.sku,
            models: input.models,
            unitCostCents: costCents,
            reorderLevel: input.reorderLevel,
            updatedAt: new Date(),
          })
          .where(eq(parts.id, id))
          .returning();
        if (costCents !== found.unitCostCents)
          await recordAudit(tx, identity, {
            action: 'part.cost_changed',
            districtId: found.districtId,
            target: row!.name,
            before: { unitCost: fromCents(found.unitCostCents) },
            after: { unitCost: fromCents(costCents) },
          });
        return row!;
      });
      await publish(row.districtId, row.id);
      return answerPart(identity, row);
    },

    /** Records stock received, used, adjusted or transferred at a shelf of the part. */
    async move(identity: Identity, id: string, input: MovePayload): Promise<MoveResult> {
      const part = await findVisible(identity, id);
      const pool = part.districtId === null;
      if (pool && !isFiveStar(identity)) throw forbidden(M.poolFiveStarOnly);
      if (pool && input.reason === 'transferred') throw badRequest(M.poolNoTransfer);
      const from = await shelfOf(part.districtId, input.siteId);
      const changes: Change[] = [
        { shelf: from, delta: stockDelta(input.reason, input.quantity), reason: input.reason },
      ];
      if (input.reason === 'transferred')
        changes.push({
          shelf: await shelfOf(part.districtId, input.toSiteId, 'toSiteId'),
          delta: input.quantity,
          reason: 'transferred',
        });
      return applyChanges(identity, part, changes, { districtId: part.districtId, note: input.note });
    },

    /** A part's moves; a pool part's as the caller's district drew them (Five Star outside one: all). */
    async moves(identity: Identity, id: string): Promise<PartMove[]> {
      const part = await findVisible(identity, id);
      const own =
        part.districtId === null && !isProviderWide(identity)
          ? eq(partMoves.districtId, identity.districtId!)
          : undefined;
      return movesWhere(identity, and(eq(partMoves.partId, part.id), own));
    },

    /**
     * Parts a repair used: taken from a shelf of the repair's district (`used`), or drawn from the
     * shared pool (`pool_draw`, recorded for the district with the unit cost).
     */
    async useForRepair(
      identity: Identity,
      repairId: string,
      input: { partId: string; quantity: number; siteId: string | null; note: string },
    ): Promise<MoveResult> {
      const repair = await findRepair(identity, repairId);
      const part = await findVisible(identity, input.partId);
      if (part.districtId !== null && part.districtId !== repair.districtId) throw notFound(M.notFound);
      if (!partFits(part.models, repair.model)) throw badRequest(M.doesNotFit(repair.model));
      const pool = part.districtId === null;
      const shelf = await shelfOf(part.districtId, input.siteId);
      return applyChanges(
        identity,
        part,
        [{ shelf, delta: -input.quantity, reason: pool ? 'pool_draw' : 'used' }],
        { districtId: repair.districtId, repairId: repair.id, note: input.note },
      );
    },

    async repairParts(identity: Identity, repairId: string): Promise<PartMove[]> {
      const repair = await findRepair(identity, repairId);
      return movesWhere(identity, eq(partMoves.repairId, repair.id));
    },
  };
}
