import { describe, expect, it } from 'vitest';
import { resolveDistrict, visibleRow } from '../access/tenancy.ts';
import { actorLabel, type IdentityRow, toIdentity } from './identity.ts';

const row = (over: Partial<IdentityRow>): IdentityRow => ({
  userId: 'u',
  email: 'e',
  firstName: 'F',
  lastName: 'L',
  isDemo: false,
  role: 'provider_admin',
  ownDistrictId: null,
  ownDistrictName: null,
  ownServiceLevel: null,
  ownFeatures: null,
  viewDistrictId: null,
  viewDistrictName: null,
  viewServiceLevel: null,
  viewFeatures: null,
  ...over,
});

describe('effective identity', () => {
  it('a provider admin sees every district at apex', () => {
    expect(toIdentity(row({}), 'h')).toMatchObject({
      role: 'provider_admin',
      districtId: null,
      serviceLevel: 'apex',
      inDistrictView: false,
    });
  });
  it('a provider admin in a district view acts as that district’s admin at its tier', () => {
    const id = toIdentity(
      row({ viewDistrictId: 'd1', viewDistrictName: 'Benson', viewServiceLevel: 'ascend' }),
      'h',
    );
    expect(id).toMatchObject({
      role: 'district_admin',
      accountRole: 'provider_admin',
      districtId: 'd1',
      serviceLevel: 'ascend',
      inDistrictView: true,
    });
  });
  it('a view stored on a district user’s session is ignored', () => {
    const id = toIdentity(
      row({ role: 'district_admin', ownDistrictId: 'd2', ownServiceLevel: 'analysis', viewDistrictId: 'd1' }),
      'h',
    );
    expect(id).toMatchObject({
      role: 'district_admin',
      districtId: 'd2',
      serviceLevel: 'analysis',
      inDistrictView: false,
    });
  });
});

describe('resolveDistrict', () => {
  const admin = toIdentity(row({}), 'h');
  const districtUser = toIdentity(
    row({ role: 'technician', ownDistrictId: 'd2', ownServiceLevel: 'apex' }),
    'h',
  );
  const waiting = toIdentity(row({ role: 'viewer' }), 'h');
  it('uses the user’s own district; another one is not found', () => {
    expect(resolveDistrict(districtUser)).toBe('d2');
    expect(resolveDistrict(districtUser, 'd2')).toBe('d2');
    expect(() => resolveDistrict(districtUser, 'd1')).toThrow(expect.objectContaining({ statusCode: 404 }));
  });
  it('a provider admin names the district', () => {
    expect(resolveDistrict(admin, 'd9')).toBe('d9');
    expect(() => resolveDistrict(admin)).toThrow(expect.objectContaining({ statusCode: 404 }));
  });
  it('a user without a district is refused', () => {
    expect(() => resolveDistrict(waiting, 'd1')).toThrow(expect.objectContaining({ statusCode: 403 }));
  });
});

describe('visibleRow', () => {
  const districtUser = toIdentity(
    row({ role: 'technician', ownDistrictId: 'd2', ownServiceLevel: 'apex' }),
    'h',
  );
  const admin = toIdentity(row({}), 'h');
  const mine = { id: 'r1', districtId: 'd2' };
  it('returns a row of the caller’s district, and any row to a provider admin', () => {
    expect(visibleRow(districtUser, mine, 'Gone')).toBe(mine);
    expect(visibleRow(admin, { id: 'r2', districtId: 'd9' }, 'Gone')).toEqual({ id: 'r2', districtId: 'd9' });
  });
  it('answers a missing row and another district’s row alike: 404', () => {
    expect(() => visibleRow(districtUser, undefined, 'Gone')).toThrow(
      expect.objectContaining({ statusCode: 404, message: 'Gone' }),
    );
    expect(() => visibleRow(districtUser, { id: 'r3', districtId: 'd1' }, 'Gone')).toThrow(
      expect.objectContaining({ statusCode: 404, message: 'Gone' }),
    );
  });
  it('refuses a payload naming another district', () => {
    expect(() => visibleRow(districtUser, mine, 'Gone', 'd1')).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
    expect(visibleRow(districtUser, mine, 'Gone', 'd2')).toBe(mine);
  });
});

describe('actorLabel', () => {
  it('names a provider admin in a district view as themselves, acting as district admin', () => {
    const inView = toIdentity(
      row({ firstName: 'Ana', lastName: 'Diaz', viewDistrictId: 'd1', viewDistrictName: 'Benson' }),
      'h',
    );
    expect(actorLabel(inView)).toBe('Ana Diaz (Five Star) as district admin');
    expect(actorLabel(toIdentity(row({ firstName: 'Ana', lastName: 'Diaz' }), 'h'))).toBe('Ana Diaz');
  });
});
