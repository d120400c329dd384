import { z } from 'zod';
import { districtQuerySchema, idParamSchema, okSchema } from '../http.ts';
import { districtSettingsSchema, siteInputSchema, siteSchema, updateSettingsSchema } from '../settings.ts';
import { endpoints } from './endpoint.ts';

/**
 * The District profile and System Settings (one settings row: the profile's fields for every tier,
 * the system fields FS Apex) and the district's sites (everybody reads them).
 */
export const settingsApi = endpoints('settings', {
  read: {
    method: 'GET',
    path: '/api/settings',
    access: 'read',
    query: districtQuerySchema,
    response: districtSettingsSchema,
  },
  update: {
    method: 'PUT',
    path: '/api/settings',
    access: 'admin',
    description:
      'Saves the fields given. Enrollment, school day, time zone and email domains: every tier; name, location, SLA targets and on-call phone: FS Apex (Five Star: any district).',
    body: updateSettingsSchema,
    response: districtSettingsSchema,
  },
  sites: {
    method: 'GET',
    path: '/api/sites',
    access: 'read',
    area: 'sites',
    query: districtQuerySchema,
    response: z.array(siteSchema),
  },
  createSite: {
    method: 'POST',
    path: '/api/sites',
    access: 'admin',
    area: 'sites',
    body: siteInputSchema,
    response: siteSchema,
    status: 201,
  },
  updateSite: {
    method: 'PUT',
    path: '/api/sites/:id',
    access: 'admin',
    area: 'sites',
    params: idParamSchema,
    body: siteInputSchema,
    response: siteSchema,
  },
  deleteSite: {
    method: 'DELETE',
    path: '/api/sites/:id',
    access: 'admin',
    area: 'sites',
    params: idParamSchema,
    response: okSchema,
  },
});
