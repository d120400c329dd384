// Custody moves of assets inside a caller's transaction: check in, check out, status and site
// changes, each with its history row. The assets service and scans (issue 33) both use these, so a
// scan's check-in is exactly the Check In button's.

import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { AssetStatus, AssigneeType } from '../../../domain/assets.ts';
import { PEOPLE_MESSAGES } from '../../../domain/people.ts';
import { changedFields, pickFields } from '../../../domain/webhooks.ts';
import type { Tx } from '../../db/client.ts';
import { assetHistory, assets, people } from '../../db/schema/index.ts';
import { invalidFields } from '../../lib/http-errors.ts';
import { assertNotHeld } from '../charges/index.ts';
import type { WebhookOutbox } from '../webhooks/index.ts';

/** The webhooks' enqueue: every custody move sends its events in the move's own transaction. */
export type CustodyWebhooks = Pick<WebhookOutbox, 'enqueueMany'>;

/** A check-out (to `to`) or a check-in (null) as webhooks carry it. */
const custodyPayload = (
  r: { id: string; assetTag: string; status: string },
  to: { assignee: string; checkedOutOn: string; dueOn?: string | null } | null,
) => ({
  asset: pickFields('asset', {
    ...r,
    assignedTo: to?.assignee ?? null,
    checkedOutOn: to?.checkedOutOn ?? null,
    dueOn: to?.dueOn ?? null,
  }),
});

/** Who acts, as history records them. */
export interface CustodyActor {
  userId: string | null;
  name: string;
}

const idList = (ids: readonly string[]) => sql`${assets.id} = any(${sql.param(ids)}::uuid[])`;

/**
 * Ends the check-out of those of `ids` that are checked out (others are left alone): one
 * `checked_in` history row and one `asset.checked_in` webhook event each, with `note`. Answers
 * how many were checked in.
 */
export async function checkInAssets(
  tx: Tx,
  webhooks: CustodyWebhooks,
  actor: CustodyActor,
  districtId: string,
  ids: readonly string[],
  note = '',
): Promise<number> {
  if (ids.length === 0) return 0;
  const where = and(eq(assets.districtId, districtId), idList(ids), isNotNull(assets.assignedTo));
  // One statement (a scan's round trips are its cost): the history reads the rows as they were
  // before the update in the same statement clears them.
  const changed = await tx.execute<{ id: string; asset_tag: string; status: string }>(sql`
    with history as (
      insert into asset_history (district_id, asset_id, action, assignee, assignee_type, checked_out_on, due_on, note, actor_id, actor_name)
      select district_id, id, 'checked_in', assigned_to, assigned_type, checked_out_on, due_on, ${note},
             ${actor.userId}, ${actor.name}
      from assets where ${where}
    )
    update assets set assigned_to = null, assigned_type = null, assigned_user_id = null, person_id = null,
                      checked_out_on = null, due_on = null, updated_at = now()
    where ${where}
    returning id, asset_tag, status`);
  await webhooks.enqueueMany(
    tx,
    districtId,
    'asset.checked_in',
    changed.rows.map((r) => custodyPayload({ id: r.id, assetTag: r.asset_tag, status: r.status }, null)),
  );
  return changed.rows.length;
}

export interface CheckOutTerms {
  assigneeType: AssigneeType;
  assignee: string;
  /** A rostered person (1:1): their name is the assignee, their linked account sees the device. */
  person?: { id: string; userId: string | null; name: string } | null;
  checkedOutOn: string;
  dueOn?: string | null;
  note?: string;
  /** A loaner during a repair goes out even to a person held for open charges. */
  allowHeld?: boolean;
}

/**
 * Checks `ids` out (the caller has checked they are active and in stock), one history row and
 * one `asset.checked_out` webhook event each. A person with open charges is refused (409) where
 * the district holds check-out for them.
 */
export async function checkOutAssets(
  tx: Tx,
  webhooks: CustodyWebhooks,
  actor: CustodyActor,
  districtId: string,
  ids: readonly string[],
  terms: CheckOutTerms,
): Promise<void> {
  if (ids.length === 0) return;
  if (terms.person && !terms.allowHeld) await assertNotHeld(tx, districtId, terms.person);
  const assignee = terms.person?.name ?? terms.assignee;
  const moved = await tx
    .update(assets)
    .set({
      assignedTo: assignee,
      assignedType: terms.assigneeType,
      assignedUserId: terms.person?.userId ?? null,
      personId: terms.person?.id ?? null,
      checkedOutOn: terms.checkedOutOn,
      dueOn: terms.dueOn ?? null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(assets.districtId, districtId), idList(ids)))
    .returning({ id: assets.id, assetTag: assets.assetTag, status: assets.status });
  await webhooks.enqueueMany(
    tx,
    districtId,
    'asset.checked_out',
    moved.map((r) => custodyPayload(r, { ...terms, assignee })),
  );
  await tx.execute(sql`
    insert into asset_history (district_id, asset_id, action, assignee, assignee_type, checked_out_on, due_on, note, actor_id, actor_name)
    select ${districtId}, id, 'checked_out', ${assignee}, ${terms.assigneeType}, ${terms.checkedOutOn},
           ${terms.dueOn ?? null}, ${terms.note ?? ''}, ${actor.userId}, ${actor.name}
    from unnest(${sql.param(ids)}::uuid[]) as id`);
}

/** A rostered person of the district to check a device out to (400 on the field otherwise). */
export async function rosteredPerson(tx: Tx, districtId: string, personId: string) {
  const [p] = await tx
    .select({ id: people.id, firstName: people.firstName, lastName: people.lastName, userId: people.userId })
    .from(people)
    .where(and(eq(people.id, personId), eq(people.districtId, districtId)));
  if (!p) throw invalidFields([{ path: 'personId', message: PEOPLE_MESSAGES.notFound }]);
  return { id: p.id, userId: p.userId, name: `${p.firstName} ${p.lastName}`.trim() };
}

/** Each asset's `asset.updated` payload: its carried fields, and those of them that changed (none: no event). */
function updatesOf(
  before: readonly (typeof assets.$inferSelect)[],
  after: readonly (typeof assets.$inferSelect)[],
) {
  const was = new Map(before.map((b) => [b.id, b]));
  return after
    .map((a) => ({ asset: pickFields('asset', a), changed: changedFields('asset', was.get(a.id) ?? a, a) }))
    .filter((u) => Object.keys(u.changed).length > 0);
}

/**
 * Sets the status of `ids` (those whose status differs), one `status_changed` history row and one
 * `asset.updated` webhook event each.
 */
export async function setAssetStatus(
  tx: Tx,
  webhooks: CustodyWebhooks,
  actor: CustodyActor,
  districtId: string,
  ids: readonly string[],
  status: AssetStatus,
  note = '',
): Promise<number> {
  if (ids.length === 0) return 0;
  const before = await tx
    .select()
    .from(assets)
    .where(and(eq(assets.districtId, districtId), idList(ids), ne(assets.status, status)))
    .for('update');
  if (before.length === 0) return 0;
  const after = await tx
    .update(assets)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(assets.districtId, districtId), idList(before.map((b) => b.id))))
    .returning();
  await tx.insert(assetHistory).values(
    before.map((b) => ({
      districtId,
      assetId: b.id,
      action: 'status_changed' as const,
      fromStatus: b.status,
      toStatus: status,
      note,
      actorId: actor.userId,
      actorName: actor.name,
    })),
  );
  await webhooks.enqueueMany(tx, districtId, 'asset.updated', updatesOf(before, after));
  return before.length;
}

/**
 * Moves `ids` to a site (and a location, when given), noting it in their history as `audited`; an
 * `asset.updated` webhook event per asset whose carried fields changed (the location: a move to
 * another site alone sends nothing, as for the Google sync).
 */
export async function moveAssets(
  tx: Tx,
  webhooks: CustodyWebhooks,
  actor: CustodyActor,
  districtId: string,
  ids: readonly string[],
  to: { siteId: string; location?: string | null },
  note: string,
): Promise<void> {
  if (ids.length === 0) return;
  const where = and(eq(assets.districtId, districtId), idList(ids));
  const before = await tx.select().from(assets).where(where).for('update');
  const after = await tx
    .update(assets)
    .set({
      siteId: to.siteId,
      ...(to.location ? { location: to.location } : {}),
      updatedAt: sql`now()`,
    })
    .where(where)
    .returning();
  await noteAssets(
    tx,
    actor,
    districtId,
    ids.map((assetId) => ({ assetId, note })),
  );
  await webhooks.enqueueMany(tx, districtId, 'asset.updated', updatesOf(before, after));
}

/** An `audited` history row per entry (an audit's result for the asset, or a fix it made). */
export async function noteAssets(
  tx: Tx,
  actor: CustodyActor,
  districtId: string,
  entries: readonly { assetId: string; note: string }[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx.execute(sql`
    insert into asset_history (district_id, asset_id, action, note, actor_id, actor_name)
    select ${districtId}, e.asset_id, 'audited', e.note, ${actor.userId}, ${actor.name}
    from unnest(${sql.param(entries.map((e) => e.assetId))}::uuid[], ${sql.param(entries.map((e) => e.note))}::text[])
      as e(asset_id, note)`);
}
