/** The words of client/src/features/sla-clock, in English (staff screens: English only, docs/decisions.md). */
export const slaClockEn = {
  atRisk: {
    title: 'At risk now',
    description: {
      district: '{{district}}’s open tickets at risk of missing their SLA or past it, soonest due first.',
      theDistrict: 'The district',
      all: 'Every district’s open tickets at risk of missing their SLA or past it, soonest due first.',
    },
    locked: 'Support tickets',
    columns: {
      ticket: 'Ticket',
      district: 'District',
      priority: 'Priority',
      state: 'State',
      due: 'Due',
      left: 'Working time left',
      assignee: 'Assignee',
    },
    unassigned: 'Unassigned',
    due: '{{target}} due {{date}}',
    label: 'Tickets at risk',
    loading: 'Loading tickets at risk…',
    footer: {
      more: 'Showing the {{shown}} due soonest',
      all: 'Showing {{shown}} tickets',
    },
  },
  panel: {
    title: 'SLA',
    due: '{{target}} due',
    responded: 'Responded {{date}}',
    resolved: 'Resolved {{date}}',
    leftLoading: 'Working time left…',
    left: '{{left}} (working time)',
    leftPaused: '{{left}} (working time), paused',
    waiting: 'Waiting on requester',
    noClock: 'This ticket was opened before the SLA clock and has no due times.',
  },
} as const;
