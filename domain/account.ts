import { z } from 'zod';
import { MESSAGES, MIN_PASSWORD_LENGTH } from './auth-messages.ts';
import { text } from './http.ts';
import { LOCALES } from './locales/locale.ts';

const newPassword = z
  .string({ error: 'Enter a new password' })
  .min(MIN_PASSWORD_LENGTH, MESSAGES.weakPassword.description)
  .max(200, 'Password must be at most 200 characters long.');

export const updateProfileSchema = z.object({
  firstName: text(100).min(1, 'Enter your first name'),
  lastName: text(100),
});

/** The language of the help portal and of one's mail (docs/product.md#spanish). */
export const localeSchema = z.enum(LOCALES, { error: 'Choose English (en) or Spanish (es)' });

/**
 * PATCH /api/account: the name (first and last together), the language, or both. A body without
 * a language must name the person, as the name dialog always does.
 */
export const updateAccountSchema = z
  .object({
    firstName: text(100).min(1, 'Enter your first name').optional(),
    lastName: text(100).optional(),
    locale: localeSchema.optional(),
  })
  .refine((v) => v.locale !== undefined || v.firstName !== undefined, {
    message: 'Enter your first name',
    path: ['firstName'],
  });

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password' })
    .min(1, 'Enter your current password')
    .max(200),
  newPassword,
});

/** A signed-in browser of the account. */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  /** "Chrome on Windows", from the browser's user agent. */
  device: z.string(),
  address: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of this very request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** "Chrome on Windows" from a User-Agent header: the browser and the system, roughly. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : /curl\//.test(ua)
              ? 'curl'
              : 'A browser';
  const system = /iPhone|iPad/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /CrOS/.test(ua)
        ? 'ChromeOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'macOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  return system ? `${browser} on ${system}` : browser;
}

/** Forgot password: always the same answer, whether or not the email has an account. */
export const passwordResetRequestSchema = z.object({
  email: z
    .string({ error: 'Enter your email address' })
    .trim()
    .toLowerCase()
    .min(1, 'Enter your email address')
    .max(254),
});
export const passwordResetConfirmSchema = z.object({
  token: z.string().min(20, 'This link is not valid.').max(200),
  password: newPassword,
});
/** How long a password reset link works. */
export const RESET_LINK_HOURS = 1;

/** Two-factor sign-in with an authenticator app (TOTP, RFC 6238). */
export const TWO_FACTOR = {
  digits: 6,
  periodSeconds: 30,
  issuer: 'Five Star IT Portal',
  recoveryCodes: 10,
} as const;
export const totpCodeSchema = z
  .string({ error: 'Enter the 6-digit code' })
  .trim()
  .min(6, 'Enter the 6-digit code from your app, or a recovery code')
  .max(20, 'Enter the 6-digit code from your app, or a recovery code');

export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const twoFactorEnableSchema = z.object({ code: totpCodeSchema });
export const twoFactorDisableSchema = z.object({
  password: z.string().min(1, 'Enter your password').max(200),
  code: totpCodeSchema,
});
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** The login answer when a second step is needed: a short-lived challenge to answer with a code. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** True when the account must first set up two-factor sign-in (REQUIRE_2FA for Five Star administrators). */
  setupRequired: z.boolean(),
  challenge: z.string(),
});
export const twoFactorLoginSchema = z.object({
  challenge: z.string().min(20, 'Sign in again').max(200),
  code: totpCodeSchema,
});
export const twoFactorChallengeSetupSchema = z.object({
  challenge: z.string().min(20, 'Sign in again').max(200),
});

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'Your current password is not right.',
  passwordChanged: { title: 'Password changed', description: 'Your other sessions were signed out.' },
  resetSent:
    'If an account uses this address, a link to choose a new password is on its way. It works for 1 hour.',
  resetInvalid: 'This link is not valid or has expired. Ask for a new one.',
  /** Forgot password on a portal without a mail server: no link can reach the person. */
  resetNeedsAdministrator: {
    title: 'Ask your administrator',
    description:
      'This portal does not send email, so a reset link cannot reach you. Ask your district administrator or Five Star for a new sign-in link.',
  },
  wrongCode: 'That code is not right. Try the current code from your app, or a recovery code.',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on.',
  twoFactorNotSetUp: 'Start the set-up first.',
  twoFactorOff: 'Two-factor sign-in is not on.',
  challengeExpired: 'The sign-in took too long. Enter your password again.',
  sessionNotFound: 'Session not found.',
} as const;
