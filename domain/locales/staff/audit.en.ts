/** The words of client/src/features/audit, in English (staff screens: English only, docs/decisions.md). */
export const auditEn = {
  page: {
    title: 'Audit Log',
    descriptionDistrict: 'Administrative acts in {{district}}, newest first.',
    yourDistrict: 'your district',
    descriptionAll: 'Administrative acts across every district, newest first.',
    locked: 'The audit log',
    export: 'Export CSV',
    listLabel: 'Audit entries',
    loading: 'Loading the audit log...',
    footer_one: 'Showing {{count}} entry, newest first',
    footer_other: 'Showing {{count}} entries, newest first',
  },
  district: {
    removed: 'Removed district',
    all: 'All districts',
  },
  columns: {
    when: 'When',
    actor: 'Actor',
    district: 'District',
    action: 'Action',
    change: 'Change',
  },
  filters: {
    district: 'District',
    allDistricts: 'All districts',
    action: 'Action',
    allActions: 'All actions',
    actor: 'Actor',
    anyone: 'Anyone',
  },
  export: {
    done_one: 'Exported {{count}} entry',
    done_other: 'Exported {{count}} entries',
  },
  change: {
    from: 'from ',
    to: ' to ',
  },
} as const;
