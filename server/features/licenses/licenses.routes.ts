import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { FILE_TYPES } from '../../../domain/api/endpoint.ts';
import { licensesApi } from '../../../domain/api/licenses.ts';
import {
  LICENSE_IMPORT_MAX_BYTES,
  licenseExportFileName,
  LICENSE_MESSAGES as M,
} from '../../../domain/licenses.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/** The CSV text of an import: a multipart field `file`, or a text/csv body. */
async function csvOf(req: Pick<FastifyRequest, 'isMultipart' | 'file'> & { body: unknown }): Promise<string> {
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
export const licensesRoutes: FeaturePlugin = async (app, { services }) => {
  const licenses = services.licenses;

  // Imports arrive as a file of a multipart form, or as a CSV body; both only on this area's routes.
  await app.register(multipart, {
    limits: { fileSize: LICENSE_IMPORT_MAX_BYTES, files: 1, fields: 4, parts: 5 },
  });
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: LICENSE_IMPORT_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  serve(app, licensesApi, {
    // Already serialized (and typed by the service): sent as bytes.
    list: async (req, reply) =>
      reply.type('application/json').send(await licenses.listAnswer(caller(req), req.query)),
    summary: async (req, reply) =>
      reply.type('application/json').send(await licenses.summaryAnswer(caller(req), req.query.districtId)),
    export: async (req, reply) => {
      const { body, count } = await licenses.exportFile(caller(req), req.query);
      const { format } = req.query;
      reply
        .header('content-disposition', `attachment; filename="${licenseExportFileName(format)}"`)
        .header('x-export-count', String(count));
      return reply.type(format === 'xlsx' ? FILE_TYPES.xlsx : 'text/csv; charset=utf-8').send(body);
    },
    import: async (req) =>
      licenses.importCsv(caller(req), req.query.districtId, await csvOf(req), req.query.dryRun === 'true'),
    create: (req) => licenses.create(caller(req), req.body.districtId, req.body),
    get: (req) => licenses.get(caller(req), req.query.districtId, req.params.id),
    history: (req) => licenses.history(caller(req), req.query.districtId, req.params.id),
    update: (req) => licenses.update(caller(req), req.query.districtId, req.params.id, req.body),
    remove: async (req) => {
      await licenses.remove(caller(req), req.query.districtId, req.params.id);
      return { success: true as const };
    },
    cancel: (req) => licenses.setCancelled(caller(req), req.query.districtId, req.params.id, true),
    reactivate: (req) => licenses.setCancelled(caller(req), req.query.districtId, req.params.id, false),
    renew: (req) => licenses.renew(caller(req), req.query.districtId, req.params.id, req.body),
    setReminders: (req) =>
      licenses.setReminders(caller(req), req.query.districtId, req.params.id, req.body.daysBefore),
    seats: (req) => licenses.seats.list(caller(req), req.query.districtId, req.params.id, req.query),
    assign: (req) => {
      const { userId, assetId, name, email } = req.body;
      const who = userId ? { userId } : assetId ? { assetId } : { name: name!, email: email! };
      return licenses.seats.assign(caller(req), req.query.districtId, req.params.id, who);
    },
    unassign: async (req) => {
      await licenses.seats.unassign(
        caller(req),
        req.query.districtId,
        req.params.id,
        req.params.assignmentId,
      );
      return { success: true as const };
    },
  });
};
