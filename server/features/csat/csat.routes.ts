import { csatApi } from '../../../domain/api/csat.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { Bucket } from '../../lib/rate-limiter.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { createCsatService } from './csat.service.ts';
import { csatResults } from './csat-results.ts';
import { createCsatSigner } from './csat-token.ts';

const MINUTE = 60_000;
/**
 * The survey link's limits: per address (a school behind one address answers many surveys) and per
 * survey (a link is opened, then answered a few times at most; guessing at one is slowed down).
 */
export const CSAT_BUCKETS = {
  address: { name: 'csat-address', limit: 120, windowMs: MINUTE },
  survey: { name: 'csat-survey', limit: 20, windowMs: MINUTE },
} satisfies Record<string, Bucket>;

/** Satisfaction (see docs/product.md#satisfaction): the survey link's page, a ticket's answer, the results. */
export const csatRoutes: FeaturePlugin = async (app, { database, masterKey, limits, services }) => {
  const service = createCsatService({ db: database.db, signer: createCsatSigner(masterKey) });
  const counted = async (ip: string, token: string) => {
    await limits.count(CSAT_BUCKETS.address, ip);
    // The survey a link names (altered or not): the part before its first dot.
    await limits.count(CSAT_BUCKETS.survey, token.split('.')[0]!.slice(0, 40));
  };
  serve(app, csatApi, {
    survey: async (req) => {
      await counted(req.ip, req.params.token);
      return service.survey(req.params.token);
    },
    answer: async (req) => {
      await counted(req.ip, req.params.token);
      return service.answer(req.params.token, req.body);
    },
    ofTicket: (req) => service.ofTicket(caller(req), req.params.id),
    answerTicket: (req) => service.answerTicket(caller(req), req.params.id, req.body),
    results: async (req) =>
      csatResults(database.pool, await services.analytics.service.scope(caller(req), req.query)),
  });
};
