/**
 * The words of client/src/features/auth, in English. An invited requester sets a password here too,
 * so it is in every language: Spanish in auth.es.ts (same keys).
 */
export const authEn = {
  invite: {
    checking: 'Checking your invitation...',
    invalid: {
      title: 'This invitation link is not valid',
      body: 'It may have expired or already been used. Ask whoever invited you (your district or Five Star administrator) for a new invitation.',
      signIn: 'Go to sign in',
    },
    form: {
      title: 'Set your password',
      invitedNamed: '{{name}}, you have been invited to manage',
      invited: 'You have been invited to manage',
      email: 'Email',
      password: 'New password',
      passwordHint: 'At least {{min}} characters.',
      confirmPassword: 'Confirm password',
      submit: 'Set password and sign in',
    },
    failed: 'Could Not Set Password',
    welcome: { title: 'Welcome!', description: "You're signed in to {{district}}." },
  },
  logout: { failed: 'Sign Out Failed' },
  switchView: { failed: 'Could Not Switch View' },
} as const;
