// The password vault's vocabulary (see docs/product.md#password-vault): its lists, payloads and
// answers, the messages people see, and the pure rules (status, strength, who sees an entry).

import { z } from 'zod';
import { importCounts, neutraliseCell, restoreCell } from './csv.ts';
import { isoDate, text } from './http.ts';
import { addDays } from './license-rules.ts';
import type { Role } from './roles.ts';

export const VAULT_CATEGORIES = [
  'Student Information System',
  'Network Infrastructure',
  'Email & Collaboration',
  'Learning Management',
  'Facilities & Security',
  'Human Resources',
] as const;

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
export const VAULT_ACCESS_LABELS: Record<VaultAccessLevel, string> = {
  admin: 'Admin Only',
  department: 'Department',
  public: 'All Staff',
};

export const PASSWORD_STRENGTHS = ['weak', 'medium', 'strong'] as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTHS)[number];
export const STRENGTH_LABELS: Record<PasswordStrength, string> = {
  weak: 'Weak',
  medium: 'Medium',
  strong: 'Strong',
};

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
  'reveal_notes',
] as const;
export type VaultEventAction = (typeof VAULT_EVENT_ACTIONS)[number];

export const VAULT_EVENT_LABELS: Record<VaultEventAction, string> = {
  create: 'Created',
  update: 'Edited',
  delete: 'Deleted',
  reveal_password: 'Revealed the password',
  reveal_two_factor: 'Revealed the backup codes',
  reveal_notes: 'Revealed the notes',
  copy_username: 'Copied the username',
  copy_password: 'Copied the password',
  open_url: 'Opened the system',
  export: 'Exported the vault',
  import: 'Imported',
};

/** The secrets of an entry that a reveal can return. */
export const VAULT_SECRET_FIELDS = ['password', 'twoFactorBackup', 'notes'] as const;
export type VaultSecretField = (typeof VAULT_SECRET_FIELDS)[number];
export const REVEAL_ACTIONS: Record<VaultSecretField, VaultEventAction> = {
  password: 'reveal_password',
  twoFactorBackup: 'reveal_two_factor',
  notes: 'reveal_notes',
};

/** What a row's buttons record besides reveals. */
export const VAULT_USE_ACTIONS = ['copy_username', 'copy_password', 'open_url'] as const;

/** Roles a district may allow to export (its administrators always may; viewers never see secrets). */
export const VAULT_EXPORT_ROLES = ['technician'] as const;

export const VAULT_LIMITS = {
  title: 200,
  username: 200,
  url: 2000,
  password: 1000,
  twoFactorBackup: 4000,
  notes: 10_000,
  sharedWith: 20,
  sharedWithItem: 100,
  reason: 500,
  maxExpiryDays: 3650,
  importBytes: 2_000_000,
  importRows: 2000,
  importReport: 50,
  logEntries: 200,
} as const;

/** Spec 4: expiring soon within 30 days; recently accessed within 3 days. */
export const VAULT_WINDOWS = { expiringDays: 30, recentDays: 3 } as const;
/** How long a shown password stays visible, and a copied secret stays on the clipboard. */
export const VAULT_REVEAL_SECONDS = 30;

/** Bitwarden's CSV import columns, in its order (its "Import data → Bitwarden (csv)"). */
export const BITWARDEN_COLUMNS = [
  'folder',
  'favorite',
  'type',
  'name',
  'notes',
  'fields',
  'reprompt',
  'login_uri',
  'login_username',
  'login_password',
  'login_totp',
] as const;

const counted = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const VAULT_MESSAGES = {
  titleRequired: 'Title is required',
  passwordRequired: 'Password is required',
  invalidUrl: 'Enter a web address that starts with https:// or http://',
  invalidCategory: `Category must be one of: ${VAULT_CATEGORIES.join(', ')}.`,
  invalidDepartment: `Department must be one of: ${VAULT_DEPARTMENTS.join(', ')}.`,
  invalidAccessLevel: 'Access level must be Admin Only, Department or All Staff.',
  invalidDate: 'Enter a date as YYYY-MM-DD.',
  tooLong: (max: number) => `Must be at most ${max.toLocaleString('en-US')} characters`,
  controlCharacters: 'Must not contain control characters',
  sharedWithMax: `Share with at most ${VAULT_LIMITS.sharedWith} roles or titles`,
  invalidField: 'Say which secret to reveal: password, twoFactorBackup or notes.',
  invalidAction: 'Action must be copy_username, copy_password or open_url.',
  reasonRequired: 'Give a reason to reveal this secret.',
  expiryDays: `Default expiry must be a whole number of days from 1 to ${VAULT_LIMITS.maxExpiryDays}`,
  exportRoles: 'Only technicians can be allowed to export besides administrators.',
  exportPasswordRequired: 'Enter your password to export the vault.',
  wrongPassword: 'That password is not correct.',
  exportNotAllowed: 'Your district does not allow your role to export the vault.',
  viewerSecret: 'Viewers cannot see secrets.',
  levelHidden: 'You could not see an entry with this access level: choose one you can see.',
  notFound: 'Password entry not found.',
  noSecret: 'This entry has no such secret.',
  cannotOpen: 'This secret could not be decrypted.',
  importEmpty: 'The file has no entries.',
  importColumns: 'The file must have Bitwarden’s columns, at least name and login_password.',
  importTooManyRows: `Import at most ${VAULT_LIMITS.importRows.toLocaleString('en-US')} entries at a time.`,
  importTooLarge: `The file must be at most ${VAULT_LIMITS.importBytes / 1_000_000} MB.`,
  importHasErrors: (n: number) => `${counted(n, 'row has', 'rows have')} a problem: nothing was imported.`,
  importFailed: { title: 'Import Failed', description: 'Fix the rows listed and import again.' },
  imported: (n: number) => ({
    title: 'Import Complete',
    description: `${counted(n, 'entry was', 'entries were')} added.`,
  }),
  created: (title: string) => ({
    title: 'Password Added',
    description: `${title} has been added to the vault.`,
  }),
  createFailed: { title: 'Error', description: 'Failed to add the password' },
  updated: { title: 'Password Updated', description: 'Your changes have been saved.' },
  updateFailed: { title: 'Error', description: 'Failed to update the password' },
  deleted: (title: string) => ({
    title: 'Password Deleted',
    description: `${title} was removed from the vault.`,
  }),
  deleteFailed: { title: 'Error', description: 'Failed to delete the password' },
  copied: (what: 'Username' | 'Password' | 'Backup codes') => ({
    title: 'Copied!',
    description: `${what} copied to clipboard`,
  }),
  copyFailed: { title: 'Error', description: 'Failed to copy to clipboard' },
  revealFailed: { title: 'Error', description: 'The secret could not be shown' },
  settingsSaved: { title: 'Vault Settings Saved', description: 'The new settings apply at once.' },
  settingsFailed: { title: 'Error', description: 'Failed to save the vault settings' },
  exported: {
    title: 'Vault Exported',
    description: 'The CSV is in your downloads: keep it safe and delete it once imported.',
  },
  exportFailed: { title: 'Error', description: 'Failed to export the vault' },
  favoriteFailed: { title: 'Error', description: 'Failed to change the favorite' },
} as const;
const M = VAULT_MESSAGES;

// ——— pure rules ———

/** zxcvbn's score (0–4) as the vault stores it: 0–1 weak, 2–3 medium, 4 strong. */
export function strengthOfScore(score: number): PasswordStrength {
  if (score >= 4) return 'strong';
  if (score >= 2) return 'medium';
  return 'weak';
}

/** Expired once the expiry day has passed (the day itself still counts). */
export function isExpired(expiryDate: string | null, today: string): boolean {
  return expiryDate !== null && expiryDate < today;
}

/** Expiring soon: not expired, and the expiry day is within the next 30 days. */
export function isExpiringSoon(expiryDate: string | null, today: string): boolean {
  return (
    expiryDate !== null && expiryDate >= today && expiryDate <= addDays(today, VAULT_WINDOWS.expiringDays)
  );
}

/** Recently accessed: revealed, copied or opened within the last 3 days. */
export function isRecentlyAccessed(lastAccessedAt: string | null, now: Date = new Date()): boolean {
  if (!lastAccessedAt) return false;
  return now.getTime() - new Date(lastAccessedAt).getTime() <= VAULT_WINDOWS.recentDays * 86_400_000;
}

/** A Security Alert: weak, expired, expiring within 30 days, or a password used by another entry too. */
export function hasSecurityAlert(e: {
  strength: PasswordStrength;
  isExpired: boolean;
  isExpiringSoon: boolean;
  isReused: boolean;
}): boolean {
  return e.strength === 'weak' || e.isExpired || e.isExpiringSoon || e.isReused;
}

/** Who asks, as the visibility rule sees them: effective role and their department. */
export interface VaultViewer {
  role: Role;
  department: string | null;
}

/**
 * Whether `who` sees an entry in the list (spec 3): district administrators (and Five Star in a
 * district view) see every entry; Admin Only entries are theirs alone; Department entries are also
 * for the users of that department; All Staff entries for every user of the district but viewers,
 * who see only their department's (and never a secret).
 */
export function canSeeEntry(who: VaultViewer, entry: { accessLevel: VaultAccessLevel; department: string }) {
  if (who.role === 'district_admin' || who.role === 'provider_admin') return true;
  if (entry.accessLevel === 'admin') return false;
  if (entry.accessLevel === 'department') return who.department === entry.department;
  return who.role !== 'viewer';
}

/** Whether `who` may see secrets (reveal, copy the password, export): everyone who sees the entry but viewers. */
export const canUseSecrets = (role: Role) => role !== 'viewer';

/** Whether `role` may export, given the district's choice (administrators always may). */
export function mayExport(role: Role, exportRoles: readonly string[]): boolean {
  return role === 'district_admin' || role === 'provider_admin' || exportRoles.includes(role);
}

export const isWebAddress = (s: string) => /^https?:\/\/[^\s/]+/i.test(s) && URL.canParse(s);

/** The name of an export file: five-star-vault-2026-03-14.csv. */
export function vaultExportFileName(day: string): string {
  return `five-star-vault-${day}.csv`;
}

// ——— payloads and answers ———

const isControl = (code: number) => (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;
const noControl = (s: string) => ![...s].some((c) => isControl(c.charCodeAt(0)));

/** A secret: kept exactly as typed (never trimmed), bounded, no control characters. */
const secret = (max: number, required?: string) =>
  z
    .string(required ? { error: required } : undefined)
    .max(max, M.tooLong(max))
    .refine(noControl, M.controlCharacters);

const emptyToNull = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .nullish()
    .transform((v) => (v === '' || v === undefined ? null : v) as Exclude<z.output<T>, ''> | null);

export const vaultCategorySchema = z.enum(VAULT_CATEGORIES, { error: M.invalidCategory });
export const vaultDepartmentSchema = z.enum(VAULT_DEPARTMENTS, { error: M.invalidDepartment });
export const vaultAccessLevelSchema = z.enum(VAULT_ACCESS_LEVELS, { error: M.invalidAccessLevel });

const districtId = z.uuid({ error: 'Not a valid district id' }).optional();

/** The fields every entry has besides its secrets. */
const entryFields = {
  districtId,
  title: text(VAULT_LIMITS.title, M.titleRequired),
  username: text(VAULT_LIMITS.username)
    .nullish()
    .transform((v) => v ?? ''),
  url: emptyToNull(text(VAULT_LIMITS.url).refine(isWebAddress, M.invalidUrl)),
  category: vaultCategorySchema,
  department: vaultDepartmentSchema,
  accessLevel: vaultAccessLevelSchema,
  sharedWith: z
    .array(text(VAULT_LIMITS.sharedWithItem), { error: 'sharedWith must be a list of roles or titles' })
    .max(VAULT_LIMITS.sharedWith, M.sharedWithMax)
    .optional()
    .default([])
    .transform((list) => [...new Set(list.filter(Boolean))]),
  expiryDate: emptyToNull(isoDate(M.invalidDate)),
};

/** POST /api/vault: Add Password. */
export const createVaultEntrySchema = z.object({
  ...entryFields,
  password: secret(VAULT_LIMITS.password, M.passwordRequired).min(1, M.passwordRequired),
  twoFactorBackup: emptyToNull(secret(VAULT_LIMITS.twoFactorBackup)),
  notes: emptyToNull(secret(VAULT_LIMITS.notes)),
});
export type CreateVaultEntry = z.output<typeof createVaultEntrySchema>;

/**
 * PUT /api/vault/:id: Edit. A secret left out (or an empty password) is kept; null (or '') clears
 * the backup codes or the notes.
 */
export const updateVaultEntrySchema = z.object({
  ...entryFields,
  password: secret(VAULT_LIMITS.password)
    .optional()
    .transform((v) => v || undefined),
  twoFactorBackup: secret(VAULT_LIMITS.twoFactorBackup)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
  notes: secret(VAULT_LIMITS.notes)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
});
export type UpdateVaultEntry = z.output<typeof updateVaultEntrySchema>;

export const listVaultQuerySchema = z.object({ districtId });

export const vaultEntrySchema = z.object({
  id: z.uuid(),
  districtId: z.uuid(),
  title: z.string(),
  username: z.string(),
  url: z.string().nullable(),
  category: z.string(),
  department: z.string(),
  accessLevel: z.enum(VAULT_ACCESS_LEVELS),
  sharedWith: z.array(z.string()),
  strength: z.enum(PASSWORD_STRENGTHS),
  expiryDate: z.string().nullable(),
  isExpired: z.boolean(),
  isExpiringSoon: z.boolean(),
  /** Another entry of the district has the same password (compared by keyed hash). */
  isReused: z.boolean(),
  /** The caller's favorite. */
  isFavorite: z.boolean(),
  hasTwoFactorBackup: z.boolean(),
  hasNotes: z.boolean(),
  lastAccessedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** A list item: never a secret. */
export type VaultEntry = z.infer<typeof vaultEntrySchema>;

export const vaultSummarySchema = z.object({
  total: z.number().int(),
  securityAlerts: z.number().int(),
  recentlyAccessed: z.number().int(),
  shared: z.number().int(),
});
export type VaultSummary = z.infer<typeof vaultSummarySchema>;

export const revealSchema = z.object({
  field: z.enum(VAULT_SECRET_FIELDS, { error: M.invalidField }),
  reason: text(VAULT_LIMITS.reason)
    .nullish()
    .transform((v) => v || null),
});
/** The reason a district may require before a reveal (the screen asks it with this). */
export const revealReasonSchema = z.object({ reason: text(VAULT_LIMITS.reason, M.reasonRequired) });

export const revealAnswerSchema = z.object({ value: z.string() });

export const vaultUseSchema = z.object({ action: z.enum(VAULT_USE_ACTIONS, { error: M.invalidAction }) });

export const favoriteSchema = z.object({
  isFavorite: z.boolean({ error: 'isFavorite must be true or false' }),
});

export const vaultEventSchema = z.object({
  id: z.uuid(),
  action: z.enum(VAULT_EVENT_ACTIONS),
  actorLabel: z.string(),
  reason: z.string().nullable(),
  ipAddress: z.string().nullable(),
  at: z.string(),
});
export type VaultEvent = z.infer<typeof vaultEventSchema>;

export const vaultSettingsSchema = z.object({
  requireRevealReason: z.boolean({ error: 'requireRevealReason must be true or false' }),
  defaultExpiryDays: z
    .number({ error: M.expiryDays })
    .int(M.expiryDays)
    .min(1, M.expiryDays)
    .max(VAULT_LIMITS.maxExpiryDays, M.expiryDays)
    .nullable(),
  exportRoles: z.array(z.enum(VAULT_EXPORT_ROLES, { error: M.exportRoles })).max(VAULT_EXPORT_ROLES.length),
});
export type VaultSettings = z.infer<typeof vaultSettingsSchema>;
export const DEFAULT_VAULT_SETTINGS: VaultSettings = {
  requireRevealReason: false,
  defaultExpiryDays: null,
  exportRoles: [],
};
export const saveVaultSettingsSchema = vaultSettingsSchema.extend({ districtId });

export const exportVaultSchema = z.object({
  districtId,
  password: z.string({ error: M.exportPasswordRequired }).min(1, M.exportPasswordRequired).max(1000),
});

export const importVaultSchema = z.object({
  districtId,
  csv: z.string({ error: M.importEmpty }).max(VAULT_LIMITS.importBytes, M.importTooLarge),
  /** True (the default): check and preview only. */
  dryRun: z.boolean({ error: 'dryRun must be true or false' }).optional().default(true),
});

export const vaultImportPreviewSchema = z.object({
  /** The row as a spreadsheet numbers it (the header is row 1). */
  row: z.number().int(),
  title: z.string(),
  username: z.string(),
  url: z.string().nullable(),
  category: z.string(),
  department: z.string(),
  accessLevel: z.enum(VAULT_ACCESS_LEVELS),
  strength: z.enum(PASSWORD_STRENGTHS),
});

export const vaultImportReportSchema = z.object({
  ...importCounts,
  rejected: z.array(z.object({ row: z.number().int(), title: z.string(), message: z.string() })),
  preview: z.array(vaultImportPreviewSchema),
});
export type VaultImportReport = z.infer<typeof vaultImportReportSchema>;

// ——— the Bitwarden CSV ———

/** An entry with its secrets, as an export writes it. */
export interface VaultExportEntry {
  title: string;
  username: string;
  url: string | null;
  category: string;
  department: string;
  accessLevel: VaultAccessLevel;
  sharedWith: string[];
  expiryDate: string | null;
  isFavorite: boolean;
  password: string;
  twoFactorBackup: string | null;
  notes: string | null;
}

/** Bitwarden's custom fields ("name: value" lines) that carry what it has no column for. */
const FIELD_NAMES = {
  department: 'Department',
  accessLevel: 'Access level',
  sharedWith: 'Shared with',
  expiryDate: 'Expires',
  twoFactorBackup: 'Two-factor backup codes',
} as const;

/**
 * One CSV row in BITWARDEN_COLUMNS order. Every cell a spreadsheet would run as a formula gets a
 * leading ' (as in every export) except the password, which stays exact: altering a secret breaks
 * the credential (see docs/decisions.md, "Vault export").
 */
export function bitwardenRow(e: VaultExportEntry): string[] {
  const row = bitwardenCells(e).map(neutraliseCell);
  row[BITWARDEN_COLUMNS.indexOf('login_password')] = e.password;
  return row;
}

function bitwardenCells(e: VaultExportEntry): string[] {
  const fields = [
    `${FIELD_NAMES.department}: ${e.department}`,
    `${FIELD_NAMES.accessLevel}: ${e.accessLevel}`,
    e.sharedWith.length ? `${FIELD_NAMES.sharedWith}: ${e.sharedWith.join(', ')}` : null,
    e.expiryDate ? `${FIELD_NAMES.expiryDate}: ${e.expiryDate}` : null,
    // Codes on several lines stay one field: their line breaks become " / ".
    e.twoFactorBackup
      ? `${FIELD_NAMES.twoFactorBackup}: ${e.twoFactorBackup.replace(/\r?\n/g, ' / ')}`
      : null,
  ].filter((f): f is string => f !== null);
  return [
    e.category,
    e.isFavorite ? '1' : '',
    'login',
    e.title,
    e.notes ?? '',
    fields.join('\n'),
    '',
    e.url ?? '',
    e.username,
    e.password,
    '',
  ];
}

/** What an imported row holds, before the checks of Add Password. */
export interface VaultImportRow {
  title: string;
  username: string;
  url: string;
  category: string;
  department: string;
  accessLevel: string;
  sharedWith: string[];
  expiryDate: string;
  password: string;
  twoFactorBackup: string;
  notes: string;
}

/**
 * A Bitwarden CSV record as an import row: folder → category, name → title, the custom fields back
 * to department, access level, sharing, expiry and backup codes. Missing ones take `defaults`.
 */
export function fromBitwardenRecord(
  record: Partial<Record<string, string>>,
  defaults: { category: string; department: string; accessLevel: string },
): VaultImportRow {
  // Every cell but the password may carry the ' an export put before a formula.
  const cell = (name: (typeof BITWARDEN_COLUMNS)[number]) => restoreCell(record[name] ?? '');
  const custom = new Map<string, string>();
  for (const line of cell('fields').split(/\r?\n/)) {
    const at = line.indexOf(': ');
    if (at > 0) custom.set(line.slice(0, at).trim(), line.slice(at + 2));
  }
  const folder = cell('folder').trim();
  return {
    title: cell('name'),
    username: cell('login_username'),
    url: cell('login_uri').trim(),
    category: (VAULT_CATEGORIES as readonly string[]).includes(folder) ? folder : defaults.category,
    department: custom.get(FIELD_NAMES.department) ?? defaults.department,
    accessLevel: custom.get(FIELD_NAMES.accessLevel) ?? defaults.accessLevel,
    sharedWith: (custom.get(FIELD_NAMES.sharedWith) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    expiryDate: custom.get(FIELD_NAMES.expiryDate) ?? '',
    password: record.login_password ?? '',
    twoFactorBackup: (custom.get(FIELD_NAMES.twoFactorBackup) ?? '').replace(/ \/ /g, '\n'),
    notes: cell('notes'),
  };
}

/** The first problem of an import row, by Add Password's rules, or the checked entry. */
export function checkImportRow(
  row: VaultImportRow,
): { ok: true; entry: CreateVaultEntry } | { ok: false; message: string } {
  const parsed = createVaultEntrySchema.safeParse(row);
  if (parsed.success) return { ok: true, entry: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.');
  return { ok: false, message: field ? `${field}: ${issue.message}` : issue.message };
}
