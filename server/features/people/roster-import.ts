import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import {
  type FileMode,
  isStale,
  ONEROSTER_MESSAGES as M,
  type MappedPerson,
  mapOrgRow,
  mapUserRow,
  ONEROSTER_FILES,
  ONEROSTER_REQUIRED_COLUMNS,
  readManifest,
} from '../../../domain/oneroster.ts';
import {
  ONEROSTER_REPORT_MAX_ERRORS,
  PEOPLE_MESSAGES,
  type RosterImportReport,
} from '../../../domain/people.ts';
import type { Tx } from '../../db/client.ts';
import { assets, people, rosterOrgs, sites, tasks, users, visits } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { readZip } from './zip-reader.ts';

const UNPACKED_MAX = 50 * 1024 * 1024;
const CHUNK = 1000;

type Rows = Record<string, string>[];

/** The roster's CSV files as rows (a UTF-8 BOM dropped); file-level faults answer 400. */
export function readRoster(zip: Buffer): { modes: Record<string, FileMode>; files: Map<string, Rows> } {
  const unpacked = readZip(zip, UNPACKED_MAX);
  if (unpacked === 'too large') throw badRequest(M.tooLarge);
  if (!unpacked) throw badRequest(M.notZip);
  const parse = (name: string): Rows | null => {
    const bytes = unpacked.get(name);
    if (!bytes) return null;
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    const missing = ONEROSTER_REQUIRED_COLUMNS[name as keyof typeof ONEROSTER_REQUIRED_COLUMNS].filter(
      (c) => !parsed.meta.fields?.includes(c),
    );
    if (missing.length) throw badRequest(M.missingColumns(name, missing));
    return parsed.data;
  };
  const manifestRows = parse('manifest.csv');
  if (!manifestRows) throw badRequest(M.noManifest);
  const manifest = readManifest(manifestRows);
  if (manifest.errors.length) throw badRequest(manifest.errors[0]!);
  if (manifest.modes['users.csv'] === 'absent') throw badRequest(M.noUsers);
  const files = new Map<string, Rows>();
  for (const file of ONEROSTER_FILES) {
    if (file === 'manifest.csv' || manifest.modes[file] === 'absent') continue;
    const rows = parse(file);
    if (!rows) throw badRequest(M.missingFile(file));
    files.set(file, rows);
  }
  return { modes: manifest.modes, files };
}

const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
const todayPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Applies a read roster to a district inside `tx` and reports what changed (the caller rolls the
 * transaction back for a dry run, so the preview's counts are the import's own).
 */
export async function applyRoster(
  tx: Tx,
  districtId: string,
  roster: ReturnType<typeof readRoster>,
  opts: { dryRun: boolean; actorId: string | null },
): Promise<RosterImportReport> {
  const { modes, files } = roster;
  const errors: RosterImportReport['errors'] = [];
  const report: RosterImportReport = {
    dryRun: opts.dryRun,
    modes,
    rows: Object.fromEntries([...files].map(([f, rows]) => [f, rows.length])),
    sites: { created: 0, updated: 0, unchanged: 0 },
    people: { created: 0, updated: 0, unchanged: 0, withdrawn: 0, skipped: 0, stale: 0 },
    linked: 0,
    recoveryTasks: 0,
    errorCount: 0,
    errors,
  };
  // Spreadsheet rows: the header is row 1.
  const fail = (file: string, index: number, sourcedId: string, message: string) =>
    errors.push({ file, row: index + 2, sourcedId, message });

  // Orgs: schools become sites (matched by name), every org is remembered by its sourcedId.
  const orgMode = modes['orgs.csv'];
  for (const [i, row] of (files.get('orgs.csv') ?? []).entries()) {
    const mapped = mapOrgRow(row, orgMode === 'delta' ? 'delta' : 'bulk');
    if (!mapped.ok) {
      fail('orgs.csv', i, row.sourcedId ?? '', mapped.message);
      continue;
    }
    const { org } = mapped;
    if (org.deleted) continue;
    let siteId: string | null = null;
    if (org.type === 'school') {
      const [found] = await tx
        .select({ id: sites.id })
        .from(sites)
        .where(and(eq(sites.districtId, districtId), sql`lower(${sites.name}) = lower(${org.name})`));
      if (found) {
        siteId = found.id;
        report.sites.unchanged += 1;
      } else {
        const [made] = await tx
          .insert(sites)
          .values({ districtId, name: org.name })
          .returning({ id: sites.id });
        siteId = made!.id;
        report.sites.created += 1;
      }
    }
    await tx
      .insert(rosterOrgs)
      .values({ districtId, sourcedId: org.sourcedId, name: org.name, type: org.type, siteId })
      .onConflictDoUpdate({
        target: [rosterOrgs.districtId, rosterOrgs.sourcedId],
        set: { name: org.name, type: org.type, siteId, updatedAt: sql`now()` },
      });
  }
  const orgRows = await tx
    .select({ sourcedId: rosterOrgs.sourcedId, siteId: rosterOrgs.siteId })
    .from(rosterOrgs)
    .where(eq(rosterOrgs.districtId, districtId));
  const orgSite = new Map(orgRows.map((o) => [o.sourcedId, o.siteId]));

  // Users: people by sourcedId.
  const userMode = modes['users.csv'] === 'delta' ? 'delta' : 'bulk';
  const seen = new Set<string>();
  const incoming: (MappedPerson & { siteId: string | null })[] = [];
  const listed = new Set<string>();
  for (const [i, row] of (files.get('users.csv') ?? []).entries()) {
    if (row.sourcedId?.trim()) listed.add(row.sourcedId.trim());
    const mapped = mapUserRow(row, userMode);
    if (!mapped.ok) {
      fail('users.csv', i, row.sourcedId ?? '', mapped.message);
      continue;
    }
    if ('skip' in mapped) {
      report.people.skipped += 1;
      continue;
    }
    const { person } = mapped;
    if (seen.has(person.sisId)) {
      fail('users.csv', i, person.sisId, M.duplicateSourcedId(person.sisId));
      continue;
    }
    seen.add(person.sisId);
    const unknown = person.orgSourcedIds.find((id) => !orgSite.has(id));
    if (unknown) {
      fail('users.csv', i, person.sisId, M.unknownOrg(unknown));
      continue;
    }
    const siteId = person.orgSourcedIds.map((id) => orgSite.get(id)).find((s) => s) ?? null;
    incoming.push({ ...person, siteId });
  }

  const existing = new Map<string, typeof people.$inferSelect>();
  for (let i = 0; i < incoming.length; i += CHUNK) {
    const ids = incoming.slice(i, i + CHUNK).map((p) => p.sisId);
    const rows = await tx
      .select()
      .from(people)
      .where(and(eq(people.districtId, districtId), inArray(people.sisId, ids)));
    for (const r of rows) existing.set(r.sisId!, r);
  }

  const toWrite: (typeof people.$inferInsert)[] = [];
  const newlyWithdrawn: string[] = [];
  for (const p of incoming) {
    const before = existing.get(p.sisId);
    if (before && isStale(p.modifiedAt, before.sourceModifiedAt)) {
      report.people.stale += 1;
      continue;
    }
    // A tobedeleted row keeps the names the portal has.
    const values = {
      districtId,
      sisId: p.sisId,
      firstName: p.firstName || before?.firstName || p.sisId,
      lastName: p.firstName ? p.lastName : (before?.lastName ?? ''),
      email: p.email ?? before?.email ?? null,
      role: p.role,
      grade: p.grade,
      siteId: p.siteId ?? before?.siteId ?? null,
      status: p.status,
      source: 'oneroster' as const,
      sourceModifiedAt: p.modifiedAt ?? before?.sourceModifiedAt ?? null,
      // When they left: kept while they stay withdrawn (the retention clock), cleared on return.
      withdrawnAt: p.status === 'withdrawn' ? (before?.withdrawnAt ?? new Date()) : null,
    };
    if (!before) {
      report.people.created += 1;
      if (p.status === 'withdrawn') report.people.withdrawn += 1;
      toWrite.push(values);
      continue;
    }
    const same =
      before.firstName === values.firstName &&
      before.lastName === values.lastName &&
      before.email === values.email &&
      before.role === values.role &&
      before.grade === values.grade &&
      before.siteId === values.siteId &&
      before.status === values.status;
    if (same) {
      report.people.unchanged += 1;
      continue;
    }
    report.people.updated += 1;
    if (before.status === 'active' && values.status === 'withdrawn') {
      report.people.withdrawn += 1;
      newlyWithdrawn.push(before.id);
    }
    toWrite.push(values);
  }
  for (let i = 0; i < toWrite.length; i += CHUNK) {
    await tx
      .insert(people)
      .values(toWrite.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [people.districtId, people.sisId],
        targetWhere: isNotNull(people.sisId),
        set: {
          firstName: sql`excluded.first_name`,
          lastName: sql`excluded.last_name`,
          email: sql`excluded.email`,
          role: sql`excluded.role`,
          grade: sql`excluded.grade`,
          siteId: sql`excluded.site_id`,
          status: sql`excluded.status`,
          source: sql`excluded.source`,
          sourceModifiedAt: sql`excluded.source_modified_at`,
          withdrawnAt: sql`case when excluded.status = 'withdrawn' then coalesce(${people.withdrawnAt}, excluded.withdrawn_at) end`,
          updatedAt: sql`now()`,
        },
      });
  }

  // A bulk users file is the whole roster: the district's rostered people it no longer lists left
  // (a listed row with an error is left as it was).
  if (userMode === 'bulk') {
    const gone = await tx
      .update(people)
      .set({ status: 'withdrawn', withdrawnAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(people.districtId, districtId),
          eq(people.source, 'oneroster'),
          eq(people.status, 'active'),
          isNotNull(people.sisId),
          sql`not (${people.sisId} = any(${sql.param([...listed])}::text[]))`,
        ),
      )
      .returning({ id: people.id });
    report.people.withdrawn += gone.length;
    newlyWithdrawn.push(...gone.map((g) => g.id));
  }

  // Accounts link by email (a person already linked keeps theirs).
  const linked = await tx.execute(sql`
    update people p set user_id = u.id, updated_at = now()
    from users u
    where p.district_id = ${districtId} and p.user_id is null and p.email is not null
      and u.district_id = ${districtId} and lower(u.email) = p.email
    returning p.id`);
  report.linked = linked.rows.length;

  report.recoveryTasks = await openRecoveryTasks(tx, districtId, newlyWithdrawn, opts.actorId);
  report.errorCount = errors.length;
  report.errors = errors.slice(0, ONEROSTER_REPORT_MAX_ERRORS);
  return report;
}

/**
 * A withdrawn student who still holds devices: one recovery task per student for the site's
 * technician (who most recently visited the site), due in a week.
 */
async function openRecoveryTasks(tx: Tx, districtId: string, personIds: string[], actorId: string | null) {
  if (personIds.length === 0) return 0;
  const held = await tx
    .select({
      personId: people.id,
      firstName: people.firstName,
      lastName: people.lastName,
      siteId: people.siteId,
      siteName: sites.name,
      assetTag: assets.assetTag,
    })
    .from(assets)
    .innerJoin(people, eq(people.id, assets.personId))
    .leftJoin(sites, eq(sites.id, people.siteId))
    .where(
      and(
        eq(assets.districtId, districtId),
        inArray(assets.personId, personIds),
        eq(people.role, 'student'),
        isNotNull(assets.assignedTo),
      ),
    );
  const byPerson = new Map<
    string,
    { name: string; siteId: string | null; siteName: string; tags: string[] }
  >();
  for (const h of held) {
    const entry = byPerson.get(h.personId) ?? {
      name: nameOf(h),
      siteId: h.siteId,
      siteName: h.siteName ?? '',
      tags: [],
    };
    entry.tags.push(h.assetTag);
    byPerson.set(h.personId, entry);
  }
  for (const p of byPerson.values()) {
    const tags = p.tags.join(', ');
    await tx.insert(tasks).values({
      districtId,
      title: PEOPLE_MESSAGES.recoveryTitle(p.name, tags).slice(0, 200),
      description: PEOPLE_MESSAGES.recoveryDescription(p.name, p.siteName, tags),
      priority: 'high',
      category: 'hardware',
      assignedTo: p.siteId ? await siteTechnician(tx, districtId, p.siteId) : null,
      dueDate: todayPlus(7),
      createdBy: actorId,
    });
  }
  return byPerson.size;
}

/** The site's technician: the active technician of its most recent visit, if any. */
async function siteTechnician(tx: Tx, districtId: string, siteId: string): Promise<string | null> {
  const [v] = await tx
    .select({ id: users.id })
    .from(visits)
    .innerJoin(users, eq(users.id, visits.technicianId))
    .where(and(eq(visits.districtId, districtId), eq(visits.siteId, siteId), eq(users.isActive, true)))
    .orderBy(sql`${visits.scheduledStart} desc`)
    .limit(1);
  return v?.id ?? null;
}
