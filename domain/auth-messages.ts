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

export function initialsOf(firstName: string, lastName: string): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return (letters || '?').toUpperCase();
}
