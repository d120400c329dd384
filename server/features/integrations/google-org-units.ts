import { and, asc, eq, sql } from 'drizzle-orm';
import {
  GOOGLE_MESSAGES as M,
  type OrgUnitTree,
  ouSiteMapping,
  type SaveOuSites,
} from '../../../domain/google-workspace.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db, Tx } from '../../db/client.ts';
import { googleOrgUnits, integrationConnections, sites } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { optionsOf } from './connections.ts';

/**
 * The org unit → site table (see docs/product.md#google-workspace): the tree the last sync stored,
 * each unit's site and where it comes from; saving the chosen sites recomputes the stored units'
 * sites at once (no call to Google), so the next plan or dry run uses them.
 */

const sitesOf = (db: Db | Tx, districtId: string) =>
  db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(eq(sites.districtId, districtId))
    .orderBy(asc(sites.name));

/** Recomputes every stored unit's site from the chosen table, the sites' names and the parents. */
export async function remapOrgUnits(tx: Db | Tx, districtId: string, chosen: Record<string, string | null>) {
  const units = await tx
    .select({ orgUnitPath: googleOrgUnits.orgUnitPath, name: googleOrgUnits.name })
    .from(googleOrgUnits)
    .where(eq(googleOrgUnits.districtId, districtId));
  if (units.length === 0) return;
  const mapping = ouSiteMapping(units, await sitesOf(tx, districtId), chosen);
  const rows = units.map((u) => ({ p: u.orgUnitPath, s: mapping.get(u.orgUnitPath)?.siteId ?? null }));
  await tx.execute(sql`
    update google_org_units o set site_id = r.s, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(p text, s uuid)
    where o.district_id = ${districtId} and o.org_unit_path = r.p and o.site_id is distinct from r.s`);
}

export async function orgUnitTree(db: Db, districtId: string): Promise<OrgUnitTree> {
  const [connection] = await db
    .select({ options: integrationConnections.options })
    .from(integrationConnections)
    .where(and(eq(integrationConnections.districtId, districtId), eq(integrationConnections.name, 'google')));
  const chosen = optionsOf('google', connection ?? null).ouSites;
  const units = await db
    .select({
      orgUnitPath: googleOrgUnits.orgUnitPath,
      name: googleOrgUnits.name,
      devices: googleOrgUnits.devices,
      updatedAt: googleOrgUnits.updatedAt,
    })
    .from(googleOrgUnits)
    .where(eq(googleOrgUnits.districtId, districtId))
    .orderBy(asc(googleOrgUnits.orgUnitPath));
  const siteList = await sitesOf(db, districtId);
  const siteName = new Map(siteList.map((s) => [s.id, s.name]));
  const mapping = ouSiteMapping(units, siteList, chosen);
  const readAt = units.reduce<Date | null>((max, u) => (!max || u.updatedAt > max ? u.updatedAt : max), null);
  return {
    units: units
      // The tree's order: a unit right after its parent ("/A", "/A/B", "/A B").
      .sort((a, b) => (a.orgUnitPath === '/' ? -1 : b.orgUnitPath === '/' ? 1 : treeOrder(a, b)))
      .map((u) => {
        const m = mapping.get(u.orgUnitPath) ?? { siteId: null, source: 'none' as const };
        const siteId = m.siteId && siteName.has(m.siteId) ? m.siteId : null;
        return {
          orgUnitPath: u.orgUnitPath,
          name: u.name,
          devices: u.devices,
          siteId,
          siteName: siteId ? siteName.get(siteId)! : null,
          source: m.source === 'chosen' || siteId ? m.source : 'none',
          ...(Object.hasOwn(chosen, u.orgUnitPath) ? { chosen: chosen[u.orgUnitPath] ?? null } : {}),
        };
      }),
    sites: siteList,
    readAt: readAt?.toISOString() ?? null,
  };
}

function treeOrder(a: { orgUnitPath: string }, b: { orgUnitPath: string }) {
  const x = a.orgUnitPath.toLowerCase().split('/');
  const y = b.orgUnitPath.toLowerCase().split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  return x.length - y.length;
}

/**
 * Saves the chosen sites into the connector's options (the whole table: a unit left out goes back
 * to its name or parent) and recomputes the stored units' sites in the same transaction.
 */
export async function saveOuSites(
  db: Db,
  bus: EventBus,
  identity: Identity,
  districtId: string,
  input: SaveOuSites,
): Promise<OrgUnitTree> {
  const own = new Set((await sitesOf(db, districtId)).map((s) => s.id));
  for (const siteId of Object.values(input.ouSites))
    if (siteId !== null && !own.has(siteId)) throw badRequest(M.siteInvalid);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ options: integrationConnections.options })
      .from(integrationConnections)
      .where(
        and(eq(integrationConnections.districtId, districtId), eq(integrationConnections.name, 'google')),
      )
      .for('update');
    const options = { ...optionsOf('google', row ?? null), ouSites: input.ouSites };
    await tx
      .insert(integrationConnections)
      .values({ districtId, name: 'google', enabled: false, options })
      .onConflictDoUpdate({
        target: [integrationConnections.districtId, integrationConnections.name],
        set: { options, updatedAt: sql`now()` },
      });
    await remapOrgUnits(tx, districtId, input.ouSites);
    await recordAudit(tx, identity, {
      action: 'integration.saved',
      districtId,
      target: 'Google Workspace',
      after: { ouSites: input.ouSites },
    });
  });
  await bus.publish({ type: 'integration_changed', districtId, data: { name: 'google' } });
  return orgUnitTree(db, districtId);
}
