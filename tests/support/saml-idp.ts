import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';

/**
 * A SAML identity provider in the test process: a test-only RSA key and self-signed certificate made
 * with openssl at start, metadata, and responses whose assertion is signed with xml-crypto (or left
 * unsigned, or made wrong on purpose). `serve()` adds an HTTP sign-in page that answers an
 * AuthnRequest with a form posting the response to the portal's ACS (what a browser test needs).
 */
export interface AssertionOptions {
  acsUrl: string;
  audience: string;
  email: string;
  firstName?: string;
  lastName?: string;
  inResponseTo?: string;
  /** The subject confirmation's and the conditions' end (default: in 5 minutes). */
  notOnOrAfter?: Date;
  /** Default true: the assertion is signed. */
  signed?: boolean;
  assertionId?: string;
  recipient?: string;
}

/** The openssl command line (as tests/support/dovecot.ts uses it), for the test-only certificate. */
const OPENSSL = 'openssl';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function createTestIdp(entityId = 'https://idp.test.example/saml') {
  const dir = mkdtempSync(join(tmpdir(), 'saml-idp-'));
  execFileSync(
    OPENSSL,
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-days',
      '2',
      '-subj',
      '/CN=Test IdP (tests only)',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const privateKey = readFileSync(join(dir, 'key.pem'), 'utf8');
  const publicCert = readFileSync(join(dir, 'cert.pem'), 'utf8');
  rmSync(dir, { recursive: true, force: true });
  const certBody = publicCert.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
  let ssoUrl = 'https://idp.test.example/sso';

  function metadata(): string {
    return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${esc(entityId)}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certBody}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${esc(ssoUrl)}"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${esc(ssoUrl)}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
  }

  /** A base64 SAMLResponse as the POST binding carries it. */
  function response(o: AssertionOptions): string {
    const now = new Date();
    const end = (o.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
    const notBefore = new Date(Math.min(now.getTime(), new Date(end).getTime()) - 60_000).toISOString();
    const id = o.assertionId ?? `_a${randomUUID()}`;
    const irt = o.inResponseTo ? ` InResponseTo="${esc(o.inResponseTo)}"` : '';
    const attr = (name: string, value: string | undefined) =>
      value === undefined
        ? ''
        : `<saml:Attribute Name="${name}"><saml:AttributeValue>${esc(value)}</saml:AttributeValue></saml:Attribute>`;
    const assertion = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id}" Version="2.0" IssueInstant="${now.toISOString()}"><saml:Issuer>${esc(entityId)}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${esc(o.email)}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${end}" Recipient="${esc(o.recipient ?? o.acsUrl)}"${irt}/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${end}"><saml:AudienceRestriction><saml:Audience>${esc(o.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${id}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement>${attr('email', o.email)}${attr('firstName', o.firstName)}${attr('lastName', o.lastName)}</saml:AttributeStatement></saml:Assertion>`;
    const signedAssertion = o.signed === false ? assertion : sign(assertion);
    const xml = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomUUID()}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${esc(o.acsUrl)}"${irt}><saml:Issuer>${esc(entityId)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${signedAssertion}</samlp:Response>`;
    return Buffer.from(xml).toString('base64');
  }

  function sign(assertion: string): string {
    const sig = new SignedXml({ privateKey, publicCert });
    sig.addReference({
      xpath: "//*[local-name(.)='Assertion']",
      transforms: [
        'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
        'http://www.w3.org/2001/10/xml-exc-c14n#',
      ],
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    });
    sig.canonicalizationAlgorithm = 'http://www.w3.org/2001/10/xml-exc-c14n#';
    sig.signatureAlgorithm = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
    sig.computeSignature(assertion, {
      location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
    });
    return sig.getSignedXml();
  }

  /** The id and ACS address of an AuthnRequest from the HTTP-Redirect binding's SAMLRequest. */
  function readRequest(samlRequest: string): { id: string; acsUrl: string | null } {
    const xml = inflateRawSync(Buffer.from(samlRequest, 'base64')).toString('utf8');
    return {
      id: /\sID="([^"]+)"/.exec(xml)![1]!,
      acsUrl: /AssertionConsumerServiceURL="([^"]+)"/.exec(xml)?.[1]?.replace(/&amp;/g, '&') ?? null,
    };
  }

  /**
   * Serves the sign-in page on a local port: an AuthnRequest is answered at once for `person()` with a
   * page whose form posts the signed response (and the RelayState) to the ACS, as an IdP does.
   */
  async function serve(
    person: () => { email: string; firstName?: string; lastName?: string },
    audience: (acsUrl: string) => string,
  ) {
    const server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', ssoUrl);
      const samlRequest = url.searchParams.get('SAMLRequest');
      if (!samlRequest) return res.writeHead(404).end();
      const request = readRequest(samlRequest);
      const acsUrl = request.acsUrl!;
      const body = response({ acsUrl, audience: audience(acsUrl), inResponseTo: request.id, ...person() });
      const relay = url.searchParams.get('RelayState') ?? '';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="en"><head><title>Test IdP</title></head><body>
<form method="post" action="${esc(acsUrl)}"><input type="hidden" name="SAMLResponse" value="${body}">
<input type="hidden" name="RelayState" value="${esc(relay)}"><noscript><button>Continue</button></noscript></form>
<script>document.forms[0].submit()</script></body></html>`);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    ssoUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sso`;
    return {
      close: () =>
        new Promise<void>((r) => {
          server.close(() => r());
          server.closeAllConnections();
        }),
    };
  }

  return {
    entityId,
    get ssoUrl() {
      return ssoUrl;
    },
    metadata,
    response,
    readRequest,
    serve,
  };
}

export type TestIdp = ReturnType<typeof createTestIdp>;
