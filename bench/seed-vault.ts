import type pg from 'pg';

/**
 * `entries` vault entries in one district, as the list reads them. The sealed columns hold
 * random text of a sealed value's length: the list never opens a secret.
 */
export async function seedVault(pool: pg.Pool, districtId: string, entries: number): Promise<void> {
  await pool.query(
    `insert into vault_entries (district_id, title, username, url, category, department, access_level,
       password_sealed, strength, password_fingerprint, expiry_date, last_accessed_at)
     select $1, 'System ' || g, 'admin' || g, 'https://system' || g || '.example.org',
            (array['Student Information System','Network Infrastructure','Email & Collaboration',
                   'Learning Management','Facilities & Security','Human Resources'])[1 + g % 6],
            (array['IT Administration','IT Infrastructure','Curriculum & Instruction','Facilities',
                   'Business Office'])[1 + g % 5],
            (array['admin','department','public'])[1 + g % 3]::vault_access_level,
            'v1:' || md5(random()::text) || md5(random()::text),
            (array['weak','medium','strong'])[1 + g % 3]::password_strength,
            md5((g % 1500)::text),
            case when g % 7 = 0 then current_date + (g % 60 - 20) end,
            case when g % 4 = 0 then now() - (g % 10) * interval '1 day' end
     from generate_series(1, $2) g`,
    [districtId, entries],
  );
}
