import { projectsApi } from '../../../domain/api/projects.ts';
import { projects } from '../../../server/db/schema/index.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

/** A project of district A, inserted directly (one per call, so deletes have their own). */
export async function insertProject(c: MatrixContext): Promise<string> {
  const [row] = await c.db
    .insert(projects)
    .values({
      districtId: c.districtA.id,
      name: 'Matrix project',
      startDate: '2026-01-05',
      endDate: '2026-06-30',
    })
    .returning({ id: projects.id });
  return row!.id;
}

const writers = { anonymous: 401, viewerA: 403, waiting: 403, adminB: 404 } as const;

export const projectsEndpoints = casesOf(projectsApi, {
  list: {
    request: (c) => ({ url: `/api/projects?districtId=${c.districtA.id}` }),
    expect: statuses({ anonymous: 401, adminB: 404, waiting: 403 }, 200),
  },
  create: {
    request: (c) => ({
      url: '/api/projects',
      body: {
        name: 'New project',
        startDate: '2026-02-01',
        endDate: '2026-03-01',
        districtId: c.districtA.id,
      },
    }),
    expect: statuses(writers, 201),
  },
  update: {
    request: async (c) => ({
      url: `/api/projects/${await c.once('project', () => insertProject(c))}`,
      body: { name: 'Renamed project', districtId: c.districtA.id },
    }),
    expect: statuses(writers, 200),
  },
  remove: {
    request: async (c) => ({ url: `/api/projects/${await insertProject(c)}` }),
    expect: statuses(writers, 200),
  },
});
