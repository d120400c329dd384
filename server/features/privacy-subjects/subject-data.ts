import { type SQL, sql } from 'drizzle-orm';
import type { ExportKindKey } from '../../../domain/subject-access.ts';
import type { Db } from '../../db/client.ts';
import { BEARER_SECRETS, SEALED } from '../bulk-operations/index.ts';

type Row = Record<string, unknown>;

/** No row has this id: stands in for a person without an account (or an account without a record). */
const NONE = '00000000-0000-0000-0000-000000000000';

/** Who a request is about, resolved in their district. */
export interface SubjectIds {
  districtId: string;
  personId: string | null;
  userId: string | null;
  /** Full names and emails (lower-cased) naming them in free text and audit entries. */
  identifiers: string[];
  /** Full names (lower-cased): device history names its holders by name. */
  fullNames: string[];
}

/** Columns never exported besides the secrets: derived search columns. */
const DERIVED: Record<string, readonly string[]> = { tickets: ['search'], assets: ['search_text'] };

/** A row without its secrets (BEARER_SECRETS, SEALED of district-tables.ts) and derived columns. */
function withoutSecrets(table: string, row: Row): Row {
  const drop = [
    ...(BEARER_SECRETS.columns[table] ?? []),
    ...(SEALED[table] ?? []),
    ...(DERIVED[table] ?? []),
  ];
  if (drop.length === 0) return row;
  return Object.fromEntries(Object.entries(row).filter(([k]) => !drop.includes(k)));
}

async function rowsOf(db: Pick<Db, 'execute'>, table: string, query: SQL): Promise<Row[]> {
  const result = await db.execute<{ rows: Row[] | null }>(
    sql`select coalesce(json_agg(t), '[]'::json) as rows from (${query}) t`,
  );
  return (result.rows[0]?.rows ?? []).map((r) => withoutSecrets(table, r));
}

const textArray = (values: string[]) => sql`${`{${values.map((v) => JSON.stringify(v)).join(',')}}`}::text[]`;

/** Audit entries of the district by the person or naming them (target, labels, before/after). */
export function auditWhere(s: SubjectIds): SQL {
  const words = [...s.identifiers, ...[s.personId, s.userId].filter((v): v is string => !!v)];
  return sql`district_id = ${s.districtId} and (actor_id = ${s.userId ?? NONE} or exists (
    select 1 from unnest(${textArray(words)}) w
    where position(w in lower(coalesce(target, '') || ' ' || actor_label || ' ' || coalesce(before::text, '') || ' ' || coalesce(after::text, ''))) > 0))`;
}

/** Device history lines naming the person as the holder. */
export const historyWhere = (s: SubjectIds): SQL =>
  sql`district_id = ${s.districtId} and lower(assignee) = any(${textArray(s.fullNames)})`;

/**
 * Every row the portal holds about the person, by kind of EXPORT_KINDS (see
 * docs/product.md#a-persons-data). Rows of the person's district only; every column as stored,
 * never a secret.
 */
export async function subjectRows(
  db: Pick<Db, 'execute'>,
  s: SubjectIds,
): Promise<Record<ExportKindKey, Row[]>> {
  const d = s.districtId;
  const pid = s.personId ?? NONE;
  const uid = s.userId ?? NONE;
  const [
    account,
    person,
    sessions,
    tickets,
    comments,
    devices,
    deviceHistory,
    damageReports,
    charges,
    insurance,
    feeWaivers,
    conversations,
    messages,
    audit,
  ] = await Promise.all([
    rowsOf(db, 'users', sql`select * from users where id = ${uid} and district_id = ${d}`),
    rowsOf(db, 'people', sql`select * from people where id = ${pid} and district_id = ${d}`),
    // Never the token's hash.
    rowsOf(
      db,
      'sessions',
      sql`select id, user_id, created_at, last_seen_at, expires_at, user_agent, ip_address
          from sessions where user_id = ${uid} order by created_at`,
    ),
    rowsOf(
      db,
      'tickets',
      sql`select * from tickets where district_id = ${d} and requester_id = ${uid} order by created_at`,
    ),
    rowsOf(
      db,
      'ticket_activity',
      sql`select * from ticket_activity where district_id = ${d} and actor_id = ${uid} and kind = 'comment' order by created_at`,
    ),
    rowsOf(
      db,
      'assets',
      sql`select * from assets where district_id = ${d} and (person_id = ${pid} or assigned_user_id = ${uid}) order by asset_tag`,
    ),
    rowsOf(
      db,
      'asset_history',
      sql`select * from asset_history where ${historyWhere(s)} order by created_at`,
    ),
    rowsOf(
      db,
      'damage_reports',
      sql`select * from damage_reports where district_id = ${d} and person_id = ${pid} order by occurred_at`,
    ),
    rowsOf(
      db,
      'charges',
      sql`select * from charges where district_id = ${d} and person_id = ${pid} order by created_at`,
    ),
    rowsOf(
      db,
      'insurance_enrollments',
      sql`select * from insurance_enrollments where district_id = ${d} and person_id = ${pid} order by school_year`,
    ),
    rowsOf(db, 'fee_waivers', sql`select * from fee_waivers where district_id = ${d} and person_id = ${pid}`),
    rowsOf(
      db,
      'sparky_conversations',
      sql`select * from sparky_conversations where district_id = ${d} and user_id = ${uid} order by created_at`,
    ),
    rowsOf(
      db,
      'sparky_messages',
      sql`select m.* from sparky_messages m join sparky_conversations c on c.id = m.conversation_id
          where c.district_id = ${d} and c.user_id = ${uid} order by m.created_at`,
    ),
    rowsOf(db, 'audit_log', sql`select * from audit_log where ${auditWhere(s)} order by at`),
  ]);
  return {
    account,
    person,
    sessions,
    tickets,
    comments,
    devices,
    device_history: deviceHistory,
    damage_reports: damageReports,
    charges,
    insurance,
    fee_waivers: feeWaivers,
    sparky_conversations: conversations,
    sparky_messages: messages,
    audit_entries: audit,
  };
}
