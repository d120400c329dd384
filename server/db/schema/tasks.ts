import { date, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TASK_CATEGORIES, TASK_STATUSES } from '../../../domain/tasks.ts';
import { districts, users } from './core.ts';
import { projects, workPriorityEnum } from './projects.ts';

export const taskStatusEnum = pgEnum('task_status', TASK_STATUSES);
export const taskCategoryEnum = pgEnum('task_category', TASK_CATEGORIES);

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    /** Same district as the task (checked by the service). */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: taskStatusEnum('status').notNull().default('pending'),
    priority: workPriorityEnum('priority').notNull().default('medium'),
    category: taskCategoryEnum('category').notNull().default('general'),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_district_created_idx').on(t.districtId, t.createdAt),
    index('tasks_district_project_idx').on(t.districtId, t.projectId),
  ],
);
