import { tasksApi } from '../../../domain/api/tasks.ts';
import { tasks } from '../../../server/db/schema/index.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

/** A task of district A, inserted directly (one per call, so deletes have their own). */
export async function insertTask(c: MatrixContext): Promise<string> {
  const [row] = await c.db
    .insert(tasks)
    .values({ districtId: c.districtA.id, title: 'Matrix task' })
    .returning({ id: tasks.id });
  return row!.id;
}

const writers = { anonymous: 401, viewerA: 403, waiting: 403, adminB: 404 } as const;

export const tasksEndpoints = casesOf(tasksApi, {
  list: {
    request: (c) => ({ url: `/api/tasks/${c.districtA.id}` }),
    expect: statuses({ anonymous: 401, adminB: 404, waiting: 403 }, 200),
  },
  create: {
    request: (c) => ({
      url: '/api/tasks',
      body: { title: 'Image the new laptops', districtId: c.districtA.id },
    }),
    expect: statuses(writers, 201),
  },
  update: {
    request: async (c) => ({
      url: `/api/tasks/${await c.once('task', () => insertTask(c))}`,
      body: { title: 'Image the new laptops', status: 'in-progress', districtId: c.districtA.id },
    }),
    expect: statuses(writers, 200),
  },
  remove: {
    request: async (c) => ({ url: `/api/tasks/${await insertTask(c)}` }),
    expect: statuses(writers, 200),
  },
});
