/** The words of client/src/features/api-tokens, in English (staff screens: English only, docs/decisions.md). */
export const apiTokensEn = {
  section: {
    title: 'API tokens',
    description:
      "For scripts and other systems that call the portal's API as you. A token never has more access than you.",
    create: 'Create token',
    loadFailed: 'Your API tokens could not be loaded.',
    empty: 'You have no API tokens.',
  },
  revoke: {
    title: 'Revoke “{{name}}”?',
    description: 'It stops working at once. Anything that uses it will be refused.',
    confirm: 'Revoke token',
    label: 'Revoke {{name}}',
    button: 'Revoke',
  },
  token: {
    readOnly: 'Read-only',
    everyDistrict: 'Every district',
    lastUsed: 'Last used',
    from: ' from {{address}}',
    neverUsed: 'Never used',
  },
  create: {
    expiry: { year: '1 year', days: '{{days}} days', never: 'No expiry' },
    created: {
      title: 'Copy your new token',
      description: '“{{name}}” is ready. Send it as Authorization: Bearer <token>.',
      label: 'API token',
    },
    everyDistrict: 'Every district',
    title: 'Create API token',
    description:
      "A token lets a script or another system call the portal's API as you, with the role you give it.",
    name: { label: 'Name', placeholder: 'e.g. Nightly inventory export' },
    role: { label: 'Role', hint: 'Never more than your own role.' },
    expiresInDays: 'Expires after',
    district: { label: 'District', hint: 'Every district needs the Five Star Administrator role.' },
    submit: 'Create token',
    readOnly: { label: 'Read-only', hint: 'The token can read but never change anything.' },
  },
} as const;
