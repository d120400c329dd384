import { damageApi } from '../../../domain/api/damage.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/** Damage reports and repairs (issue 34), checked against the inventory's area (assets). */
export const damageRoutes: FeaturePlugin = async (app, { bus, services }) => {
  const damage = services.damage;
  serve(
    app,
    damageApi,
    {
      report: (req) => damage.report(caller(req), req.params.id, req.body, req.log),
      list: (req) => damage.list(caller(req), req.query),
      detail: (req) => damage.detail(caller(req), req.params.id, req.query.districtId),
      addPhotos: (req) => damage.addPhotos(caller(req), req.params.id, req.body.photos, req.query.districtId),
      repairs: (req) => damage.repairs(caller(req), req.query),
      updateRepair: (req) => damage.updateRepair(caller(req), req.params.id, req.body, req.query.districtId),
      loaner: (req) => damage.loaner(caller(req), req.params.id, req.body.assetId, req.query.districtId),
    },
    { bus },
  );
};
