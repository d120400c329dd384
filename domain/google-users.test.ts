import { describe, expect, it } from 'vitest';
import {
  fullNameOf,
  type GoogleUser,
  googleEmailsSummary,
  isUnder,
  matchGoogleUsers,
  normalizedName,
  type RosterPerson,
  sisIdsOf,
} from './google-users.ts';

const person = (
  id: string,
  firstName: string,
  lastName: string,
  sisId: string | null = null,
  email: string | null = null,
): RosterPerson => ({
  id,
  firstName,
  lastName,
  sisId,
  email,
});
const user = (primaryEmail: string, fullName: string, sis?: string, orgUnitPath = '/'): GoogleUser => ({
  primaryEmail,
  name: { fullName },
  orgUnitPath,
  ...(sis ? { externalIds: [{ value: sis, type: 'organization' }] } : {}),
});

describe('Google users as a source of emails', () => {
  it('compares names without case, accents or extra spaces', () => {
    expect(normalizedName('  José   GARCÍA ')).toBe('jose garcia');
    expect(fullNameOf({ primaryEmail: 'a@x', name: { givenName: 'Ana', familyName: 'Ruiz' } })).toBe(
      'ana ruiz',
    );
  });

  it('reads SIS ids from organization external ids only', () => {
    expect(
      sisIdsOf({
        primaryEmail: 'a@x',
        externalIds: [
          { value: 'S1', type: 'organization' },
          { value: 'L1', type: 'login_id' },
          { value: 'C1', type: 'custom', customType: 'sis' },
          { value: ' ', type: 'organization' },
        ],
      }),
    ).toEqual(['S1']);
  });

  it('matches by the SIS id first, even when the name differs', () => {
    const r = matchGoogleUsers(
      [person('p1', 'Maria', 'Lopez', 'S1')],
      [user('MLopez@d.org', 'Mary Lopez-Diaz', 'S1')],
    );
    expect(r.emails).toEqual([{ personId: 'p1', email: 'mlopez@d.org', by: 'externalId' }]);
    expect(r.unmatched).toEqual([]);
  });

  it('matches by a full name only when one person and one user carry it', () => {
    const r = matchGoogleUsers(
      [
        person('p1', 'Ana', 'Ruiz'),
        person('p2', 'Sam', 'Lee'),
        person('p3', 'Sam', 'Lee'),
        person('p4', 'Kim', 'Poe'),
      ],
      [
        user('ana@d.org', 'ANA  Ruíz'),
        user('sam@d.org', 'Sam Lee'),
        user('kim1@d.org', 'Kim Poe'),
        user('kim2@d.org', 'Kim Poe'),
      ],
    );
    expect(r.emails).toEqual([{ personId: 'p1', email: 'ana@d.org', by: 'name' }]);
    // Two Sam Lees, and two Google users named Kim Poe: nobody guessed.
    expect(r.ambiguous).toBe(3);
  });

  it('keeps an existing email and never gives an address twice', () => {
    const r = matchGoogleUsers(
      [
        person('p1', 'Ana', 'Ruiz', 'S1', 'ana.old@d.org'),
        person('p2', 'Bo', 'Ng', null, 'bo@d.org'),
        person('p3', 'Bo', 'Ng2'),
      ],
      [user('ana@d.org', 'Ana Ruiz', 'S1'), user('bo@d.org', 'Bo Ng2')],
    );
    expect(r.emails).toEqual([]);
    expect(r.unmatched).toEqual([]);
  });

  it('leaves a SIS id claimed by two users alone', () => {
    const r = matchGoogleUsers(
      [person('p1', 'Ana', 'Ruiz', 'S1')],
      [user('a1@d.org', 'Ana Ruiz', 'S1'), user('a2@d.org', 'Ana Ruiz', 'S1')],
    );
    expect(r.emails).toEqual([]);
    expect(r.ambiguous).toBe(1);
  });

  it('lists the users who match nobody (new staff candidates)', () => {
    const r = matchGoogleUsers(
      [person('p1', 'Ana', 'Ruiz')],
      [user('new@d.org', 'New Teacher', undefined, '/Staff/North')],
    );
    expect(r.unmatched.map((u) => u.primaryEmail)).toEqual(['new@d.org']);
    expect(isUnder('/Staff/North', '/Staff')).toBe(true);
    expect(isUnder('/Staffing', '/Staff')).toBe(false);
    expect(isUnder('/Staff', '')).toBe(false);
  });

  it('says what the step did', () => {
    expect(googleEmailsSummary({ users: 1200, byExternalId: 3, byName: 1, ambiguous: 2, created: 0 })).toBe(
      '1,200 Google users read, 3 emails filled by SIS id, 1 by name, 2 left alone (two matches).',
    );
  });
});
