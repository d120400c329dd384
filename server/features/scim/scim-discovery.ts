import { SCIM_MAX_COUNT, SCIM_SCHEMA } from '../../../domain/scim.ts';

/**
 * RFC 7643 §5–7: what the service supports, its resource types and the attributes it keeps, for an
 * identity provider's discovery (Entra ID's validator and Okta's test suite read them first).
 */
export function scimDiscovery(baseUrl: string) {
  const meta = (resourceType: string, path: string) => ({ resourceType, location: `${baseUrl}${path}` });
  const attribute = (
    name: string,
    type: 'string' | 'boolean' | 'complex' | 'reference',
    more: Record<string, unknown> = {},
  ) => ({
    name,
    type,
    multiValued: false,
    required: false,
    caseExact: false,
    mutability: 'readWrite',
    returned: 'default',
    uniqueness: 'none',
    ...more,
  });
  const userSchema = {
    schemas: [SCIM_SCHEMA.schema],
    id: SCIM_SCHEMA.user,
    name: 'User',
    description: 'A person of the district',
    attributes: [
      attribute('userName', 'string', { required: true, uniqueness: 'server' }),
      attribute('externalId', 'string', { caseExact: true }),
      attribute('name', 'complex', {
        subAttributes: [
          attribute('givenName', 'string'),
          attribute('familyName', 'string'),
          attribute('formatted', 'string'),
        ],
      }),
      attribute('displayName', 'string'),
      attribute('emails', 'complex', {
        multiValued: true,
        subAttributes: [
          attribute('value', 'string'),
          attribute('type', 'string'),
          attribute('primary', 'boolean'),
        ],
      }),
      attribute('active', 'boolean'),
      attribute('groups', 'complex', {
        multiValued: true,
        mutability: 'readOnly',
        subAttributes: [attribute('value', 'string'), attribute('display', 'string')],
      }),
    ],
    meta: meta('Schema', `/Schemas/${SCIM_SCHEMA.user}`),
  };
  const groupSchema = {
    schemas: [SCIM_SCHEMA.schema],
    id: SCIM_SCHEMA.group,
    name: 'Group',
    description:
      'A group of the district; one named after a role (Administrators, Technicians, Viewers, Staff & Students) carries it',
    attributes: [
      attribute('displayName', 'string', { required: true, uniqueness: 'server' }),
      attribute('externalId', 'string', { caseExact: true }),
      attribute('members', 'complex', {
        multiValued: true,
        subAttributes: [
          attribute('value', 'string', { mutability: 'immutable' }),
          attribute('display', 'string'),
        ],
      }),
    ],
    meta: meta('Schema', `/Schemas/${SCIM_SCHEMA.group}`),
  };
  const resourceTypes = [
    {
      schemas: [SCIM_SCHEMA.resourceType],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      schema: SCIM_SCHEMA.user,
      meta: meta('ResourceType', '/ResourceTypes/User'),
    },
    {
      schemas: [SCIM_SCHEMA.resourceType],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      schema: SCIM_SCHEMA.group,
      meta: meta('ResourceType', '/ResourceTypes/Group'),
    },
  ];
  const list = <T>(resources: T[]) => ({
    schemas: [SCIM_SCHEMA.list],
    totalResults: resources.length,
    startIndex: 1,
    itemsPerPage: resources.length,
    Resources: resources,
  });
  return {
    serviceProviderConfig: {
      schemas: [SCIM_SCHEMA.serviceProviderConfig],
      documentationUri: `${baseUrl.replace(/\/scim\/v2$/, '')}/api/docs`,
      patch: { supported: true },
      bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
      filter: { supported: true, maxResults: SCIM_MAX_COUNT },
      changePassword: { supported: false },
      sort: { supported: false },
      etag: { supported: false },
      authenticationSchemes: [
        {
          type: 'oauthbearertoken',
          name: 'OAuth Bearer Token',
          description:
            'A SCIM token of the district (District profile, SCIM provisioning): Authorization: Bearer scim_…',
          primary: true,
        },
      ],
      meta: meta('ServiceProviderConfig', '/ServiceProviderConfig'),
    },
    schemas: list([userSchema, groupSchema]),
    schemaById: new Map<string, object>([
      [SCIM_SCHEMA.user, userSchema],
      [SCIM_SCHEMA.group, groupSchema],
    ]),
    resourceTypes: list(resourceTypes),
    resourceTypeById: new Map<string, object>(resourceTypes.map((t) => [t.id, t])),
  };
}
