/** The words of client/src/features/saml, in English (staff screens: English only, docs/decisions.md). */
export const samlEn = {
  source: {
    label: 'Identity provider metadata',
    url: 'Metadata URL (read again at each save)',
    xml: 'Metadata XML (pasted)',
  },
  metadataUrl: {
    label: 'Metadata URL',
    placeholder: 'https://',
    hint: "Entra ID: App Federation Metadata Url. Okta: Metadata URL of the app's Sign On tab.",
  },
  metadataXml: {
    label: 'Metadata XML',
    hintConfigured: 'Leave empty to keep the metadata saved before.',
    hintNew: 'Paste the XML file your identity provider offers.',
  },
  form: {
    enabled: {
      label: 'Sign in with single sign-on',
      hint: 'People sign in at the identity provider; new people get an account with the default role.',
    },
    emailAttribute: 'Email attribute',
    firstNameAttribute: 'First name attribute',
    lastNameAttribute: 'Last name attribute',
    defaultRole: { label: 'Role of new accounts', hint: 'Give more later in Users.' },
    requireSaml: {
      label: 'Require single sign-on',
      hintFiveStar: 'Password sign-in is off for Five Star’s accounts.',
      hintDistrict:
        'Password sign-in is off for this district’s accounts; the login page sends them to the identity provider.',
    },
    allowIdpInitiated: {
      label: 'Allow sign-in from the identity provider’s app list',
      hint: 'IdP-initiated sign-in (the tile in My Apps or the Okta dashboard). Off: only sign-ins that start at the portal.',
    },
    submit: 'Save single sign-on',
  },
  card: {
    titleFiveStar: 'Single sign-on (SAML) for Five Star staff',
    title: 'Single sign-on (SAML)',
    onRequired: 'On, required',
    on: 'On',
    off: 'Off',
    description:
      'Sign in with Entra ID, Okta, ClassLink or any SAML 2.0 identity provider. Assertions must be signed.',
  },
  sp: {
    title: 'Give your identity provider',
    entityId: 'Entity ID (Identifier)',
    acsUrl: 'Reply URL (ACS)',
    loginUrl: 'Sign-on URL',
    metadata: 'Or give it the portal’s metadata: {{url}}',
  },
  idp: {
    title: 'Identity provider (read from its metadata)',
    entityId: 'Entity ID',
    ssoUrl: 'Sign-in address',
    certificate: 'Signing certificate, valid until {{date}}',
  },
} as const;
