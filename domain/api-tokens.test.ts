import { describe, expect, it } from 'vitest';
import {
  API_TOKEN_MESSAGES,
  bearerToken,
  dueForTouch,
  expiryLabel,
  isApiTokenShaped,
  isSessionOnlyPath,
  lowerRole,
  tokenEnded,
  tokenRefusal,
  tokenRolesFor,
} from './api-tokens.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('API token rules', () => {
  it('offers roles at or below the creator, never Staff & Students', () => {
    expect(tokenRolesFor('technician')).toEqual(['technician', 'viewer']);
    expect(tokenRolesFor('provider_admin')).toEqual([
      'provider_admin',
      'district_admin',
      'technician',
      'viewer',
    ]);
    expect(tokenRolesFor('requester')).toEqual([]);
  });

  it('takes the lower of two roles', () => {
    expect(lowerRole('district_admin', 'viewer')).toBe('viewer');
    expect(lowerRole('viewer', 'district_admin')).toBe('viewer');
    expect(lowerRole('technician', 'technician')).toBe('technician');
  });

  it('refuses a role above the creator, another district, and all districts below Five Star', () => {
    const tech = { role: 'technician' as const, districtId: A };
    expect(tokenRefusal(tech, { role: 'viewer', districtId: A })).toBeNull();
    expect(tokenRefusal(tech, { role: 'district_admin', districtId: A })).toBe(
      API_TOKEN_MESSAGES.roleTooHigh,
    );
    expect(tokenRefusal(tech, { role: 'viewer', districtId: B })).toBe(API_TOKEN_MESSAGES.districtOwn);
    expect(tokenRefusal({ role: 'requester', districtId: A }, { role: 'viewer', districtId: A })).toBe(
      API_TOKEN_MESSAGES.requesters,
    );
    const fiveStar = { role: 'provider_admin' as const, districtId: null };
    expect(tokenRefusal(fiveStar, { role: 'provider_admin', districtId: null })).toBeNull();
    expect(tokenRefusal(fiveStar, { role: 'technician', districtId: B })).toBeNull();
    expect(tokenRefusal(fiveStar, { role: 'viewer', districtId: null })).toBe(
      API_TOKEN_MESSAGES.allDistrictsRole,
    );
  });

  it('reads a bearer header', () => {
    expect(bearerToken('Bearer fsp_abc')).toBe('fsp_abc');
    expect(bearerToken('bearer   fsp_abc ')).toBe('fsp_abc');
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
    expect(isApiTokenShaped(`fsp_${'a'.repeat(43)}`)).toBe(true);
    expect(isApiTokenShaped(`fsp_${'a'.repeat(42)}`)).toBe(false);
    expect(isApiTokenShaped(`xyz_${'a'.repeat(43)}`)).toBe(false);
  });

  it("keeps tokens from their creator's sign-in, account and tokens, not from who-am-I", () => {
    expect(isSessionOnlyPath('/api/tokens')).toBe(true);
    expect(isSessionOnlyPath('/api/tokens/:id')).toBe(true);
    expect(isSessionOnlyPath('/api/account/password')).toBe(true);
    expect(isSessionOnlyPath('/api/auth/view')).toBe(true);
    expect(isSessionOnlyPath('/api/scim/tokens')).toBe(true);
    expect(isSessionOnlyPath('/api/auth/user')).toBe(false);
    expect(isSessionOnlyPath('/api/tasks')).toBe(false);
    expect(isSessionOnlyPath('/api/tokensmith')).toBe(false);
  });

  it('ends at revocation or expiry, and touches once a minute', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(tokenEnded({ revokedAt: null, expiresAt: null }, now)).toBe(false);
    expect(tokenEnded({ revokedAt: now, expiresAt: null }, now)).toBe(true);
    expect(tokenEnded({ revokedAt: null, expiresAt: now }, now)).toBe(true);
    expect(tokenEnded({ revokedAt: null, expiresAt: new Date('2026-03-02T00:00:00Z') }, now)).toBe(false);
    expect(dueForTouch(null, now)).toBe(true);
    expect(dueForTouch(new Date(now.getTime() - 59_000), now)).toBe(false);
    expect(dueForTouch(new Date(now.getTime() - 60_000), now)).toBe(true);
  });

  it('says when a token expires', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(expiryLabel(null, now)).toBe('Never expires');
    expect(expiryLabel('2026-03-01T11:00:00Z', now)).toBe('Expired');
    expect(expiryLabel('2026-03-01T18:00:00Z', now)).toBe('Expires within a day');
    expect(expiryLabel('2026-03-31T12:00:00Z', now)).toBe('Expires in 30 days');
  });
});
