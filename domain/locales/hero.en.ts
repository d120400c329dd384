/**
 * The brand panel beside the sign-in form on wide screens, in English. Loaded with the panel, after
 * the form (client/src/app/login/login-hero.tsx), so the gate's first load stays small.
 * Spanish: hero.es.ts (same keys).
 */
export const heroEn = {
  brand: 'District IT Portal',
  eyebrow: 'Managed IT for K-12',
  title: 'Technology services for every school in your district.',
  support: {
    title: 'Support that knows your schools',
    text: 'Tickets, onsite visits and an AI assistant in one place.',
  },
  devices: {
    title: 'Every device accounted for',
    text: 'Inventory, licenses and credentials for each district.',
  },
  reporting: { title: 'Clear reporting', text: 'Service levels, response times and trends at a glance.' },
} as const;
