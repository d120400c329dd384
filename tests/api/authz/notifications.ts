import { notifications } from '../../../server/db/schema/index.ts';
import { type EndpointCase, statuses } from './matrix.ts';

const signedIn = statuses({ anonymous: 401 }, 200);

export const notificationsEndpoints: EndpointCase[] = [
  { route: 'GET /api/notifications', request: () => ({ url: '/api/notifications' }), expect: signedIn },
  {
    route: 'POST /api/notifications/read-all',
    request: () => ({ url: '/api/notifications/read-all' }),
    expect: signedIn,
  },
  {
    route: 'POST /api/notifications/{id}/read',
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
  {
    route: 'GET /api/notifications/preferences',
    request: () => ({ url: '/api/notifications/preferences' }),
    expect: signedIn,
  },
  {
    route: 'PUT /api/notifications/preferences',
    request: () => ({
      url: '/api/notifications/preferences',
      body: { preferences: [{ kind: 'ticket_comment', inApp: true, email: true }] },
    }),
    expect: signedIn,
  },
];
