import { describe, expect, it } from 'vitest';
import { bucketBySchoolYear, isPastSupport, schoolYearOf, studentsPerDevice } from './fleet.ts';

describe('school years end June 30', () => {
  it('puts July to June in one year', () => {
    expect(schoolYearOf('2026-07-01')).toBe('2026-27');
    expect(schoolYearOf('2027-03-01')).toBe('2026-27');
    expect(schoolYearOf('2027-06-30')).toBe('2026-27');
    expect(schoolYearOf('2027-07-01')).toBe('2027-28');
    expect(schoolYearOf('2099-12-31')).toBe('2099-00');
  });

  it('is past support from the day after its last update day', () => {
    expect(isPastSupport('2026-06-30', '2026-06-30')).toBe(false);
    expect(isPastSupport('2026-06-29', '2026-06-30')).toBe(true);
  });
});

describe('the cliff by school year', () => {
  it('counts devices and prices them per model, past support on its own', () => {
    const costs = new Map([['G8', 25_000]]);
    const out = bucketBySchoolYear(
      [
        { supportEndsOn: '2027-06-30', model: 'G8', devices: 3 },
        { supportEndsOn: '2025-01-01', model: 'G8', devices: 2 },
        { supportEndsOn: '2026-09-01', model: 'Unpriced', devices: 4 },
      ],
      costs,
      '2026-03-01',
    );
    expect(out.years).toEqual([
      { schoolYear: '2024-25', devices: 2, pastSupport: 2, replacementCost: 500 },
      { schoolYear: '2026-27', devices: 7, pastSupport: 0, replacementCost: 750 },
    ]);
    expect(out.pastSupport).toEqual({ devices: 2, replacementCost: 500 });
  });

  it('says students per working device to one decimal, none without a working device', () => {
    expect(studentsPerDevice(5, 2)).toBe(2.5);
    expect(studentsPerDevice(10, 3)).toBe(3.3);
    expect(studentsPerDevice(4, 0)).toBeNull();
  });
});
