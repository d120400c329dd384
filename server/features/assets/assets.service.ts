import { and, count, desc, eq, getTableColumns, isNotNull, type SQL, sql } from 'drizzle-orm';
import {
  canSeeAssetMoney,
  ASSET_MONEY_MESSAGES as MM,
  warrantyAfterPurchase,
} from '../../../domain/asset-money.ts';
import {
  ASSET_IMPORT_REPORT_MAX,
  ASSET_LIST_MAX,
  ASSET_MESSAGES,
  ASSET_PAGE_SIZE,
  type Asset,
  type AssetFilter,
  type AssetHistoryEntry,
  type AssetPage,
  type AssetSelection,
  type AssetSort,
  type AssetSummary,
  ASSET_CATEGORY_MESSAGES as CM,
  checkCustomFields,
  checkImport,
  type ImportReport,
  type ImportRow,
  tagKey,
} from '../../../domain/assets.ts';
import { c2KeysOf, deleteRefusal } from '../../../domain/erate.ts';
import { changedFields, pickFields } from '../../../domain/webhooks.ts';
import { isProviderWide, resolveDistrict } from '../../access/tenancy.ts';
import { displayName, type Identity } from '../../auth/identity.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bumpDistrictStats } from '../../db/district-stats.ts';
import { assetHistory, assets, districtStats, fundingSources, people, users } from '../../db/schema/index.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import {
  badRequest,
  conflict,
  HttpError,
  invalidFields,
  isUniqueViolation,
  notFound,
} from '../../lib/http-errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { WebhookOutbox } from '../webhooks/index.ts';
import { categoriesOf } from './asset-categories.service.ts';
import { type CustodyActor, checkInAssets, checkOutAssets, rosteredPerson } from './asset-custody.ts';
import { exportCsv } from './assets-export.ts';
import { insertImportedAssets } from './assets-import.ts';
import {
  cursorOf,
  decodeCursor,
  filterWhere,
  lowerTag,
  selectionWhere,
  sortKey,
  sortPlan,
} from './assets-query.ts';
import { fundingSourcesOf } from './funding-sources.service.ts';

type AssetRow = Omit<typeof assets.$inferSelect, 'searchText'>;
/** Every column but the search helper. */
const { searchText: _searchText, ...assetColumns } = getTableColumns(assets);
export interface AssetFields {
  assetTag: string;
  name: string;
  category: Asset['category'];
  status: Asset['status'];
  location: string;
  serialNumber: string;
  manufacturer: string;
  model: string;
  customFields?: Record<string, unknown>;
  /** A person with an account of the district (null: nobody); left out: unchanged. */
  assignedUserId?: string | null;
  /** The last day its maker updates it (null clears it); left out: unchanged. */
  supportEndsAt?: string | null;
  /** Purchase and money (asset-money.ts): null clears one, left out: unchanged. */
  purchaseDate?: string | null;
  cost?: number | null;
  vendor?: string | null;
  poNumber?: string | null;
  fundingSource?: string | null;
  warrantyEndsAt?: string | null;
  depreciationYears?: number | null;
}

export function toAsset(row: AssetRow): Asset {
  return {
    id: row.id,
    districtId: row.districtId,
    assetTag: row.assetTag,
    name: row.name,
    category: row.category,
    status: row.status,
    location: row.location,
    serialNumber: row.serialNumber,
    manufacturer: row.manufacturer,
    model: row.model,
    customFields: row.customFields,
    assignedTo: row.assignedTo,
    assignedType: row.assignedType,
    assignedUserId: row.assignedUserId,
    checkedOutOn: row.checkedOutOn,
    dueOn: row.dueOn,
    personId: row.personId,
    siteId: row.siteId,
    supportEndsAt: row.supportEndsOn,
    purchaseDate: row.purchaseDate,
    cost: row.cost,
    vendor: row.vendor,
    poNumber: row.poNumber,
    fundingSource: row.fundingSource,
    warrantyEndsAt: row.warrantyEndsOn,
    depreciationYears: row.depreciationYears,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An asset as a caller may read it: cost, vendor, PO and funding source null for a role that sees no money. */
export function visibleAsset(asset: Asset, seesMoney: boolean): Asset {
  return seesMoney ? asset : { ...asset, cost: null, vendor: null, poNumber: null, fundingSource: null };
}

/** The input a caller may give: the money fields of a role that sees no money are ignored (left unchanged). */
function givenFields<T extends AssetFields>(input: T, seesMoney: boolean): T {
  if (seesMoney) return input;
  const { cost: _c, vendor: _v, poNumber: _p, fundingSource: _f, ...rest } = input;
  return rest as T;
}

/**
 * The purchase and money columns a save sets: only those the input gives (null clears one). The
 * funding source is one of the district's; a warranty does not end before the purchase.
 */
async function moneyColumns(tx: Tx, districtId: string, input: AssetFields, before?: AssetRow) {
  const set: Partial<typeof assets.$inferInsert> = {};
  if (input.purchaseDate !== undefined) set.purchaseDate = input.purchaseDate;
  if (input.cost !== undefined) set.cost = input.cost;
  if (input.vendor !== undefined) set.vendor = input.vendor ?? '';
  if (input.poNumber !== undefined) set.poNumber = input.poNumber ?? '';
  if (input.warrantyEndsAt !== undefined) set.warrantyEndsOn = input.warrantyEndsAt;
  if (input.depreciationYears !== undefined) set.depreciationYears = input.depreciationYears;
  if (input.fundingSource !== undefined) {
    const key = input.fundingSource || null;
    if (key) {
      const sources = await fundingSourcesOf(tx, districtId);
      const found = sources.find((f) => f.key === key || f.label.toLowerCase() === key.toLowerCase());
      if (!found)
        throw invalidFields([
          { path: 'fundingSource', message: MM.fundingSource(sources.map((f) => f.key)) },
        ]);
      set.fundingSource = found.key;
    } else set.fundingSource = null;
  }
  const purchase = set.purchaseDate !== undefined ? set.purchaseDate : (before?.purchaseDate ?? null);
  const warranty = set.warrantyEndsOn !== undefined ? set.warrantyEndsOn : (before?.warrantyEndsOn ?? null);
  if (!warrantyAfterPurchase({ purchaseDate: purchase, warrantyEndsAt: warranty }))
    throw invalidFields([{ path: 'warrantyEndsAt', message: MM.warrantyBeforePurchase }]);
  return set;
}

/**
 * Only the editable fields, whatever else a body carried, once the category is one of the
 * district's and the custom fields are its category's (400 naming the field otherwise). The list
 * is read under a share lock, so a category cannot be removed while an asset is saved into it.
 */
async function checkedFields(tx: Tx, districtId: string, input: AssetFields) {
  await tx.execute(sql`select 1 from asset_category_lists where district_id = ${districtId} for share`);
  const categories = await categoriesOf(tx, districtId);
  const category = categories.find((c) => c.key === input.category);
  if (!category)
    throw invalidFields([{ path: 'category', message: CM.unknownCategory(categories.map((c) => c.key)) }]);
  const checked = checkCustomFields(category, input.customFields ?? {});
  if (!checked.ok) throw invalidFields([{ path: `customFields.${checked.field}`, message: checked.message }]);
  const { assetTag, name, status, location, serialNumber, manufacturer, model } = input;
  return {
    assetTag,
    name,
    category: category.key,
    status,
    location,
    serialNumber,
    manufacturer,
    model,
    customFields: checked.values,
    ...(input.supportEndsAt !== undefined ? { supportEndsOn: input.supportEndsAt } : {}),
  };
}

/**
 * The name an asset assigned to a person with an account shows (its `assignedTo`): an active person
 * of the district, staff or requester; anyone else answers 400 on the field.
 */
async function holderName(tx: Tx, districtId: string, userId: string): Promise<string> {
  const [u] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.districtId, districtId), eq(users.isActive, true)));
  if (!u) throw invalidFields([{ path: 'assignedUserId', message: ASSET_MESSAGES.assignedUserInvalid }]);
  return `${u.firstName} ${u.lastName}`.trim() || u.email;
}

/** Who acts, as the history records them. */
const custodian = (actor: Identity): CustodyActor => ({ userId: actor.userId, name: displayName(actor) });

/** The rostered person a portal account is linked to, if any. */
async function personOfUser(tx: Tx, districtId: string, userId: string): Promise<string | null> {
  const [p] = await tx
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.districtId, districtId), eq(people.userId, userId)))
    .limit(1);
  return p?.id ?? null;
}

const isUnfiltered = (f: AssetFilter) =>
  !f.search?.trim() && (f.status ?? 'all') === 'all' && (f.category ?? 'all') === 'all';
const today = () => new Date().toISOString().slice(0, 10);

function duplicateTag(err: unknown, tag: string): never {
  if (isUniqueViolation(err, 'assets_district_tag_key')) throw conflict(ASSET_MESSAGES.duplicateTag(tag));
  throw err;
}

/** An asset change as webhooks carry it: the asset's fields and those that changed. */
const assetChange = (before: AssetRow, after: AssetRow) => ({
  asset: pickFields('asset', after),
  changed: changedFields('asset', before, after),
});

/** Up to five tags of a list, and how many more there are, for messages. */
function someTags(rows: { assetTag: string }[]): [string[], number] {
  return [rows.slice(0, 5).map((r) => r.assetTag), Math.max(0, rows.length - 5)];
}

interface AssetsDeps {
  db: Db;
  bus: EventBus;
  webhooks: WebhookOutbox;
}

/** The inventory of one district, once the caller's district is resolved. */
function createDistrictInventory({ db, bus, webhooks }: AssetsDeps) {
  /** Live events go out after the commit; a lost notification must not fail the saved change. */
  async function publish(
    type: 'asset_created' | 'asset_updated' | 'asset_deleted',
    districtId: string,
    data: object,
  ) {
    await bus.publish({ type, districtId, data: data as Record<string, unknown> }).catch(() => {});
  }

  /** `districtId` null: a provider admin outside a district view may reach any district's asset. */
  function byId(districtId: string | null, id: string): SQL {
    return districtId ? and(eq(assets.id, id), eq(assets.districtId, districtId))! : eq(assets.id, id);
  }

  async function lockOne(tx: Tx, districtId: string | null, id: string): Promise<AssetRow> {
    const [row] = await tx.select(assetColumns).from(assets).where(byId(districtId, id)).for('update');
    if (!row) throw notFound(ASSET_MESSAGES.notFound);
    return row;
  }

  /** Locks the selected assets; named ids that are not in the district answer 404. */
  async function lockSelection(tx: Tx, districtId: string, selection: AssetSelection) {
    const rows = await tx
      .select({
        id: assets.id,
        assetTag: assets.assetTag,
        status: assets.status,
        assignedTo: assets.assignedTo,
      })
      .from(assets)
      .where(selectionWhere(districtId, selection))
      .orderBy(lowerTag)
      .for('update');
    if (selection.ids && rows.length !== new Set(selection.ids).size) {
      throw notFound('Some of the selected assets were not found. Refresh the list and try again.');
    }
    return rows;
  }

  /** The district's asset count as district_stats keeps it (no scan of a large district). */
  function keptTotal(districtId: string) {
    return db
      .select({ n: districtStats.assetsTotal })
      .from(districtStats)
      .where(eq(districtStats.districtId, districtId));
  }

  async function page(
    districtId: string,
    q: AssetFilter & { sort?: AssetSort; limit?: number; cursor?: string },
  ) {
    const sort = q.sort ?? 'recent';
    const limit = Math.min(q.limit ?? ASSET_LIST_MAX, ASSET_LIST_MAX);
    const cursor = q.cursor ? decodeCursor(q.cursor, sort) : null;
    const where = filterWhere(districtId, q);
    const plan = sortPlan(sort, cursor);
    const [rows, [total]] = await Promise.all([
      db
        .select({ ...assetColumns, sortKey: sortKey(sort) })
        .from(assets)
        .where(plan.after ? and(where, plan.after) : where)
        .orderBy(...plan.orderBy)
        .limit(limit + 1),
      isUnfiltered(q) ? keptTotal(districtId) : db.select({ n: count() }).from(assets).where(where),
    ]);
    const more = rows.length > limit;
    const items = more ? rows.slice(0, limit) : rows;
    const last = items.at(-1);
    return {
      items: items.map(toAsset),
      total: total?.n ?? 0,
      nextCursor: more && last ? cursorOf(sort, last) : null,
    } satisfies AssetPage;
  }

  async function create(
    actor: Identity,
    districtId: string,
    input: AssetFields & { assignedTo?: string | null },
  ) {
    const row = await db
      .transaction(async (tx) => {
        // A person with an account takes precedence over a name typed for the check-out.
        const assignedUserId = input.assignedUserId ?? null;
        const assignedTo = assignedUserId
          ? await holderName(tx, districtId, assignedUserId)
          : input.assignedTo?.trim() || null;
        const [inserted] = await tx
          .insert(assets)
          .values({
            ...(await checkedFields(tx, districtId, input)),
            ...(await moneyColumns(tx, districtId, input)),
            districtId,
            assignedTo,
            assignedType: assignedTo ? 'person' : null,
            assignedUserId,
            checkedOutOn: assignedTo ? today() : null,
            createdBy: actor.userId,
          })
          .returning();
        await tx.insert(assetHistory).values({
          districtId,
          assetId: inserted!.id,
          action: 'created',
          toStatus: inserted!.status,
          assignee: assignedTo,
          assigneeType: assignedTo ? 'person' : null,
          checkedOutOn: inserted!.checkedOutOn,
          actorId: actor.userId,
          actorName: displayName(actor),
        });
        await bumpDistrictStats(tx, districtId, { assetsTotal: 1 });
        await webhooks.enqueue(tx, districtId, 'asset.created', { asset: pickFields('asset', inserted!) });
        return inserted!;
      })
      .catch((err) => duplicateTag(err, input.assetTag));
    await publish('asset_created', districtId, { id: row.id, assetTag: row.assetTag, count: 1 });
    return toAsset(row);
  }

  /**
   * The Edit dialog's person with an account: assigning checks the asset out to them from today
   * (in from whoever had it before), null takes it back from them into stock; the history says so.
   * Answers the columns to change (none when the assignment stays).
   */
  async function reassign(
    tx: Tx,
    actor: Identity,
    before: AssetRow,
    userId: string | null | undefined,
  ): Promise<Partial<typeof assets.$inferInsert>> {
    if (userId === undefined || userId === before.assignedUserId) return {};
    if (userId === null && before.assignedUserId === null) return {};
    const name = userId ? await holderName(tx, before.districtId, userId) : null;
    const by = { actorId: actor.userId, actorName: displayName(actor) };
    const entry = { districtId: before.districtId, assetId: before.id, ...by };
    if (before.assignedTo !== null)
      await tx.insert(assetHistory).values({
        ...entry,
        action: 'checked_in',
        assignee: before.assignedTo,
        assigneeType: before.assignedType,
        checkedOutOn: before.checkedOutOn,
        dueOn: before.dueOn,
      });
    if (name === null)
      return {
        assignedUserId: null,
        personId: null,
        assignedTo: null,
        assignedType: null,
        checkedOutOn: null,
        dueOn: null,
      };
    const checkedOutOn = today();
    await tx.insert(assetHistory).values({
      ...entry,
      action: 'checked_out',
      assignee: name,
      assigneeType: 'person',
      checkedOutOn,
      // After the check-in above, which has the transaction's time.
      createdAt: sql`clock_timestamp()` as unknown as Date,
    });
    return {
      assignedUserId: userId,
      personId: await personOfUser(tx, before.districtId, userId!),
      assignedTo: name,
      assignedType: 'person',
      checkedOutOn,
      dueOn: null,
    };
  }

  async function update(actor: Identity, districtId: string | null, id: string, input: AssetFields) {
    const row = await db
      .transaction(async (tx) => {
        const before = await lockOne(tx, districtId, id);
        const fields = {
          ...(await checkedFields(tx, before.districtId, input)),
          ...(await moneyColumns(tx, before.districtId, input, before)),
        };
        const holder = await reassign(tx, actor, before, input.assignedUserId);
        const [after] = await tx
          .update(assets)
          .set({ ...fields, ...holder, updatedAt: sql`now()` })
          .where(eq(assets.id, before.id))
          .returning();
        if (before.status !== after!.status) {
          await tx.insert(assetHistory).values({
            districtId: before.districtId,
            assetId: before.id,
            action: 'status_changed',
            fromStatus: before.status,
            toStatus: after!.status,
            actorId: actor.userId,
            actorName: displayName(actor),
          });
        }
        await webhooks.enqueue(tx, before.districtId, 'asset.updated', assetChange(before, after!));
        return after!;
      })
      .catch((err) => duplicateTag(err, input.assetTag));
    await publish('asset_updated', row.districtId, { id: row.id, assetTag: row.assetTag, count: 1 });
    return toAsset(row);
  }

  return {
    page,

    async summary(districtId: string): Promise<AssetSummary> {
      const [byStatus, [out]] = await Promise.all([
        db
          .select({ status: assets.status, n: count() })
          .from(assets)
          .where(eq(assets.districtId, districtId))
          .groupBy(assets.status),
        db
          .select({ n: count() })
          .from(assets)
          .where(and(eq(assets.districtId, districtId), isNotNull(assets.assignedTo))),
      ]);
      const summary: AssetSummary = {
        total: 0,
        active: 0,
        maintenance: 0,
        retired: 0,
        lost: 0,
        checkedOut: out?.n ?? 0,
      };
      for (const r of byStatus) {
        summary[r.status] = r.n;
        summary.total += r.n;
      }
      return summary;
    },

    async get(districtId: string | null, id: string): Promise<Asset> {
      const [row] = await db.select(assetColumns).from(assets).where(byId(districtId, id));
      if (!row) throw notFound(ASSET_MESSAGES.notFound);
      return toAsset(row);
    },

    async history(districtId: string | null, id: string): Promise<AssetHistoryEntry[]> {
      const [asset] = await db
        .select({ districtId: assets.districtId })
        .from(assets)
        .where(byId(districtId, id));
      if (!asset) throw notFound(ASSET_MESSAGES.notFound);
      const rows = await db
        .select()
        .from(assetHistory)
        .where(and(eq(assetHistory.districtId, asset.districtId), eq(assetHistory.assetId, id)))
        .orderBy(desc(assetHistory.createdAt), desc(assetHistory.id))
        .limit(500);
      return rows.map((h) => ({
        id: h.id,
        action: h.action,
        fromStatus: h.fromStatus,
        toStatus: h.toStatus,
        assignee: h.assignee,
        assigneeType: h.assigneeType,
        checkedOutOn: h.checkedOutOn,
        dueOn: h.dueOn,
        note: h.note,
        actorName: h.actorName,
        createdAt: h.createdAt.toISOString(),
      }));
    },

    create,
    update,

    /** POST /api/assets: creates, or updates when the body names an existing asset of the district. */
    async save(
      actor: Identity,
      districtId: string,
      input: AssetFields & { id?: string; assignedTo?: string | null },
    ) {
      if (input.id) return { created: false, asset: await update(actor, districtId, input.id, input) };
      return { created: true, asset: await create(actor, districtId, input) };
    },

    async remove(districtId: string | null, id: string) {
      const row = await db.transaction(async (tx) => {
        const [found] = await tx
          .select({
            districtId: assets.districtId,
            fundingSource: assets.fundingSource,
            disposedOn: assets.disposedOn,
          })
          .from(assets)
          .where(byId(districtId, id))
          .for('update');
        if (!found) throw notFound(ASSET_MESSAGES.notFound);
        // E-Rate keeps C2 equipment 10 years after disposal: it is disposed of, not deleted.
        const sources = await tx
          .select({ key: fundingSources.key, erateC2: fundingSources.erateC2 })
          .from(fundingSources)
          .where(eq(fundingSources.districtId, found.districtId));
        const refusal = deleteRefusal(found, c2KeysOf(sources), new Date().toISOString().slice(0, 10));
        if (refusal) throw conflict(refusal);
        const [deleted] = await tx.delete(assets).where(byId(districtId, id)).returning();
        if (!deleted) throw notFound(ASSET_MESSAGES.notFound);
        await bumpDistrictStats(tx, deleted.districtId, { assetsTotal: -1 });
        return deleted;
      });
      await publish('asset_deleted', row.districtId, { id: row.id, assetTag: row.assetTag, count: 1 });
    },

    /** Bulk Edit: status, location and/or category of the selection; status changes enter the history. */
    async bulkUpdate(
      actor: Identity,
      districtId: string,
      selection: AssetSelection,
      changes: { status?: Asset['status']; category?: Asset['category']; location?: string },
    ) {
      const n = await db.transaction(async (tx) => {
        const rows = await lockSelection(tx, districtId, selection);
        if (rows.length === 0) return 0;
        const ids = rows.map((r) => r.id);
        const idList = sql`${assets.id} = any(${sql.param(ids)}::uuid[])`;
        if (changes.status) {
          await tx.execute(sql`
            insert into asset_history (district_id, asset_id, action, from_status, to_status, actor_id, actor_name)
            select district_id, id, 'status_changed', status, ${changes.status}, ${actor.userId}, ${displayName(actor)}
            from assets where ${and(eq(assets.districtId, districtId), idList, sql`${assets.status} <> ${changes.status}`)}`);
        }
        const set: Partial<typeof assets.$inferInsert> = { updatedAt: sql`now()` as unknown as Date };
        if (changes.status) set.status = changes.status;
        if (changes.category) {
          // A new category keeps only the values of its own fields.
          const categories = await categoriesOf(tx, districtId);
          const category = categories.find((c) => c.key === changes.category);
          if (!category) {
            const message = CM.unknownCategory(categories.map((c) => c.key));
            throw invalidFields([{ path: 'changes.category', message }]);
          }
          set.category = category.key;
          const keep = category.fields.map((f) => f.key);
          set.customFields =
            sql`(select coalesce(jsonb_object_agg(k, v), '{}'::jsonb) from jsonb_each(${assets.customFields}) as e(k, v) where k = any(${sql.param(keep)}::text[]))` as unknown as Record<
              string,
              string
            >;
        }
        if (changes.location !== undefined) set.location = changes.location;
        const before = new Map(
          (
            await tx
              .select()
              .from(assets)
              .where(and(eq(assets.districtId, districtId), idList))
          ).map((b) => [b.id, b]),
        );
        const after = await tx
          .update(assets)
          .set(set)
          .where(and(eq(assets.districtId, districtId), idList))
          .returning();
        // One `asset.updated` per asset whose sent fields changed (one already in the new status is not).
        const changedAssets = after
          .map((a) => assetChange(before.get(a.id)!, a))
          .filter((c) => Object.keys(c.changed).length > 0);
        await webhooks.enqueueMany(tx, districtId, 'asset.updated', changedAssets);
        return rows.length;
      });
      if (n > 0) await publish('asset_updated', districtId, { count: n });
      return { count: n };
    },

    /** Check Out to a person or a room: every selected asset must be active and in stock. */
    async checkOut(
      actor: Identity,
      districtId: string,
      input: {
        selection: AssetSelection;
        assigneeType: 'person' | 'room';
        assignee: string;
        personId?: string;
        checkedOutOn: string;
        dueOn?: string;
        note?: string;
      },
    ) {
      const n = await db.transaction(async (tx) => {
        const rows = await lockSelection(tx, districtId, input.selection);
        if (rows.length === 0) throw badRequest(ASSET_MESSAGES.emptySelection);
        const out = rows.filter((r) => r.assignedTo !== null);
        if (out.length) throw conflict(ASSET_MESSAGES.alreadyCheckedOut(...someTags(out)));
        const unavailable = rows.filter((r) => r.status !== 'active');
        if (unavailable.length) throw conflict(ASSET_MESSAGES.notAvailable(...someTags(unavailable)));
        const ids = rows.map((r) => r.id);
        // 1:1: a rostered person's name, and their portal account when linked (their My devices).
        const person = input.personId ? await rosteredPerson(tx, districtId, input.personId) : null;
        await checkOutAssets(tx, webhooks, custodian(actor), districtId, ids, { ...input, person });
        return rows.length;
      });
      await publish('asset_updated', districtId, { count: n });
      return { count: n };
    },

    /** Check In: returns the selected checked-out assets to stock (others in the selection are left alone). */
    async checkIn(actor: Identity, districtId: string, input: { selection: AssetSelection; note?: string }) {
      const n = await db.transaction(async (tx) => {
        const selected = await lockSelection(tx, districtId, input.selection);
        const out = selected.filter((r) => r.assignedTo !== null);
        if (out.length === 0) throw conflict(ASSET_MESSAGES.noneCheckedOut);
        await checkInAssets(
          tx,
          webhooks,
          custodian(actor),
          districtId,
          out.map((r) => r.id),
          input.note ?? '',
        );
        return out.length;
      });
      await publish('asset_updated', districtId, { count: n });
      return { count: n };
    },

    /**
     * Checks an import and, unless it is a dry run, creates every row in one transaction. A real
     * import with any rejected row changes nothing and reports the rows instead.
     */
    async importRows(
      actor: Identity,
      districtId: string,
      rows: ImportRow[],
      dryRun: boolean,
      seesMoney: boolean,
    ): Promise<ImportReport> {
      const existing = async (runner: Db | Tx) => {
        const keys = [...new Set(rows.map((r) => tagKey(r.assetTag ?? '')).filter(Boolean))];
        if (keys.length === 0) return new Set<string>();
        const found = await runner
          .select({ key: lowerTag })
          .from(assets)
          .where(and(eq(assets.districtId, districtId), sql`${lowerTag} = any(${sql.param(keys)}::text[])`));
        return new Set(found.map((f) => f.key));
      };
      const report = (checked: ReturnType<typeof checkImport>, created: number): ImportReport => ({
        dryRun,
        total: rows.length,
        valid: checked.valid.length,
        created,
        rejectedCount: checked.rejected.length,
        rejected: checked.rejected.slice(0, ASSET_IMPORT_REPORT_MAX),
      });

      const fundingFor = (runner: Db | Tx) => (seesMoney ? fundingSourcesOf(runner, districtId) : null);
      if (dryRun)
        return report(
          checkImport(rows, await existing(db), await categoriesOf(db, districtId), await fundingFor(db)),
          0,
        );

      const result = await db
        .transaction(async (tx) => {
          // Serializes imports of one district, so two at once cannot both pass the duplicate check.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`asset-import:${districtId}`}))`);
          const checked = checkImport(
            rows,
            await existing(tx),
            await categoriesOf(tx, districtId),
            await fundingFor(tx),
          );
          if (checked.rejected.length) return report(checked, 0);
          const created = await insertImportedAssets(tx, districtId, checked.valid, {
            id: actor.userId,
            name: displayName(actor),
          });
          await bumpDistrictStats(tx, districtId, { assetsTotal: created.length });
          // One `asset.created` per imported row, in the import's transaction.
          await webhooks.enqueueMany(
            tx,
            districtId,
            'asset.created',
            created.map((a) => ({ asset: pickFields('asset', a) })),
          );
          return report(checked, created.length);
        })
        .catch((err) => {
          if (isUniqueViolation(err, 'assets_district_tag_key')) {
            throw conflict('Some asset tags were added by someone else meanwhile. Check the file again.');
          }
          throw err;
        });
      if (result.created > 0)
        await publish('asset_created', districtId, { count: result.created, imported: true });
      return result;
    },

    exportCsv: (districtId: string, filter: AssetFilter, seesMoney: boolean) =>
      exportCsv(db, districtId, filter, seesMoney),
  };
}

/** How long a serialized page stays kept (a change clears it at once). */
const PAGE_CACHE_MS = 2000;

type PageQuery = AssetFilter & { sort?: AssetSort; limit?: number; cursor?: string };

/**
 * The inventory for a caller: every call takes the caller and the district it names, resolved
 * the one way (tenancy.ts). Calls on one asset by id let a provider admin outside a district view
 * reach any district's asset.
 */
export function createAssetsService(deps: AssetsDeps) {
  const inventory = createDistrictInventory(deps);
  type Caller = [actor: Identity, requestedDistrictId: string | undefined];
  const district = (actor: Identity, requested?: string) => resolveDistrict(actor, requested);
  const anyDistrict = (actor: Identity, requested?: string) =>
    isProviderWide(actor) && !requested ? null : resolveDistrict(actor, requested);

  // Every open inventory screen reads the page, and a large district's page is costly to build
  // (its rows, and the count of a filter's matches): the serialized page is kept briefly per
  // district and query. A change made through this service clears it before its answer goes
  // out; one made on another server, when its event arrives; the time limit bounds the rest.
  const pages = createAnswerCache(PAGE_CACHE_MS);
  const unsubscribe = deps.bus.subscribe((e) => {
    if (e.type === 'asset_created' || e.type === 'asset_updated' || e.type === 'asset_deleted') pages.clear();
  });
  /** A change: the kept pages are dropped once it is done, whether it succeeded or not. */
  const change =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await run(...args);
      } finally {
        pages.clear();
      }
    };

  const money = (actor: Identity) => canSeeAssetMoney(actor.role);
  const shown = (actor: Identity) => (asset: Asset) => visibleAsset(asset, money(actor));

  return {
    page: async (...[actor, requested, q]: [...Caller, PageQuery]) => {
      const page = await inventory.page(district(actor, requested), q);
      return { ...page, items: page.items.map(shown(actor)) };
    },
    /** The page of the inventory screen, serialized (kept briefly per district and query). */
    pageAnswer(...[actor, requested, q]: [...Caller, PageQuery]): Promise<Buffer> {
      const districtId = district(actor, requested);
      const { search = '', status = 'all', category = 'all', sort = 'recent', cursor = '' } = q;
      const limit = q.limit ?? ASSET_PAGE_SIZE;
      // Kept per money visibility too: a technician's page carries no cost.
      const seesMoney = money(actor);
      const key = [
        districtId,
        seesMoney,
        search.trim().toLowerCase(),
        status,
        category,
        sort,
        limit,
        cursor,
      ].join('|');
      return pages.get(key, async () => {
        const page = await inventory.page(districtId, { ...q, limit });
        return { ...page, items: page.items.map((a) => visibleAsset(a, seesMoney)) };
      });
    },
    summary: (...[actor, requested]: Caller) => inventory.summary(district(actor, requested)),
    exportCsv: (...[actor, requested, filter]: [...Caller, AssetFilter]) =>
      inventory.exportCsv(district(actor, requested), filter, money(actor)),
    get: (...[actor, requested, id]: [...Caller, string]) =>
      inventory.get(anyDistrict(actor, requested), id).then(shown(actor)),
    history: (...[actor, requested, id]: [...Caller, string]) =>
      inventory.history(anyDistrict(actor, requested), id),
    remove: change((...[actor, requested, id]: [...Caller, string]) =>
      inventory.remove(anyDistrict(actor, requested), id),
    ),
    update: change((...[actor, requested, id, input]: [...Caller, string, AssetFields]) =>
      inventory
        .update(actor, anyDistrict(actor, requested), id, givenFields(input, money(actor)))
        .then(shown(actor)),
    ),
    save: change(async (...[actor, requested, input]: [...Caller, Parameters<typeof inventory.save>[2]]) => {
      const saved = await inventory.save(actor, district(actor, requested), givenFields(input, money(actor)));
      return { ...saved, asset: shown(actor)(saved.asset) };
    }),
    /** A real import with any rejected row changes nothing and answers 400 naming the rows. */
    importRows: change(async (...[actor, requested, rows, dryRun]: [...Caller, ImportRow[], boolean]) => {
      const report = await inventory.importRows(
        actor,
        district(actor, requested),
        rows,
        dryRun,
        money(actor),
      );
      if (!report.dryRun && report.rejectedCount > 0)
        throw invalidImport(
          ASSET_MESSAGES.importHasErrors(report.rejectedCount),
          report.rejected
            .slice(0, ASSET_IMPORT_REPORT_MAX)
            .map((r) => ({ path: `rows.${r.row - 2}`, message: `Row ${r.row}: ${r.reasons.join('; ')}` })),
        );
      return report;
    }),
    bulkUpdate: change(
      (
        ...[actor, requested, selection, changes]: [
          ...Caller,
          AssetSelection,
          Parameters<typeof inventory.bulkUpdate>[3],
        ]
      ) => inventory.bulkUpdate(actor, district(actor, requested), selection, changes),
    ),
    checkOut: change((...[actor, requested, input]: [...Caller, Parameters<typeof inventory.checkOut>[2]]) =>
      inventory.checkOut(actor, district(actor, requested), input),
    ),
    checkIn: change((...[actor, requested, input]: [...Caller, Parameters<typeof inventory.checkIn>[2]]) =>
      inventory.checkIn(actor, district(actor, requested), input),
    ),
    /** Stops hearing of other servers' changes (the app is closing). */
    close: unsubscribe,
  };
}

/** A 400 whose message is its own (not the first issue's, as invalidFields would say). */
const invalidImport = (message: string, issues: { path: string; message: string }[]) =>
  new HttpError(400, message, {}, issues);
