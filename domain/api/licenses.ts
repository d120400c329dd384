import { z } from 'zod';
import { districtQuerySchema, idParamSchema, okSchema } from '../http.ts';
import {
  assignmentPageSchema,
  assignmentParamsSchema,
  assignSeatSchema,
  createLicenseSchema,
  exportLicensesQuerySchema,
  importLicensesQuerySchema,
  licenseAssignmentSchema,
  licenseHistoryEntrySchema,
  licenseImportReportSchema,
  licenseListItemSchema,
  licenseSchema,
  licenseSummarySchema,
  listAssignmentsQuerySchema,
  listLicensesQuerySchema,
  renewLicenseSchema,
  setRemindersSchema,
  updateLicenseSchema,
} from '../licenses.ts';
import { endpoints, FILE_TYPES } from './endpoint.ts';

/** A license of the district, by id (`districtId` names the district a provider works in). */
const byId = { params: idParamSchema, query: districtQuerySchema } as const;

/**
 * License Tracking (see docs/product.md#licenses): everyone of the district reads; technicians
 * manage seats (write); district administrators add, edit, cancel, renew, import and set reminders (admin).
 */
export const licensesApi = endpoints('licenses', {
  list: {
    method: 'GET',
    path: '/api/licenses',
    access: 'read',
    description:
      "The district's licenses by name, filtered by status (from the dates), category and a search of name and vendor. Costs are null for technicians. Contract, notes, contacts and times come with GET /api/licenses/{id}.",
    query: listLicensesQuerySchema,
    response: z.array(licenseListItemSchema),
  },
  summary: {
    method: 'GET',
    path: '/api/licenses/summary',
    access: 'read',
    description: 'The four cards: total annual cost, utilization, expiring within 90 days, expired.',
    query: districtQuerySchema,
    response: licenseSummarySchema,
  },
  /** A CSV or an Excel file (no JSON answer). */
  export: {
    method: 'GET',
    path: '/api/licenses/export',
    access: 'read',
    description:
      'The filtered licenses as CSV or Excel (format=csv|xlsx) with the export columns; X-Export-Count says how many.',
    query: exportLicensesQuerySchema,
    produces: [FILE_TYPES.csv, FILE_TYPES.xlsx],
  },
  /** Its body is a multipart form or a text/csv body (read by the handler, so no body schema). */
  import: {
    method: 'POST',
    path: '/api/licenses/import',
    access: 'admin',
    description:
      'Imports a CSV with the export columns (multipart field "file", or a text/csv body). dryRun=true (the default) checks every row and answers a preview; dryRun=false adds every row in one transaction, or nothing and 400 when any row is rejected.',
    query: importLicensesQuerySchema,
    response: licenseImportReportSchema,
  },
  create: {
    method: 'POST',
    path: '/api/licenses',
    access: 'admin',
    body: createLicenseSchema,
    response: licenseSchema,
    status: 201,
  },
  get: {
    method: 'GET',
    path: '/api/licenses/:id',
    access: 'read',
    ...byId,
    response: licenseSchema,
  },
  history: {
    method: 'GET',
    path: '/api/licenses/:id/history',
    access: 'read',
    description: 'Every change of the license, newest first: who, when, what.',
    ...byId,
    response: z.array(licenseHistoryEntrySchema),
  },
  update: {
    method: 'PUT',
    path: '/api/licenses/:id',
    access: 'admin',
    ...byId,
    body: updateLicenseSchema,
    response: licenseSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/licenses/:id',
    access: 'admin',
    description: 'Deletes the license, its seats and its history.',
    ...byId,
    response: okSchema,
  },
  cancel: {
    method: 'POST',
    path: '/api/licenses/:id/cancellation',
    access: 'admin',
    description:
      'Cancel License: kept in the list as cancelled, with its history, and sends no more reminders. Changes nothing else of the license; a cancelled one is answered as it is.',
    ...byId,
    response: licenseSchema,
  },
  reactivate: {
    method: 'DELETE',
    path: '/api/licenses/:id/cancellation',
    access: 'admin',
    description:
      'Reactivate: undoes the cancellation, changing nothing else of the license; an active one is answered as it is.',
    ...byId,
    response: licenseSchema,
  },
  renew: {
    method: 'POST',
    path: '/api/licenses/:id/renewals',
    access: 'admin',
    description:
      'Renew Now: a new renewal date (later than the current one) and cost; the previous term stays in the history.',
    ...byId,
    body: renewLicenseSchema,
    response: licenseSchema,
  },
  setReminders: {
    method: 'PUT',
    path: '/api/licenses/:id/reminders',
    access: 'admin',
    description: 'Set Reminder: the days before renewal a reminder goes to the district administrators.',
    ...byId,
    body: setRemindersSchema,
    response: licenseSchema,
  },
  seats: {
    method: 'GET',
    path: '/api/licenses/:id/assignments',
    access: 'read',
    description: 'The seats of a license, newest first, with a search over name, email and device.',
    params: idParamSchema,
    query: listAssignmentsQuerySchema,
    response: assignmentPageSchema,
  },
  assign: {
    method: 'POST',
    path: '/api/licenses/:id/assignments',
    access: 'write',
    description:
      'Assigns a seat: { userId } or { name, email } on a per-user license, { assetId } on a per-device one. 409 when no seat is free.',
    ...byId,
    body: assignSeatSchema,
    response: licenseAssignmentSchema,
    status: 201,
  },
  unassign: {
    method: 'DELETE',
    path: '/api/licenses/:id/assignments/:assignmentId',
    access: 'write',
    description: 'Frees a seat.',
    params: assignmentParamsSchema,
    query: districtQuerySchema,
    response: okSchema,
  },
});
