/**
 * Google Workspace's users as a second source of rostered people's emails (see
 * docs/product.md#google-workspace): a Google user is matched to a person by an external id of
 * type `organization` equal to the person's SIS id, else by the same full name when exactly one
 * person and one Google user carry it. Never a guess between two. Pure rules only.
 */

/** The fields of the Directory API's user resource the matching reads. */
export interface GoogleUser {
  primaryEmail: string;
  name?: { givenName?: string; familyName?: string; fullName?: string };
  externalIds?: { value?: string; type?: string; customType?: string }[];
  orgUnitPath?: string;
  suspended?: boolean;
}

/** A rostered person as the matching sees them. */
export interface RosterPerson {
  id: string;
  sisId: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
}

/** A name compared without case, accents or extra spaces ("  José  García " = "jose garcia"). */
export function normalizedName(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A Google user's full name: `name.fullName`, else given and family names. */
export function fullNameOf(u: GoogleUser): string {
  return normalizedName(u.name?.fullName || `${u.name?.givenName ?? ''} ${u.name?.familyName ?? ''}`);
}

/** The SIS ids a Google user carries: external ids of type `organization` (an employee or student id). */
export function sisIdsOf(u: GoogleUser): string[] {
  return (u.externalIds ?? [])
    .filter((x) => x.type === 'organization' && typeof x.value === 'string' && x.value.trim())
    .map((x) => x.value!.trim());
}

/** Whether an org unit path is `unit` or one of its sub-units. */
export function isUnder(path: string | undefined, unit: string): boolean {
  if (!unit || !path) return false;
  if (unit === '/') return true;
  return path === unit || path.startsWith(`${unit}/`);
}

export interface EmailMatch {
  personId: string;
  email: string;
  by: 'externalId' | 'name';
}

export interface UserMatching {
  /** People without an email who get one. */
  emails: EmailMatch[];
  /** People left alone because two Google users (or two people) share their SIS id or name. */
  ambiguous: number;
  /** Google users whose address nobody has and who matched nobody (candidates for new staff). */
  unmatched: GoogleUser[];
}

/**
 * Matches Google users to the district's people. Only people without an email are given one; an
 * address another person already has is never given again; a person already holding a Google
 * user's address counts that user as matched.
 */
export function matchGoogleUsers(people: RosterPerson[], users: GoogleUser[]): UserMatching {
  const taken = new Set(people.flatMap((p) => (p.email ? [p.email.toLowerCase()] : [])));
  const list = users
    .map((u) => ({ ...u, primaryEmail: u.primaryEmail?.trim().toLowerCase() ?? '' }))
    .filter((u) => u.primaryEmail.includes('@'));

  const bySis = new Map<string, RosterPerson>();
  const byName = new Map<string, RosterPerson[]>();
  for (const p of people) {
    if (p.sisId) bySis.set(p.sisId, p);
    const n = normalizedName(`${p.firstName} ${p.lastName}`);
    if (n) byName.set(n, [...(byName.get(n) ?? []), p]);
  }
  // How many Google users claim each SIS id and each name (two claims: no guess).
  const sisClaims = new Map<string, number>();
  const nameClaims = new Map<string, number>();
  for (const u of list) {
    for (const id of new Set(sisIdsOf(u))) sisClaims.set(id, (sisClaims.get(id) ?? 0) + 1);
    const n = fullNameOf(u);
    if (n) nameClaims.set(n, (nameClaims.get(n) ?? 0) + 1);
  }

  const emails: EmailMatch[] = [];
  const given = new Set<string>();
  const ambiguousPeople = new Set<string>();
  const unmatched: GoogleUser[] = [];
  const assign = (p: RosterPerson, u: (typeof list)[number], by: EmailMatch['by']) => {
    if (p.email || given.has(p.id) || taken.has(u.primaryEmail)) return;
    given.add(p.id);
    taken.add(u.primaryEmail);
    emails.push({ personId: p.id, email: u.primaryEmail, by });
  };

  const rest: typeof list = [];
  for (const u of list) {
    const ids = sisIdsOf(u).filter((id) => bySis.has(id));
    if (ids.length === 0) {
      rest.push(u);
      continue;
    }
    const clear = ids.filter((id) => sisClaims.get(id) === 1);
    const person = clear.length === 1 ? bySis.get(clear[0]!)! : undefined;
    if (!person) {
      for (const id of ids) {
        const p = bySis.get(id)!;
        if (!p.email) ambiguousPeople.add(p.id);
      }
      continue;
    }
    assign(person, u, 'externalId');
  }
  for (const u of rest) {
    const n = fullNameOf(u);
    const named = n ? (byName.get(n) ?? []) : [];
    if (named.some((p) => p.email?.toLowerCase() === u.primaryEmail)) continue;
    if (named.length === 0) {
      if (!taken.has(u.primaryEmail)) unmatched.push(u);
      continue;
    }
    if (named.length > 1 || nameClaims.get(n) !== 1) {
      for (const p of named) if (!p.email && !given.has(p.id)) ambiguousPeople.add(p.id);
      continue;
    }
    assign(named[0]!, u, 'name');
  }
  for (const id of given) ambiguousPeople.delete(id);
  return { emails, ambiguous: ambiguousPeople.size, unmatched };
}

/** The run's summary line of the emails step. */
export function googleEmailsSummary(r: {
  users: number;
  byExternalId: number;
  byName: number;
  ambiguous: number;
  created: number;
}): string {
  const parts = [
    `${r.users.toLocaleString('en-US')} Google ${r.users === 1 ? 'user' : 'users'} read`,
    `${r.byExternalId} ${r.byExternalId === 1 ? 'email' : 'emails'} filled by SIS id`,
    `${r.byName} by name`,
  ];
  if (r.ambiguous) parts.push(`${r.ambiguous} left alone (two matches)`);
  if (r.created) parts.push(`${r.created} staff added`);
  return `${parts.join(', ')}.`;
}
