import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { inTransaction } from './transaction.ts';

/**
 * Fills a district with `assets` generated assets in one statement (generate_series) and adds them
 * to district_stats in the same transaction. Tags carry a random batch prefix, so calling it again
 * for the same district adds more instead of colliding.
 */
export async function seedAssets(pool: pg.Pool, opts: { districtId: string; assets: number }): Promise<void> {
  const batch = randomBytes(2).toString('hex').toUpperCase();
  await inTransaction(pool, async (client) => {
    const inserted = await client.query(
      `insert into assets (district_id, asset_tag, name, category, status, location, serial_number, manufacturer, model,
                           assigned_to, assigned_type, checked_out_on, created_at, updated_at)
       select $1,
              'BN' || $2 || '-' || lpad(g::text, 6, '0'),
              (array['Student Chromebook','Teacher laptop','Classroom iPad','Lab desktop','Core switch','Interactive projector','File server'])[1 + g % 7],
              (array['chromebook','laptop','tablet','desktop','network','projector','server'])[1 + g % 7],
              (case when g % 101 = 0 then 'lost' when g % 37 = 0 then 'retired' when g % 23 = 0 then 'maintenance' else 'active' end)::asset_status,
              (array['High School','Middle School','Lincoln Elementary','Washington Elementary','District Office'])[1 + g % 5]
                || ' - Room ' || (100 + g % 60),
              upper(substr(md5(g::text || $2), 1, 12)),
              (array['Lenovo','Dell','Apple','HP','Cisco','Epson','Dell'])[1 + g % 7],
              (array['300e Gen 4','Latitude 3440','iPad (9th generation)','OptiPlex 7010','Catalyst 9300','BrightLink 725Wi','PowerEdge R650'])[1 + g % 7],
              case when g % 9 = 0 then 'Teacher ' || (g % 400) end,
              case when g % 9 = 0 then 'person'::asset_assignee_type end,
              case when g % 9 = 0 then current_date - (g % 200) end,
              now() - make_interval(mins => g),
              now() - make_interval(mins => g)
       from generate_series(1, $3::int) g`,
      [opts.districtId, batch, opts.assets],
    );
    await client.query(
      `insert into district_stats (district_id, assets_total) values ($1, $2)
       on conflict (district_id) do update set assets_total = district_stats.assets_total + excluded.assets_total, updated_at = now()`,
      [opts.districtId, inserted.rowCount ?? 0],
    );
  });
}
