import { permissionsAnswerSchema, permissionsQuerySchema, savePermissionsSchema } from '../admin.ts';
import { endpoints } from './endpoint.ts';

/** Manage Permissions: feature toggles per district and the defaults new districts get (Five Star only). */
export const permissionsApi = endpoints('admin', {
  read: {
    method: 'GET',
    path: '/api/admin/permissions',
    access: 'admin',
    description: "A district's feature toggles, or with districtId=defaults those new districts get.",
    query: permissionsQuerySchema,
    response: permissionsAnswerSchema,
  },
  save: {
    method: 'PUT',
    path: '/api/admin/permissions',
    access: 'admin',
    description:
      "Saves a district's feature toggles (or the defaults); the district's users are refused the areas switched off at once.",
    body: savePermissionsSchema,
    response: permissionsAnswerSchema,
  },
});
