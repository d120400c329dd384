import { eq } from 'drizzle-orm';
import { SAML_ATTRIBUTE_DEFAULTS } from '../../domain/saml.ts';
import type { Db } from '../db/client.ts';
import { districts, samlConfigs } from '../db/schema/index.ts';

// Benson's single sign-on (issue 35): set up with a demo identity provider's metadata and left
// switched off, so the District profile's card shows what the district gives its identity provider
// and what was read from the IdP's metadata, and nobody's sign-in changes. The certificate is a
// self-signed one made for the demo data only (no private key exists anywhere).

export const DEMO_SAML_DISTRICT = 'BENSON';
const DEMO_IDP = 'https://sts.benson-demo.example/adfs/services/trust';
const DEMO_SSO = 'https://sts.benson-demo.example/adfs/ls/';
const DEMO_CERT =
  'MIIDNzCCAh+gAwIBAgIUI7Y+A3MBHwu35UEY0MIkiOHWo70wDQYJKoZIhvcNAQELBQAwKzEpMCcGA1UEAwwgQmVuc29uIERlbW8gSWRQIChkZW1vIGRhdGEgb25seSkwHhcNMjYxMTI3MTc0NjAxWhcNMzYxMTI0MTc0NjAxWjArMSkwJwYDVQQDDCBCZW5zb24gRGVtbyBJZFAgKGRlbW8gZGF0YSBvbmx5KTCCASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEBALB171GrzaWJ6jnjVWo1BTaJ5gqMFDg2GwtDCVa+209kIjgduVDZvvja82KLaHExD85f61dcRT9Oz02MNSd0ZxlVsSuzRaQpJbWxX/e0/GEaq7hDq0smPLnft1YoaJK9bBYNbaC8BAfv+P7NYrvcYMUpjzTlT+xUbin+VP9+JfcTtCtlVQlfaPR9KMDW2blI6ycOlp05L+WwdRdIId30aWi8o4xDRgzz2e9AfaMFp57PAalA4wCYLJPEkmb5OPwIR8dp0PuUgGpV9Ev7gQUHBtWerc1SApoOtKrXj/6hupch8VYK4LXbmj+dbBmmRurbe2Kyqw0tzwasU07xwDlI+ekCAwEAAaNTMFEwHQYDVR0OBBYEFOKjAJw9DzGKpcPBJyRYzq/UgT43MB8GA1UdIwQYMBaAFOKjAJw9DzGKpcPBJyRYzq/UgT43MA8GA1UdEwEB/wQFMAMBAf8wDQYJKoZIhvcNAQELBQADggEBAFOhJdQ/iIiNMKF/f7TnL07mWwQFyl2E9fPVgzrPpWNiuF6Br3YlzdbjZ2Rr9rCyi1wImRkbfeHWzJIc7aAKIGenuox5+eD44F1MmoNHsgwU6v9ZzhRq2eG8SDODIgvbYhWVHQOXX2rHnOq1ox14mOcQN2St3aXC0wsSahuW925rpfRvg5WDciSPbgPgcM8JXepMep3UudApUjUSZbbmi5f/faeV6TkKxt+F+4mhzOPe4tEl3KiVl3VKI9A6PDQuHZ7o3SNPJdx6la9WDV58+pOWMg/1dzZ33rYC5XMKL1LGgQISIFOlKi5kxsszvTrLtaYkSd637ZS+CZipNvBseGE=';

const metadata = `<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${DEMO_IDP}"><IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"><KeyDescriptor use="signing"><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><X509Data><X509Certificate>${DEMO_CERT}</X509Certificate></X509Data></KeyInfo></KeyDescriptor><SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${DEMO_SSO}"/></IDPSSODescriptor></EntityDescriptor>`;

export async function seedDemoSaml(db: Db, codes: string[]) {
  if (!codes.includes(DEMO_SAML_DISTRICT)) return;
  const [district] = await db
    .select({ id: districts.id })
    .from(districts)
    .where(eq(districts.code, DEMO_SAML_DISTRICT));
  if (!district) return;
  await db.insert(samlConfigs).values({
    scope: district.id,
    districtId: district.id,
    enabled: false,
    metadataXml: metadata,
    idpEntityId: DEMO_IDP,
    ssoUrl: DEMO_SSO,
    certificates: [DEMO_CERT],
    ...SAML_ATTRIBUTE_DEFAULTS,
    defaultRole: 'requester',
  });
}
