import { describe, expect, it } from 'vitest';
import {
  groupFieldsOf,
  groupPatchOf,
  pageOf,
  parseScimFilter,
  roleFromGroups,
  roleOfGroup,
  SCIM_MAX_COUNT,
  scimBoolean,
  userFieldsOf,
  userPatchOf,
} from './scim.ts';

const ops = (...Operations: unknown[]) => ({
  schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
  Operations,
});

describe('parseScimFilter', () => {
  it('reads the eq filters identity providers send', () => {
    expect(parseScimFilter('userName eq "ana@x.org"')).toEqual({ attribute: 'userName', value: 'ana@x.org' });
    expect(parseScimFilter('USERNAME Eq "a"')).toEqual({ attribute: 'userName', value: 'a' });
    expect(parseScimFilter('externalId eq "00u1"')).toEqual({ attribute: 'externalId', value: '00u1' });
    expect(parseScimFilter('emails.value eq "a@b.c"')).toEqual({ attribute: 'email', value: 'a@b.c' });
    expect(parseScimFilter('emails[type eq "work"].value eq "a@b.c"')).toEqual({
      attribute: 'email',
      value: 'a@b.c',
    });
    expect(parseScimFilter('displayName eq "Staff & Students"')).toEqual({
      attribute: 'displayName',
      value: 'Staff & Students',
    });
    expect(parseScimFilter('urn:ietf:params:scim:schemas:core:2.0:User:userName eq "a"')).toEqual({
      attribute: 'userName',
      value: 'a',
    });
    expect(parseScimFilter('userName eq "quote \\" inside"')).toEqual({
      attribute: 'userName',
      value: 'quote " inside',
    });
  });

  it('refuses every other form', () => {
    for (const f of [
      '',
      'userName',
      'userName eq',
      'userName eq a',
      'userName co "a"',
      'userName sw "a"',
      'title eq "a"',
      'userName eq "a" and active eq true',
      'emails[type eq "home"].value eq "a"',
      'userName eq true',
    ])
      expect(parseScimFilter(f), f).toBeNull();
  });
});

describe('pageOf', () => {
  it('turns startIndex and count into offset and limit', () => {
    expect(pageOf({})).toEqual({ offset: 0, limit: SCIM_MAX_COUNT });
    expect(pageOf({ startIndex: 1, count: 1 })).toEqual({ offset: 0, limit: 1 });
    expect(pageOf({ startIndex: 0, count: -5 })).toEqual({ offset: 0, limit: 0 });
    expect(pageOf({ startIndex: 11, count: 10_000 })).toEqual({ offset: 10, limit: SCIM_MAX_COUNT });
  });
});

describe('users', () => {
  it('reads booleans as Entra ID sends them', () => {
    expect(scimBoolean(false)).toBe(false);
    expect(scimBoolean('False')).toBe(false);
    expect(scimBoolean('TRUE')).toBe(true);
    expect(scimBoolean('no')).toBeNull();
    expect(scimBoolean(0)).toBeNull();
  });

  it('takes the primary or work email, and names from name, displayName or the address', () => {
    const r = userFieldsOf({
      userName: 'u@idp.example',
      emails: [
        { value: 'home@x.org', type: 'home' },
        { value: 'Work@X.org', type: 'work' },
      ],
      name: { givenName: 'Ana', familyName: 'Diaz' },
      externalId: 'e1',
    });
    expect(r).toEqual({
      ok: true,
      value: {
        userName: 'u@idp.example',
        email: 'work@x.org',
        firstName: 'Ana',
        lastName: 'Diaz',
        externalId: 'e1',
        active: true,
      },
    });
    const bare = userFieldsOf({ userName: 'bo.lee@x.org', displayName: 'Bo Lee', active: 'False' });
    expect(bare.ok && bare.value).toMatchObject({
      email: 'bo.lee@x.org',
      firstName: 'Bo',
      lastName: 'Lee',
      active: false,
    });
    const none = userFieldsOf({ userName: 'ana' });
    expect(none.ok).toBe(false);
    expect(userFieldsOf({}).ok).toBe(false);
    expect(userFieldsOf({ userName: `${'a'.repeat(300)}@x.org` }).ok).toBe(false);
  });

  it("normalises Okta's PATCH", () => {
    expect(userPatchOf(ops({ op: 'replace', value: { active: false } }))).toEqual({
      ok: true,
      value: { active: false },
    });
  });

  it("normalises Entra ID's PATCH", () => {
    const r = userPatchOf(
      ops(
        { op: 'Replace', path: 'active', value: 'False' },
        { op: 'Replace', path: 'name.givenName', value: 'Sandra' },
        { op: 'Replace', path: 'name.familyName', value: 'Nia' },
        { op: 'Add', path: 'emails[type eq "work"].value', value: 'S@X.org' },
        { op: 'Replace', path: 'externalId', value: 'ext' },
        {
          op: 'Replace',
          path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department',
          value: 'Math',
        },
        { op: 'Add', value: { userName: 'new@x.org', 'name.givenName': 'Sandy' } },
      ),
    );
    expect(r).toEqual({
      ok: true,
      value: {
        active: false,
        firstName: 'Sandy',
        lastName: 'Nia',
        email: 's@x.org',
        externalId: 'ext',
        userName: 'new@x.org',
      },
    });
    expect(userPatchOf(ops({ op: 'Remove', path: 'externalId' }))).toEqual({
      ok: true,
      value: { externalId: null },
    });
  });

  it('refuses a PATCH that is not one', () => {
    expect(userPatchOf({}).ok).toBe(false);
    expect(userPatchOf(ops()).ok).toBe(false);
    expect(userPatchOf(ops({ op: 'move', path: 'active', value: true })).ok).toBe(false);
    expect(userPatchOf(ops({ op: 'replace', path: 'active', value: 'maybe' })).ok).toBe(false);
    expect(userPatchOf(ops({ op: 'replace', value: 'x' })).ok).toBe(false);
    const r = userPatchOf(ops({ op: 'replace', path: 'emails.value', value: 'not-an-email' }));
    expect(!r.ok && r.error).toMatchObject({ status: '400', scimType: 'invalidValue' });
  });
});

describe('groups', () => {
  it('adds, removes (also by filter path) and replaces members', () => {
    expect(
      groupPatchOf(
        ops(
          { op: 'Add', path: 'members', value: [{ value: 'a' }, { value: 'b' }] },
          { op: 'Remove', path: 'members[value eq "c"]' },
          { op: 'remove', path: 'members', value: [{ value: 'd' }] },
        ),
      ),
    ).toEqual({ ok: true, value: { addMembers: ['a', 'b'], removeMembers: ['c', 'd'] } });
    expect(groupPatchOf(ops({ op: 'replace', path: 'members', value: [{ value: 'x' }] }))).toEqual({
      ok: true,
      value: { replaceMembers: ['x'], addMembers: [], removeMembers: [] },
    });
    expect(groupPatchOf(ops({ op: 'remove', path: 'members' }))).toEqual({
      ok: true,
      value: { replaceMembers: [], addMembers: [], removeMembers: [] },
    });
    expect(groupPatchOf(ops({ op: 'Replace', value: { id: 'g', displayName: 'Technicians' } }))).toEqual({
      ok: true,
      value: { displayName: 'Technicians', addMembers: [], removeMembers: [] },
    });
    expect(groupPatchOf(ops({ op: 'add', value: { members: [{ value: 'm' }] } }))).toEqual({
      ok: true,
      value: { addMembers: ['m'], removeMembers: [] },
    });
  });

  it('refuses what it cannot apply', () => {
    expect(groupPatchOf(ops({ op: 'add', path: 'members[value eq "x"]', value: 'y' })).ok).toBe(false);
    expect(groupPatchOf(ops({ op: 'add', path: 'members', value: [{}] })).ok).toBe(false);
    expect(groupPatchOf(ops({ op: 'replace', path: 'owner', value: 'x' })).ok).toBe(false);
    expect(groupPatchOf(ops({ op: 'replace', path: 'displayName', value: '' })).ok).toBe(false);
    expect(groupFieldsOf({ members: [] }).ok).toBe(false);
    expect(groupFieldsOf({ displayName: 'X', members: [{ value: 'a' }] })).toEqual({
      ok: true,
      value: { displayName: 'X', externalId: null, members: ['a'] },
    });
  });

  it('maps role names to roles, any case, singular or plural', () => {
    expect(roleOfGroup('Administrators')).toBe('district_admin');
    expect(roleOfGroup('district administrator')).toBe('district_admin');
    expect(roleOfGroup('TECHNICIANS')).toBe('technician');
    expect(roleOfGroup('View Only')).toBe('viewer');
    expect(roleOfGroup('Viewers')).toBe('viewer');
    expect(roleOfGroup('Staff & Students')).toBe('requester');
    expect(roleOfGroup('Staff and Students')).toBe('requester');
    expect(roleOfGroup('Requesters')).toBe('requester');
    expect(roleOfGroup('Five Star Administrator')).toBeNull();
    expect(roleOfGroup('Math teachers')).toBeNull();
  });

  it('gives the highest role of the groups, else the default', () => {
    expect(roleFromGroups(['viewer', 'technician', null], 'requester')).toBe('technician');
    expect(roleFromGroups(['requester', 'district_admin'], 'viewer')).toBe('district_admin');
    expect(roleFromGroups([null], 'viewer')).toBe('viewer');
    expect(roleFromGroups([], 'requester')).toBe('requester');
    expect(roleFromGroups(['provider_admin'], 'requester')).toBe('requester');
  });
});
