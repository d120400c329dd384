import { meetingsApi } from '../../../domain/api/meetings.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import { sendText } from '../../lib/text-answer.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

export const meetingsRoutes: FeaturePlugin = async (app, { services }) => {
  const service = services.meetings;
  serve(app, meetingsApi, {
    list: (req) => service.list(caller(req), req.query),
    create: (req) => service.create(caller(req), req.body),
    update: (req) => service.update(caller(req), req.params.id, req.body),
    remove: async (req) => {
      await service.remove(caller(req), req.params.id);
      return { success: true as const };
    },
    ics: async (req, reply) => {
      const { fileName, body } = await service.ics(caller(req), req.params.id);
      return sendText(reply, body, {
        type: 'text/calendar; charset=utf-8',
        fileName,
        cacheControl: 'no-store',
      });
    },
    calendarFeed: (req) => service.feed(caller(req), req.query.districtId),
    regenerateCalendarFeed: (req) => service.regenerateFeed(caller(req), req.body.districtId),
    feed: async (req, reply) => {
      const body = await service.feedCalendar(req.params.token);
      return sendText(reply, body, {
        type: 'text/calendar; charset=utf-8',
        cacheControl: 'private, max-age=300',
        noIndex: true,
      });
    },
  });
};
