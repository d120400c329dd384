/** The words of client/src/features/announcements, in English (staff screens: English only, docs/decisions.md). */
export const announcementsEn = {
  banner: {
    severity: {
      info: 'Announcement',
      warning: 'Warning',
      critical: 'Critical',
    },
    label: '{{severity}} from Five Star',
    dismiss: 'Dismiss announcement',
  },
  maintenance: {
    providerNote: ' Its users cannot make changes; you still can.',
  },
} as const;
