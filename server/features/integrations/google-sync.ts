import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  assetStatusOf,
  changedFields,
  DIFF_LIST_MAX,
  type GoogleDevice,
  type GoogleOptions,
  ouSiteTable,
  type SyncDiff,
  type SyncedField,
  type SyncedValues,
  supportEndOf,
  tagOf,
  userEmailOf,
} from '../../../domain/google-workspace.ts';
import { pickFields } from '../../../domain/webhooks.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bumpDistrictStats } from '../../db/district-stats.ts';
import { googleDevices, googleOrgUnits, sites } from '../../db/schema/index.ts';
import type { WebhookOutbox } from '../webhooks/index.ts';
import type { GoogleClient } from './google-client.ts';

/** Rows per statement when writing thousands of devices or assets. */
const CHUNK = 1000;
type AssetStatus = 'active' | 'maintenance' | 'retired' | 'lost';
type Mirror = typeof googleDevices.$inferInsert;

function chunks<T>(list: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

const clip = (v: string | undefined, max = 500) => (v ? v.slice(0, max) : null);

/** A device as the mirror keeps it, with the hash that tells an unchanged one. */
export function mirrorRow(districtId: string, d: GoogleDevice): Mirror {
  const row = {
    districtId,
    deviceId: d.deviceId,
    serialNumber: (d.serialNumber ?? '').trim().slice(0, 200),
    status: (d.status ?? '').slice(0, 50),
    model: (d.model ?? '').slice(0, 200),
    osVersion: clip(d.osVersion, 100),
    macAddress: clip(d.macAddress, 100),
    lastSync: d.lastSync && !Number.isNaN(Date.parse(d.lastSync)) ? new Date(d.lastSync) : null,
    orgUnitPath: (d.orgUnitPath || '/').slice(0, 500),
    annotatedAssetId: clip(d.annotatedAssetId, 200),
    annotatedLocation: clip(d.annotatedLocation, 200),
    annotatedUser: clip(d.annotatedUser, 200),
    userEmail: clip(userEmailOf(d) ?? undefined, 254),
    supportEndsOn: supportEndOf(d),
  };
  const hash = createHash('sha1').update(JSON.stringify(row)).digest('base64url');
  return { ...row, hash };
}

/**
 * Reads the district's org units and every Chrome device into the mirror; only the devices whose
 * record changed are written, and the ones Google no longer lists are dropped.
 */
export async function readGoogle(db: Db, districtId: string, client: GoogleClient, options: GoogleOptions) {
  const units = await client.orgUnits();
  const known = new Map(
    (
      await db
        .select({ id: googleDevices.deviceId, hash: googleDevices.hash })
        .from(googleDevices)
        .where(eq(googleDevices.districtId, districtId))
    ).map((r) => [r.id, r.hash]),
  );
  const seen = new Set<string>();
  const perUnit = new Map<string, number>();
  let devices = 0;
  let written = 0;
  for await (const page of client.devices()) {
    const changed: Mirror[] = [];
    for (const d of page) {
      if (!d?.deviceId || seen.has(d.deviceId)) continue;
      seen.add(d.deviceId);
      devices++;
      const row = mirrorRow(districtId, d);
      perUnit.set(row.orgUnitPath!, (perUnit.get(row.orgUnitPath!) ?? 0) + 1);
      if (known.get(d.deviceId) !== row.hash) changed.push(row);
    }
    written += changed.length;
    for (const part of chunks(changed, 500))
      await db
        .insert(googleDevices)
        .values(part)
        .onConflictDoUpdate({
          target: [googleDevices.districtId, googleDevices.deviceId],
          set: Object.fromEntries(
            [
              'serial_number',
              'status',
              'model',
              'os_version',
              'mac_address',
              'last_sync',
              'org_unit_path',
              'annotated_asset_id',
              'annotated_location',
              'annotated_user',
              'user_email',
              'support_ends_on',
              'hash',
            ].map((c) => [camel(c), sql.raw(`excluded.${c}`)]),
          ),
        });
  }
  const gone = [...known.keys()].filter((id) => !seen.has(id));
  for (const part of chunks(gone))
    await db
      .delete(googleDevices)
      .where(
        and(
          eq(googleDevices.districtId, districtId),
          sql`${googleDevices.deviceId} = any(${sql.param(part)}::text[])`,
        ),
      );

  // The OU → site table, from the tree (the root too).
  const siteRows = await db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(eq(sites.districtId, districtId));
  const tree = [
    { name: '/', orgUnitPath: '/' },
    ...units.filter((u) => u.orgUnitPath && u.orgUnitPath !== '/'),
  ];
  // Every unit the tree lists, and any path a device names that the tree did not list.
  const named = new Map(tree.map((u) => [u.orgUnitPath, u.name]));
  const all = [...new Set([...named.keys(), ...perUnit.keys()])].map((path) => ({
    orgUnitPath: path,
    name: named.get(path) ?? path.slice(path.lastIndexOf('/') + 1),
  }));
  const table = ouSiteTable(all, siteRows, options.ouSites);
  await db.transaction(async (tx) => {
    await tx.delete(googleOrgUnits).where(eq(googleOrgUnits.districtId, districtId));
    const rows = all.map((u) => ({
      districtId,
      orgUnitPath: u.orgUnitPath,
      name: u.name,
      siteId: table.get(u.orgUnitPath) ?? null,
      devices: perUnit.get(u.orgUnitPath) ?? 0,
    }));
    for (const part of chunks(rows, 500)) await tx.insert(googleOrgUnits).values(part);
  });
  return { devices, written, gone: gone.length };
}

const camel = (c: string) => c.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());

/** What a plan does, item by item (the diff shows a slice of it; apply does all of it). */
export interface PlanOps {
  create: {
    deviceId: string;
    serialNumber: string;
    assetTag: string;
    model: string;
    status: AssetStatus;
    siteId: string | null;
    personId: string | null;
    supportEndsOn: string | null;
  }[];
  update: { assetId: string; from: AssetStatus; values: SyncedValues; fields: SyncedField[] }[];
  /** Devices matched to an asset the mirror does not link yet. */
  link: { deviceId: string; assetId: string }[];
}

/**
 * The plan of the district's mirror against its inventory now: what to create, update field by
 * field and retire, and what does not map (org units without a site, models without a cost,
 * assets whose serial Google does not have).
 */
export async function planSync(db: Db | Tx, districtId: string, options: GoogleOptions) {
  const mirror = await db.execute<{
    device_id: string;
    serial_number: string;
    asset_id: string | null;
    status: string;
    model: string;
    org_unit_path: string;
    annotated_asset_id: string | null;
    user_email: string | null;
    support_ends_on: string | null;
    site_id: string | null;
  }>(sql`
    select g.device_id, g.serial_number, g.asset_id, g.status, g.model, g.org_unit_path,
           g.annotated_asset_id, g.user_email, g.support_ends_on::text, o.site_id
    from google_devices g
    left join google_org_units o on o.district_id = g.district_id and o.org_unit_path = g.org_unit_path
    where g.district_id = ${districtId}`);
  const inventory = await db.execute<{
    id: string;
    asset_tag: string;
    serial_number: string;
    model: string;
    status: AssetStatus;
    category: string;
    site_id: string | null;
    person_id: string | null;
    support_ends_on: string | null;
  }>(sql`
    select id, asset_tag, serial_number, model, status, category, site_id, person_id, support_ends_on::text
    from assets where district_id = ${districtId}`);
  const people = await db.execute<{ id: string; email: string; name: string }>(sql`
    select id, email, trim(first_name || ' ' || last_name) as name from people
    where district_id = ${districtId} and email is not null`);
  const siteNames = await db.execute<{ id: string; name: string }>(
    sql`select id, name from sites where district_id = ${districtId}`,
  );
  const costed = await db.execute<{ model: string }>(
    sql`select lower(model) as model from fleet_model_costs where district_id = ${districtId}`,
  );

  const bySerial = new Map<string, (typeof inventory.rows)[number]>();
  const byId = new Map<string, (typeof inventory.rows)[number]>();
  const tags = new Set<string>();
  for (const a of inventory.rows) {
    byId.set(a.id, a);
    tags.add(a.asset_tag.toLowerCase());
    if (a.serial_number) bySerial.set(a.serial_number.toLowerCase(), a);
  }
  const personOf = new Map(people.rows.map((p) => [p.email.toLowerCase(), p]));
  const personName = new Map(people.rows.map((p) => [p.id, p.name]));
  const siteName = new Map(siteNames.rows.map((s) => [s.id, s.name]));
  const costedModels = new Set(costed.rows.map((r) => r.model));

  const ops: PlanOps = { create: [], update: [], link: [] };
  const diff: Omit<SyncDiff, 'runId' | 'status' | 'reason' | 'createdAt' | 'approvedAt' | 'approvedBy'> = {
    counts: {
      devices: mirror.rows.length,
      create: 0,
      update: 0,
      retire: 0,
      unchanged: 0,
      unmappedOrgUnits: 0,
      unmappedModels: 0,
      noMatch: 0,
      inventory: inventory.rows.length,
    },
    create: [],
    update: [],
    retire: [],
    unmappedOrgUnits: [],
    unmappedModels: [],
    noMatch: [],
  };
  const unmappedUnits = new Map<string, number>();
  const unmappedModels = new Map<string, number>();
  const matchedSerials = new Set<string>();
  const newTags = new Set<string>();

  for (const d of mirror.rows) {
    const serial = d.serial_number.toLowerCase();
    if (serial) matchedSerials.add(serial);
    const asset =
      (d.asset_id ? byId.get(d.asset_id) : undefined) ?? (serial ? bySerial.get(serial) : undefined);
    // A deprovisioned device needs neither a site nor a replacement cost.
    const live = d.status !== 'DEPROVISIONED';
    if (live && !d.site_id) unmappedUnits.set(d.org_unit_path, (unmappedUnits.get(d.org_unit_path) ?? 0) + 1);
    if (live && d.model && !costedModels.has(d.model.toLowerCase()))
      unmappedModels.set(d.model, (unmappedModels.get(d.model) ?? 0) + 1);
    const person = d.user_email ? personOf.get(d.user_email) : undefined;
    if (!asset) {
      // A device already deprovisioned is not worth a new asset; one without a serial cannot be matched.
      if (d.status === 'DEPROVISIONED' || !serial) {
        diff.counts.unchanged++;
        continue;
      }
      let tag = tagOf({ annotatedAssetId: d.annotated_asset_id ?? undefined, serialNumber: d.serial_number });
      if (tags.has(tag.toLowerCase()) || newTags.has(tag.toLowerCase())) tag = d.serial_number;
      if (tags.has(tag.toLowerCase()) || newTags.has(tag.toLowerCase())) {
        diff.counts.unchanged++;
        continue;
      }
      newTags.add(tag.toLowerCase());
      const item = {
        deviceId: d.device_id,
        serialNumber: d.serial_number,
        assetTag: tag.slice(0, 100),
        model: d.model,
        status: assetStatusOf(d.status, null),
        siteId: d.site_id,
        personId: person?.id ?? null,
        supportEndsOn: d.support_ends_on,
      };
      ops.create.push(item);
      diff.counts.create++;
      if (diff.create.length < DIFF_LIST_MAX)
        diff.create.push({
          deviceId: item.deviceId,
          serialNumber: item.serialNumber,
          assetTag: item.assetTag,
          model: item.model,
          orgUnitPath: d.org_unit_path,
          siteName: item.siteId ? (siteName.get(item.siteId) ?? null) : null,
          personName: person?.name ?? null,
          supportEndsAt: item.supportEndsOn,
        });
      continue;
    }
    matchedSerials.add(asset.serial_number.toLowerCase());
    if (d.asset_id !== asset.id) ops.link.push({ deviceId: d.device_id, assetId: asset.id });
    const current: SyncedValues = {
      model: asset.model,
      status: asset.status,
      siteId: asset.site_id,
      personId: asset.person_id,
      supportEndsAt: asset.support_ends_on,
    };
    // What Google does not say (no site for the OU, an unknown person, no date) keeps the portal's value.
    const wanted: SyncedValues = {
      model: d.model || asset.model,
      status: assetStatusOf(d.status, asset.status),
      siteId: d.site_id ?? asset.site_id,
      personId: person?.id ?? asset.person_id,
      supportEndsAt: d.support_ends_on ?? asset.support_ends_on,
    };
    const changes = changedFields(current, wanted);
    if (changes.length === 0) {
      diff.counts.unchanged++;
      continue;
    }
    ops.update.push({
      assetId: asset.id,
      from: asset.status,
      values: wanted,
      fields: changes.map((c) => c.field),
    });
    const named = changes.map((c) =>
      c.field === 'siteId'
        ? { ...c, from: c.from && (siteName.get(c.from) ?? c.from), to: c.to && (siteName.get(c.to) ?? c.to) }
        : c.field === 'personId'
          ? {
              ...c,
              from: c.from && (personName.get(c.from) ?? c.from),
              to: c.to && (personName.get(c.to) ?? c.to),
            }
          : c,
    );
    if (wanted.status === 'retired' && asset.status !== 'retired') {
      diff.counts.retire++;
      if (diff.retire.length < DIFF_LIST_MAX)
        diff.retire.push({ assetId: asset.id, assetTag: asset.asset_tag, serialNumber: asset.serial_number });
    } else {
      diff.counts.update++;
      if (diff.update.length < DIFF_LIST_MAX)
        diff.update.push({
          assetId: asset.id,
          assetTag: asset.asset_tag,
          serialNumber: asset.serial_number,
          changes: named,
        });
    }
  }
  for (const a of inventory.rows) {
    if (a.category !== options.category || a.status === 'retired' || !a.serial_number) continue;
    if (matchedSerials.has(a.serial_number.toLowerCase())) continue;
    diff.counts.noMatch++;
    if (diff.noMatch.length < DIFF_LIST_MAX)
      diff.noMatch.push({ assetId: a.id, assetTag: a.asset_tag, serialNumber: a.serial_number });
  }
  diff.unmappedOrgUnits = [...unmappedUnits].map(([orgUnitPath, devices]) => ({ orgUnitPath, devices }));
  diff.unmappedModels = [...unmappedModels].map(([model, devices]) => ({ model, devices }));
  diff.counts.unmappedOrgUnits = diff.unmappedOrgUnits.length;
  diff.counts.unmappedModels = diff.unmappedModels.length;
  diff.unmappedOrgUnits = diff.unmappedOrgUnits.slice(0, DIFF_LIST_MAX);
  diff.unmappedModels = diff.unmappedModels.slice(0, DIFF_LIST_MAX);
  return { diff, ops };
}

/**
 * Applies a plan in one transaction: new assets (with their history), field updates, the mirror's
 * links, the counters; and their webhook events: `asset.created` per new asset, `asset.updated`
 * per asset whose model or status changed (the fields a payload carries; a site, person or
 * support date moving alone sends nothing), written a chunk at a time in the same transaction.
 */
export async function applyPlan(
  db: Db,
  webhooks: Pick<WebhookOutbox, 'enqueueMany'>,
  districtId: string,
  ops: PlanOps,
  options: GoogleOptions,
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`asset-import:${districtId}`}))`);
    let created = 0;
    const links = [...ops.link];
    for (const part of chunks(ops.create)) {
      const rows = part.map((c) => ({
        tag: c.assetTag,
        name: `${c.model || 'Chromebook'} (${c.serialNumber})`.slice(0, 200),
        serial: c.serialNumber,
        model: c.model,
        status: c.status,
        site: c.siteId,
        person: c.personId,
        ends: c.supportEndsOn,
      }));
      const made = await tx.execute<{
        id: string;
        status: AssetStatus;
        serial_number: string;
        asset_tag: string;
        name: string;
        category: string;
        model: string | null;
      }>(sql`
        insert into assets (district_id, asset_tag, name, category, status, serial_number, model, site_id, person_id, support_ends_on)
        select ${districtId}, r.tag, r.name, ${options.category}, r.status::asset_status, r.serial, r.model, r.site, r.person, r.ends
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as r(tag text, name text, serial text, model text, status text, site uuid, person uuid, ends date)
        on conflict do nothing
        returning id, status, serial_number, asset_tag, name, category, model`);
      created += made.rows.length;
      await webhooks.enqueueMany(
        tx,
        districtId,
        'asset.created',
        made.rows.map((r) => ({
          asset: pickFields('asset', {
            id: r.id,
            districtId,
            assetTag: r.asset_tag,
            name: r.name,
            category: r.category,
            status: r.status,
            model: r.model,
          }),
        })),
      );
      const deviceOf = new Map(part.map((c) => [c.serialNumber, c.deviceId]));
      links.push(...made.rows.map((r) => ({ deviceId: deviceOf.get(r.serial_number)!, assetId: r.id })));
      if (made.rows.length)
        await tx.execute(sql`
          insert into asset_history (district_id, asset_id, action, to_status, note, actor_name)
          select ${districtId}, r.id, 'created', r.status::asset_status, 'Added by the Google Workspace sync.', 'Google Workspace'
          from jsonb_to_recordset(${JSON.stringify(made.rows.map((r) => ({ id: r.id, status: r.status })))}::jsonb) as r(id uuid, status text)`);
    }
    let updated = 0;
    for (const part of chunks(ops.update)) {
      const rows = part.map((u) => ({
        id: u.assetId,
        model: u.values.model,
        status: u.values.status,
        site: u.values.siteId,
        person: u.values.personId,
        ends: u.values.supportEndsAt,
      }));
      const done = await tx.execute<{
        id: string;
        asset_tag: string;
        name: string;
        category: string;
        status: AssetStatus;
        model: string | null;
      }>(sql`
        update assets a set model = coalesce(r.model, a.model), status = r.status::asset_status, site_id = r.site,
          person_id = r.person, support_ends_on = r.ends, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as r(id uuid, model text, status text, site uuid, person uuid, ends date)
        where a.id = r.id and a.district_id = ${districtId}
        returning a.id, a.asset_tag, a.name, a.category, a.status, a.model`);
      updated += done.rows.length;
      const fieldsOf = new Map(part.map((u) => [u.assetId, u.fields]));
      await webhooks.enqueueMany(
        tx,
        districtId,
        'asset.updated',
        done.rows.flatMap((r) => {
          const asset = { id: r.id, districtId, assetTag: r.asset_tag, name: r.name, category: r.category };
          const after = { ...asset, status: r.status, model: r.model };
          const changed = pickFields(
            'asset',
            Object.fromEntries(
              (fieldsOf.get(r.id) ?? [])
                .filter((f) => f === 'model' || f === 'status')
                .map((f) => [f, after[f]]),
            ),
          );
          return Object.keys(changed).length ? [{ asset: pickFields('asset', after), changed }] : [];
        }),
      );
      const statusChanges = part
        .filter((u) => u.fields.includes('status'))
        .map((u) => ({ id: u.assetId, from: u.from, to: u.values.status }));
      if (statusChanges.length)
        await tx.execute(sql`
          insert into asset_history (district_id, asset_id, action, from_status, to_status, note, actor_name)
          select ${districtId}, r.id, 'status_changed', r.f::asset_status, r.t::asset_status,
            'Status from Google Workspace.', 'Google Workspace'
          from jsonb_to_recordset(${JSON.stringify(statusChanges)}::jsonb) as r(id uuid, f text, t text)
          where exists (select 1 from assets a where a.id = r.id and a.district_id = ${districtId})`);
    }
    await linkMirror(tx, districtId, links);
    await bumpDistrictStats(tx, districtId, { assetsTotal: created });
    return { created, updated };
  });
}

/** Links mirrored devices to their assets (by the device's key: no join over the whole fleet). */
async function linkMirror(tx: Db | Tx, districtId: string, links: { deviceId: string; assetId: string }[]) {
  for (const part of chunks(links))
    await tx.execute(sql`
      update google_devices g set asset_id = r.a
      from jsonb_to_recordset(${JSON.stringify(part.map((l) => ({ d: l.deviceId, a: l.assetId })))}::jsonb)
        as r(d text, a uuid)
      where g.district_id = ${districtId} and g.device_id = r.d`);
}

/**
 * Write-back: the console's annotated asset id, location and user follow the portal's tag, site
 * and person (only devices that differ are written). Answers how many were written and what failed.
 */
export async function writeBack(db: Db, districtId: string, client: GoogleClient) {
  const rows = await db.execute<{
    device_id: string;
    annotated_asset_id: string | null;
    annotated_location: string | null;
    annotated_user: string | null;
    tag: string;
    site: string | null;
    email: string | null;
  }>(sql`
    select g.device_id, g.annotated_asset_id, g.annotated_location, g.annotated_user,
           a.asset_tag as tag, s.name as site, p.email
    from google_devices g
    join assets a on a.id = g.asset_id
    left join sites s on s.id = a.site_id
    left join people p on p.id = a.person_id
    where g.district_id = ${districtId}`);
  let written = 0;
  const errors: string[] = [];
  for (const r of rows.rows) {
    const want: Record<string, string> = {};
    if ((r.annotated_asset_id ?? '') !== r.tag) want.annotatedAssetId = r.tag;
    if (r.site && (r.annotated_location ?? '') !== r.site) want.annotatedLocation = r.site;
    if (r.email && (r.annotated_user ?? '').toLowerCase() !== r.email) want.annotatedUser = r.email;
    if (Object.keys(want).length === 0) continue;
    try {
      await client.updateDevice(r.device_id, want);
      await db
        .update(googleDevices)
        .set({
          ...(want.annotatedAssetId ? { annotatedAssetId: want.annotatedAssetId } : {}),
          ...(want.annotatedLocation ? { annotatedLocation: want.annotatedLocation } : {}),
          ...(want.annotatedUser ? { annotatedUser: want.annotatedUser } : {}),
        })
        .where(and(eq(googleDevices.districtId, districtId), eq(googleDevices.deviceId, r.device_id)));
      written++;
    } catch (err) {
      if (errors.length < 50) errors.push(`Write-back of device ${r.device_id}: ${(err as Error).message}`);
    }
  }
  return { written, errors };
}
