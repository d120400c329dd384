import type { ManagedUser } from '@domain/users';
import { describe, expect, it } from 'vitest';
import { invitableRows, invitationExpired, userActions } from './user-rules';

const base: ManagedUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Nia Tech',
  firstName: 'Nia',
  lastName: 'Tech',
  email: 'nia@school.example',
  role: 'technician',
  department: 'Elementary',
  status: 'active',
  districtId: '00000000-0000-4000-8000-0000000000aa',
  lastSignInAt: '2026-01-05T15:04:00.000Z',
  invitationExpiresAt: null,
  twoFactor: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const other = '00000000-0000-4000-8000-000000000099';

describe('userActions', () => {
  it('offers resend, revoke and a role change for an invitation', () => {
    expect(userActions({ ...base, status: 'invited' }, other)).toEqual(['resend', 'revoke', 'changeRole']);
  });
  it('offers role, reset link and deactivation for an active account, reactivation for a deactivated one', () => {
    expect(userActions(base, other)).toEqual(['changeRole', 'resetLink', 'deactivate']);
    expect(userActions({ ...base, status: 'deactivated' }, other)).toEqual(['reactivate']);
  });
  it('offers a sign-in link to Five Star administrators only, for active accounts', () => {
    expect(userActions(base, other, true)).toEqual(['changeRole', 'resetLink', 'signInLink', 'deactivate']);
    expect(userActions({ ...base, status: 'invited' }, other, true)).not.toContain('signInLink');
    expect(userActions({ ...base, status: 'deactivated' }, other, true)).toEqual(['reactivate']);
  });
  it('never offers to change one’s own role or to deactivate oneself', () => {
    expect(userActions(base, base.id)).toEqual(['resetLink']);
  });
});

describe('invitationExpired', () => {
  const now = new Date('2026-01-10T00:00:00.000Z');
  it('is true only for an invitation whose link has run out', () => {
    expect(
      invitationExpired({ status: 'invited', invitationExpiresAt: '2026-01-09T23:59:59.000Z' }, now),
    ).toBe(true);
    expect(
      invitationExpired({ status: 'invited', invitationExpiresAt: '2026-01-12T00:00:00.000Z' }, now),
    ).toBe(false);
    expect(
      invitationExpired({ status: 'active', invitationExpiresAt: '2026-01-01T00:00:00.000Z' }, now),
    ).toBe(false);
  });
});

describe('invitableRows', () => {
  it('counts the rows that are not refused', () => {
    const reasons = ['Enter a valid email address'];
    expect(invitableRows({ total: 6, rejected: [{ row: 3, email: 'x', reasons }] })).toBe(5);
    expect(invitableRows({ total: 1, rejected: [{ row: 2, email: 'x', reasons }] })).toBe(0);
  });
  it('is 0 for a file without rows', () => {
    expect(
      invitableRows({
        total: 0,
        rejected: [{ row: 1, email: '', reasons: ['The file has no rows under its header'] }],
      }),
    ).toBe(0);
  });
});
