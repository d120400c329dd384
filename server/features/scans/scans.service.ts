import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  accessoryNotes,
  codeToTag,
  decideAuditScan,
  decideCustody,
  defaultDueOn,
  type RecentScan,
  SCAN_ERRORS,
  SCAN_MESSAGES,
  type Scan,
  type ScanAnswer,
  type ScanAsset,
  type ScanRecordedEvent,
  type ScanResult,
} from '../../../domain/scans.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import { actorLabel, type Identity } from '../../auth/identity.ts';
import type { Db, Tx } from '../../db/client.ts';
import { assets, auditItems, audits, scans, sites } from '../../db/schema/index.ts';
import { conflict, invalidFields, notFound } from '../../lib/http-errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import {
  type CustodyActor,
  type CustodyWebhooks,
  checkInAssets,
  checkOutAssets,
  rosteredPerson,
} from '../assets/index.ts';
import type { DamageRecorder } from './damage-recorder.ts';

const isoOf = (d: Date | string) => (typeof d === 'string' ? new Date(d) : d).toISOString();
const today = () => new Date().toISOString().slice(0, 10);

/** The asset as a scan's answer shows it (with its site and holder). */
async function assetView(runner: Db | Tx, districtId: string, assetId: string): Promise<ScanAsset> {
  const [row] = await runner
    .select({
      id: assets.id,
      assetTag: assets.assetTag,
      name: assets.name,
      model: assets.model,
      status: assets.status,
      siteId: assets.siteId,
      siteName: sites.name,
      personId: assets.personId,
      personName: assets.assignedTo,
      updatedAt: assets.updatedAt,
    })
    .from(assets)
    .leftJoin(sites, eq(sites.id, assets.siteId))
    .where(and(eq(assets.districtId, districtId), eq(assets.id, assetId)));
  const { updatedAt, ...rest } = row!;
  return { ...rest, siteName: rest.siteName ?? null, version: isoOf(updatedAt) };
}

/**
 * The asset a code names in the district, locked for the scan: its tag first, else its serial
 * number. With it, whether the site the scan names is the district's, the transaction's time (the
 * asset's version once custody changes) and when a custody scan last applied to it: a scan's round
 * trips are its cost.
 */
async function lockByCode(tx: Tx, districtId: string, tag: string, siteId: string | undefined) {
  const columns = {
    siteKnown: siteId
      ? sql<boolean>`exists (select 1 from sites s where s.id = ${siteId} and s.district_id = ${districtId})`
      : sql<boolean>`true`,
    // As the timestamp(3) column stores it: rounded to the millisecond.
    txNow: sql<string>`to_char(now()::timestamptz(3) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    id: assets.id,
    assetTag: assets.assetTag,
    name: assets.name,
    model: assets.model,
    status: assets.status,
    siteId: assets.siteId,
    siteName: sites.name,
    location: assets.location,
    assignedTo: assets.assignedTo,
    personId: assets.personId,
    updatedAt: assets.updatedAt,
    // When the newest custody scan applied to it was scanned (ok or already), if any.
    lastAppliedAt: sql<Date | string | null>`(select max(${scans.scannedAt}) from ${scans}
      where ${scans.districtId} = ${districtId} and ${scans.assetId} = ${assets.id}
        and ${scans.mode} in ('check_in', 'check_out') and ${scans.result} in ('ok', 'already'))`,
  };
  const [byTag] = await tx
    .select(columns)
    .from(assets)
    .leftJoin(sites, eq(sites.id, assets.siteId))
    .where(and(eq(assets.districtId, districtId), sql`lower(${assets.assetTag}) = lower(${tag})`))
    .for('update', { of: assets });
  if (byTag) return byTag;
  const [bySerial] = await tx
    .select(columns)
    .from(assets)
    .leftJoin(sites, eq(sites.id, assets.siteId))
    .where(and(eq(assets.districtId, districtId), ne(assets.serialNumber, ''), eq(assets.serialNumber, tag)))
    .limit(1)
    .for('update', { of: assets });
  return bySerial ?? null;
}

/** The answer's view of a locked asset as it was read. */
type LockedAsset = NonNullable<Awaited<ReturnType<typeof lockByCode>>>;
const viewOf = (a: LockedAsset): ScanAsset => ({
  id: a.id,
  assetTag: a.assetTag,
  name: a.name,
  model: a.model,
  status: a.status,
  siteId: a.siteId,
  siteName: a.siteName ?? null,
  personId: a.personId,
  personName: a.assignedTo,
  version: isoOf(a.updatedAt),
});

interface Outcome {
  answer: ScanAnswer;
  assetId: string | null;
  /** The asset changed (a check-in or check-out happened). */
  changed: boolean;
  /** A damaged device came back: a damage report (and its ticket) is due. */
  damaged: boolean;
  /** Who returned it (the person it was checked out to before the scan). */
  returnedBy?: string | null;
  replay: boolean;
}

export interface ScansDeps {
  db: Db;
  bus: EventBus;
  publicUrl: string;
  /** A damaged device becomes a damage report with its repair ticket (issue 34). */
  damage: DamageRecorder;
  /** The webhooks' enqueue: a scan's check-in or check-out sends its event in the scan's transaction. */
  webhooks: CustodyWebhooks;
}

/** Scans of labels: check in, check out and audit, each at most once per scan key. */
export function createScansService({ db, bus, publicUrl, damage, webhooks }: ScansDeps) {
  /** Claims the scan key: the row, or null when the key was used already (then its first answer holds). */
  async function claim(tx: Tx, districtId: string, identity: Identity, scan: Scan) {
    const [row] = await tx
      .insert(scans)
      .values({
        districtId,
        scanKey: scan.scanKey,
        mode: scan.mode,
        code: scan.code,
        result: 'unknown',
        answer: { result: 'unknown', message: '' },
        scannedAt: new Date(scan.scannedAt),
        userId: identity.userId,
        userName: actorLabel(identity),
        siteId: scan.siteId ?? null,
        auditId: scan.auditId ?? null,
        personId: scan.personId ?? null,
        condition: scan.condition ?? null,
        accessories: scan.accessories ?? null,
      })
      .onConflictDoNothing({ target: [scans.districtId, scans.scanKey] })
      .returning({ id: scans.id });
    return row ?? null;
  }

  /** The first answer to a scan key used again (the same scan sent twice). */
  async function firstAnswer(tx: Tx, districtId: string, scan: Scan): Promise<Outcome> {
    const [first] = await tx
      .select({ answer: scans.answer, mode: scans.mode, code: scans.code, assetId: scans.assetId })
      .from(scans)
      .where(and(eq(scans.districtId, districtId), eq(scans.scanKey, scan.scanKey)));
    if (!first) throw conflict(SCAN_ERRORS.keyReused);
    if (first.mode !== scan.mode || first.code !== scan.code) throw conflict(SCAN_ERRORS.keyReused);
    return { answer: first.answer, assetId: first.assetId, changed: false, damaged: false, replay: true };
  }

  async function checkSite(tx: Tx, districtId: string, siteId: string | undefined) {
    if (!siteId) return;
    const [site] = await tx
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.id, siteId), eq(sites.districtId, districtId)));
    if (!site) throw invalidFields([{ path: 'siteId', message: SCAN_ERRORS.siteNotFound }]);
  }

  /** The person and audit a scan names, checked to be of the district (its site: in `apply`). */
  async function checkNamed(tx: Tx, districtId: string, scan: Scan) {
    const person =
      scan.mode === 'check_out' && scan.personId ? await rosteredPerson(tx, districtId, scan.personId) : null;
    const audit = scan.mode === 'audit' && scan.auditId ? await auditOf(tx, districtId, scan.auditId) : null;
    return { person, audit };
  }

  async function apply(
    tx: Tx,
    districtId: string,
    identity: Identity,
    scan: Scan,
    { person, audit }: Awaited<ReturnType<typeof checkNamed>>,
  ): Promise<Outcome> {
    const tag = codeToTag(scan.code, publicUrl);
    const asset = await lockByCode(tx, districtId, tag, scan.siteId);
    // A site not of the district refuses the scan: the transaction rolls back, its key unused.
    if (asset ? !asset.siteKnown : scan.siteId) await checkSite(tx, districtId, scan.siteId);
    if (!asset)
      return {
        answer: { result: 'unknown', message: SCAN_MESSAGES.unknown(tag) },
        assetId: null,
        changed: false,
        damaged: false,
        replay: false,
      };
    const view = viewOf(asset);
    const actor: CustodyActor = { userId: identity.userId, name: actorLabel(identity) };

    if (scan.mode === 'audit') {
      const [item] = await tx
        .select({ expected: auditItems.expected, foundAt: auditItems.foundAt })
        .from(auditItems)
        .where(and(eq(auditItems.auditId, audit!.id), eq(auditItems.assetId, asset.id)));
      const decision = decideAuditScan({
        assetTag: asset.assetTag,
        assetSiteId: asset.siteId,
        assetSiteName: view.siteName,
        assetLocation: asset.location,
        audit: audit!,
        item: item ? { expected: item.expected, found: item.foundAt !== null } : null,
      });
      if (decision.action === 'mark_found')
        await tx
          .update(auditItems)
          .set({ foundAt: new Date(scan.scannedAt) })
          .where(and(eq(auditItems.auditId, audit!.id), eq(auditItems.assetId, asset.id)));
      else if (decision.action === 'add_unexpected')
        await tx.insert(auditItems).values({
          districtId,
          auditId: audit!.id,
          assetId: asset.id,
          expected: false,
          foundAt: new Date(scan.scannedAt),
        });
      return {
        answer: { result: decision.result, asset: view, message: decision.message },
        assetId: asset.id,
        changed: false,
        damaged: false,
        replay: false,
      };
    }

    const decision = decideCustody({
      mode: scan.mode,
      asset: { ...asset, siteName: view.siteName, version: view.version },
      scanSiteId: scan.siteId,
      expectedVersion: scan.expectedVersion,
      scannedAt: scan.scannedAt,
      lastAppliedAt: asset.lastAppliedAt ? isoOf(asset.lastAppliedAt) : null,
      person: person ?? undefined,
    });
    let message = decision.message;
    const damaged =
      scan.mode === 'check_in' && scan.condition === 'damaged' && decision.result !== 'conflict';
    /** The asset after this scan's change, without reading it again (custody moved, now() its version). */
    let after: ScanAsset | null = null;
    if (decision.action === 'check_in') {
      const notes = [...accessoryNotes(scan.accessories), ...(damaged ? [SCAN_MESSAGES.damaged] : [])];
      const count = await checkInAssets(tx, webhooks, actor, districtId, [asset.id], notes.join('; '));
      if (count === 1) after = { ...view, personId: null, personName: null, version: isoOf(asset.txNow) };
      if (notes.length) message = SCAN_MESSAGES.checkedInNotes(asset.assetTag, notes.join(', '));
    } else if (decision.action === 'check_out') {
      await checkOutAssets(tx, webhooks, actor, districtId, [asset.id], {
        assigneeType: 'person',
        assignee: person!.name,
        person,
        checkedOutOn: today(),
        dueOn: defaultDueOn(today()),
      });
      after = { ...view, personId: person!.id, personName: person!.name, version: isoOf(asset.txNow) };
      // 1:1 allows a second device (a loaner, a spare); the technician is told.
      const others = await tx
        .select({ tag: assets.assetTag })
        .from(assets)
        .where(
          and(eq(assets.districtId, districtId), eq(assets.personId, person!.id), ne(assets.id, asset.id)),
        )
        .limit(4);
      if (others.length)
        message = SCAN_MESSAGES.checkedOutAlsoHolds(
          asset.assetTag,
          person!.name,
          others
            .slice(0, 3)
            .map((o) => o.tag)
            .join(', ') + (others.length > 3 ? '…' : ''),
        );
    }
    const changed = decision.action !== 'none';
    return {
      answer: {
        result: decision.result,
        asset: changed ? (after ?? (await assetView(tx, districtId, asset.id))) : view,
        message,
      },
      assetId: asset.id,
      changed,
      damaged: damaged && decision.result !== 'wrong_site',
      returnedBy: asset.personId,
      replay: false,
    };
  }

  async function auditOf(tx: Tx, districtId: string, auditId: string) {
    const [audit] = await tx
      .select({ id: audits.id, state: audits.state, siteId: audits.siteId, room: audits.room })
      .from(audits)
      .where(and(eq(audits.id, auditId), eq(audits.districtId, districtId)));
    if (!audit) throw notFound(SCAN_ERRORS.auditNotFound);
    return audit;
  }

  return {
    /**
     * Records one scan. The key is claimed first (insert … on conflict do nothing): a second request
     * with the same key waits for the first one's transaction and then reads its answer, so twenty
     * identical requests at once change things once and all answer the same.
     */
    async record(identity: Identity, scan: Scan, log?: FastifyBaseLogger): Promise<ScanAnswer> {
      const districtId = resolveDistrict(identity, scan.districtId);
      const outcome = await db.transaction(async (tx) => {
        // What the scan names must be of the district (a refused scan does not use its key up).
        const named = await checkNamed(tx, districtId, scan);
        const claimed = await claim(tx, districtId, identity, scan);
        if (!claimed) return firstAnswer(tx, districtId, scan);
        const done = await apply(tx, districtId, identity, scan, named);
        await tx
          .update(scans)
          .set({ result: done.answer.result, answer: done.answer, assetId: done.assetId })
          .where(eq(scans.id, claimed.id));
        return done;
      });
      if (outcome.replay) return outcome.answer;
      let answer = outcome.answer;
      if (outcome.damaged) {
        // A damage report with its repair ticket (none where the district has no tickets: the
        // history's note says it).
        const ticketNumber = answer.asset
          ? await damage
              .report(
                identity,
                districtId,
                answer.asset.id,
                outcome.returnedBy ?? null,
                scan.damageKind ?? 'other',
                log,
              )
              .catch((err) => {
                log?.warn({ err }, 'could not report the damage of a scan');
                return null;
              })
          : null;
        answer = {
          ...answer,
          message: `${answer.message} ${ticketNumber ? SCAN_MESSAGES.damagedTicket(ticketNumber) : SCAN_MESSAGES.damageNoted}`,
        };
        await db
          .update(scans)
          .set({ answer })
          .where(and(eq(scans.districtId, districtId), eq(scans.scanKey, scan.scanKey)));
      }
      const recorded: ScanRecordedEvent = {
        districtId,
        mode: scan.mode,
        ...(scan.auditId ? { auditId: scan.auditId } : {}),
        ...(scan.siteId ? { siteId: scan.siteId } : {}),
        assetId: outcome.assetId,
        result: answer.result,
      };
      // One round trip for both events; a lost notification must not fail the saved scan.
      await bus
        .publishMany([
          ...(outcome.changed
            ? [{ type: 'asset_updated' as const, districtId, data: { id: outcome.assetId, count: 1 } }]
            : []),
          { type: 'scan_recorded', districtId, data: { ...recorded } },
        ])
        .catch(() => {});
      return answer;
    },

    /** The latest scans, newest first (progress lists of a site, an audit or a mode). */
    async recent(
      identity: Identity,
      q: { districtId?: string; mode?: Scan['mode']; siteId?: string; auditId?: string; limit: number },
    ): Promise<RecentScan[]> {
      const districtId = resolveDistrict(identity, q.districtId);
      const where: SQL[] = [eq(scans.districtId, districtId)];
      if (q.mode) where.push(eq(scans.mode, q.mode));
      if (q.siteId) where.push(eq(scans.siteId, q.siteId));
      if (q.auditId) where.push(eq(scans.auditId, q.auditId));
      const rows = await db
        .select({
          id: scans.id,
          scanKey: scans.scanKey,
          mode: scans.mode,
          code: scans.code,
          result: scans.result,
          answer: scans.answer,
          assetId: scans.assetId,
          assetTag: assets.assetTag,
          assetName: assets.name,
          siteId: scans.siteId,
          auditId: scans.auditId,
          userName: scans.userName,
          scannedAt: scans.scannedAt,
          receivedAt: scans.receivedAt,
        })
        .from(scans)
        .leftJoin(assets, eq(assets.id, scans.assetId))
        .where(and(...where))
        .orderBy(desc(scans.receivedAt), desc(scans.id))
        .limit(q.limit);
      return rows.map(({ answer, ...r }) => ({
        ...r,
        result: r.result as ScanResult,
        message: answer.message,
        assetTag: r.assetTag ?? null,
        assetName: r.assetName ?? null,
        scannedAt: isoOf(r.scannedAt),
        receivedAt: isoOf(r.receivedAt),
      }));
    },
  };
}
