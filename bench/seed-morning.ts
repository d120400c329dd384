import type pg from 'pg';
import { hashPassword } from '../server/auth/passwords.ts';
import { seedAssets } from './seed-assets.ts';
import { seedLicenses } from './seed-licenses.ts';
import { seedTickets } from './seed-tickets.ts';

/** The morning's provider (issue 38): 200 districts, 1,000,000 tickets, 200,000 assets, 2,000 users. */
export const MORNING = {
  districts: 200,
  tickets: 1_000_000,
  assetsPerDistrict: 1000,
  licensesPerDistrict: 12,
  usersPerDistrict: 10,
  /** Accounts of the sign-in storm, in a district of their own. */
  stormAccounts: 1000,
  password: 'Morning-bench-2026!',
} as const;

const MORNING_NAME = 'Morning District';
const STORM_CODE = 'STORM';

export const morningUserEmail = (district: number, n: number) => `staff${n}@morning${district}.bench`;
export const stormUserEmail = (n: number) => `teacher${n}@storm.bench`;

/**
 * Seeds the morning once (a second call finds it): tickets by generate_series (seed-tickets.ts),
 * then each district's assets and licenses, then its staff (two administrators, eight technicians)
 * with one password hash made at the stored cost; open tickets are shared among the technicians.
 */
export async function seedMorning(pool: pg.Pool): Promise<void> {
  const done = await pool.query('select 1 from districts where name = $1', [`${MORNING_NAME} 1`]);
  if (done.rowCount) return;
  const { districtIds } = await seedTickets(pool, { districts: MORNING.districts, tickets: MORNING.tickets });
  await pool.query(
    `update districts d set name = $2 || ' ' || t.ord
     from unnest($1::uuid[]) with ordinality as t(id, ord) where d.id = t.id`,
    [districtIds, MORNING_NAME],
  );
  for (const districtId of districtIds) {
    await seedAssets(pool, { districtId, assets: MORNING.assetsPerDistrict });
    await seedLicenses(pool, { districtId, licenses: MORNING.licensesPerDistrict, assignments: 60 });
  }
  const hash = await hashPassword(MORNING.password);
  await pool.query(
    `insert into users (email, first_name, last_name, role, district_id, password_hash)
     select 'staff' || n || '@morning' || t.ord || '.bench', 'Staff', n || '-' || t.ord,
            (case when n <= 2 then 'district_admin' else 'technician' end)::user_role, t.id, $2
     from unnest($1::uuid[]) with ordinality as t(id, ord), generate_series(1, $3::int) n`,
    [districtIds, hash, MORNING.usersPerDistrict],
  );
  await pool.query(
    `update tickets t set assignee_id = u.id
     from (select id, district_id, row_number() over (partition by district_id order by email) - 1 as k
           from users where role = 'technician' and district_id = any($1::uuid[])) u
     where t.district_id = u.district_id and t.status in ('open', 'in_progress')
       and abs(hashint4(t.number)) % $2 = u.k`,
    [districtIds, MORNING.usersPerDistrict - 2],
  );
  const storm = await pool.query<{ id: string }>(
    `insert into districts (name, code, service_level) values ('Storm Unified', $1, 'apex') returning id`,
    [STORM_CODE],
  );
  await pool.query(
    `insert into users (email, first_name, last_name, role, district_id, password_hash)
     select 'teacher' || n || '@storm.bench', 'Teacher', n::text, 'technician', $1, $2
     from generate_series(1, $3::int) n`,
    [storm.rows[0]!.id, hash, MORNING.stormAccounts],
  );
  await pool.query('analyze');
}

/** The morning's districts in order (1…200) with a handful of each one's ticket ids, tags and words. */
export async function morningDistricts(pool: pg.Pool) {
  const { rows } = await pool.query<{
    id: string;
    ord: number;
    tickets: string[];
    tags: string[];
  }>(
    `select d.id, substring(d.name from '\\d+$')::int as ord,
            (select array_agg(id) from (select id from tickets where district_id = d.id order by number desc limit 200) x) as tickets,
            (select array_agg(asset_tag) from (select asset_tag from assets where district_id = d.id limit 200) y) as tags
     from districts d where d.name like $1 order by 2`,
    [`${MORNING_NAME} %`],
  );
  return rows;
}
