import { sql } from 'drizzle-orm';
import { type GoogleUser, isUnder, matchGoogleUsers } from '../../../domain/google-users.ts';
import type { GoogleOptions } from '../../../domain/google-workspace.ts';
import type { Db } from '../../db/client.ts';
import type { GoogleClient } from './google-client.ts';

export interface GoogleEmailsResult {
  users: number;
  byExternalId: number;
  byName: number;
  ambiguous: number;
  created: number;
}

/** Rows per statement. */
const CHUNK = 1000;

/**
 * The Google users list as a second source of people's emails (see
 * docs/product.md#google-workspace): every user is read, page after page; rostered people without
 * an email get their Google address (by SIS id, else by a unique full name); with the option on,
 * users of the staff org unit who match nobody become staff people. A portal account with the
 * address is linked to its person, as the roster import does.
 */
export async function fillEmailsFromGoogle(
  db: Db,
  districtId: string,
  client: GoogleClient,
  options: GoogleOptions,
): Promise<GoogleEmailsResult> {
  const users: GoogleUser[] = [];
  let pageToken: string | undefined;
  do {
    const page = await client.usersPage(pageToken);
    users.push(...(page?.users ?? []));
    pageToken = page?.nextPageToken || undefined;
  } while (pageToken);

  const people = await db.execute<{
    id: string;
    sis_id: string | null;
    first_name: string;
    last_name: string;
    email: string | null;
  }>(sql`select id, sis_id, first_name, last_name, email from people where district_id = ${districtId}`);
  const matching = matchGoogleUsers(
    people.rows.map((p) => ({
      id: p.id,
      sisId: p.sis_id,
      firstName: p.first_name,
      lastName: p.last_name,
      email: p.email,
    })),
    users,
  );
  const staff =
    options.createStaffFromGoogle && options.staffOrgUnit
      ? matching.unmatched.filter((u) => !u.suspended && isUnder(u.orgUnitPath, options.staffOrgUnit))
      : [];

  let created = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < matching.emails.length; i += CHUNK) {
      const part = matching.emails.slice(i, i + CHUNK).map((m) => ({ id: m.personId, e: m.email }));
      // Only a person still without one, and only an address nobody of the district has meanwhile.
      await tx.execute(sql`
        update people p set email = r.e, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as r(id uuid, e text)
        where p.id = r.id and p.district_id = ${districtId} and p.email is null
          and not exists (select 1 from people q where q.district_id = ${districtId} and q.email = r.e)`);
    }
    for (let i = 0; i < staff.length; i += CHUNK) {
      const part = staff.slice(i, i + CHUNK).map((u) => ({
        f: (u.name?.givenName || u.name?.fullName || u.primaryEmail.split('@')[0]!).slice(0, 100),
        l: (u.name?.givenName ? (u.name?.familyName ?? '') : '').slice(0, 100),
        e: u.primaryEmail.trim().toLowerCase().slice(0, 254),
      }));
      const made = await tx.execute(sql`
        insert into people (district_id, first_name, last_name, email, role, source)
        select ${districtId}, r.f, r.l, r.e, 'staff', 'google'
        from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as r(f text, l text, e text)
        where not exists (select 1 from people q where q.district_id = ${districtId} and q.email = r.e)`);
      created += made.rowCount ?? 0;
    }
    if (matching.emails.length || created)
      await tx.execute(sql`
        update people p set user_id = u.id, updated_at = now()
        from users u
        where p.district_id = ${districtId} and p.user_id is null and p.email is not null
          and u.district_id = ${districtId} and lower(u.email) = p.email`);
  });
  return {
    users: users.length,
    byExternalId: matching.emails.filter((m) => m.by === 'externalId').length,
    byName: matching.emails.filter((m) => m.by === 'name').length,
    ambiguous: matching.ambiguous,
    created,
  };
}
