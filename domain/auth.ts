import { z } from 'zod';
import { FEATURE_TOGGLES } from './access.ts';
import { LOCALES } from './locales/locale.ts';
import { roleSchema } from './roles.ts';
import { serviceLevelSchema } from './tiers.ts';

export * from './auth-messages.ts';

import { MESSAGES, MIN_PASSWORD_LENGTH } from './auth-messages.ts';

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
    confirmPassword: z.string({ error: MESSAGES.passwordMismatch.description }).max(200),
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

/**
 * A form that sets a password asks for it twice; the second is checked, not sent. Joined to the
 * payload's schema: `inviteAcceptSchema.and(passwordTwiceSchema)`.
 */
export const passwordTwiceSchema = z
  .object({ password: z.string(), confirmPassword: z.string().max(200) })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordMismatch.description,
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
  /** The district's feature toggles (the access table in access.ts reads them with the tier). */
  features: z.record(z.enum(FEATURE_TOGGLES), z.boolean()),
  /** The district's maintenance window, when one is set (the client shows a maintenance page within it). */
  maintenance: z
    .object({ startsAt: z.string(), endsAt: z.string(), message: z.string().nullable() })
    .nullable(),
  /** True while a provider admin looks at one district. */
  inDistrictView: z.boolean(),
  isDemo: z.boolean(),
  /** The language the person chose (the help portal, their mail); see docs/product.md#spanish. */
  locale: z.enum(LOCALES),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const authCheckSchema = z.object({
  isAuthenticated: z.boolean(),
  user: authUserSchema.optional(),
  /** Whether the gate offers Demo Dashboard Access. */
  demoAvailable: z.boolean(),
  /** Whether Forgot password can mail a link (a mail server is configured); otherwise people ask an administrator. */
  resetByMail: z.boolean(),
});
export const authAnswerSchema = z.object({ user: authUserSchema });

export const invitePreviewSchema = z.object({
  email: z.string(),
  name: z.string(),
  districtName: z.string(),
});
