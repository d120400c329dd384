import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDistrictSchema, deriveDistrictCode, filterDistricts } from './districts.ts';

describe('deriveDistrictCode', () => {
  it('keeps the meaningful words of the name', () => {
    expect(deriveDistrictCode('Benson Unified School District')).toBe('BENSON');
    expect(deriveDistrictCode('Mountain View Schools')).toBe('MOUNTAINVIEW');
    expect(deriveDistrictCode('St. Mary’s ISD')).toBe('STMARYS');
    expect(deriveDistrictCode('School District')).toBe('SCHOOLDISTRICT');
  });

  it('always gives 2 to 16 capital letters or digits', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(deriveDistrictCode(name)).toMatch(/^[A-Z0-9X]{2,16}$/);
      }),
    );
  });
});

describe('create district payload', () => {
  const base = { districtName: 'A', adminName: 'B', adminEmail: 'b@example.org', serviceLevel: 'apex' };
  it('reads the estimate as text or number, and allows none', () => {
    expect(createDistrictSchema.parse({ ...base, estimatedUsers: ' 120 ' }).estimatedUsers).toBe(120);
    expect(createDistrictSchema.parse({ ...base, estimatedUsers: 7 }).estimatedUsers).toBe(7);
    expect(createDistrictSchema.parse({ ...base, estimatedUsers: '' }).estimatedUsers).toBeNull();
    expect(createDistrictSchema.safeParse({ ...base, estimatedUsers: '1.5' }).success).toBe(false);
  });

  it('upper-cases a given code and checks its shape', () => {
    expect(createDistrictSchema.parse({ ...base, code: 'oak1' }).code).toBe('OAK1');
    expect(createDistrictSchema.safeParse({ ...base, code: 'oak-1' }).success).toBe(false);
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.anything(), (v) => void createDistrictSchema.safeParse(v)));
  });
});

describe('filterDistricts', () => {
  const list = [
    {
      name: 'Benson Unified',
      code: 'BENSON',
      location: 'Benson, AZ',
      status: 'active' as const,
      serviceLevel: 'altitude' as const,
    },
    {
      name: 'Riverside',
      code: 'RIVER',
      location: null,
      status: 'inactive' as const,
      serviceLevel: 'analysis' as const,
    },
  ];
  it('searches name, code and location and applies both filters', () => {
    expect(filterDistricts(list, { search: 'az', status: 'all', serviceLevel: 'all' })).toHaveLength(1);
    expect(filterDistricts(list, { search: 'river', status: 'all', serviceLevel: 'all' })[0]!.code).toBe(
      'RIVER',
    );
    expect(filterDistricts(list, { search: '', status: 'inactive', serviceLevel: 'all' })).toHaveLength(1);
    expect(filterDistricts(list, { search: '', status: 'all', serviceLevel: 'apex' })).toHaveLength(0);
    expect(filterDistricts(list, { search: '  ', status: 'all', serviceLevel: 'all' })).toHaveLength(2);
  });
});
