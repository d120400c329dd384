import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type createProjectSchema,
  PROJECT_MESSAGES,
  type Project,
  type ProjectProgress,
  projectProgress,
  type updateProjectSchema,
} from '../../../domain/projects.ts';
import { resolveDistrict, visibleRow } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import { recordActivity } from '../../db/activity-log.ts';
import type { Db } from '../../db/client.ts';
import { projects, tasks } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';

type ProjectRow = typeof projects.$inferSelect;
type CreateInput = z.output<typeof createProjectSchema>;
type UpdateInput = z.output<typeof updateProjectSchema>;

const NO_TASKS: ProjectProgress = { total: 0, completed: 0, percent: 0 };

function toProject(row: ProjectRow, progress: ProjectProgress = NO_TASKS): Project {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    priority: row.priority,
    startDate: row.startDate,
    endDate: row.endDate,
    districtId: row.districtId,
    createdBy: row.createdBy,
    progress,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createProjectsService({ db, bus }: { db: Db; bus: EventBus }) {
  /** Progress of the district's projects from their linked tasks, in one grouped query. */
  async function progressOf(
    districtId: string,
    projectIds?: string[],
  ): Promise<Map<string, ProjectProgress>> {
    const rows = await db
      .select({
        projectId: tasks.projectId,
        total: sql<number>`count(*)::int`,
        completed: sql<number>`(count(*) filter (where ${tasks.status} = 'completed'))::int`,
        cancelled: sql<number>`(count(*) filter (where ${tasks.status} = 'cancelled'))::int`,
      })
      .from(tasks)
      .where(
        and(
          eq(tasks.districtId, districtId),
          projectIds ? inArray(tasks.projectId, projectIds) : isNotNull(tasks.projectId),
        ),
      )
      .groupBy(tasks.projectId);
    return new Map(rows.map((r) => [r.projectId!, projectProgress(r)]));
  }

  /** The project if the caller may see it and the payload names no other district; else 404. */
  async function findVisible(
    identity: Identity,
    id: string,
    payloadDistrictId?: string,
  ): Promise<ProjectRow> {
    const [row] = await db.select().from(projects).where(eq(projects.id, id));
    return visibleRow(identity, row, PROJECT_MESSAGES.notFound, payloadDistrictId);
  }

  async function withProgress(row: ProjectRow): Promise<Project> {
    const progress = await progressOf(row.districtId, [row.id]);
    return toProject(row, progress.get(row.id));
  }

  function announce(districtId: string, id: string, action: 'created' | 'updated' | 'deleted') {
    return bus.publish({ type: 'project_changed', districtId, data: { id, action } });
  }

  return {
    async list(identity: Identity, requestedDistrictId?: string): Promise<Project[]> {
      const districtId = resolveDistrict(identity, requestedDistrictId);
      const rows = await db
        .select()
        .from(projects)
        .where(eq(projects.districtId, districtId))
        .orderBy(desc(projects.createdAt), desc(projects.id));
      const progress = await progressOf(districtId);
      return rows.map((r) => toProject(r, progress.get(r.id)));
    },

    async create(identity: Identity, input: CreateInput): Promise<Project> {
      const districtId = resolveDistrict(identity, input.districtId);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(projects)
          .values({
            districtId,
            name: input.name,
            description: input.description,
            status: input.status,
            priority: input.priority,
            startDate: input.startDate,
            endDate: input.endDate,
            createdBy: identity.userId,
          })
          .returning();
        await recordActivity(tx, {
          districtId,
          actorId: identity.userId,
          action: 'project_created',
          summary: `Project "${input.name}" was created`,
        });
        return created!;
      });
      await announce(districtId, row.id, 'created');
      return toProject(row);
    },

    /** Fields left out keep their value; the dates are checked together with the stored ones. */
    async update(identity: Identity, id: string, input: UpdateInput): Promise<Project> {
      await findVisible(identity, id, input.districtId);
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
        if (!current) throw notFound(PROJECT_MESSAGES.notFound);
        const startDate = input.startDate ?? current.startDate;
        const endDate = input.endDate ?? current.endDate;
        if (endDate < startDate) throw badRequest(PROJECT_MESSAGES.endBeforeStart);
        const [updated] = await tx
          .update(projects)
          .set({
            name: input.name,
            description: input.description ?? current.description,
            status: input.status ?? current.status,
            priority: input.priority ?? current.priority,
            startDate,
            endDate,
            updatedAt: sql`now()`,
          })
          .where(eq(projects.id, id))
          .returning();
        return updated!;
      });
      await announce(row.districtId, row.id, 'updated');
      return withProgress(row);
    },

    /** Deletes the project; its tasks stay, unlinked. */
    async remove(identity: Identity, id: string): Promise<void> {
      const row = await findVisible(identity, id);
      await db.transaction(async (tx) => {
        await tx.delete(projects).where(eq(projects.id, id));
        await recordActivity(tx, {
          districtId: row.districtId,
          actorId: identity.userId,
          action: 'project_deleted',
          summary: `Project "${row.name}" was deleted`,
        });
      });
      await announce(row.districtId, id, 'deleted');
      // Linked tasks lost their project: task lists show the project name.
      await bus.publish({
        type: 'task_changed',
        districtId: row.districtId,
        data: { projectId: id, action: 'unlinked' },
      });
    },
  };
}
