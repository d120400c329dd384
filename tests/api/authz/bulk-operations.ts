import { announcementsApi } from '../../../domain/api/announcements.ts';
import { bulkOperationsApi } from '../../../domain/api/bulk-operations.ts';
import { announcements, bulkOperationResults, bulkOperations } from '../../../server/db/schema/index.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

const providerOnly = statuses({ anonymous: 401, provider: 200 }, 403);

/** A finished real backup run of district A whose district failed (so it may be retried). */
const failedRun = (c: MatrixContext) =>
  c.once('bulk-operation', async () => {
    const [op] = await c.db
      .insert(bulkOperations)
      .values({
        operation: 'backup_district_data',
        params: {},
        dryRun: true,
        status: 'completed',
        createdByLabel: 'Matrix',
        finishedAt: new Date(),
      })
      .returning({ id: bulkOperations.id });
    await c.db.insert(bulkOperationResults).values({
      operationId: op!.id,
      districtId: c.districtA.id,
      position: 0,
      outcome: 'failed',
      detail: 'Matrix',
    });
    return op!.id;
  });

export const bulkOperationsEndpoints = casesOf(bulkOperationsApi, {
  start: {
    request: (c) => ({
      url: '/api/admin/bulk-operations',
      body: { operation: 'backup_district_data', districtIds: [c.districtA.id], params: {}, dryRun: true },
    }),
    expect: statuses({ anonymous: 401, provider: 202 }, 403),
  },
  list: {
    request: () => ({ url: '/api/admin/bulk-operations' }),
    expect: providerOnly,
  },
  get: {
    request: async (c) => ({ url: `/api/admin/bulk-operations/${await failedRun(c)}` }),
    expect: providerOnly,
  },
  retry: {
    // District A named in the body: district B's administrator cannot see it (404).
    request: async (c) => ({
      url: `/api/admin/bulk-operations/${await failedRun(c)}/retry`,
      body: { districtId: c.districtA.id },
    }),
    expect: statuses({ anonymous: 401, provider: 202, adminB: 404 }, 403),
  },
  backup: {
    request: () => ({ url: `/api/admin/backups/${crypto.randomUUID()}` }),
    expect: statuses({ anonymous: 401, provider: 404 }, 403),
  },
});

export const announcementsEndpoints = casesOf(announcementsApi, {
  current: {
    request: () => ({ url: '/api/announcements' }),
    expect: statuses({ anonymous: 401 }, 200),
  },
  dismiss: {
    // District A's banner: its users dismiss it; anybody else finds none.
    request: async (c) => {
      const id = await c.once('announcement', async () => {
        const [row] = await c.db
          .insert(announcements)
          .values({ districtId: c.districtA.id, message: 'Matrix', severity: 'info', startsAt: new Date() })
          .returning({ id: announcements.id });
        return row!.id;
      });
      return { url: `/api/announcements/${id}/dismiss` };
    },
    expect: statuses({ anonymous: 401, adminA: 200, techA: 200, viewerA: 200 }, 404),
  },
});
