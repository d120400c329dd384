import { sql } from 'drizzle-orm';
import { check, date, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PRIORITIES } from '../../../domain/priorities.ts';
import { PROJECT_STATUSES } from '../../../domain/projects.ts';
import { districts, users } from './core.ts';

/** Priorities of projects and tasks. */
export const workPriorityEnum = pgEnum('work_priority', PRIORITIES);
export const projectStatusEnum = pgEnum('project_status', PROJECT_STATUSES);

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: projectStatusEnum('status').notNull().default('planning'),
    priority: workPriorityEnum('priority').notNull().default('medium'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_district_created_idx').on(t.districtId, t.createdAt),
    check('projects_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
  ],
);
