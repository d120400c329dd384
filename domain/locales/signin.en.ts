import { ACCOUNT_MESSAGES } from '../account.ts';

/**
 * The sign-in steps the login gate loads on demand (Forgot password, the two-factor code), in
 * English. Read through i18next, which those steps load with them. Spanish: signin.es.ts.
 */
export const signinEn = {
  email: 'Email',
  emailPlaceholder: 'you@district.org',
  back: 'Back to sign in',
  forgot: {
    title: 'Forgot your password?',
    text: 'Enter the email address of your account: we will send you a link to choose a new password.',
    submit: 'Send reset link',
    sent: 'Check your email',
    needsAdministrator: ACCOUNT_MESSAGES.resetNeedsAdministrator,
  },
  twoFactor: {
    setUpTitle: 'Set up two-factor sign-in',
    title: 'Enter your sign-in code',
    setUpText:
      'Five Star administrators sign in with a code from an authenticator app. Add this account to yours, then enter the code it shows.',
    text: 'Open your authenticator app and enter the code it shows for the Five Star IT Portal.',
    setUpCode: 'Code from the app',
    code: 'Authentication code',
    setUpHint: 'The 6-digit code the app shows now.',
    hint: 'The 6-digit code, or one of your recovery codes.',
    submit: 'Verify and sign in',
    preparing: 'Preparing your setup key…',
    setUpFailed: 'The set-up could not start.',
    failed: 'Login Failed',
    tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
    tryAgain: 'Please try again.',
  },
  /** /reset-password/:token, the link of the "Forgot password?" email. */
  reset: {
    title: 'Choose a new password',
    text: 'Every browser signed in to your account will be signed out.',
    password: 'New password',
    passwordHint: 'At least {{min}} characters.',
    confirm: 'Confirm new password',
    submit: 'Set new password',
    failed: 'Your password could not be changed',
    changed: 'Password changed',
    changedText: 'Sign in with your new password.',
    linkBroken: 'This link does not work',
    invalid: ACCOUNT_MESSAGES.resetInvalid,
    useForgot: 'Use "Forgot password?" on the sign-in page.',
    goToSignIn: 'Go to sign in',
  },
} as const;
