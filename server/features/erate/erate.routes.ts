import { FILE_TYPES } from '../../../domain/api/endpoint.ts';
import { erateApi } from '../../../domain/api/erate.ts';
import { erateRegisterFileName } from '../../../domain/erate.ts';
import { caller, oneDistrict, workingDistrict } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { erateRegisterCsv, erateRegisterXlsx } from './erate-files.ts';

/** The E-Rate register, the C2 budget and disposal (see docs/product.md#e-rate). */
export const erateRoutes: FeaturePlugin = async (app, { services }) => {
  const service = services.erate;
  serve(app, erateApi, {
    equipment: (req) => service.equipment(oneDistrict(req)),
    register: async (req, reply) => {
      const rows = await service.equipment(oneDistrict(req));
      const { format } = req.query;
      const today = new Date().toISOString().slice(0, 10);
      reply
        .header('content-disposition', `attachment; filename="${erateRegisterFileName(format, today)}"`)
        .header('x-export-count', String(rows.length));
      return format === 'xlsx'
        ? reply.type(FILE_TYPES.xlsx).send(await erateRegisterXlsx(rows, `E-Rate C2 register ${today}`))
        : reply.type('text/csv; charset=utf-8').send(erateRegisterCsv(rows));
    },
    budget: (req) => service.budget(oneDistrict(req), req.query.cycleStartYear),
    saveBudget: (req) => service.saveBudget(caller(req), oneDistrict(req), req.body),
    dispose: (req) => service.dispose(caller(req), workingDistrict(req), req.params.id, req.body),
  });
};
