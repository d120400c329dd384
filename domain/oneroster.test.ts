import { describe, expect, it } from 'vitest';
import {
  isStale,
  ONEROSTER_MESSAGES as M,
  mapOrgRow,
  mapUserRow,
  personRoleOf,
  readManifest,
} from './oneroster.ts';
import { splitPossessive } from './people.ts';

const user = (cells: Record<string, string>) => ({
  sourcedId: 's1',
  status: '',
  dateLastModified: '',
  enabledUser: 'true',
  orgSourcedIds: 'hs1,ms1',
  role: 'student',
  username: 'maria.lopez',
  givenName: 'Maria',
  familyName: 'Lopez',
  email: 'Maria.Lopez@Example.org',
  grades: '09,10',
  ...cells,
});

describe('the manifest', () => {
  it('reads each file’s mode, absent when unlisted', () => {
    const m = readManifest([
      { propertyName: 'oneroster.version', value: '1.1' },
      { propertyName: 'file.users', value: 'DELTA' },
      { propertyName: 'file.orgs', value: 'bulk' },
    ]);
    expect(m.errors).toEqual([]);
    expect(m.modes).toMatchObject({ 'users.csv': 'delta', 'orgs.csv': 'bulk', 'classes.csv': 'absent' });
  });

  it('names a wrong version and a wrong mode', () => {
    const m = readManifest([
      { propertyName: 'oneroster.version', value: '1.0' },
      { propertyName: 'file.users', value: 'full' },
    ]);
    expect(m.errors).toEqual([M.wrongVersion('1.0'), M.badMode('users', 'full')]);
  });
});

describe('a users.csv row', () => {
  it('becomes a person: email lower-cased, first grade, orgs in order', () => {
    const r = mapUserRow(user({}), 'bulk');
    expect(r).toEqual({
      ok: true,
      person: {
        sisId: 's1',
        firstName: 'Maria',
        lastName: 'Lopez',
        email: 'maria.lopez@example.org',
        role: 'student',
        grade: '09',
        orgSourcedIds: ['hs1', 'ms1'],
        status: 'active',
        modifiedAt: null,
      },
    });
  });

  it('maps roles; guardians are skipped; an unknown role is an error', () => {
    expect(personRoleOf('administrator')).toBe('staff');
    expect(personRoleOf('aide')).toBe('staff');
    expect(personRoleOf('Teacher')).toBe('teacher');
    expect(mapUserRow(user({ role: 'parent' }), 'bulk')).toEqual({ ok: true, skip: true });
    expect(mapUserRow(user({ role: 'janitor' }), 'bulk')).toEqual({
      ok: false,
      message: M.badRole('janitor'),
    });
  });

  it('is withdrawn when tobedeleted or disabled', () => {
    const deleted = mapUserRow(
      user({ status: 'tobedeleted', dateLastModified: '2026-10-01T00:00:00Z', givenName: '' }),
      'delta',
    );
    expect(deleted).toMatchObject({ ok: true, person: { status: 'withdrawn' } });
    expect(mapUserRow(user({ enabledUser: 'false' }), 'bulk')).toMatchObject({
      person: { status: 'withdrawn' },
    });
  });

  it('needs status and dateLastModified in a delta, and well-formed ones anywhere', () => {
    expect(mapUserRow(user({}), 'delta')).toEqual({ ok: false, message: M.deltaNeedsStatus });
    expect(mapUserRow(user({ status: 'maybe' }), 'bulk')).toEqual({
      ok: false,
      message: M.badStatus('maybe'),
    });
    expect(mapUserRow(user({ dateLastModified: '10/01/2026' }), 'bulk')).toEqual({
      ok: false,
      message: M.badDate('10/01/2026'),
    });
    expect(mapUserRow(user({ email: 'nope' }), 'bulk')).toEqual({ ok: false, message: M.badEmail('nope') });
    expect(mapUserRow(user({ givenName: ' ' }), 'bulk')).toEqual({ ok: false, message: M.nameRequired });
    expect(mapUserRow(user({ sourcedId: '' }), 'bulk')).toEqual({ ok: false, message: M.sourcedIdRequired });
  });

  it('takes the username as the email when there is none and it is an address', () => {
    expect(mapUserRow(user({ email: '', username: 'Dev@X.org' }), 'bulk')).toMatchObject({
      person: { email: 'dev@x.org' },
    });
    expect(mapUserRow(user({ email: '', username: 'dev' }), 'bulk')).toMatchObject({
      person: { email: null },
    });
  });

  it('an older delta row is stale', () => {
    expect(isStale(new Date('2026-01-01'), new Date('2026-02-01'))).toBe(true);
    expect(isStale(new Date('2026-02-01'), new Date('2026-02-01'))).toBe(false);
    expect(isStale(null, new Date('2026-02-01'))).toBe(false);
  });
});

describe('an orgs.csv row', () => {
  it('is a school, a district or an error', () => {
    expect(mapOrgRow({ sourcedId: 'hs1', name: 'Lincoln High', type: 'school' }, 'bulk')).toMatchObject({
      ok: true,
      org: { sourcedId: 'hs1', name: 'Lincoln High', type: 'school', deleted: false },
    });
    expect(mapOrgRow({ sourcedId: 'x', name: 'X', type: 'campus' }, 'bulk')).toEqual({
      ok: false,
      message: M.badOrgType('campus'),
    });
  });
});

describe('a possessive search', () => {
  it('splits whose from what', () => {
    expect(splitPossessive("Maria Lopez's Chromebook")).toEqual({
      holder: 'Maria Lopez',
      rest: 'Chromebook',
    });
    expect(splitPossessive('James’ iPad')).toEqual({ holder: 'James', rest: 'iPad' });
    expect(splitPossessive("maria's")).toEqual({ holder: 'maria', rest: '' });
    expect(splitPossessive('Chromebook 311')).toBeNull();
  });
});
