/** The words of client/src/features/projects, in English (staff screens: English only, docs/decisions.md). */
export const projectsEn = {
  page: {
    title: 'Project Planning',
    description: 'Plan technology projects and follow their progress from the tasks linked to them.',
    add: 'New Project',
    what: 'Projects',
    count_one: '{{count}} project',
    count_other: '{{count}} projects',
    showing: 'Showing {{shown}} of {{total}} projects',
    label: 'Projects',
    loading: 'Loading projects...',
    failed: 'Projects could not be loaded.',
    emptyDescription:
      "Add the district's first technology project to plan its dates and follow its progress.",
    noMatchDescription: 'Try another search or status.',
  },
  filter: {
    search: 'Search projects',
    searchPlaceholder: 'Search projects…',
    status: 'Filter by status',
    allStatuses: 'All statuses',
  },
  delete: {
    title: 'Delete this project?',
    description:
      '"{{name}}" will be deleted for everyone in the district. Its tasks stay, without a project.',
    confirm: 'Delete Project',
  },
  card: {
    edit: 'Edit {{name}}',
    delete: 'Delete {{name}}',
    overdue: 'Past end date',
    noDescription: 'No description',
  },
  progress: {
    none: 'No linked tasks yet',
    done_one: '{{completed}} of {{count}} task done',
    done_other: '{{completed}} of {{count}} tasks done',
    label: 'Progress of {{name}}',
  },
  form: {
    editTitle: 'Edit Project',
    addTitle: 'Add Project',
    editDescription: 'Change the plan, status or dates of this project.',
    addDescription: 'Plan a new technology project.',
    name: 'Project name',
    namePlaceholder: 'e.g. Chromebook 1:1 Refresh',
    description: 'Description',
    descriptionPlaceholder: 'What the project delivers and for whom',
    status: 'Status',
    priority: 'Priority',
    startDate: 'Start date',
    endDate: 'End date',
    save: 'Save Changes',
    create: 'Create Project',
  },
} as const;
