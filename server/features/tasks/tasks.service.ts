import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { TASK_MESSAGES, type Task, type taskPayloadSchema } from '../../../domain/tasks.ts';
import { resolveDistrict, visibleRow } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import { recordActivity } from '../../db/activity-log.ts';
import type { Db } from '../../db/client.ts';
import { projects, tasks, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { createMembership } from '../users/index.ts';

type TaskInput = z.output<typeof taskPayloadSchema>;

const assignee = alias(users, 'assignee');

export function createTasksService({ db, bus }: { db: Db; bus: EventBus }) {
  const people = createMembership(db);

  /** Tasks with their assignee's and project's names; `where` picks which. */
  function selectTasks() {
    return db
      .select({
        task: tasks,
        assigneeFirst: assignee.firstName,
        assigneeLast: assignee.lastName,
        projectName: projects.name,
      })
      .from(tasks)
      .leftJoin(assignee, eq(assignee.id, tasks.assignedTo))
      .leftJoin(projects, eq(projects.id, tasks.projectId));
  }
  type Joined = Awaited<ReturnType<ReturnType<typeof selectTasks>['where']>>[number];

  function toTask({ task, assigneeFirst, assigneeLast, projectName }: Joined): Task {
    return {
      id: task.id,
      title: task.title,
      description: task.description,
      priority: task.priority,
      status: task.status,
      category: task.category,
      assignedTo: task.assignedTo,
      assignee: assigneeFirst === null ? null : `${assigneeFirst} ${assigneeLast ?? ''}`.trim(),
      dueDate: task.dueDate,
      projectId: task.projectId,
      projectName,
      districtId: task.districtId,
      createdBy: task.createdBy,
      createdAt: task.createdAt.toISOString(),
      updatedAt: task.updatedAt.toISOString(),
    };
  }

  async function getOne(id: string): Promise<Task> {
    const [row] = await selectTasks().where(eq(tasks.id, id));
    if (!row) throw notFound(TASK_MESSAGES.notFound);
    return toTask(row);
  }

  /** The task if the caller may see it and the payload names no other district; else 404. */
  async function findVisible(identity: Identity, id: string, payloadDistrictId?: string) {
    const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
    return visibleRow(identity, row, TASK_MESSAGES.notFound, payloadDistrictId);
  }

  /** The assignee must be a user of the district, the project one of its projects. */
  async function checkLinks(districtId: string, input: TaskInput): Promise<void> {
    if (input.assignedTo && !(await people.belongsTo(input.assignedTo, districtId))) {
      throw badRequest(TASK_MESSAGES.assigneeNotInDistrict);
    }
    if (input.projectId) {
      const [project] = await db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.id, input.projectId), eq(projects.districtId, districtId)));
      if (!project) throw badRequest(TASK_MESSAGES.projectNotInDistrict);
    }
  }

  /** Clients refresh tasks, and the progress of projects, when they hear it. */
  function announce(districtId: string, task: { id: string; projectId: string | null }, action: string) {
    return bus.publish({
      type: 'task_changed',
      districtId,
      data: { id: task.id, projectId: task.projectId, action },
    });
  }

  const fields = (input: TaskInput) => ({
    title: input.title,
    description: input.description,
    status: input.status,
    priority: input.priority,
    category: input.category,
    assignedTo: input.assignedTo,
    dueDate: input.dueDate,
    projectId: input.projectId,
  });

  return {
    async list(identity: Identity, districtId: string, limit = 2000): Promise<Task[]> {
      const scope = resolveDistrict(identity, districtId);
      const rows = await selectTasks()
        .where(eq(tasks.districtId, scope))
        .orderBy(desc(tasks.createdAt), desc(tasks.id))
        .limit(limit);
      return rows.map(toTask);
    },

    async create(identity: Identity, input: TaskInput): Promise<Task> {
      const districtId = resolveDistrict(identity, input.districtId);
      await checkLinks(districtId, input);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(tasks)
          .values({ ...fields(input), districtId, createdBy: identity.userId })
          .returning();
        await recordActivity(tx, {
          districtId,
          actorId: identity.userId,
          action: 'task_created',
          summary: `Task "${input.title}" was created`,
        });
        return created!;
      });
      await announce(districtId, row, 'created');
      return getOne(row.id);
    },

    /** Replaces the whole task (The client sends every field). */
    async update(identity: Identity, id: string, input: TaskInput): Promise<Task> {
      const current = await findVisible(identity, id, input.districtId);
      await checkLinks(current.districtId, input);
      const [row] = await db
        .update(tasks)
        .set({ ...fields(input), updatedAt: sql`now()` })
        .where(and(eq(tasks.id, id), eq(tasks.districtId, current.districtId)))
        .returning();
      if (!row) throw notFound(TASK_MESSAGES.notFound);
      await announce(row.districtId, row, 'updated');
      return getOne(row.id);
    },

    async remove(identity: Identity, id: string): Promise<void> {
      const row = await findVisible(identity, id);
      await db.delete(tasks).where(and(eq(tasks.id, id), eq(tasks.districtId, row.districtId)));
      await announce(row.districtId, row, 'deleted');
    },
  };
}
