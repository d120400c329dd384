/** The words of client/src/features/offboarding, in English (staff screens: English only, docs/decisions.md). */
export const offboardingEn = {
  list: {
    title: 'Offboarded districts',
    description: 'Districts that left or are leaving, and their certificates of deletion.',
    label: 'Offboarded districts',
    loading: 'Loading offboarded districts…',
    certificate: 'Certificate',
    certificateLabel: 'Certificate of deletion of {{district}}',
    columns: {
      district: 'District',
      status: 'Status',
      requested: 'Requested',
      deleted: 'Deleted',
      certificate: 'Certificate of deletion',
    },
    requestedBy: '{{at}} by {{by}}',
    requestedCard: 'Requested {{at}} by {{by}}',
    deletedCard: ' · deleted {{at}}',
  },
  card: {
    title: 'Offboarding',
    description:
      'When a district leaves: its archive to hand over, then every row of its data deleted, with a certificate of deletion.',
    loading: 'Loading offboarding…',
    start: 'Start offboarding…',
    requested: 'Requested',
    requestedBy: '{{at}} by {{by}}',
    archive: 'Archive',
    sha: 'SHA-256 {{sha}}',
    deletionStarts: 'Deletion starts',
    cancelled: 'Cancelled',
    cancelledBy: ' by {{by}}',
    keyDestroyed: 'Data key destroyed',
    deleted: 'Deleted',
    whyFailed: 'Why it failed',
    progressLabel: 'Deletion progress',
    progress: '{{done}} of {{total}} tables · {{rows}} rows deleted',
    downloadArchive: 'Download archive',
    cancel: 'Cancel offboarding',
    certificate: 'Certificate of deletion',
  },
  start: {
    title: 'Start offboarding',
    description:
      'The archive of {{district}} is made now for you to hand over. After the confirmation period, its data key is destroyed and every row of the district is deleted for good; a certificate of deletion is then ready.',
    days: 'Confirmation period (days)',
    daysHint:
      'From {{min}} to {{max}}. 0 deletes as soon as the archive is made (a district that never went live).',
    confirmName: 'Type “{{district}}” to confirm',
    cancel: 'Cancel',
    submit: 'Start offboarding',
  },
  files: {
    archiveFailed: 'The archive could not be downloaded.',
    certificateFailed: 'The certificate could not be downloaded.',
  },
} as const;
