import { describe, expect, it } from 'vitest';
import { ROSTER_NIGHTLY_HOUR_UTC, rosterFetchDue, rosterSourceInputSchema } from './roster-source.ts';

const at = (iso: string) => new Date(iso);
const hour = String(ROSTER_NIGHTLY_HOUR_UTC).padStart(2, '0');

describe('rosterFetchDue', () => {
  it('is due in the nightly hour when never fetched or not in the past 20 hours', () => {
    expect(rosterFetchDue(at(`2027-01-05T${hour}:00:00Z`), null)).toBe(true);
    expect(rosterFetchDue(at(`2027-01-05T${hour}:15:00Z`), at(`2027-01-04T${hour}:00:00Z`))).toBe(true);
  });
  it('is not due outside the nightly hour, nor twice in one night', () => {
    expect(rosterFetchDue(at('2027-01-05T15:00:00Z'), null)).toBe(false);
    expect(rosterFetchDue(at(`2027-01-05T${hour}:45:00Z`), at(`2027-01-05T${hour}:00:00Z`))).toBe(false);
    // "Fetch now" in the evening counts as that night's fetch (fewer than 20 hours before).
    expect(rosterFetchDue(at(`2027-01-05T${hour}:00:00Z`), at('2027-01-04T20:00:00Z'))).toBe(false);
  });
});

describe('the roster source input', () => {
  it('keeps the saved credential unless told, and trims a token', () => {
    const parsed = rosterSourceInputSchema.parse({ url: 'https://sis.example.com/r.zip' });
    expect(parsed).toMatchObject({ schedule: 'nightly', skipBadRows: false, credential: { type: 'keep' } });
    const bearer = rosterSourceInputSchema.parse({
      url: 'https://sis.example.com/r.zip',
      credential: { type: 'bearer', token: '  abc ' },
    });
    expect(bearer.credential).toEqual({ type: 'bearer', token: 'abc' });
  });
  it('refuses a user name with a colon (basic authentication cannot carry it)', () => {
    const res = rosterSourceInputSchema.safeParse({
      url: 'https://sis.example.com/r.zip',
      credential: { type: 'basic', username: 'a:b', password: 'x' },
    });
    expect(res.success).toBe(false);
  });
});
