import {
  samlAcsBodySchema,
  samlCodeParamSchema,
  samlConfigInputSchema,
  samlConfigSchema,
  samlLoginQuerySchema,
  samlLookupQuerySchema,
  samlLookupSchema,
  samlScopeQuerySchema,
} from '../saml.ts';
import { samlAddresses } from './auth-addresses.ts';
import { endpoints } from './endpoint.ts';

/**
 * SAML sign-in (see docs/product.md#single-sign-on-saml): the configuration (the District profile's
 * administrators; `districtId=fivestar` is Five Star's own, its administrators only), and the
 * service provider's public endpoints per district code.
 */
export const samlApi = endpoints('saml', {
  readConfig: {
    method: 'GET',
    path: '/api/auth/saml/config',
    access: 'admin',
    query: samlScopeQuerySchema,
    response: samlConfigSchema,
  },
  updateConfig: {
    method: 'PUT',
    path: '/api/auth/saml/config',
    access: 'admin',
    description:
      'Saves the configuration; the metadata (its URL, fetched now, or its XML) is read for the IdP’s entity id, sign-in address and signing certificates, and refused when it lacks one.',
    query: samlScopeQuerySchema,
    body: samlConfigInputSchema,
    response: samlConfigSchema,
  },
  lookUp: {
    ...samlAddresses.lookUp,
    access: 'public',
    description:
      'The login page’s “Sign in with single sign-on”: a district code, or an email address or domain, to its sign-in address.',
    query: samlLookupQuerySchema,
    response: samlLookupSchema,
  },
  metadata: {
    method: 'GET',
    path: '/api/auth/saml/:districtCode/metadata',
    access: 'public',
    description: 'The portal’s service provider metadata for the district (`fivestar`: Five Star’s staff).',
    params: samlCodeParamSchema,
    produces: ['application/samlmetadata+xml'],
  },
  login: {
    method: 'GET',
    path: '/api/auth/saml/:districtCode/login',
    access: 'public',
    hidden: true,
    params: samlCodeParamSchema,
    query: samlLoginQuerySchema,
  },
  acs: {
    method: 'POST',
    path: '/api/auth/saml/:districtCode/acs',
    access: 'public',
    hidden: true,
    crossSite: true,
    params: samlCodeParamSchema,
    body: samlAcsBodySchema,
    consumes: ['application/x-www-form-urlencoded'],
    bodyLimit: 600_000,
  },
});
