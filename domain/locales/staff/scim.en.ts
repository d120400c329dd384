/** The words of client/src/features/scim, in English (staff screens: English only, docs/decisions.md). */
export const scimEn = {
  card: {
    title: 'SCIM provisioning',
    description:
      'Entra ID, Okta or ClassLink create, update and deactivate the district’s people. Groups named Administrators, Technicians, Viewers or Staff & Students give their members that role.',
    generate: 'Generate token',
    baseUrl: 'SCIM base URL (tenant URL)',
    copyWhat: 'URL',
    copy: 'Copy',
    empty: 'No SCIM tokens yet: generate one for the identity provider.',
    tokens: 'SCIM tokens',
  },
  created: {
    title: 'Copy your SCIM token',
    description:
      'Paste it as the secret token (bearer token) in the identity provider, with the SCIM base URL.',
    label: 'SCIM token',
    baseUrl: 'Base URL:',
  },
  revoke: {
    title: 'Revoke {{hint}}?',
    description: "It stops working at once: the identity provider's provisioning with it will be refused.",
    confirm: 'Revoke token',
    label: 'Revoke {{hint}}',
    button: 'Revoke',
  },
  token: {
    generated: 'Generated',
    by: ' by {{name}}',
    lastUsed: 'Last used',
    from: ' from {{address}}',
    neverUsed: 'Never used',
  },
} as const;
