import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { warrantyApi } from '../../../domain/api/warranty.ts';
import { WARRANTY_MESSAGES as M, WARRANTY_IMPORT_MAX_BYTES } from '../../../domain/warranty.ts';
import { caller, oneDistrict } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { warrantyOf } from './warranty-jobs.ts';

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

/** Warranty end dates: the maker's look-up and the CSV import (see docs/product.md#warranty). */
export const warrantyRoutes: FeaturePlugin = async (app, deps) => {
  const service = warrantyOf({ ...deps, queue: deps.background.queue });
  await app.register(multipart, {
    limits: { fileSize: WARRANTY_IMPORT_MAX_BYTES, files: 1, fields: 4, parts: 5 },
  });
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: WARRANTY_IMPORT_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );
  serve(app, warrantyApi, {
    lookup: (req) => service.read(oneDistrict(req)),
    saveLookup: (req) => service.save(caller(req), oneDistrict(req), req.body),
    run: (req) => service.queueRun(oneDistrict(req)),
    import: async (req) =>
      service.importCsv(caller(req), oneDistrict(req), await csvOf(req), req.query.dryRun === 'true'),
  });
};
