import { randomBytes } from 'node:crypto';
import type pg from 'pg';

/**
 * Fills the database with `districts` new districts and `tickets` tickets spread evenly over them,
 * with SQL generate_series. Ticket numbers, ticket_counters and district_stats agree with the rows,
 * as if every ticket had been created through the API (timelines and the activity log stay empty).
 *
 * For speed on a large fill, the tickets table's secondary indexes are dropped during the insert
 * and rebuilt from their own definitions afterwards.
 */
export async function seedTickets(
  pool: pg.Pool,
  opts: { districts: number; tickets: number },
): Promise<{ districtIds: string[]; codes: string[] }> {
  const batch = randomBytes(2).toString('hex').toUpperCase();
  const client = await pool.connect();
  try {
    const districts = await client.query<{ id: string; code: string }>(
      `insert into districts (name, code, service_level, location, estimated_users)
       select 'Ticket Bench District ' || $1 || '-' || g, 'TK' || $1 || lpad(g::text, 5, '0'),
              (array['ascend','altitude','apex'])[1 + g % 3]::service_level,
              'Town ' || g || ', ST', 50 + g % 400
       from generate_series(1, $2::int) g
       returning id, code`,
      [batch, opts.districts],
    );
    const ids = districts.rows.map((r) => r.id);
    const codes = districts.rows.map((r) => r.code);

    const indexes = await client.query<{ name: string; definition: string }>(
      `select i.relname as name, pg_get_indexdef(i.oid) as definition
       from pg_index x join pg_class i on i.oid = x.indexrelid
       where x.indrelid = 'tickets'::regclass and not x.indisprimary`,
    );
    const big = opts.tickets >= 100_000;
    if (big) for (const idx of indexes.rows) await client.query(`drop index if exists "${idx.name}"`);

    // Two statements in parallel (one per core), each a contiguous slice of g.
    const slices = big ? 2 : 1;
    const per = Math.ceil(opts.tickets / slices);
    await Promise.all(
      Array.from({ length: slices }, async (_, s) => {
        const from = s * per;
        const to = Math.min(opts.tickets, from + per) - 1;
        if (to < from) return;
        const c = s === 0 ? client : await pool.connect();
        try {
          await c.query(insertTickets, [ids, codes, from, to, opts.tickets]);
        } finally {
          if (c !== client) c.release();
        }
      }),
    );

    if (big) {
      await Promise.all(
        indexes.rows.map(async (idx) => {
          const c = await pool.connect();
          try {
            await c.query(idx.definition);
          } finally {
            c.release();
          }
        }),
      );
    }

    await client.query(
      `insert into ticket_counters (district_id, last_number)
       select district_id, max(number) from tickets where district_id = any($1::uuid[]) group by district_id
       on conflict (district_id) do update set last_number = excluded.last_number`,
      [ids],
    );
    await client.query(
      `insert into district_stats (district_id, tickets_total, tickets_open, tickets_in_progress, tickets_resolved,
                                   tickets_closed, tickets_critical)
       select district_id, count(*),
              count(*) filter (where status = 'open'),
              count(*) filter (where status = 'in_progress'),
              count(*) filter (where status = 'resolved'),
              count(*) filter (where status = 'closed'),
              count(*) filter (where priority = 'critical' and status in ('open', 'in_progress'))
       from tickets where district_id = any($1::uuid[]) group by district_id
       on conflict (district_id) do update set
         tickets_total = excluded.tickets_total, tickets_open = excluded.tickets_open,
         tickets_in_progress = excluded.tickets_in_progress, tickets_resolved = excluded.tickets_resolved,
         tickets_closed = excluded.tickets_closed, tickets_critical = excluded.tickets_critical, updated_at = now()`,
      [ids],
    );
    await client.query('analyze tickets');
    return { districtIds: ids, codes };
  } finally {
    client.release();
  }
}

// Ticket g (0-based) belongs to district g % D and is that district's number n = g / D + 1; newer
// tickets have higher numbers, one minute apart per district. Titles, priorities, statuses and
// categories vary inside every district (hashed from n and the district).
const insertTickets = `
  with d as (
    select id, code, ord - 1 as idx from unnest($1::uuid[], $2::text[]) with ordinality as t(id, code, ord)
  ),
  s as (
    select g, g / cardinality($1::uuid[]) + 1 as n, g % cardinality($1::uuid[]) as idx,
           abs(hashint4(g)::bigint) as h
    from generate_series($3::int, $4::int) g
  )
  insert into tickets (district_id, number, ticket_number, title, description, priority, status, category,
                       created_at, updated_at, resolved_at)
  select d.id,
         s.n,
         d.code || '-' || lpad(s.n::text, greatest(4, length(s.n::text)), '0'),
         (array['Projector not displaying','Chromebook will not charge','Wi-Fi drops in classroom',
                'Printer jams','Password reset for staff','Smartboard calibration','Install software in lab',
                'Email not syncing','Slow login to SIS','Network switch alarm'])[1 + s.h % 10] || ' #' || s.n,
         'Generated for the benchmark: ticket ' || s.n || ' reported by room ' || (100 + s.h % 60) || '.',
         (case when s.h / 10 % 20 = 0 then 'critical' when s.h / 10 % 20 < 5 then 'high'
               when s.h / 10 % 20 < 13 then 'medium' else 'low' end)::ticket_priority,
         (case when s.h / 200 % 20 < 6 then 'open' when s.h / 200 % 20 < 10 then 'in_progress'
               when s.h / 200 % 20 < 17 then 'resolved' else 'closed' end)::ticket_status,
         (array['general','hardware','software','network'])[1 + s.h / 4000 % 4]::ticket_category,
         now() - make_interval(mins => ($5::int - s.g) / cardinality($1::uuid[]) + 1),
         now() - make_interval(mins => ($5::int - s.g) / cardinality($1::uuid[]) + 1),
         case when s.h / 200 % 20 >= 10 then now() - make_interval(mins => ($5::int - s.g) / cardinality($1::uuid[])) end
  from s join d on d.idx = s.idx`;
