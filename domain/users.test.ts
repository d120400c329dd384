import { describe, expect, it } from 'vitest';
import { inviteUserSchema, roleFromText, STAFF_ROLES, updateUserSchema } from './users.ts';

describe('the requester role (Staff & Students)', () => {
  it('is read from the CSV words people use for it', () => {
    for (const cell of ['Staff & Students', 'staff and students', 'Requester', 'Student', 'teacher'])
      expect(roleFromText(cell), cell).toBe('requester');
    expect(roleFromText('View Only')).toBe('viewer');
    expect(roleFromText('Principal')).toBeNull();
  });

  it('may be given by every tier’s administrators, in invitations and role changes', () => {
    expect(STAFF_ROLES).toContain('requester');
    expect(inviteUserSchema.safeParse({ email: 'kid@school.example', role: 'requester' }).success).toBe(true);
    expect(updateUserSchema.safeParse({ role: 'requester' }).success).toBe(true);
    expect(updateUserSchema.safeParse({ role: 'provider_admin' }).success).toBe(false);
  });
});
