import { z } from 'zod';
import { isoDate, text } from './http.ts';
import { type Priority, prioritySchema } from './priorities.ts';

export const TASK_STATUSES = ['pending', 'in-progress', 'completed', 'cancelled'] as const;
export const taskStatusSchema = z.enum(TASK_STATUSES, {
  error: 'Choose a status: pending, in-progress, completed or cancelled',
});
export type TaskStatus = z.infer<typeof taskStatusSchema>;

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const TASK_CATEGORIES = ['general', 'security', 'hardware', 'software', 'maintenance'] as const;
export const taskCategorySchema = z.enum(TASK_CATEGORIES, {
  error: 'Choose a category: general, security, hardware, software or maintenance',
});
export type TaskCategory = z.infer<typeof taskCategorySchema>;

/** New tasks start pending, with medium priority, in category general. */
export const TASK_DEFAULTS = {
  status: 'pending',
  priority: 'medium',
  category: 'general',
} as const satisfies {
  status: TaskStatus;
  priority: Priority;
  category: TaskCategory;
};

export const MAX_TASKS_LISTED = 5000;

/** Toasts and messages of the Tasks screen (title / description pairs where there are both). */
export const TASK_MESSAGES = {
  titleRequired: { title: 'Title Required', description: 'Please enter a task title' },
  created: { title: 'Task Created!', description: 'The task has been added.' },
  updated: { title: 'Task Updated!', description: 'Your changes have been saved.' },
  deleted: { title: 'Task Deleted!', description: 'The task has been removed.' },
  createFailed: { title: 'Creation Failed', description: 'Failed to create task. Please try again.' },
  updateFailed: { title: 'Update Failed', description: 'Failed to update task. Please try again.' },
  deleteFailed: { title: 'Delete Failed', description: 'Failed to delete task. Please try again.' },
  fetchFailed: 'Failed to fetch tasks',
  invalidDueDate: 'Enter the due date as YYYY-MM-DD',
  assigneeNotInDistrict: 'The assignee must be a member of this district',
  projectNotInDistrict: 'The project must belong to this district',
  notFound: 'Task not found.',
} as const;

const uuidOrEmpty = (message: string) =>
  z
    .union([z.literal(''), z.uuid({ error: message })])
    .nullish()
    .transform((v) => v || null);

/**
 * POST /api/tasks and PUT /api/tasks/:id. PUT replaces the whole task (the client sends every
 * field), so an assignee, due date or project left out is cleared.
 */
export const taskPayloadSchema = z.object({
  title: z
    .string({ error: TASK_MESSAGES.titleRequired.description })
    .trim()
    .min(1, TASK_MESSAGES.titleRequired.description)
    .max(200, 'The task title must be at most 200 characters'),
  description: text(5000)
    .nullish()
    .transform((v) => v ?? ''),
  status: taskStatusSchema.optional().default(TASK_DEFAULTS.status),
  priority: prioritySchema.optional().default(TASK_DEFAULTS.priority),
  category: taskCategorySchema.optional().default(TASK_DEFAULTS.category),
  /** A user of the task's district; empty or left out means nobody. */
  assignedTo: uuidOrEmpty('The assignee is not a valid user id'),
  /** YYYY-MM-DD; empty or left out means no due date. */
  dueDate: z
    .union([z.literal(''), isoDate(TASK_MESSAGES.invalidDueDate)])
    .nullish()
    .transform((v) => v || null),
  /** The project the task moves forward (its progress counts the task). */
  projectId: uuidOrEmpty('The project is not a valid id'),
  /** Checked against the session: another district's id answers 404. */
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  /** Accepted for compatibility and ignored: the creator is always the signed-in user. */
  createdBy: z.string().max(200).nullish(),
});
export type TaskPayload = z.input<typeof taskPayloadSchema>;

export const listTasksQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_TASKS_LISTED, `limit must be at most ${MAX_TASKS_LISTED}`)
    .optional(),
});

export const taskSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  priority: prioritySchema,
  status: taskStatusSchema,
  category: taskCategorySchema,
  assignedTo: z.uuid().nullable(),
  /** Display name of the assignee. */
  assignee: z.string().nullable(),
  dueDate: z.string().nullable(),
  projectId: z.uuid().nullable(),
  projectName: z.string().nullable(),
  districtId: z.uuid(),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

/** The payload that saves `task` as it is (the full task), optionally with changes. */
export function toTaskPayload(task: Task, changes: Partial<Pick<Task, 'status'>> = {}): TaskPayload {
  const payload: TaskPayload = {
    title: task.title,
    description: task.description,
    status: changes.status ?? task.status,
    priority: task.priority,
    category: task.category,
  };
  // An empty assignee or due date is left out of the payload.
  if (task.assignedTo) payload.assignedTo = task.assignedTo;
  if (task.dueDate) payload.dueDate = task.dueDate;
  if (task.projectId) payload.projectId = task.projectId;
  return payload;
}

/**
 * A kanban drop: on another column, the full task with the new status; on its own
 * column, nothing (null).
 */
export function kanbanDropPayload(task: Task, column: TaskStatus): TaskPayload | null {
  return task.status === column ? null : toTaskPayload(task, { status: column });
}

/** Past its due date and still open (`today` is the viewer's local date as YYYY-MM-DD). */
export function isTaskOverdue(task: Pick<Task, 'dueDate' | 'status'>, today: string): boolean {
  return !!task.dueDate && task.dueDate < today && task.status !== 'completed' && task.status !== 'cancelled';
}

export interface TaskStats {
  total: number;
  inProgress: number;
  completed: number;
  pending: number;
}

/** The four stat cards of the Tasks screen. */
export function taskStats(list: Pick<Task, 'status'>[]): TaskStats {
  const stats: TaskStats = { total: list.length, inProgress: 0, completed: 0, pending: 0 };
  for (const t of list) {
    if (t.status === 'in-progress') stats.inProgress++;
    else if (t.status === 'completed') stats.completed++;
    else if (t.status === 'pending') stats.pending++;
  }
  return stats;
}

/** A date as YYYY-MM-DD in the given (default: the runtime's) time zone. */
export function localIsoDate(at: Date = new Date(), timeZone?: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
