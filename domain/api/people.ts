import { z } from 'zod';
import {
  fleetAueSchema,
  fleetExportQuerySchema,
  fleetQuerySchema,
  modelCostAnswerSchema,
  modelCostSchema,
} from '../fleet.ts';
import { districtQuerySchema, idParamSchema } from '../http.ts';
import {
  deviceQueueQuerySchema,
  importQuerySchema,
  ONEROSTER_MAX_BYTES,
  peoplePageSchema,
  peopleQuerySchema,
  personDetailSchema,
  personSchema,
  rosterImportReportSchema,
} from '../people.ts';
import { endpoints } from './endpoint.ts';

/** Rostered people (docs/product.md#people), served in the inventory's area (its access). */
export const peopleApi = endpoints('people', {
  list: {
    method: 'GET',
    // GET /api/people is the account picker (users.ts): the roster's list is its own path.
    path: '/api/people/roster',
    access: 'read',
    description:
      "The district's rostered people by name (q matches name, email or SIS id; role, site and status filter); nextCursor continues.",
    query: peopleQuerySchema,
    response: peoplePageSchema,
  },
  deviceQueue: {
    method: 'GET',
    path: '/api/people/device-queue',
    access: 'read',
    description:
      'Active students who hold no device (at most 1,000), by site and name: the device-issue queue.',
    query: deviceQueueQuerySchema,
    response: z.array(personSchema),
  },
  importRoster: {
    method: 'POST',
    path: '/api/people/import',
    access: 'admin',
    consumes: ['application/zip'],
    bodyLimit: ONEROSTER_MAX_BYTES,
    errors: [413],
    description:
      'A OneRoster 1.1 CSV zip as the body. dryRun=true (the default) reports what would change, with row errors; dryRun=false applies it (orgs → sites, users → people, accounts linked by email, bulk or delta as the manifest says). A real import with bad rows changes nothing unless skipBadRows=true.',
    query: importQuerySchema,
    response: rosterImportReportSchema,
  },
  get: {
    method: 'GET',
    path: '/api/people/:id',
    access: 'read',
    description:
      'A person with the devices they hold and their tickets (when their portal account is linked).',
    params: idParamSchema,
    query: districtQuerySchema,
    response: personDetailSchema,
  },
});

/** The AUE cliff (docs/product.md#fleet). */
export const fleetApi = endpoints('fleet', {
  aue: {
    method: 'GET',
    path: '/api/fleet/aue',
    access: 'read',
    description:
      'Devices by the school year their support ends (a school year ends June 30), past support, per site and model, with replacement costs. Five Star outside a district: every district, with byDistrict.',
    query: fleetQuerySchema,
    response: fleetAueSchema,
  },
  exportAue: {
    method: 'GET',
    path: '/api/fleet/aue/export',
    access: 'read',
    produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    description: 'The roll-up per district and school year (and in total) as CSV or Excel.',
    query: fleetExportQuerySchema,
  },
  setModelCost: {
    method: 'PUT',
    path: '/api/fleet/model-costs',
    access: 'admin',
    description: 'What replacing one device of a model costs the district, in dollars.',
    body: modelCostSchema,
    response: modelCostAnswerSchema,
  },
});
