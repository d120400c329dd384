import { z } from 'zod';
import { errorSchema, idParamSchema } from '../../../domain/http.ts';
import {
  listNotificationsQuerySchema,
  notificationPageSchema,
  notificationPreferenceSchema,
  notificationPreferencesSchema,
} from '../../../domain/notifications.ts';
import { caller } from '../../access/guard.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { createNotificationsService } from './notifications.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
const tags = ['notifications'];
const unreadSchema = z.object({ unread: z.number().int() });
const preferencesAnswer = z.object({ preferences: z.array(notificationPreferenceSchema) });

/** The bell: a user's own notifications (any signed-in user, about districts they may see). */
export const notificationsRoutes: FeaturePlugin = async (app, { database }) => {
  const service = createNotificationsService(database.db);

  app.get(
    '/api/notifications',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        querystring: listNotificationsQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
    },
    async (req) => service.list(caller(req), req.query),
  );

  app.post(
    '/api/notifications/read-all',
    { config: { access: 'signed-in' }, schema: { tags, response: { 200: unreadSchema, ...errors } } },
    async (req) => service.markAllRead(caller(req)),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config: { access: 'signed-in' },
      schema: { tags, params: idParamSchema, response: { 200: unreadSchema, ...errors } },
    },
    async (req) => service.markRead(caller(req), req.params.id),
  );

  app.get(
    '/api/notifications/preferences',
    { config: { access: 'signed-in' }, schema: { tags, response: { 200: preferencesAnswer, ...errors } } },
    async (req) => ({ preferences: await service.preferences(caller(req)) }),
  );

  app.put(
    '/api/notifications/preferences',
    {
      config: { access: 'signed-in' },
      schema: { tags, body: notificationPreferencesSchema, response: { 200: preferencesAnswer, ...errors } },
    },
    async (req) => ({ preferences: await service.savePreferences(caller(req), req.body.preferences) }),
  );
};
