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
  loading: 'Loading…',
  loadingPage: 'Loading page',
  notFound: {
    title: '404 Page Not Found',
    text: 'Did you forget to add the page to the router?',
    action: 'Go to the dashboard',
  },
  routeError: {
    title: 'Something went wrong',
    text: 'This page could not be shown. Reloading usually fixes it.',
    reload: 'Reload',
  },
  waiting: {
    title: 'Waiting for access',
    welcome: 'Welcome, <name>{{name}}</name>. Your account is ready, but it is not part of a district yet.',
    text: 'Your district’s administrator (or Five Star) gives you access from the District profile. This page opens the portal by itself as soon as they have.',
    signedInAs: 'Signed in as {{email}}',
  },
  language: {
    title: 'Language',
    description: 'The language of the help portal, and of the email the portal sends you.',
    label: 'Language',
    saved: 'Language saved',
    failed: { title: 'Error', description: 'Your language could not be saved' },
  },
} as const;
