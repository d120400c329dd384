import { idParamSchema, okSchema } from '../http.ts';
import {
  createdScimTokenSchema,
  createScimTokenSchema,
  SCIM_CONTENT_TYPE,
  scimBodySchema,
  scimErrorSchema,
  scimIdParamSchema,
  scimListQuerySchema,
  scimResourceSchema,
  scimTokensSchema,
} from '../scim.ts';
import { endpoints } from './endpoint.ts';

/**
 * SCIM tokens (the District profile's SCIM card): the district's administrators and Five Star's.
 * A token is shown once, kept as its hash, and works for its one district.
 */
export const scimTokensApi = endpoints('scim', {
  tokens: {
    method: 'GET',
    path: '/api/scim/tokens',
    access: 'admin',
    description: 'The SCIM base URL to give the identity provider and the district’s tokens that still work.',
    query: createScimTokenSchema,
    response: scimTokensSchema,
  },
  createToken: {
    method: 'POST',
    path: '/api/scim/tokens',
    access: 'admin',
    description: 'A SCIM token for the district: in this answer only (stored as its SHA-256).',
    body: createScimTokenSchema,
    response: createdScimTokenSchema,
    status: 201,
  },
  revokeToken: {
    method: 'DELETE',
    path: '/api/scim/tokens/:id',
    access: 'admin',
    params: idParamSchema,
    query: createScimTokenSchema,
    response: okSchema,
  },
});

/** Every SCIM answer's errors are RFC 7644 §3.12 bodies, never the API's `{ message }`. */
const scimErrors = {
  400: scimErrorSchema,
  401: scimErrorSchema,
  403: scimErrorSchema,
  404: scimErrorSchema,
  409: scimErrorSchema,
} as const;

/** A SCIM resource endpoint: public to the guard (the SCIM token is checked by the area itself), SCIM JSON in and out. */
const scim = {
  access: 'public',
  response: scimResourceSchema,
  answers: scimErrors,
  produces: [SCIM_CONTENT_TYPE],
} as const;
const withBody = {
  ...scim,
  body: scimBodySchema,
  consumes: [SCIM_CONTENT_TYPE, 'application/json'],
} as const;

/**
 * SCIM 2.0 (RFC 7644) for identity providers: `Authorization: Bearer scim_…` of one district, never a
 * cookie, no Origin check. Users are the district's people; Groups carry roles by their names.
 */
export const scimApi = endpoints('scim', {
  serviceProviderConfig: {
    ...scim,
    method: 'GET',
    path: '/scim/v2/ServiceProviderConfig',
    description: 'What the service supports: PATCH, filters (eq), no bulk, no sort, no ETags; bearer tokens.',
  },
  schemas: { ...scim, method: 'GET', path: '/scim/v2/Schemas' },
  schema: { ...scim, method: 'GET', path: '/scim/v2/Schemas/:id', params: scimIdParamSchema },
  resourceTypes: { ...scim, method: 'GET', path: '/scim/v2/ResourceTypes' },
  resourceType: { ...scim, method: 'GET', path: '/scim/v2/ResourceTypes/:id', params: scimIdParamSchema },
  listUsers: {
    ...scim,
    method: 'GET',
    path: '/scim/v2/Users',
    description:
      'The district’s people; filter `userName eq`, `externalId eq`, `emails.value eq` (also `emails[type eq "work"].value eq`); startIndex, count.',
    query: scimListQuerySchema,
  },
  createUser: { ...withBody, method: 'POST', path: '/scim/v2/Users', status: 201 },
  readUser: { ...scim, method: 'GET', path: '/scim/v2/Users/:id', params: scimIdParamSchema },
  replaceUser: { ...withBody, method: 'PUT', path: '/scim/v2/Users/:id', params: scimIdParamSchema },
  patchUser: {
    ...withBody,
    method: 'PATCH',
    path: '/scim/v2/Users/:id',
    description:
      'PatchOp in Okta’s and Entra ID’s shapes; `active: false` deactivates and ends sessions at once.',
    params: scimIdParamSchema,
  },
  deleteUser: {
    access: 'public',
    method: 'DELETE',
    path: '/scim/v2/Users/:id',
    description: 'Deactivates the person (their history stays): sessions end at once.',
    params: scimIdParamSchema,
    status: 204,
  },
  listGroups: {
    ...scim,
    method: 'GET',
    path: '/scim/v2/Groups',
    description: 'The district’s groups; filter `displayName eq`, `externalId eq`; startIndex, count.',
    query: scimListQuerySchema,
  },
  createGroup: { ...withBody, method: 'POST', path: '/scim/v2/Groups', status: 201 },
  readGroup: {
    ...scim,
    method: 'GET',
    path: '/scim/v2/Groups/:id',
    params: scimIdParamSchema,
    query: scimListQuerySchema,
  },
  replaceGroup: { ...withBody, method: 'PUT', path: '/scim/v2/Groups/:id', params: scimIdParamSchema },
  patchGroup: {
    ...withBody,
    method: 'PATCH',
    path: '/scim/v2/Groups/:id',
    description:
      'Members added, removed (also `members[value eq "…"]`) or replaced; the members’ roles follow.',
    params: scimIdParamSchema,
  },
  deleteGroup: {
    access: 'public',
    method: 'DELETE',
    path: '/scim/v2/Groups/:id',
    params: scimIdParamSchema,
    status: 204,
  },
});
