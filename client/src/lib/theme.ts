/** Light/dark theme: follows the system unless the user chose one; applied as .dark on <html>. */
export type ThemeChoice = 'system' | 'light' | 'dark';
const STORAGE_KEY = 'portal-theme';
const media = () => window.matchMedia('(prefers-color-scheme: dark)');

export function getThemeChoice(): ThemeChoice {
  const stored = localStorage.getItem(STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

function apply(choice: ThemeChoice) {
  const dark = choice === 'dark' || (choice === 'system' && media().matches);
  document.documentElement.classList.toggle('dark', dark);
}

export function setThemeChoice(choice: ThemeChoice): void {
  if (choice === 'system') localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, choice);
  apply(choice);
}

/** Applies the theme now and keeps following system changes. */
export function initTheme(): void {
  apply(getThemeChoice());
  media().addEventListener('change', () => apply(getThemeChoice()));
}
