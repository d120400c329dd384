import { z } from 'zod';
import { announcementSchema } from '../admin.ts';
import { idParamSchema, okSchema } from '../http.ts';
import { endpoints } from './endpoint.ts';

/** System announcements from Five Star: the signed-in user's current banners, dismissible per user. */
export const announcementsApi = endpoints('announcements', {
  current: {
    method: 'GET',
    path: '/api/announcements',
    access: 'signed-in',
    description: "The current banners of the user's district that they have not dismissed.",
    response: z.array(announcementSchema),
  },
  dismiss: {
    method: 'POST',
    path: '/api/announcements/:id/dismiss',
    access: 'signed-in',
    params: idParamSchema,
    response: okSchema,
  },
});
