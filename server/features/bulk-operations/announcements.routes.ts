import { z } from 'zod';
import { announcementSchema } from '../../../domain/admin.ts';
import { errorSchema, idParamSchema, okSchema } from '../../../domain/http.ts';
import { caller } from '../../access/guard.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { createAnnouncementsService } from './announcements.service.ts';

const errors = { 401: errorSchema, 404: errorSchema };
const tags = ['announcements'];

/** System announcements from Five Star: the signed-in user's current banners, dismissible per user. */
export const announcementsRoutes: FeaturePlugin = async (app, { database }) => {
  const service = createAnnouncementsService(database.db);

  app.get(
    '/api/announcements',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        description: "The current banners of the user's district that they have not dismissed.",
        response: { 200: z.array(announcementSchema), ...errors },
      },
    },
    async (req) => service.current(caller(req)),
  );

  app.post(
    '/api/announcements/:id/dismiss',
    {
      config: { access: 'signed-in' },
      schema: { tags, params: idParamSchema, response: { 200: okSchema, ...errors } },
    },
    async (req) => {
      await service.dismiss(caller(req), req.params.id);
      return { success: true as const };
    },
  );
};
