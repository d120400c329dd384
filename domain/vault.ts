// The password vault's vocabulary (see docs/product.md#password-vault).

export const VAULT_CATEGORIES = [
  'Student Information System',
  'Network Infrastructure',
  'Email & Collaboration',
  'Learning Management',
  'Facilities & Security',
  'Human Resources',
] as const;
export type VaultCategory = (typeof VAULT_CATEGORIES)[number];

export const VAULT_DEPARTMENTS = [
  'IT Administration',
  'IT Infrastructure',
  'Curriculum & Instruction',
  'Facilities',
  'Business Office',
] as const;

/** Who may see an entry: district administrators only, its department, or every staff member. */
export const VAULT_ACCESS_LEVELS = ['admin', 'department', 'public'] as const;
export type VaultAccessLevel = (typeof VAULT_ACCESS_LEVELS)[number];

export const PASSWORD_STRENGTHS = ['weak', 'medium', 'strong'] as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTHS)[number];

/** What the access log of an entry records. */
export const VAULT_EVENT_ACTIONS = [
  'create',
  'update',
  'delete',
  'reveal_password',
  'reveal_two_factor',
  'copy_username',
  'copy_password',
  'open_url',
  'export',
  'import',
] as const;
export type VaultEventAction = (typeof VAULT_EVENT_ACTIONS)[number];
