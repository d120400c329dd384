import type pg from 'pg';
import { inTransaction } from './transaction.ts';

/**
 * Fills a district with `technicians` technicians, six schools, 500 tickets and `visits` visits
 * spread over the twelve weeks around today (one technician's visits never overlap), in a few
 * statements (generate_series).
 */
export async function seedVisits(
  pool: pg.Pool,
  opts: { districtId: string; technicians: number; visits: number },
): Promise<void> {
  await inTransaction(pool, async (client) => {
    const d = opts.districtId;
    await client.query(
      `insert into users (email, first_name, last_name, role, district_id)
       select 'bench-tech-' || g || '@' || $1::text || '.example', 'Tech', 'Number ' || g, 'technician'::user_role, $1::uuid
       from generate_series(1, $2::int) g`,
      [d, opts.technicians],
    );
    await client.query(
      `insert into sites (district_id, name, address)
       select $1::uuid, 'Bench School ' || g, g || ' Main Street' from generate_series(1, 6) g
       on conflict do nothing`,
      [d],
    );
    await client.query(
      `insert into tickets (district_id, number, ticket_number, title, description)
       select $1::uuid, 900000 + g, 'VIS-' || g, 'Visit ticket ' || g, 'Needs a technician on site'
       from generate_series(1, 500) g`,
      [d],
    );
    // Visit g: technician g % n, its (g / n)-th slot of 8 hours from six weeks ago (about 420 a week).
    await client.query(
      `with techs as (select id, row_number() over (order by email) - 1 as k from users
                      where district_id = $1::uuid and role = 'technician'),
            ts as (select id, row_number() over (order by number) - 1 as k from tickets where district_id = $1::uuid),
            ss as (select id, row_number() over (order by name) - 1 as k from sites where district_id = $1::uuid)
       insert into visits (district_id, ticket_id, technician_id, site_id, scheduled_start, scheduled_end,
                           duration_minutes, priority, status)
       select $1::uuid, ts.id, techs.id, ss.id,
              date_trunc('hour', now()) - interval '6 weeks' + ((g / $2::int) * interval '8 hours'),
              date_trunc('hour', now()) - interval '6 weeks' + ((g / $2::int) * interval '8 hours') + interval '1 hour',
              60,
              (array['emergency','high','medium','low'])[1 + g % 4]::visit_priority,
              (array['scheduled','completed','en_route','delayed','cancelled'])[1 + g % 5]::visit_status
       from generate_series(0, $3::int - 1) g
       join techs on techs.k = g % $2::int
       join ts on ts.k = g % 500
       join ss on ss.k = g % 6`,
      [d, opts.technicians, opts.visits],
    );
  });
}
