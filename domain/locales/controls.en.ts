/**
 * The words of the shared controls the login gate shows too (a field's "(optional)", the password
 * toggle, a spinner's name), read without i18next (client/src/lib/gate-text.ts). Spanish:
 * controls.es.ts. The other shared pieces' words are in ui.en.ts.
 */
export const controlsEn = {
  /** The product's name under "Five Star" (ui/brand-mark.tsx). */
  brand: 'District IT Portal',
  loading: 'Loading',
  optional: '(optional)',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  /** A failure toast's sentence when it has none of its own (ui/failure-toast.ts). */
  pleaseTryAgain: 'Please try again.',
  /** A toast's close button (ui/toaster.tsx, which the login gate shows too). */
  dismiss: 'Dismiss notification',
} as const;
