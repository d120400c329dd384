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
  loadMore: 'Load more',
  noMatches: 'No matches',
  searching: 'Searching…',
  suggestions: 'Suggestions',
  suggestionsOf: '{{label}} suggestions',
  confirm: 'Confirm',
  openMenu: 'Open menu',
  /** ui/area-locked.tsx: a page the district may not use ({{tier}}, {{level}}: the domain's tier names). */
  locked: {
    tier: '{{what}} is part of {{tier}}',
    tierPlural: '{{what}} are part of {{tier}}',
    tierText:
      'Your district is on {{level}}. Ask your Five Star account manager about upgrading your service level.',
    toggle: 'A Five Star administrator can turn it on again in Manage Permissions.',
    ask: 'Ask your district administrator if you need it.',
  },
} as const;
