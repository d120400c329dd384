/** The words of client/src/features/rules, in English (staff screens: English only, docs/decisions.md). */
export const rulesEn = {
  page: {
    title: 'Ticket Rules',
    description: {
      district:
        'What {{district}}’s desk does by itself when a ticket is created, updated or left without a reply: in order, each rule at most once per ticket per event.',
      theDistrict: 'the district',
      templates:
        'Five Star’s templates, which districts copy. Choose a district above to keep its own rules.',
    },
    locked: 'Ticket rules',
    addRule: 'Add Rule',
    addTemplate: 'Add Template',
    own: {
      district: 'The district’s rules',
      templates: 'Templates for every district',
    },
    loading: 'Loading rules…',
    emptyDescription:
      'Route tickets, raise priorities, escalate, or close resolved tickets nobody answered: copy a template below or add your own.',
    templates: {
      district: 'Templates to copy',
      shipped: 'Shipped with the portal',
    },
  },
  card: {
    order: 'Runs in this order',
    on: 'On',
    off: 'Off',
    shipped: 'Shipped with the portal',
    fiveStar: 'Five Star',
    simulate: 'Simulate',
    copy: 'Copy to District',
    edit: 'Edit',
    editName: 'Edit {{name}}',
    delete: 'Delete',
    deleteName: 'Delete {{name}}',
  },
  delete: {
    title: 'Delete this rule?',
    description: '“{{name}}” will no longer run. What it already did to tickets stays in their timelines.',
    confirm: 'Delete Rule',
  },
  simulation: {
    title: 'Simulator: {{name}}',
    description:
      '{{matched}} of {{examined}} tickets of the last {{days}} days, as they are now. Nothing was changed.',
    listed: 'The newest {{listed}} are listed.',
    list: 'Tickets the rule would touch',
    close: 'Close',
  },
  form: {
    note: {
      template: 'A template for every district: districts copy it, and it never runs by itself.',
      district:
        'Rules run in order, each at most once per ticket per event. A new rule is off until you turn it on.',
    },
    editTitle: 'Edit Rule',
    save: 'Save Rule',
    copyTitle: 'Copy Template',
    addTitle: 'Add Rule',
    add: 'Add Rule',
    choosePerson: 'Choose a person',
    name: {
      label: 'Name',
      hint: 'What the rule is for, e.g. “Printers go to Sam”.',
    },
    when: 'When',
    noReplyDays: {
      label: 'Working days without a reply',
      hint: 'Counted on the district’s calendar.',
    },
    if: 'If the ticket…',
    ifHint: '(leave a condition empty to skip it)',
    categories: 'Category is',
    priorities: 'Priority is',
    statuses: 'Status is',
    sources: 'Came from',
    requesterRoles: 'Requester is',
    words: {
      label: 'Mentions any of these words',
      hint: 'Separated by commas; whole words in the title or description.',
      placeholder: 'e.g. printer, toner',
    },
    separated: 'Separated by commas.',
    sites: {
      label: 'Device’s site contains',
      placeholder: 'e.g. Benson High',
    },
    assetCategories: {
      label: 'Device category is',
      placeholder: 'e.g. chromebook, printer',
    },
    thenTitle: 'Then',
    action: 'Action {{n}}',
    technician: 'Technician',
    watcher: 'Watcher',
    priority: 'Priority',
    category: 'Category',
    noteLabel: 'Note',
    waiting: {
      label: 'Waiting on the requester',
      set: 'Set waiting',
      clear: 'Clear waiting',
    },
    who: 'Who',
    person: 'Person',
    removeAction: 'Remove action {{n}}',
    remove: 'Remove',
    addAction: 'Add Action',
    enabled: 'On: the rule runs (try it in the simulator first)',
  },
} as const;
