import { visitsApi } from '../../../domain/api/visits.ts';
import { caller } from '../../access/guard.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import { serve } from '../../lib/endpoints.ts';
import { sendText } from '../../lib/text-answer.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

const LIST_CACHE_MS = 2000;

export const visitsRoutes: FeaturePlugin = async (app, { bus, services }) => {
  const { service, files } = services.visits;
  // The week view is read far more often than visits change: serialized answers are kept briefly
  // per district and query, cleared by any visit event (from this server or another).
  const lists = createAnswerCache(LIST_CACHE_MS);
  const unsubscribe = bus.subscribe((e) => {
    if (e.type === 'visit_updated') lists.clear();
  });
  app.addHook('onClose', async () => unsubscribe());

  serve(app, visitsApi, {
    list: async (req, reply) => {
      const identity = caller(req);
      const key = `${resolveDistrict(identity, req.query.districtId)}|${JSON.stringify(req.query)}`;
      const body = await lists.get(key, () => service.list(identity, req.query));
      // Already serialized (and typed by the service): sent as bytes.
      return reply.type('application/json').send(body as never);
    },
    create: (req) => service.create(caller(req), req.body),
    update: (req) => service.update(caller(req), req.params.id, req.body),
    changeStatus: (req) => service.changeStatus(caller(req), req.params.id, req.body),
    roster: (req) => service.roster(caller(req), req.query.districtId),
    export: async (req, reply) => {
      const file = await files.exportFile(caller(req), req.query);
      return sendText(reply, file.body, {
        type: file.type,
        fileName: file.fileName,
        cacheControl: 'no-store',
      });
    },
    calendarFeed: (req) => files.feed(caller(req), req.query.districtId),
    feed: async (req, reply) => {
      // Read first: a 404 must go through the JSON serializer, not the text one.
      const body = await files.feedCalendar(req.params.token);
      return sendText(reply, body, {
        type: 'text/calendar; charset=utf-8',
        cacheControl: 'private, max-age=300',
        noIndex: true,
      });
    },
  });
};
