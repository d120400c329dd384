import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  c2Cycle,
  c2KeysOf,
  cycleStartFor,
  type DisposeAssetInput,
  ERATE_C2_KEY,
  type ErateBudget,
  type ErateBudgetInput,
  type ErateRegisterRow,
  erateBudgetAnswer,
  keptUntil,
  ERATE_MESSAGES as M,
  onRegister,
} from '../../../domain/erate.ts';
import { toCents } from '../../../domain/money.ts';
import { displayName, type Identity } from '../../auth/identity.ts';
import type { Db, Tx } from '../../db/client.ts';
import { assets, erateBudgets, fundingSources, sites } from '../../db/schema/index.ts';
import { conflict, invalidFields, notFound } from '../../lib/http-errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { type CustodyWebhooks, noteAssets, setAssetStatus } from '../assets/index.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** The district's C2 funding source keys and their labels. */
async function c2SourcesOf(db: Db | Tx, districtId: string) {
  const rows = await db
    .select({ key: fundingSources.key, label: fundingSources.label, erateC2: fundingSources.erateC2 })
    .from(fundingSources)
    .where(eq(fundingSources.districtId, districtId));
  const keys = c2KeysOf(rows);
  const labels = new Map(rows.map((r) => [r.key, r.label]));
  if (!labels.has(ERATE_C2_KEY)) labels.set(ERATE_C2_KEY, 'E-Rate C2');
  return { keys, labels };
}

/**
 * The E-Rate register and the C2 budget (see docs/product.md#e-rate): the district's C2 equipment
 * by funding source, kept 10 years after disposal; the five-year budget and what was spent.
 */
export function createErateService({
  db,
  bus,
  webhooks,
}: {
  db: Db;
  bus: EventBus;
  /** Disposal retires the asset: `asset.updated` in its transaction. */
  webhooks: CustodyWebhooks;
}) {
  /** Every C2 asset of the district still on the register (in service, or disposed < 10 years ago). */
  async function equipment(districtId: string): Promise<ErateRegisterRow[]> {
    const { keys, labels } = await c2SourcesOf(db, districtId);
    if (keys.length === 0) return [];
    const rows = await db
      .select({
        id: assets.id,
        assetTag: assets.assetTag,
        name: assets.name,
        make: assets.manufacturer,
        model: assets.model,
        serialNumber: assets.serialNumber,
        location: assets.location,
        siteName: sites.name,
        installDate: assets.purchaseDate,
        cost: assets.cost,
        fundingSource: assets.fundingSource,
        disposedOn: assets.disposedOn,
        disposalNote: assets.disposalNote,
      })
      .from(assets)
      .leftJoin(sites, eq(sites.id, assets.siteId))
      .where(and(eq(assets.districtId, districtId), inArray(assets.fundingSource, keys)))
      .orderBy(assets.assetTag);
    const day = today();
    return rows
      .filter((r) => onRegister(r.disposedOn, day))
      .map(({ siteName, location, fundingSource, cost, ...r }) => ({
        ...r,
        location: [siteName, location].filter(Boolean).join(' — '),
        cost: cost === null ? null : Number(cost),
        fundingSource: labels.get(fundingSource ?? '') ?? fundingSource ?? '',
        keptUntil: r.disposedOn ? keptUntil(r.disposedOn) : null,
      }));
  }

  async function budgetOf(districtId: string, startYear?: number): Promise<ErateBudget> {
    const saved = await db
      .select({ cycleStartYear: erateBudgets.cycleStartYear, budgetCents: erateBudgets.budgetCents })
      .from(erateBudgets)
      .where(eq(erateBudgets.districtId, districtId))
      .orderBy(desc(erateBudgets.cycleStartYear));
    // The cycle asked for; else the one today falls in, counted from the latest saved (FY2026 by default).
    const year = startYear ?? cycleStartFor(today(), saved[0]?.cycleStartYear ?? 2026);
    const cycle = c2Cycle(year);
    const { keys } = await c2SourcesOf(db, districtId);
    const bought =
      keys.length === 0
        ? []
        : await db
            .select({ cost: assets.cost, purchaseDate: assets.purchaseDate })
            .from(assets)
            .where(and(eq(assets.districtId, districtId), inArray(assets.fundingSource, keys)));
    return erateBudgetAnswer(
      cycle,
      saved.find((s) => s.cycleStartYear === year) ?? null,
      bought.map((b) => ({ cost: b.cost === null ? null : Number(b.cost), purchaseDate: b.purchaseDate })),
      saved.map((s) => s.cycleStartYear),
    );
  }

  return {
    equipment,
    budget: budgetOf,

    async saveBudget(actor: Identity, districtId: string, input: ErateBudgetInput & { budget: number }) {
      const values = { budgetCents: toCents(input.budget), updatedBy: actor.userId, updatedAt: new Date() };
      await db
        .insert(erateBudgets)
        .values({ districtId, cycleStartYear: input.cycleStartYear, ...values })
        .onConflictDoUpdate({ target: [erateBudgets.districtId, erateBudgets.cycleStartYear], set: values });
      await bus.publish({ type: 'asset_updated', districtId, data: { erateBudget: true } }).catch(() => {});
      return budgetOf(districtId, input.cycleStartYear);
    },

    /** Retires the asset with the day and how it was disposed of, instead of deleting it. */
    async dispose(actor: Identity, districtId: string | null, id: string, input: DisposeAssetInput) {
      if (input.disposedOn > today())
        throw invalidFields([{ path: 'disposedOn', message: M.disposedInFuture }]);
      const row = await db.transaction(async (tx) => {
        const [found] = await tx
          .select({
            id: assets.id,
            districtId: assets.districtId,
            assetTag: assets.assetTag,
            fundingSource: assets.fundingSource,
            disposedOn: assets.disposedOn,
          })
          .from(assets)
          .where(districtId ? and(eq(assets.id, id), eq(assets.districtId, districtId)) : eq(assets.id, id))
          .for('update');
        if (!found) throw notFound('Asset not found');
        if (found.disposedOn) throw conflict(M.alreadyDisposed);
        await tx
          .update(assets)
          .set({ disposedOn: input.disposedOn, disposalNote: input.note, updatedAt: new Date() })
          .where(eq(assets.id, id));
        const who = { userId: actor.userId, name: displayName(actor) };
        const note = `Disposed of on ${input.disposedOn}: ${input.note}`;
        const changed = await setAssetStatus(tx, webhooks, who, found.districtId, [id], 'retired', note);
        if (changed === 0) await noteAssets(tx, who, found.districtId, [{ assetId: id, note }]);
        const { keys } = await c2SourcesOf(tx, found.districtId);
        return { ...found, c2: !!found.fundingSource && keys.includes(found.fundingSource) };
      });
      await bus
        .publish({ type: 'asset_updated', districtId: row.districtId, data: { id, assetTag: row.assetTag } })
        .catch(() => {});
      return {
        id,
        status: 'retired',
        disposedOn: input.disposedOn,
        disposalNote: input.note,
        keptUntil: row.c2 ? keptUntil(input.disposedOn) : null,
      };
    },
  };
}
