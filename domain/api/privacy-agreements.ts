import { z } from 'zod';
import { districtQuerySchema, idParamSchema, okSchema } from '../http.ts';
import {
  agreementInputSchema,
  appInputSchema,
  createAppSchema,
  privacyAppSchema,
  privacyAppsQuerySchema,
} from '../privacy-agreements.ts';
import { endpoints, FILE_TYPES } from './endpoint.ts';

const byId = { params: idParamSchema, query: districtQuerySchema } as const;

/**
 * Vendor agreements (docs/product.md#vendor-agreements), the privacy area: the district's
 * administrators and Five Star read and change them; nobody else of the district sees them.
 */
export const privacyAgreementsApi = endpoints('privacy', {
  forLicense: {
    method: 'GET',
    path: '/api/licenses/:id/privacy',
    access: 'read',
    description: "The license's row of the apps list: its agreement, or none recorded yet (id null).",
    ...byId,
    response: privacyAppSchema,
  },
  saveForLicense: {
    method: 'PUT',
    path: '/api/licenses/:id/privacy',
    access: 'admin',
    description:
      "Records the license's data privacy agreement (every field again; a new expiry date sends its reminders again). Another district's license answers 404.",
    ...byId,
    body: agreementInputSchema,
    response: privacyAppSchema,
  },
  apps: {
    method: 'GET',
    path: '/api/privacy/apps',
    access: 'read',
    description:
      'Every app in use: each license of the district (cancelled ones left out) with its agreement or none, and each app without a license, by name. missingAgreement=true keeps those without a signed agreement (an expired one counts as missing); q searches app and vendor.',
    query: privacyAppsQuerySchema,
    response: z.array(privacyAppSchema),
  },
  /** A CSV file (apps-and-privacy-agreements-<day>.csv), its count in the x-export-count header. */
  export: {
    method: 'GET',
    path: '/api/privacy/apps/export',
    access: 'read',
    description:
      'The same list as CSV, as a parent may ask for it: app, vendor, agreement status, type, signed, expires, the student data shared in words, approved for students, agreement link.',
    query: privacyAppsQuerySchema,
    produces: [FILE_TYPES.csv],
  },
  addApp: {
    method: 'POST',
    path: '/api/privacy/apps',
    access: 'admin',
    description:
      'An app in use without a license (vendor and app name) with its agreement. 409 when it is listed already, or when a license of the district has that name and vendor.',
    body: createAppSchema,
    response: privacyAppSchema,
    status: 201,
  },
  updateApp: {
    method: 'PUT',
    path: '/api/privacy/apps/:id',
    access: 'admin',
    description:
      "An app without a license: its name, vendor and agreement. A license's agreement answers 404 here.",
    ...byId,
    body: appInputSchema,
    response: privacyAppSchema,
  },
  removeApp: {
    method: 'DELETE',
    path: '/api/privacy/apps/:id',
    access: 'admin',
    description: 'Removes an app without a license and its agreement.',
    ...byId,
    response: okSchema,
  },
});
