import { ROLE_LABELS } from '../roles.ts';

/**
 * The app's frame as a requester meets it (skip link, menu, account link, theme, sign-out, the
 * page a requester may not open) and the language menu of the account page, in English.
 * Spanish: shell.es.ts (same keys).
 */
export const shellEn = {
  skip: 'Skip to content',
  mainNav: 'Main',
  openNav: 'Open navigation',
  closeNav: 'Close navigation',
  navigation: 'Navigation',
  yourAccount: 'Your account',
  yourAccountPrefix: 'Your account: ',
  signOut: 'Sign out',
  topBar: 'District and notifications',
  theme: { change: 'Change theme', title: 'Theme', system: 'System', light: 'Light', dark: 'Dark' },
  nav: { help: 'Help' },
  role: { requester: ROLE_LABELS.requester },
  notAvailable: { title: 'Not available', action: 'Go to the help portal' },
  language: {
    title: 'Language',
    description: 'The language of the help portal, and of the email the portal sends you.',
    label: 'Language',
    saved: 'Language saved',
    failed: { title: 'Error', description: 'Your language could not be saved' },
  },
} as const;
