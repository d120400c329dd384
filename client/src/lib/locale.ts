import { firstOfOurs, isLocale, type Locale } from '@domain/locales/locale';
import { useSyncExternalStore } from 'react';

// The language the client speaks (docs/decisions.md, Internationalisation): the signed-in user's
// (their `locale`), else the choice made on the login gate (kept on the device), else the browser's
// languages. Light on purpose: the login gate reads it, without i18next.

const STORAGE_KEY = 'portal.locale';

function saved(): Locale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

function browserLocale(): Locale {
  return firstOfOurs(typeof navigator === 'undefined' ? [] : navigator.languages);
}

let current: Locale = saved() ?? browserLocale();
const listeners = new Set<() => void>();

function apply(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
apply(current);

/** The language now. */
export const currentLocale = (): Locale => current;

/**
 * Speaks `locale` from now on, and remembers it on the device (the login gate after signing out
 * keeps the person's language).
 */
export function setLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // No storage (a private window): the choice lasts while the page is open.
  }
  if (locale === current) return;
  current = locale;
  apply(locale);
  for (const listener of listeners) listener();
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language now, re-rendering when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, currentLocale, currentLocale);
}

const CHOSEN_KEY = 'portal.locale.chosen';

/**
 * The login gate's language menu: speaks `locale` now, and keeps it as this visit's choice, which
 * the account takes once signed in (lib/use-account-locale.ts), even across the Google or
 * single sign-on round trip.
 */
export function chooseLocale(locale: Locale): void {
  try {
    sessionStorage.setItem(CHOSEN_KEY, locale);
  } catch {
    // No storage: the account keeps its own language.
  }
  setLocale(locale);
}

/** The language chosen on the login gate during this visit, not yet given to the account. */
export function chosenLocale(): Locale | null {
  try {
    const value = sessionStorage.getItem(CHOSEN_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function forgetChosenLocale(): void {
  try {
    sessionStorage.removeItem(CHOSEN_KEY);
  } catch {
    // Nothing kept.
  }
}
