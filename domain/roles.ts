import { z } from 'zod';

export const ROLES = ['provider_admin', 'district_admin', 'technician', 'viewer', 'requester'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const ROLE_LABELS: Record<Role, string> = {
  provider_admin: 'Five Star Administrator',
  district_admin: 'District Administrator',
  technician: 'Technician',
  viewer: 'View Only',
  requester: 'Staff & Students',
};

/** Roles that may change district data (tickets, assets, tasks...). Viewers only read. */
export const EDITOR_ROLES: readonly Role[] = ['provider_admin', 'district_admin', 'technician'];

export function canEdit(role: Role): boolean {
  return EDITOR_ROLES.includes(role);
}
