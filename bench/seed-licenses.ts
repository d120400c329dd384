import type pg from 'pg';
import { inTransaction } from './transaction.ts';

/**
 * Fills a district with `licenses` generated licenses and `assignments` seats spread over its
 * per-seat ones, in a few statements (generate_series), keeping each license's seat counter equal
 * to its assignments. Statuses, categories and seat models vary as a real district's do.
 */
export async function seedLicenses(
  pool: pg.Pool,
  opts: { districtId: string; licenses: number; assignments: number },
): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query(
      `insert into licenses (district_id, name, vendor, category, seat_model, license_count, seat_tracking,
                             seats_used_manual, cost, cost_per_seat, purchase_date, renewal_date, auto_renew,
                             contract_number, notes, contact_email, admin_url, cancelled_at)
       select $1,
              (array['GoGuardian Admin','Securly Filter','Lightspeed Classroom','Jamf School','Mosyle Manager',
                     'Microsoft 365 A3','Gaggle Safety','Incident IQ','Sophos Intercept X','Adobe Creative Cloud'])[1 + g % 10]
                || ' ' || g,
              (array['GoGuardian','Securly','Lightspeed Systems','Jamf','Mosyle','Microsoft','Gaggle','Incident IQ','Sophos','Adobe'])[1 + g % 10],
              (array['Content Filtering','Content Filtering','Classroom Management','Mobile Device Management',
                     'Mobile Device Management','Productivity','Student Safety','Asset Management','Endpoint Security',
                     'Productivity'])[1 + g % 10]::license_category,
              (case when g % 10 in (1, 7) then 'site' when g % 23 = 0 then 'unlimited'
                    when g % 10 in (3, 4, 8) then 'per_device' else 'per_user' end)::license_seat_model,
              case when g % 10 in (1, 7) or g % 23 = 0 then 0 else 60 + g % 140 end,
              (case when g % 5 = 0 then 'manual' else 'assignments' end)::license_seat_tracking,
              case when g % 5 = 0 then g % 120 end,
              (500 + (g * 37) % 20000)::numeric(12, 2),
              case when g % 2 = 0 then (3 + g % 40)::numeric(12, 2) end,
              current_date - 300 + g % 200,
              current_date - 30 + (g * 13) % 500,
              g % 3 = 0,
              'PO-' || lpad(g::text, 6, '0'),
              case when g % 4 = 0 then 'Renewal quote requested from the vendor.' else '' end,
              'renewals' || g % 50 || '@vendor.example',
              'https://admin.vendor' || g % 50 || '.example',
              case when g % 97 = 0 then now() - interval '30 days' end
       from generate_series(1, $2::int) g`,
      [opts.districtId, opts.licenses],
    );
    // Seats go round-robin to the per-seat licenses, never past a license's seat count.
    await client.query(
      `with seat_licenses as (
         select id, seat_model, license_count, row_number() over (order by id) - 1 as n, count(*) over () as total
         from licenses where district_id = $1 and seat_model in ('per_user', 'per_device') and cancelled_at is null
       ), seats as (
         select g, l.id as license_id, l.seat_model, l.license_count, g / l.total as slot
         from generate_series(0, $2::int - 1) g
         join seat_licenses l on l.n = g % l.total
       )
       insert into license_assignments (district_id, license_id, kind, name, email, detail, assigned_by_name, assigned_at)
       select $1, license_id,
              (case when seat_model = 'per_device' then 'device' else 'person' end)::license_assignee_kind,
              case when seat_model = 'per_device' then 'Student Chromebook' else 'Teacher ' || g end,
              case when seat_model = 'per_device' then null else 'teacher' || g || '@bench.k12.example' end,
              case when seat_model = 'per_device' then 'BENCH-CB-' || lpad(g::text, 6, '0') else '' end,
              'Bench', now() - make_interval(mins => g)
       from seats where slot < license_count`,
      [opts.districtId, opts.assignments],
    );
    await client.query(
      `update licenses l set assigned_seats = a.n
       from (select license_id, count(*)::int as n from license_assignments where district_id = $1 group by license_id) a
       where l.id = a.license_id`,
      [opts.districtId],
    );
  });
}
