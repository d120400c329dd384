import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { CSV_ESCAPE_NEEDED } from '../../../domain/csv.ts';
import { INTEGRATION_MESSAGES as M } from '../../../domain/integration-settings.ts';
import {
  REPORTING_COLUMNS,
  REPORTING_MESSAGES,
  REPORTING_TOKEN_PREFIX,
  type ReportingDataset,
  type ReportingPage,
  type ReportingQuery,
  type ReportingToken,
} from '../../../domain/reporting.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { integrationConnections, reportingTokens, reportingTokenUses } from '../../db/schema/index.ts';
import { forbidden, notFound, unauthorized } from '../../lib/http-errors.ts';

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');

/**
 * Each dataset's rows of one district, changed after `since` (to the millisecond, as the feed
 * answers times), oldest change first (stable pages).
 */
const QUERIES: Record<ReportingDataset, string> = {
  tickets: `select t.id, t.ticket_number as "ticketNumber", t.title, t.status, t.priority, t.category,
      nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as assignee,
      t.created_at as "createdAt", t.updated_at as "updatedAt", t.resolved_at as "resolvedAt"
    from tickets t left join users u on u.id = t.assignee_id
    where t.district_id = $1 and ($2::timestamptz is null or date_trunc('milliseconds', t.updated_at) > $2)
    order by t.updated_at, t.id limit $3 offset $4`,
  assets: `select a.id, a.asset_tag as "assetTag", a.name, a.category as type, a.status, a.location,
      a.assigned_to as "assignedTo", a.created_at as "createdAt", a.updated_at as "updatedAt"
    from assets a
    where a.district_id = $1 and ($2::timestamptz is null or date_trunc('milliseconds', a.updated_at) > $2)
    order by a.updated_at, a.id limit $3 offset $4`,
  licenses: `select l.id, l.name, l.vendor, l.category, l.license_count as "licenseCount",
      l.seats_used as "usedCount", l.cost::float8 as "annualCost", l.renewal_date::text as "renewalDate",
      l.created_at as "createdAt", l.updated_at as "updatedAt"
    from licenses l
    where l.district_id = $1 and ($2::timestamptz is null or date_trunc('milliseconds', l.updated_at) > $2)
    order by l.updated_at, l.id limit $3 offset $4`,
  visits: `select v.id,
      nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as technician,
      s.name as site, v.scheduled_start as "startsAt", v.scheduled_end as "endsAt", v.status,
      v.created_at as "createdAt", v.updated_at as "updatedAt"
    from visits v left join users u on u.id = v.technician_id left join sites s on s.id = v.site_id
    where v.district_id = $1 and ($2::timestamptz is null or date_trunc('milliseconds', v.updated_at) > $2)
    order by v.updated_at, v.id limit $3 offset $4`,
};

type Cell = string | number | boolean | null;
const cellOf = (v: unknown): Cell =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? v.toISOString()
      : typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string'
        ? v
        : String(v);

/** BrightGauge's read-only reporting feed of a district and its tokens (see docs/product.md#integrations). */
export function createReporting({
  db,
  pool,
}: {
  db: Db;
  pool: { query(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
}) {
  return {
    /** A new token: its value is answered once and kept only as a hash. */
    async create(actor: Identity, districtId: string, name: string): Promise<{ id: string; token: string }> {
      const token = `${REPORTING_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reportingTokens)
          .values({
            districtId,
            name,
            prefix: token.slice(0, 10),
            tokenHash: hashOf(token),
            createdById: actor.userId,
          })
          .returning({ id: reportingTokens.id });
        await recordAudit(tx, actor, { action: 'integration.token_created', districtId, target: name });
        return { id: row!.id, token };
      });
    },

    /** The district's live tokens, without values, with their use count. */
    async list(districtId: string): Promise<ReportingToken[]> {
      const rows = await db
        .select({
          id: reportingTokens.id,
          name: reportingTokens.name,
          prefix: reportingTokens.prefix,
          createdAt: reportingTokens.createdAt,
          lastUsedAt: reportingTokens.lastUsedAt,
          uses: sql<number>`(select count(*) from reporting_token_uses u where u.token_id = ${reportingTokens}.id)::int`,
        })
        .from(reportingTokens)
        .where(and(eq(reportingTokens.districtId, districtId), isNull(reportingTokens.revokedAt)))
        .orderBy(desc(reportingTokens.createdAt));
      return rows.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
      }));
    },

    /** Revokes a token of the district (another district's answers 404). */
    async revoke(actor: Identity, districtId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [done] = await tx
          .update(reportingTokens)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              eq(reportingTokens.id, id),
              eq(reportingTokens.districtId, districtId),
              isNull(reportingTokens.revokedAt),
            ),
          )
          .returning({ name: reportingTokens.name });
        if (!done) throw notFound(M.tokenNotFound);
        await recordAudit(tx, actor, { action: 'integration.token_revoked', districtId, target: done.name });
      });
    },

    /** One page of a dataset for the token's district; the use is logged. */
    async page(
      token: string | undefined,
      dataset: ReportingDataset,
      q: ReportingQuery,
      address: string,
    ): Promise<{ page: ReportingPage; csv: string | null }> {
      if (!token) throw unauthorized(REPORTING_MESSAGES.tokenMissing);
      const [t] = await db
        .select({
          id: reportingTokens.id,
          districtId: reportingTokens.districtId,
          enabled: integrationConnections.enabled,
        })
        .from(reportingTokens)
        .leftJoin(
          integrationConnections,
          and(
            eq(integrationConnections.districtId, reportingTokens.districtId),
            eq(integrationConnections.name, 'brightgauge'),
          ),
        )
        .where(and(eq(reportingTokens.tokenHash, hashOf(token)), isNull(reportingTokens.revokedAt)));
      if (!t) throw unauthorized(REPORTING_MESSAGES.tokenInvalid);
      if (!t.enabled) throw forbidden(REPORTING_MESSAGES.disabled);
      const { rows } = await pool.query(QUERIES[dataset], [
        t.districtId,
        q.updatedSince ?? null,
        q.pageSize + 1,
        (q.page - 1) * q.pageSize,
      ]);
      const items = rows
        .slice(0, q.pageSize)
        .map((r) => Object.fromEntries(REPORTING_COLUMNS[dataset].map((c) => [c, cellOf(r[c])])));
      await db.transaction(async (tx) => {
        await tx.insert(reportingTokenUses).values({
          districtId: t.districtId,
          tokenId: t.id,
          dataset,
          format: q.format,
          rows: items.length,
          address,
        });
        await tx.update(reportingTokens).set({ lastUsedAt: sql`now()` }).where(eq(reportingTokens.id, t.id));
        // BrightGauge's "sync" is its pull: the connector shows when it last read the feed.
        await tx
          .update(integrationConnections)
          .set({ lastSyncAt: sql`now()`, lastRunAt: sql`now()` })
          .where(
            and(
              eq(integrationConnections.districtId, t.districtId),
              eq(integrationConnections.name, 'brightgauge'),
            ),
          );
      });
      const page: ReportingPage = {
        dataset,
        page: q.page,
        pageSize: q.pageSize,
        hasMore: rows.length > q.pageSize,
        items,
      };
      const columns = REPORTING_COLUMNS[dataset];
      const csv =
        q.format === 'csv'
          ? Papa.unparse(
              { fields: [...columns], data: items.map((i) => columns.map((c) => i[c])) },
              { escapeFormulae: CSV_ESCAPE_NEEDED, newline: '\r\n' },
            )
          : null;
      return { page, csv };
    },
  };
}
