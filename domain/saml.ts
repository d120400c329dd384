import { z } from 'zod';
import { SSO_MESSAGES } from './auth-messages.ts';
import { text } from './http.ts';

/**
 * SAML sign-in (see docs/product.md#single-sign-on-saml): per district, and one for Five Star's staff
 * under the reserved code `fivestar`. The district's identity provider (Entra ID, Okta, ClassLink…)
 * is described by its metadata (a URL the server fetches, or the XML pasted); the portal is the
 * service provider: its metadata, its sign-in (SP-initiated, with the wanted page as RelayState)
 * and its assertion consumer service (IdP-initiated too when allowed). Assertions must be signed;
 * audience, recipient, NotOnOrAfter and replay are checked.
 */

/** The code under which Five Star's own staff sign in (district codes are upper-case letters and digits). */
export const FIVE_STAR_SAML_CODE = 'fivestar';

/** The roles a new account created by a SAML sign-in may get: never staff with write access. */
export const SAML_DEFAULT_ROLES = ['requester', 'viewer'] as const;
export type SamlDefaultRole = (typeof SAML_DEFAULT_ROLES)[number];
export const SAML_DEFAULT_ROLE_LABELS: Record<SamlDefaultRole, string> = {
  requester: 'Requester (Staff & Students)',
  viewer: 'Viewer',
};

/** The attribute names most identity providers send (Entra ID's claims, then the plain names). */
export const SAML_ATTRIBUTE_DEFAULTS = {
  emailAttribute: 'email',
  firstNameAttribute: 'firstName',
  lastNameAttribute: 'lastName',
} as const;

/** A request id waits this long for its answer; an assertion without an end is kept this long. */
export const SAML_REQUEST_TTL_MS = 10 * 60_000;
/** Clock difference allowed between the identity provider and the portal. */
export const SAML_CLOCK_SKEW_MS = 60_000;
/** The largest metadata document read (pasted or fetched). */
export const SAML_METADATA_LIMIT = 200_000;

export const SAML_MESSAGES = {
  metadataRequired: 'Give the identity provider’s metadata: its URL or its XML',
  metadataBoth: 'Give the metadata URL or the metadata XML, not both',
  metadataUrlInvalid: 'Enter the metadata address, starting with https://',
  metadataTooLarge: `The metadata may be at most ${SAML_METADATA_LIMIT / 1000} KB`,
  metadataUnreadable:
    'The metadata could not be read: paste the XML your identity provider offers for download.',
  metadataNoEntity: 'The metadata names no identity provider (no EntityDescriptor with an IDPSSODescriptor).',
  metadataNoSso: 'The metadata has no sign-in address (SingleSignOnService with the HTTP-Redirect binding).',
  metadataNoCertificate: 'The metadata has no signing certificate.',
  metadataFetchFailed: (why: string) => `The metadata could not be fetched: ${why}`,
  attributeRequired: 'Enter the attribute name',
  roleInvalid: 'Choose Requester or Viewer',
  requireNeedsEnabled: 'Turn single sign-on on before requiring it',
  codeInvalid: 'Not a valid district code',
  notConfigured: 'Single sign-on is not set up for this district.',
  notFoundFor: SSO_MESSAGES.notFoundFor,
  lookupRequired: SSO_MESSAGES.lookupRequired,
  providerOnly: 'Only Five Star’s administrators set up Five Star’s single sign-on.',
  passwordsOff: SSO_MESSAGES.passwordsOff,
  saved: 'Single sign-on saved',
  saveFailed: { title: 'Error', description: 'Failed to save single sign-on' },
  loadFailed: 'Single sign-on could not be loaded.',
} as const;
const M = SAML_MESSAGES;

const attribute = text(200, M.attributeRequired);

/** What an administrator saves (PUT /api/auth/saml/config). */
export const samlConfigInputSchema = z
  .object({
    enabled: z.boolean(),
    metadataUrl: z
      .string()
      .trim()
      .max(2000, M.metadataUrlInvalid)
      .refine((s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s), M.metadataUrlInvalid)
      .optional(),
    metadataXml: z.string().max(SAML_METADATA_LIMIT, M.metadataTooLarge).optional(),
    emailAttribute: attribute,
    firstNameAttribute: attribute,
    lastNameAttribute: attribute,
    defaultRole: z.enum(SAML_DEFAULT_ROLES, { error: M.roleInvalid }),
    requireSaml: z.boolean(),
    allowIdpInitiated: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.metadataUrl && v.metadataXml?.trim())
      ctx.addIssue({ code: 'custom', path: ['metadataXml'], message: M.metadataBoth });
    if (v.requireSaml && !v.enabled)
      ctx.addIssue({ code: 'custom', path: ['requireSaml'], message: M.requireNeedsEnabled });
  });
export type SamlConfigInput = z.infer<typeof samlConfigInputSchema>;

/** A district id, or `fivestar` for Five Star's staff. */
export const samlScopeQuerySchema = z.object({
  districtId: z.union([z.uuid(), z.literal(FIVE_STAR_SAML_CODE)], { error: 'Not a valid district id' }),
});

export const samlCodeParamSchema = z.object({
  districtCode: z
    .string()
    .max(16, M.codeInvalid)
    .regex(/^[A-Za-z0-9]{2,16}$/, M.codeInvalid),
});

export const samlLoginQuerySchema = z.object({ next: z.string().max(500).optional() });

export const samlLookupQuerySchema = z.object({ for: text(320, M.lookupRequired) });
export const samlLookupSchema = z.object({
  districtCode: z.string(),
  name: z.string(),
  loginUrl: z.string(),
});

/** The POST binding's form (application/x-www-form-urlencoded). */
export const samlAcsBodySchema = z.object({
  SAMLResponse: z.string().min(1).max(500_000),
  RelayState: z.string().max(500).optional(),
});

export const samlCertificateSchema = z.object({
  subject: z.string(),
  fingerprint: z.string(),
  expiresAt: z.string(),
});

/** What the card shows: the saved configuration and what to give the identity provider. */
export const samlConfigSchema = z.object({
  districtCode: z.string(),
  configured: z.boolean(),
  enabled: z.boolean(),
  metadataUrl: z.string().nullable(),
  idpEntityId: z.string().nullable(),
  ssoUrl: z.string().nullable(),
  certificates: z.array(samlCertificateSchema),
  emailAttribute: z.string(),
  firstNameAttribute: z.string(),
  lastNameAttribute: z.string(),
  defaultRole: z.enum(SAML_DEFAULT_ROLES),
  requireSaml: z.boolean(),
  allowIdpInitiated: z.boolean(),
  metadataReadAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  serviceProvider: z.object({
    entityId: z.string(),
    acsUrl: z.string(),
    metadataUrl: z.string(),
    loginUrl: z.string(),
  }),
});
export type SamlConfig = z.infer<typeof samlConfigSchema>;

// --- Pure rules ------------------------------------------------------------------------------------

/** The portal's addresses for one code: its entity id is its metadata's address. */
export function serviceProviderOf(publicUrl: string, code: string) {
  const base = `${publicUrl.replace(/\/$/, '')}/api/auth/saml/${encodeURIComponent(code)}`;
  return {
    entityId: `${base}/metadata`,
    metadataUrl: `${base}/metadata`,
    acsUrl: `${base}/acs`,
    loginUrl: `${base}/login`,
  };
}

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** What an IdP's metadata says, as read from its XML. */
export interface IdpMetadataFacts {
  entityId: string | null;
  ssoServices: { binding: string; location: string }[];
  keys: { use: string | null; certificate: string }[];
}

/** The identity provider to trust, or the sentence saying what its metadata lacks. */
export function chooseIdp(
  facts: IdpMetadataFacts,
): { entityId: string; ssoUrl: string; certificates: string[] } | { problem: string } {
  if (!facts.entityId) return { problem: M.metadataNoEntity };
  const sso = facts.ssoServices.find(
    (s) => s.binding === REDIRECT_BINDING && /^https?:\/\//i.test(s.location),
  );
  if (!sso) return { problem: M.metadataNoSso };
  const certificates = [
    ...new Set(
      facts.keys
        .filter((k) => k.use === null || k.use === '' || k.use === 'signing')
        .map((k) => k.certificate.replace(/\s+/g, ''))
        .filter((c) => /^[A-Za-z0-9+/=]{100,}$/.test(c)),
    ),
  ];
  if (certificates.length === 0) return { problem: M.metadataNoCertificate };
  return { entityId: facts.entityId, ssoUrl: sso.location, certificates };
}

/** Where to go after signing in: a page of the portal (never another site), else the home page. */
export function safeRelayState(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value.startsWith('/api/') || /[\s\\]/.test(value)) return '/';
  return value.slice(0, 500);
}

/** The subject confirmations of an assertion, as read from its signed XML. */
export interface AssertionFacts {
  id: string | null;
  /** The assertion's Issuer. */
  issuer: string | null;
  /** The Response's Destination, when it names one. */
  destination: string | null;
  confirmations: { method: string | null; recipient: string | null; notOnOrAfter: string | null }[];
  /** Conditions' NotOnOrAfter. */
  notOnOrAfter: string | null;
}

const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';

/**
 * What node-saml leaves to us: a bearer confirmation for our assertion consumer service that has not
 * ended, the Response's destination, an id for the replay check. Null when the assertion is fine.
 */
export function assertionProblem(
  facts: AssertionFacts,
  expected: { acsUrl: string; idpEntityId: string },
  now: number,
): string | null {
  const { acsUrl } = expected;
  if (!facts.id) return 'the assertion has no ID';
  if (facts.issuer !== expected.idpEntityId) return 'the assertion is from another identity provider';
  if (facts.destination !== null && facts.destination !== acsUrl)
    return 'the response is for another destination';
  const bearer = facts.confirmations.filter((c) => c.method === BEARER);
  if (bearer.length === 0) return 'the assertion has no bearer subject confirmation';
  const ours = bearer.filter((c) => c.recipient === acsUrl);
  if (ours.length === 0) return 'the assertion is for another recipient';
  const live = ours.filter((c) => {
    const end = c.notOnOrAfter ? Date.parse(c.notOnOrAfter) : Number.NaN;
    return Number.isFinite(end) && now < end + SAML_CLOCK_SKEW_MS;
  });
  if (live.length === 0) return 'the assertion has expired (NotOnOrAfter)';
  return null;
}

/** Until when an assertion id is remembered: its latest end, or the request lifetime when it names none. */
export function assertionKeptUntil(facts: AssertionFacts, now: number): Date {
  const ends = [facts.notOnOrAfter, ...facts.confirmations.map((c) => c.notOnOrAfter)]
    .map((s) => (s ? Date.parse(s) : Number.NaN))
    .filter(Number.isFinite);
  const latest = ends.length ? Math.max(...ends) : now + SAML_REQUEST_TTL_MS;
  return new Date(Math.max(latest, now) + SAML_CLOCK_SKEW_MS);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The person an assertion names: email and names from the configured attributes (the NameID when it is an address). */
export function personOf(
  attributes: Record<string, unknown>,
  nameId: string | null,
  names: Pick<SamlConfigInput, 'emailAttribute' | 'firstNameAttribute' | 'lastNameAttribute'>,
): { email: string; firstName: string; lastName: string } | null {
  const first = (key: string): string | null => {
    const v = attributes[key];
    const one = Array.isArray(v) ? v[0] : v;
    return typeof one === 'string' && one.trim() ? one.trim() : null;
  };
  const email = (
    first(names.emailAttribute) ?? (nameId && EMAIL.test(nameId) ? nameId : null)
  )?.toLowerCase();
  if (!email || !EMAIL.test(email) || email.length > 320) return null;
  return {
    email,
    firstName: (first(names.firstNameAttribute) ?? email.split('@')[0]!).slice(0, 100),
    lastName: (first(names.lastNameAttribute) ?? '').slice(0, 100),
  };
}

/** What the login page's "Sign in with single sign-on" was given: a district code, or an email domain. */
export function lookupOf(input: string): { code: string } | { domain: string } | null {
  const v = input.trim().toLowerCase();
  if (!v) return null;
  if (v.includes('@')) {
    const domain = v.split('@').pop()!;
    return domain.includes('.') ? { domain } : null;
  }
  if (v.includes('.')) return { domain: v };
  return /^[a-z0-9]{2,16}$/.test(v) ? { code: v } : null;
}
