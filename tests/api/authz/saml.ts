import { samlApi } from '../../../domain/api/saml.ts';
import { casesOf, type EndpointCase, statuses } from './matrix.ts';

/** The District profile's administrators and Five Star; the area has no tier and no toggle. */
const administrators = (ok: number) =>
  statuses(
    { anonymous: 401, provider: ok, adminA: ok, adminB: 404, techA: 403, viewerA: 403, waiting: 403 },
    403,
  );

/** Metadata the configuration accepts without fetching anything (the certificate is never used here). */
const METADATA = `<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.matrix.example">
<IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
<KeyDescriptor use="signing"><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><X509Data><X509Certificate>${'MIIB'.padEnd(200, 'A')}</X509Certificate></X509Data></KeyInfo></KeyDescriptor>
<SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.matrix.example/sso"/>
</IDPSSODescriptor></EntityDescriptor>`;

export const samlEndpoints = casesOf(samlApi, {
  readConfig: {
    request: (c) => ({ url: `/api/auth/saml/config?districtId=${c.districtA.id}` }),
    expect: administrators(200),
  },
  updateConfig: {
    // Saved switched off: nobody's sign-in changes.
    request: (c) => ({
      url: `/api/auth/saml/config?districtId=${c.districtA.id}`,
      body: {
        enabled: false,
        metadataXml: METADATA,
        emailAttribute: 'email',
        firstNameAttribute: 'firstName',
        lastNameAttribute: 'lastName',
        defaultRole: 'requester',
        requireSaml: false,
        allowIdpInitiated: false,
      },
    }),
    expect: administrators(200),
  },
  lookUp: null,
  metadata: null,
  login: null,
  acs: null,
});

/** Five Star's own configuration: its administrators only. */
export const fiveStarSamlEndpoints: EndpointCase[] = [
  {
    route: 'GET /api/auth/saml/config',
    request: () => ({ url: '/api/auth/saml/config?districtId=fivestar' }),
    expect: statuses({ anonymous: 401, provider: 200, requesterA: 403 }, 403),
  },
];
