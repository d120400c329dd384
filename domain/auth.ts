import { z } from 'zod';
import { roleSchema } from './roles.ts';
import { serviceLevelSchema } from './tiers.ts';

export const MIN_PASSWORD_LENGTH = 6;
export const AUTH_CHECK_POLL_MS = 1000;
export const AUTH_CACHE_MS = 5 * 60 * 1000;
export const DEMO_RELOAD_DELAY_MS = 1000;
export const VIEW_SWITCH_DELAY_MS = 100;
export const AVATAR_GESTURE = { clicks: 3, withinMs: 2000 } as const;
/** Local-storage marker of the demo identity (spec 4). */
export const VIEW_STORAGE_KEY = 'demo-user-role';

export const MESSAGES = {
  missingLogin: { title: 'Missing Information', description: 'Please enter both email and password.' },
  missingRegister: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  passwordMismatch: { title: 'Password Mismatch', description: 'Passwords do not match. Please try again.' },
  weakPassword: { title: 'Weak Password', description: 'Password must be at least 6 characters long.' },
  loginFailed: { title: 'Login Failed', description: 'Invalid email or password. Please try again.' },
  registrationFailed: { title: 'Registration Failed', description: 'Registration failed. Please try again.' },
  googleUnavailable: {
    title: 'Google Login Unavailable',
    description: 'Please use email/password login instead.',
  },
  googleError: { title: 'Login Error', description: 'Please try again or use email/password login.' },
  commonPassword: 'This password is too common. Please choose one that is harder to guess.',
  invalidEmail: 'Please enter a valid email address.',
  emailTaken: 'An account with this email already exists.',
  invalidCredentials: 'Invalid email or password.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
} as const;

const email = z
  .string({ error: MESSAGES.missingRegister.description })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.missingRegister.description)
  .max(254, MESSAGES.invalidEmail)
  .pipe(z.email({ error: MESSAGES.invalidEmail }));

const newPassword = z
  .string({ error: MESSAGES.missingRegister.description })
  .min(1, MESSAGES.missingRegister.description)
  .min(MIN_PASSWORD_LENGTH, MESSAGES.weakPassword.description)
  .max(200, 'Password must be at most 200 characters long.');

export const registerSchema = z
  .object({
    email,
    password: newPassword,
    confirmPassword: z.string({ error: MESSAGES.passwordMismatch.description }),
    firstName: z
      .string({ error: MESSAGES.missingRegister.description })
      .trim()
      .min(1, MESSAGES.missingRegister.description)
      .max(100),
    lastName: z.string().trim().max(100).optional().default(''),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordMismatch.description,
  });
export type RegisterPayload = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: z
    .string({ error: MESSAGES.missingLogin.description })
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.missingLogin.description)
    .max(254),
  password: z
    .string({ error: MESSAGES.missingLogin.description })
    .min(1, MESSAGES.missingLogin.description)
    .max(200),
});
export type LoginPayload = z.infer<typeof loginSchema>;

export const inviteAcceptSchema = z.object({
  token: z.string().min(20, 'This invitation link is not valid.').max(200),
  password: newPassword,
});

export const viewSwitchSchema = z.object({ districtId: z.uuid({ error: 'Choose a district' }) });

/** The signed-in user as the client sees it: the effective identity (district view applied). */
export const authUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  initials: z.string(),
  /** Effective role: a provider admin in a district view acts as district_admin. */
  role: roleSchema,
  /** The role of the account itself. */
  accountRole: roleSchema,
  districtId: z.uuid().nullable(),
  districtName: z.string().nullable(),
  serviceLevel: serviceLevelSchema,
  /** True while a provider admin looks at one district. */
  inDistrictView: z.boolean(),
  isDemo: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const authCheckSchema = z.object({
  isAuthenticated: z.boolean(),
  user: authUserSchema.optional(),
  /** Whether the gate offers Demo Dashboard Access. */
  demoAvailable: z.boolean(),
});
export const authAnswerSchema = z.object({ user: authUserSchema });

export const invitePreviewSchema = z.object({
  email: z.string(),
  name: z.string(),
  districtName: z.string(),
});

export function initialsOf(firstName: string, lastName: string): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return (letters || '?').toUpperCase();
}
