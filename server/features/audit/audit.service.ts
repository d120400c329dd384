import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { z } from 'zod';
import type { AuditEntry, auditQuerySchema } from '../../../domain/admin.ts';
import { AUDIT_MESSAGES, auditActionLabel } from '../../../domain/audit.ts';
import { CSV_ESCAPE_NEEDED } from '../../../domain/csv.ts';
import { isProviderWide, resolveDistrict } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, districts } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';

type AuditQuery = z.output<typeof auditQuerySchema>;

const PAGE = 50;
/** The most rows one CSV export holds. */
const EXPORT_MAX = 10_000;

/** The audit log: read only. Entries are written by recordAudit in the acts' own transactions. */
export function createAuditService({ db }: { db: Db }) {
  /** The filters, with the district forced to the caller's own unless they are Five Star outside a view. */
  async function whereOf(actor: Identity, q: AuditQuery): Promise<SQL | undefined> {
    const districtId = isProviderWide(actor) ? q.districtId : resolveDistrict(actor, q.districtId);
    const parts: (SQL | undefined)[] = [
      districtId ? eq(auditLog.districtId, districtId) : undefined,
      q.action ? eq(auditLog.action, q.action) : undefined,
      q.actorId ? eq(auditLog.actorId, q.actorId) : undefined,
    ];
    if (q.cursor) {
      const [after] = await db
        .select({ at: auditLog.at, id: auditLog.id })
        .from(auditLog)
        .where(eq(auditLog.id, q.cursor));
      if (!after) throw badRequest(AUDIT_MESSAGES.cursor);
      parts.push(
        sql`(${auditLog.at}, ${auditLog.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`,
      );
    }
    return and(...parts);
  }

  async function select(where: SQL | undefined, limit: number) {
    return db
      .select({ entry: auditLog, districtName: districts.name })
      .from(auditLog)
      .leftJoin(districts, eq(districts.id, auditLog.districtId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit);
  }

  const toEntry = ({ entry: e, districtName }: Awaited<ReturnType<typeof select>>[number]): AuditEntry => ({
    id: e.id,
    at: e.at.toISOString(),
    actor: { id: e.actorId, name: e.actorLabel },
    districtId: e.districtId,
    districtName,
    action: e.action,
    target: e.target,
    before: e.before ?? null,
    after: e.after ?? null,
  });

  return {
    /** Newest first, a page at a time: the next page starts after `nextCursor`. */
    async page(actor: Identity, q: AuditQuery) {
      const limit = q.limit ?? PAGE;
      const rows = await select(await whereOf(actor, q), limit + 1);
      const entries = rows.slice(0, limit).map(toEntry);
      return { entries, nextCursor: rows.length > limit ? entries.at(-1)!.id : null };
    },

    /** The matching entries as CSV, newest first. */
    async exportCsv(actor: Identity, q: AuditQuery): Promise<{ csv: string; count: number }> {
      const entries = (await select(await whereOf(actor, { ...q, cursor: undefined }), EXPORT_MAX)).map(
        toEntry,
      );
      const json = (v: Record<string, unknown> | null) => (v ? JSON.stringify(v) : '');
      const csv = Papa.unparse(
        {
          fields: ['Time (UTC)', 'Actor', 'District', 'Action', 'Target', 'Before', 'After'],
          data: entries.map((e) => [
            e.at,
            e.actor.name,
            e.districtName ?? (e.districtId ? e.districtId : 'All districts'),
            auditActionLabel(e.action),
            e.target ?? '',
            json(e.before),
            json(e.after),
          ]),
        },
        { escapeFormulae: CSV_ESCAPE_NEEDED, newline: '\r\n' },
      );
      return { csv: `${csv}\r\n`, count: entries.length };
    },
  };
}
