/**
 * The words of the shared pieces of client/src/ui the signed-in app shows (a dialog's Close, a form
 * dialog's Cancel, Try again…), in English, read with i18next. Spanish: ui.es.ts (same keys).
 */
export const uiEn = {
  cancel: 'Cancel',
  close: 'Close',
  tryAgain: 'Try again',
  checkConnection: 'Check your connection and try again.',
  clearFilters: 'Clear filters',
} as const;
