import type pg from 'pg';
import { ACCESS_MESSAGES } from '../../../domain/access.ts';
import {
  type AnalyticsQuery,
  type AnalyticsScope,
  bucketFor,
  type DateRange,
  previousRange,
  rangeOf,
} from '../../../domain/analytics.ts';
import { DEFAULT_TIMEZONE } from '../../../domain/settings.ts';
import { localIsoDate } from '../../../domain/tasks.ts';
import { SERVICE_LEVEL_LABELS } from '../../../domain/tiers.ts';
import { isProviderWide } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';

/**
 * The districts and days a question covers. District users (and a provider admin in a district view)
 * get their own district: naming any other, alone or in a set, is 404. A provider admin outside a
 * view names one district, a set, a tier, or nothing (every active district).
 */
export async function resolveScope(
  pool: pg.Pool,
  identity: Identity,
  q: Omit<AnalyticsQuery, 'from' | 'to'> & { from?: string; to?: string },
): Promise<AnalyticsScope> {
  const base = async (districtIds: string[]) => {
    const timeZone = await sharedTimeZone(pool, districtIds);
    const range = { ...rangeOf(q, localIsoDate(new Date(), timeZone)), timeZone };
    return {
      range,
      previousRange: previousRange(range),
      bucket: bucketFor(range),
      generatedAt: new Date().toISOString(),
      districtIds,
    };
  };
  if (identity.districtId) {
    const own = identity.districtId;
    if (q.districtId && q.districtId !== own) throw notFound(ACCESS_MESSAGES.districtNotFound);
    if (q.districtIds?.some((id) => id !== own)) throw notFound(ACCESS_MESSAGES.districtNotFound);
    if (q.tier) throw forbidden(ACCESS_MESSAGES.role);
    return { ...(await base([own])), kind: 'district', label: identity.districtName ?? 'Your district' };
  }
  if (!isProviderWide(identity)) throw forbidden(ACCESS_MESSAGES.waiting);

  const ids = q.districtId ? [q.districtId] : q.districtIds;
  if (ids) {
    const { rows } = await pool.query<{ id: string; name: string }>(
      'select id, name from districts where id = any($1::uuid[]) order by name',
      [ids],
    );
    if (rows.length !== ids.length) throw notFound(ACCESS_MESSAGES.districtNotFound);
    if (q.districtId) return { ...(await base([rows[0]!.id])), kind: 'district', label: rows[0]!.name };
    const label = rows.length === 1 ? rows[0]!.name : `${rows.length} districts`;
    return { ...(await base(rows.map((r) => r.id))), kind: 'rollup', label };
  }
  const { rows } = await pool.query<{ id: string }>(
    `select id from districts where status <> 'inactive' and ($1::service_level is null or service_level = $1)`,
    [q.tier ?? null],
  );
  const label = q.tier
    ? `${SERVICE_LEVEL_LABELS[q.tier]} districts (${rows.length})`
    : `All districts (${rows.length})`;
  return { ...(await base(rows.map((r) => r.id))), kind: 'rollup', label };
}

/** The time zone every district of a set keeps (a district without settings keeps the default); else UTC. */
async function sharedTimeZone(pool: pg.Pool, ids: string[]): Promise<string> {
  if (ids.length === 0) return 'UTC';
  const { rows } = await pool.query<{ zones: string[] }>(
    `select array_agg(distinct coalesce(s.timezone, $2)) as zones
     from unnest($1::uuid[]) as d(id) left join district_settings s on s.district_id = d.id`,
    [ids, DEFAULT_TIMEZONE],
  );
  const zones = rows[0]?.zones ?? [];
  return zones.length === 1 ? zones[0]! : 'UTC';
}

/** One district over a given range, for work no request asks for (the monthly report). */
export async function districtScope(
  pool: pg.Pool,
  districtId: string,
  label: string,
  days: DateRange,
): Promise<AnalyticsScope> {
  const range = { ...days, timeZone: await sharedTimeZone(pool, [districtId]) };
  return {
    kind: 'district',
    districtIds: [districtId],
    label,
    range,
    previousRange: previousRange(range),
    bucket: bucketFor(range),
    generatedAt: new Date().toISOString(),
  };
}
