import { z } from 'zod';
import { text } from './http.ts';
import { type Role, roleSchema } from './roles.ts';

/** A person as shown in pickers and lists (assignees, technicians). */
export const userSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  /** null for Five Star staff. */
  districtId: z.uuid().nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** GET /api/people: the people of a district, for pickers (every role may read it). */
export const listPeopleQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  /** Also list Five Star staff (for assigning tickets to provider technicians); provider admins only. */
  includeProvider: z.enum(['true', 'false']).optional(),
});

/**
 * The roles a district's people can have (the access levels of Manage Permissions): its staff, and
 * requesters ("Staff & Students"), who reach only the help portal (/help).
 */
export const DISTRICT_ROLES = [
  'district_admin',
  'technician',
  'viewer',
  'requester',
] as const satisfies readonly Role[];
export type DistrictRole = (typeof DISTRICT_ROLES)[number];
export const districtRoleSchema = z.enum(DISTRICT_ROLES, {
  error: 'Choose a role: district administrator, technician, view only or staff & students',
});

/**
 * The roles every tier's administrators may give their own people (inviting them, importing them or
 * giving a waiting account access); making an administrator needs User Management (FS Apex) or Five Star.
 */
export const STAFF_ROLES = ['technician', 'viewer', 'requester'] as const satisfies readonly DistrictRole[];
export const isStaffRole = (role: DistrictRole) => (STAFF_ROLES as readonly DistrictRole[]).includes(role);

/** Where an account stands: invited (link not used yet), active, or deactivated. */
export const USER_STATUSES = ['invited', 'active', 'deactivated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  deactivated: 'Deactivated',
};

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

const email = z
  .string({ error: 'Enter an email address' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter an email address')
  .max(254, 'Enter a valid email address')
  .pipe(z.email({ error: 'Enter a valid email address' }));
const department = text(100).optional();

/** A row of User Management. */
export const managedUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  department: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  districtId: z.uuid().nullable(),
  lastSignInAt: z.string().nullable(),
  /** For an invited user: when the link stops working. */
  invitationExpiresAt: z.string().nullable(),
  twoFactor: z.boolean(),
  createdAt: z.string(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const listUsersQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  q: text(200).optional(),
  role: districtRoleSchema.optional(),
  status: z.enum(USER_STATUSES, { error: 'status must be invited, active or deactivated' }).optional(),
});

/** POST /api/users/invitations. */
export const inviteUserSchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  email,
  role: districtRoleSchema,
  department,
  firstName: text(100).optional(),
  lastName: text(100).optional(),
});
export type InviteUserPayload = z.input<typeof inviteUserSchema>;

export const invitationAnswerSchema = z.object({
  invitation: z.object({ id: z.uuid(), email: z.string(), role: roleSchema, expiresAt: z.string() }),
  /** The one-time link, also mailed: the inviter may pass it on by hand. */
  inviteUrl: z.string(),
  /**
   * True when the email was an account waiting for access: it joined the district at once (it
   * already has a password), and `inviteUrl` is the portal's sign-in page.
   */
  attached: z.boolean(),
});
export type InvitationAnswer = z.infer<typeof invitationAnswerSchema>;

/** PATCH /api/users/:id: role, department, active or not. */
export const updateUserSchema = z
  .object({
    role: districtRoleSchema.optional(),
    department: text(100).nullable().optional(),
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  })
  .refine((v) => v.role !== undefined || v.department !== undefined || v.isActive !== undefined, {
    message: 'Nothing to change: give a role, a department or isActive.',
  });

/** A self-registered account that belongs to no district yet (GET /api/users/waiting). */
export const waitingAccountSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type WaitingAccount = z.infer<typeof waitingAccountSchema>;

export const waitingAccountsQuerySchema = z.object({
  /** The district whose domains decide the list; Five Star outside a district view may leave it out (all). */
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
});

/** POST /api/users/:id/access: a waiting account joins a district with a role. */
export const giveAccessSchema = z.object({
  districtId: z.uuid({ error: 'Choose the district' }),
  role: districtRoleSchema,
});
export type GiveAccessPayload = z.input<typeof giveAccessSchema>;

export const resetLinkAnswerSchema = z.object({ resetUrl: z.string(), expiresAt: z.string() });
/** A Five Star administrator's new sign-in link for someone: shown once, never stored nor mailed. */
export const signInLinkAnswerSchema = z.object({ url: z.string(), expiresAt: z.string() });

export const USER_IMPORT_MAX_ROWS = 2000;

export const importUsersSchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  /** The CSV text (header row: Email, Role, Department, First Name, Last Name). */
  csv: z
    .string({ error: 'Attach a CSV file' })
    .min(1, 'The file is empty')
    .max(2_000_000, 'The file is too large'),
  dryRun: z.boolean().optional().default(true),
});
export const importUsersReportSchema = z.object({
  dryRun: z.boolean(),
  total: z.number().int(),
  invited: z.number().int(),
  rejected: z.array(z.object({ row: z.number().int(), email: z.string(), reasons: z.array(z.string()) })),
});
export type ImportUsersReport = z.infer<typeof importUsersReportSchema>;

/** The role a CSV cell names ("Administrator", "district_admin", "View Only", "Student"...), if any. */
export function roleFromText(value: string): DistrictRole | null {
  const v = value
    .trim()
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[\s-]+/g, '_');
  if (['district_admin', 'administrator', 'admin', 'district_administrator'].includes(v))
    return 'district_admin';
  if (['technician', 'tech'].includes(v)) return 'technician';
  if (['viewer', 'view_only', 'read_only', 'view'].includes(v)) return 'viewer';
  if (['requester', 'staff_and_students', 'staff_and_student', 'student', 'teacher'].includes(v))
    return 'requester';
  return null;
}

export const USER_MESSAGES = {
  notFound: 'User not found.',
  /** A CSV row whose Role cell names no role. */
  roleInvalid: 'Role must be Administrator, Technician, View Only or Staff & Students',
  invitationNotFound: 'Invitation not found.',
  emailTaken: 'Someone with this email already has an account.',
  lastAdministrator:
    'This is the last active administrator of the district: make someone else an administrator first.',
  ownRole: 'You cannot change your own role.',
  ownAccount: 'You cannot deactivate your own account.',
  notInvited: 'This person has already accepted the invitation.',
  deactivated: 'This account is deactivated. Ask your district administrator.',
  invited: { title: 'Invitation sent', description: 'The link is in their inbox, and here to copy.' },
  inviteFailed: { title: 'Error', description: 'Failed to send the invitation' },
  updated: { title: 'User updated', description: 'The change is saved.' },
  updateFailed: { title: 'Error', description: 'Failed to update the user' },
  resent: { title: 'Invitation sent again', description: 'The earlier link no longer works.' },
  resendFailed: { title: 'Error', description: 'Failed to send the invitation again' },
  revoked: { title: 'Invitation revoked', description: 'The link no longer works.' },
  revokeFailed: { title: 'Error', description: 'Failed to revoke the invitation' },
  resetLinkFailed: { title: 'Error', description: 'Failed to produce a reset link' },
  waitingNotFound: 'Waiting account not found.',
  accessGiven: (name: string, district: string) => ({
    title: 'Access given',
    description: `${name} can now sign in to ${district}.`,
  }),
  accessFailed: { title: 'Error', description: 'Failed to give access' },
  signInLinkProviderOnly: 'Only Five Star administrators make sign-in links.',
  signInLinkFailed: { title: 'Error', description: 'Failed to make a sign-in link' },
  imported: (count: number) => ({
    title: 'Invitations sent',
    description: `${count} ${count === 1 ? 'person was' : 'people were'} invited.`,
  }),
} as const;
