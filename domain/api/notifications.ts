import { z } from 'zod';
import { idParamSchema } from '../http.ts';
import {
  listNotificationsQuerySchema,
  notificationPageSchema,
  notificationPreferenceSchema,
  notificationPreferencesSchema,
} from '../notifications.ts';
import { endpoints } from './endpoint.ts';

const unreadSchema = z.object({ unread: z.number().int() });
const preferencesAnswer = z.object({ preferences: z.array(notificationPreferenceSchema) });

/** The bell: a user's own notifications (any signed-in user, about districts they may see). */
export const notificationsApi = endpoints('notifications', {
  list: {
    method: 'GET',
    path: '/api/notifications',
    access: 'signed-in',
    query: listNotificationsQuerySchema,
    response: notificationPageSchema,
  },
  markAllRead: {
    method: 'POST',
    path: '/api/notifications/read-all',
    access: 'signed-in',
    response: unreadSchema,
  },
  markRead: {
    method: 'POST',
    path: '/api/notifications/:id/read',
    access: 'signed-in',
    params: idParamSchema,
    response: unreadSchema,
  },
  preferences: {
    method: 'GET',
    path: '/api/notifications/preferences',
    access: 'signed-in',
    response: preferencesAnswer,
  },
  savePreferences: {
    method: 'PUT',
    path: '/api/notifications/preferences',
    access: 'signed-in',
    body: notificationPreferencesSchema,
    response: preferencesAnswer,
  },
});
