import { describe, expect, it } from 'vitest';
import {
  assertionKeptUntil,
  assertionProblem,
  chooseIdp,
  lookupOf,
  SAML_MESSAGES as M,
  personOf,
  safeRelayState,
  samlConfigInputSchema,
  serviceProviderOf,
} from './saml.ts';

const CERT = 'MII'.padEnd(120, 'A');
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

describe('chooseIdp', () => {
  const facts = {
    entityId: 'https://idp.example',
    ssoServices: [
      { binding: POST, location: 'https://idp.example/post' },
      { binding: REDIRECT, location: 'https://idp.example/redirect' },
    ],
    keys: [
      { use: 'signing', certificate: `${CERT}\n` },
      { use: 'encryption', certificate: 'MIIB'.padEnd(120, 'B') },
      { use: null, certificate: CERT },
    ],
  };
  it('takes the redirect sign-in address and the signing certificates, once each', () => {
    expect(chooseIdp(facts)).toEqual({
      entityId: 'https://idp.example',
      ssoUrl: 'https://idp.example/redirect',
      certificates: [CERT],
    });
  });
  it('says what the metadata lacks', () => {
    expect(chooseIdp({ ...facts, entityId: null })).toEqual({ problem: M.metadataNoEntity });
    expect(chooseIdp({ ...facts, ssoServices: facts.ssoServices.slice(0, 1) })).toEqual({
      problem: M.metadataNoSso,
    });
    expect(chooseIdp({ ...facts, keys: facts.keys.slice(1, 2) })).toEqual({
      problem: M.metadataNoCertificate,
    });
  });
});

describe('safeRelayState', () => {
  it.each([
    ['/tickets?x=1', '/tickets?x=1'],
    [undefined, '/'],
    ['', '/'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/api/auth/logout', '/'],
    ['/a b', '/'],
  ])('%s → %s', (input, out) => expect(safeRelayState(input)).toBe(out));
});

describe('assertionProblem', () => {
  const acsUrl = 'https://portal.example/api/auth/saml/BENSON/acs';
  const now = Date.parse('2026-03-01T10:00:00Z');
  const ok = {
    id: '_a1',
    issuer: 'https://idp.example',
    destination: acsUrl,
    notOnOrAfter: '2026-03-01T10:05:00Z',
    confirmations: [
      {
        method: 'urn:oasis:names:tc:SAML:2.0:cm:bearer',
        recipient: acsUrl,
        notOnOrAfter: '2026-03-01T10:05:00Z',
      },
    ],
  };
  const expected = { acsUrl, idpEntityId: 'https://idp.example' };
  it('accepts a bearer confirmation for our ACS that has not ended', () => {
    expect(assertionProblem(ok, expected, now)).toBeNull();
    expect(assertionProblem({ ...ok, destination: null }, expected, now)).toBeNull();
  });
  it('refuses the rest', () => {
    expect(assertionProblem({ ...ok, id: null }, expected, now)).toMatch(/no ID/);
    expect(assertionProblem({ ...ok, issuer: 'https://other' }, expected, now)).toMatch(
      /another identity provider/,
    );
    expect(assertionProblem({ ...ok, destination: 'https://x' }, expected, now)).toMatch(/destination/);
    const c = ok.confirmations[0]!;
    expect(
      assertionProblem({ ...ok, confirmations: [{ ...c, method: 'holder-of-key' }] }, expected, now),
    ).toMatch(/bearer/);
    expect(
      assertionProblem({ ...ok, confirmations: [{ ...c, recipient: 'https://x' }] }, expected, now),
    ).toMatch(/recipient/);
    expect(assertionProblem({ ...ok, confirmations: [{ ...c, notOnOrAfter: null }] }, expected, now)).toMatch(
      /expired/,
    );
    expect(
      assertionProblem(
        { ...ok, confirmations: [{ ...c, notOnOrAfter: '2026-03-01T09:58:00Z' }] },
        expected,
        now,
      ),
    ).toMatch(/expired/);
  });
  it('remembers an assertion id until its latest end (with the clock skew)', () => {
    expect(assertionKeptUntil(ok, now).toISOString()).toBe('2026-03-01T10:06:00.000Z');
    expect(assertionKeptUntil({ ...ok, notOnOrAfter: null, confirmations: [] }, now).toISOString()).toBe(
      '2026-03-01T10:11:00.000Z',
    );
  });
});

describe('personOf', () => {
  const names = { emailAttribute: 'email', firstNameAttribute: 'given', lastNameAttribute: 'family' };
  it('reads the configured attributes, first values, email lower-cased', () => {
    expect(personOf({ email: ['Ann@X.org'], given: 'Ann', family: ['Lee'] }, null, names)).toEqual({
      email: 'ann@x.org',
      firstName: 'Ann',
      lastName: 'Lee',
    });
  });
  it('falls back to a NameID that is an address, and refuses without one', () => {
    expect(personOf({}, 'bo@x.org', names)).toEqual({ email: 'bo@x.org', firstName: 'bo', lastName: '' });
    expect(personOf({}, 'opaque-id', names)).toBeNull();
  });
});

describe('lookupOf', () => {
  it('tells a code from an address or a domain', () => {
    expect(lookupOf(' BENSON ')).toEqual({ code: 'benson' });
    expect(lookupOf('ann@benson.k12.us')).toEqual({ domain: 'benson.k12.us' });
    expect(lookupOf('benson.k12.us')).toEqual({ domain: 'benson.k12.us' });
    expect(lookupOf('a')).toBeNull();
    expect(lookupOf('x@y')).toBeNull();
  });
});

describe('samlConfigInputSchema', () => {
  const base = {
    enabled: true,
    emailAttribute: 'email',
    firstNameAttribute: 'firstName',
    lastNameAttribute: 'lastName',
    defaultRole: 'viewer',
    requireSaml: false,
    allowIdpInitiated: false,
  };
  it('requires SAML only when it is on, and one metadata source', () => {
    expect(samlConfigInputSchema.safeParse({ ...base, metadataUrl: 'https://idp.example/md' }).success).toBe(
      true,
    );
    const off = samlConfigInputSchema.safeParse({ ...base, enabled: false, requireSaml: true });
    expect(off.error?.issues[0]?.message).toBe(M.requireNeedsEnabled);
    const both = samlConfigInputSchema.safeParse({ ...base, metadataUrl: 'https://a', metadataXml: '<x/>' });
    expect(both.error?.issues[0]?.message).toBe(M.metadataBoth);
  });
});

it('names the service provider’s addresses by code', () => {
  expect(serviceProviderOf('https://portal.example/', 'BENSON')).toEqual({
    entityId: 'https://portal.example/api/auth/saml/BENSON/metadata',
    metadataUrl: 'https://portal.example/api/auth/saml/BENSON/metadata',
    acsUrl: 'https://portal.example/api/auth/saml/BENSON/acs',
    loginUrl: 'https://portal.example/api/auth/saml/BENSON/login',
  });
});
