import { rosterSourceApi } from '../../../domain/api/roster-source.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { rosterSourceOf } from './roster-source.jobs.ts';

/** A district's OneRoster source fetched on a schedule (see docs/product.md#people). */
export const rosterSourceRoutes: FeaturePlugin = async (app, deps) => {
  const service = rosterSourceOf({ ...deps, queue: deps.background.queue });
  serve(app, rosterSourceApi, {
    get: (req) => service.read(caller(req), req.query.districtId),
    save: (req) => service.save(caller(req), req.body),
    fetchNow: (req) => service.fetchNow(caller(req), req.body.districtId),
  });
};
