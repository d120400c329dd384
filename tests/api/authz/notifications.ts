import { notificationsApi } from '../../../domain/api/notifications.ts';
import { notifications } from '../../../server/db/schema/index.ts';
import { casesOf, statuses } from './matrix.ts';

const signedIn = statuses({ anonymous: 401 }, 200);

export const notificationsEndpoints = casesOf(notificationsApi, {
  list: { request: () => ({ url: '/api/notifications' }), expect: signedIn },
  markAllRead: {
    request: () => ({ url: '/api/notifications/read-all' }),
    expect: signedIn,
  },
  markRead: {
    // adminA's own notification: anybody else finds none (404), as for an unknown id.
    request: async (c) => {
      const id = await c.once('notification', async () => {
        const [row] = await c.db
          .insert(notifications)
          .values({
            userId: c.people.adminA.id,
            districtId: c.districtA.id,
            kind: 'ticket_created',
            title: 'Matrix',
            body: 'Matrix',
            dedupeKey: 'matrix',
          })
          .returning({ id: notifications.id });
        return row!.id;
      });
      return { url: `/api/notifications/${id}/read` };
    },
    expect: statuses({ anonymous: 401, adminA: 200 }, 404),
  },
  preferences: {
    request: () => ({ url: '/api/notifications/preferences' }),
    expect: signedIn,
  },
  savePreferences: {
    request: () => ({
      url: '/api/notifications/preferences',
      body: { preferences: [{ kind: 'ticket_comment', inApp: true, email: true }] },
    }),
    expect: signedIn,
  },
});
