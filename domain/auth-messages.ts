// The sign-in rules and texts the login gate needs, without zod, so the gate's JavaScript stays small.

export const MIN_PASSWORD_LENGTH = 6;
export const AUTH_CHECK_POLL_MS = 1000;
export const AUTH_CACHE_MS = 5 * 60 * 1000;
/** How often an account waiting for access asks whether it has been given a district. */
export const AUTH_WAITING_POLL_MS = 5000;
export const DEMO_RELOAD_DELAY_MS = 1000;
export const VIEW_SWITCH_DELAY_MS = 100;
export const AVATAR_GESTURE = { clicks: 3, withinMs: 2000 } as const;
/** Local-storage marker of the demo identity. */
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
  guessablePassword:
    'This password is too easy to guess. Please choose a longer one, such as a few unrelated words.',
  invalidEmail: 'Please enter a valid email address.',
  emailTaken: 'An account with this email already exists.',
  invalidCredentials: 'Invalid email or password.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  accountLocked: (minutes: number) =>
    `Too many failed sign-ins for this account. Please wait ${minutes} minutes and try again.`,
} as const;

/** Single sign-on (SAML) on the login page (see docs/product.md#single-sign-on-saml). */
export const SSO_MESSAGES = {
  button: 'Sign in with single sign-on',
  required: 'Sign in with your district’s single sign-on',
  passwordsOff: 'Your district signs in with single sign-on: use “Sign in with single sign-on”.',
  lookupLabel: 'District code or email',
  lookupHint: 'Your district’s code (e.g. BENSON) or your school email address.',
  lookupRequired: 'Enter your district’s code or your email address',
  notFoundFor: 'No district with single sign-on was found for that code or email domain.',
  lookupFailed: 'Single sign-on could not be reached. Please try again.',
  /** After a refused sign-in the server sends the browser to /?signin=saml-<reason>. */
  refused: {
    failed: 'Single sign-on did not work: ask your district’s IT team, or try again.',
    'other-district': 'This account belongs to another district: sign in through that district.',
    deactivated: 'This account is deactivated. Ask your district administrator.',
    'no-email': 'The identity provider sent no email address for this account: ask your district’s IT team.',
    'fivestar-new':
      'Five Star accounts are not created by single sign-on: ask a Five Star administrator for an invitation.',
  },
} as const;

export function initialsOf(firstName: string, lastName: string): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return (letters || '?').toUpperCase();
}
