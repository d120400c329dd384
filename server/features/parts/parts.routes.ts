import { partsApi } from '../../../domain/api/parts.ts';
import { caller, workingDistrict } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

export const partsRoutes: FeaturePlugin = async (app, { services }) => {
  const service = services.parts;
  serve(app, partsApi, {
    list: (req) => service.list(caller(req), workingDistrict(req), req.query.search),
    create: (req) => service.create(caller(req), workingDistrict(req), req.body),
    update: (req) => service.update(caller(req), req.params.id, req.body),
    move: (req) => service.move(caller(req), req.params.id, req.body),
    moves: (req) => service.moves(caller(req), req.params.id),
    useForRepair: (req) => service.useForRepair(caller(req), req.params.id, req.body),
    repairParts: (req) => service.repairParts(caller(req), req.params.id),
  });
};
