import { visitsApi } from '../../../domain/api/visits.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import { sendText } from '../../lib/text-answer.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

export const visitsRoutes: FeaturePlugin = async (app, { bus, services }) => {
  const { service, files } = services.visits;
  serve(
    app,
    visitsApi,
    {
      list: (req) => service.list(caller(req), req.query),
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
    },
    { bus },
  );
};
