import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { districtQuerySchema, errorSchema, idParamSchema, okSchema } from '../../../domain/http.ts';
import {
  assignmentPageSchema,
  assignmentParamsSchema,
  assignSeatSchema,
  createLicenseSchema,
  exportLicensesQuerySchema,
  importLicensesQuerySchema,
  LICENSE_IMPORT_MAX_BYTES,
  LICENSE_IMPORT_REPORT_MAX,
  licenseAssignmentSchema,
  licenseExportFileName,
  licenseHistoryEntrySchema,
  licenseImportReportSchema,
  licenseListItemSchema,
  licenseSchema,
  licenseSummarySchema,
  listAssignmentsQuerySchema,
  listLicensesQuerySchema,
  LICENSE_MESSAGES as M,
  renewLicenseSchema,
  setRemindersSchema,
  updateLicenseSchema,
} from '../../../domain/licenses.ts';
import { caller } from '../../access/guard.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { licensesCsv, licensesXlsx, readLicenseCsv } from './license-files.ts';
import { createLicenseImport } from './license-import.ts';
import { createLicenseSeats } from './license-seats.ts';
import { createLicenseStore } from './license-store.ts';
import { createLicensesService } from './licenses.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['licenses'];
const byId = { params: idParamSchema, querystring: districtQuerySchema };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** How long a list or cards answer may be reused when no change is heard of. */
const ANSWER_CACHE_MS = 2000;

/** The CSV text of an import: a multipart field `file`, or a text/csv body. */
async function csvOf(req: FastifyRequest): Promise<string> {
  if (req.isMultipart()) {
    const file = await req.file();
    if (file?.fieldname !== 'file') throw new HttpError(400, M.importNoFile);
    const bytes = await file.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, M.importTooLarge);
      throw err;
    });
    return bytes.toString('utf8');
  }
  if (typeof req.body === 'string') return req.body;
  throw new HttpError(415, M.importNoFile);
}

/**
 * License Tracking (see docs/product.md#licenses): everyone of the district reads; technicians
 * manage seats (write); district administrators add, edit, renew, import and set reminders (admin).
 */
export const licensesRoutes: FeaturePlugin = async (app, { database, bus }) => {
  // The list and the cards are read by every open screen and refreshed by every change; their
  // serialized answers are kept briefly per district, day, cost visibility and filter. A change
  // made here clears them before its answer goes out; one made on another server, when its event
  // arrives; the time limit bounds the rest.
  const answers = createAnswerCache(ANSWER_CACHE_MS);
  const unsubscribe = bus.subscribe((e) => {
    if (e.type === 'license_changed') answers.clear();
  });
  app.addHook('onClose', async () => unsubscribe());
  const store = createLicenseStore({ db: database.db, bus, onChange: () => answers.clear() });
  /**
   * The cache key of an answer for this caller: district (resolved, 404 as ever) and cost
   * visibility. The district's day is not in it: an answer lives 2 s, so one kept over its
   * midnight is stale for at most that long.
   */
  const scopeKey = (identity: Identity, requested: string | undefined) =>
    `${resolveDistrict(identity, requested)}|${store.showCosts(identity)}`;
  const service = createLicensesService(store);
  const seats = createLicenseSeats(store);
  const importLicenses = createLicenseImport(store);

  // Imports arrive as a file of a multipart form, or as a CSV body; both only on this area's routes.
  await app.register(multipart, {
    limits: { fileSize: LICENSE_IMPORT_MAX_BYTES, files: 1, fields: 4, parts: 5 },
  });
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: LICENSE_IMPORT_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.get(
    '/api/licenses',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description:
          "The district's licenses by name, filtered by status (from the dates), category and a search of name and vendor. Costs are null for technicians. Contract, notes, contacts and times come with GET /api/licenses/{id}.",
        querystring: listLicensesQuerySchema,
        response: { 200: z.array(licenseListItemSchema), ...errors },
      },
    },
    async (req, reply) => {
      const identity = caller(req);
      const { districtId, status = 'all', category = 'all', q = '' } = req.query;
      const key = `list|${scopeKey(identity, districtId)}|${status}|${category}|${q.toLowerCase()}`;
      const body = await answers.get(key, () => service.list(identity, districtId, req.query));
      // Already serialized (and typed by the service): sent as bytes.
      return reply.type('application/json').send(body as never);
    },
  );

  app.get(
    '/api/licenses/summary',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description: 'The four cards: total annual cost, utilization, expiring within 90 days, expired.',
        querystring: districtQuerySchema,
        response: { 200: licenseSummarySchema, ...errors },
      },
    },
    async (req, reply) => {
      const identity = caller(req);
      const key = `summary|${scopeKey(identity, req.query.districtId)}`;
      const body = await answers.get(key, () => service.summary(identity, req.query.districtId));
      return reply.type('application/json').send(body as never);
    },
  );

  app.get(
    '/api/licenses/export',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description:
          'The filtered licenses as CSV or Excel (format=csv|xlsx) with the export columns; X-Export-Count says how many.',
        querystring: exportLicensesQuerySchema,
        produces: ['text/csv', XLSX_TYPE],
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const list = await service.exportList(caller(req), req.query.districtId, req.query);
      const { format } = req.query;
      reply
        .header('content-disposition', `attachment; filename="${licenseExportFileName(format)}"`)
        .header('x-export-count', String(list.length));
      // A workbook's bytes go out as they are (the schema documents the CSV text).
      if (format === 'xlsx') return reply.type(XLSX_TYPE).send((await licensesXlsx(list)) as never);
      return reply.type('text/csv; charset=utf-8').send(licensesCsv(list));
    },
  );

  app.post(
    '/api/licenses/import',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          'Imports a CSV with the export columns (multipart field "file", or a text/csv body). dryRun=true (the default) checks every row and answers a preview; dryRun=false adds every row in one transaction, or nothing and 400 when any row is rejected.',
        querystring: importLicensesQuerySchema,
        consumes: ['multipart/form-data', 'text/csv'],
        response: { 200: licenseImportReportSchema, ...errors },
      },
    },
    async (req, reply) => {
      const rows = readLicenseCsv(await csvOf(req));
      const dryRun = req.query.dryRun === 'true';
      const report = await importLicenses(caller(req), req.query.districtId, rows, dryRun);
      if (!dryRun && report.rejectedCount > 0) {
        return reply.code(400).send({
          message: M.importHasErrors(report.rejectedCount),
          issues: report.rejected
            .slice(0, LICENSE_IMPORT_REPORT_MAX)
            .map((r) => ({ path: `rows.${r.row - 2}`, message: `Row ${r.row}: ${r.reasons.join('; ')}` })),
        });
      }
      return report;
    },
  );

  app.post(
    '/api/licenses',
    {
      config: { access: 'admin' },
      schema: { tags, body: createLicenseSchema, response: { 201: licenseSchema, ...errors } },
    },
    async (req, reply) =>
      reply.code(201).send(await service.create(caller(req), req.body.districtId, req.body)),
  );

  app.get(
    '/api/licenses/:id',
    { config: { access: 'read' }, schema: { tags, ...byId, response: { 200: licenseSchema, ...errors } } },
    async (req) => service.get(caller(req), req.query.districtId, req.params.id),
  );

  app.get(
    '/api/licenses/:id/history',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description: 'Every change of the license, newest first: who, when, what.',
        ...byId,
        response: { 200: z.array(licenseHistoryEntrySchema), ...errors },
      },
    },
    async (req) => service.history(caller(req), req.query.districtId, req.params.id),
  );

  app.put(
    '/api/licenses/:id',
    {
      config: { access: 'admin' },
      schema: { tags, ...byId, body: updateLicenseSchema, response: { 200: licenseSchema, ...errors } },
    },
    async (req) => service.update(caller(req), req.query.districtId, req.params.id, req.body),
  );

  app.delete(
    '/api/licenses/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description: 'Deletes the license, its seats and its history.',
        ...byId,
        response: { 200: okSchema, ...errors },
      },
    },
    async (req) => {
      await service.remove(caller(req), req.query.districtId, req.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/licenses/:id/renewals',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          'Renew Now: a new renewal date (later than the current one) and cost; the previous term stays in the history.',
        ...byId,
        body: renewLicenseSchema,
        response: { 200: licenseSchema, ...errors },
      },
    },
    async (req) => service.renew(caller(req), req.query.districtId, req.params.id, req.body),
  );

  app.put(
    '/api/licenses/:id/reminders',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description: 'Set Reminder: the days before renewal a reminder goes to the district administrators.',
        ...byId,
        body: setRemindersSchema,
        response: { 200: licenseSchema, ...errors },
      },
    },
    async (req) =>
      service.setReminders(caller(req), req.query.districtId, req.params.id, req.body.daysBefore),
  );

  app.get(
    '/api/licenses/:id/assignments',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description: 'The seats of a license, newest first, with a search over name, email and device.',
        params: idParamSchema,
        querystring: listAssignmentsQuerySchema,
        response: { 200: assignmentPageSchema, ...errors },
      },
    },
    async (req) => seats.list(caller(req), req.query.districtId, req.params.id, req.query),
  );

  app.post(
    '/api/licenses/:id/assignments',
    {
      config: { access: 'write' },
      schema: {
        tags,
        description:
          'Assigns a seat: { userId } or { name, email } on a per-user license, { assetId } on a per-device one. 409 when no seat is free.',
        ...byId,
        body: assignSeatSchema,
        response: { 201: licenseAssignmentSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { userId, assetId, name, email } = req.body;
      const who = userId ? { userId } : assetId ? { assetId } : { name: name!, email: email! };
      return reply.code(201).send(await seats.assign(caller(req), req.query.districtId, req.params.id, who));
    },
  );

  app.delete(
    '/api/licenses/:id/assignments/:assignmentId',
    {
      config: { access: 'write' },
      schema: {
        tags,
        description: 'Frees a seat.',
        params: assignmentParamsSchema,
        querystring: districtQuerySchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (req) => {
      await seats.unassign(caller(req), req.query.districtId, req.params.id, req.params.assignmentId);
      return { success: true as const };
    },
  );
};
