import { auditsApi } from '../../../domain/api/audits.ts';
import { scansApi } from '../../../domain/api/scans.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import { sendText } from '../../lib/text-answer.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/** Scans and audit campaigns (issue 33), checked against the inventory's area (assets). */
export const scansRoutes: FeaturePlugin = async (app, { bus, services }) => {
  const { scans, audits } = services.scans;
  serve(
    app,
    scansApi,
    {
      record: (req) => scans.record(caller(req), req.body, req.log),
      recent: (req) => scans.recent(caller(req), req.query),
    },
    { bus },
  );
  serve(
    app,
    auditsApi,
    {
      list: (req) => audits.list(caller(req), req.query),
      create: (req) => audits.create(caller(req), req.body),
      detail: (req) => audits.detail(caller(req), req.params.id, req.query.districtId),
      close: (req) => audits.close(caller(req), req.params.id, req.query.districtId),
      fix: (req) => audits.fix(caller(req), req.params.id, req.body, req.query.districtId, req.log),
      report: async (req, reply) => {
        const file = await audits.report(caller(req), req.params.id, req.query.format, req.query.districtId);
        if (typeof file.body === 'string')
          return sendText(reply, file.body, {
            type: file.type,
            fileName: file.fileName,
            cacheControl: 'no-store',
          });
        reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
        return reply.type(file.type).send(file.body);
      },
    },
    { bus },
  );
};
