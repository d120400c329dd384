import { MESSAGES, SSO_MESSAGES } from '../auth-messages.ts';

/**
 * The login gate (and the sign-in pages a signed-out visitor opens), in English: today's texts,
 * which tests and the specification match. Messages the server also sends come from the domain's
 * constants, so the two never drift. Spanish: login.es.ts (same keys).
 */
export const loginEn = {
  loading: 'Loading…',
  language: 'Language',
  welcome: 'Welcome',
  intro: "Sign in to manage your district's technology services.",
  tabs: { label: 'Sign in or create an account', signIn: 'Sign In', register: 'Create Account' },
  badges: { multiDistrict: 'Multi-District', secure: 'Secure Platform', google: 'Google Integration' },
  signIn: {
    email: 'Email',
    emailPlaceholder: 'you@district.org',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    forgot: 'Forgot password?',
    submit: 'Sign In',
  },
  register: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least {{min}} characters.',
    confirmPassword: 'Confirm password',
    submit: 'Create Account',
    created: { title: 'Account Created!', description: 'Welcome, {{name}}.' },
  },
  alternatives: {
    or: 'or',
    google: 'Continue with Google',
    demo: 'Demo Dashboard Access',
    demoGranted: { title: 'Demo Access Granted', description: 'Loading the demo dashboard…' },
  },
  welcomeBack: { title: 'Welcome back!', description: 'Signed in as {{name}}.' },
  sso: {
    cancel: 'Cancel',
    continue: 'Continue',
    button: SSO_MESSAGES.button,
    required: SSO_MESSAGES.required,
    passwordsOff: SSO_MESSAGES.passwordsOff,
    lookupLabel: SSO_MESSAGES.lookupLabel,
    lookupHint: SSO_MESSAGES.lookupHint,
    lookupRequired: SSO_MESSAGES.lookupRequired,
    notFoundFor: SSO_MESSAGES.notFoundFor,
    lookupFailed: SSO_MESSAGES.lookupFailed,
    refused: SSO_MESSAGES.refused,
  },
  messages: {
    missingLogin: MESSAGES.missingLogin,
    missingRegister: MESSAGES.missingRegister,
    passwordMismatch: MESSAGES.passwordMismatch,
    weakPassword: MESSAGES.weakPassword,
    loginFailed: MESSAGES.loginFailed,
    registrationFailed: MESSAGES.registrationFailed,
    googleUnavailable: MESSAGES.googleUnavailable,
    googleError: MESSAGES.googleError,
    tooManyAttempts: MESSAGES.tooManyAttempts,
  },
} as const;
