import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnswerValue, Section, SectionPoints } from '../../../domain/forms.ts';
import { districts, users } from './core.ts';
import { sites } from './settings.ts';
import { tasks } from './tasks.ts';
import { tickets } from './tickets.ts';
import { visits } from './visits.ts';

const ms = { withTimezone: true, precision: 3 } as const;
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The document libraries of Technology Assessment and the Onsite Tech Toolkit (area) — Google
 * Forms, Sheets and Docs a district keeps (see docs/product.md#technology-assessment).
 */
export const libraryItems = pgTable(
  'library_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    area: text('area', { enum: ['assessment', 'toolkit'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    kind: text('kind', { enum: ['form', 'sheet', 'doc'] }).notNull(),
    docType: text('doc_type'),
    url: text('url').notNull(),
    status: text('status', { enum: ['active', 'draft', 'archived'] })
      .notNull()
      .default('active'),
    sharedWith: text('shared_with').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
  },
  (t) => [index('library_items_district_area_idx').on(t.districtId, t.area, t.updatedAt)],
);

/** A district's own native forms (the built-in templates live in domain/form-templates.ts). */
export const forms = pgTable(
  'forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    area: text('area', { enum: ['assessment', 'toolkit'] }).notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['active', 'draft'] })
      .notNull()
      .default('active'),
    sections: jsonb('sections').$type<Section[]>().notNull(),
    /** The template (or form) it was copied from. */
    copiedFrom: uuid('copied_from'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
  },
  (t) => [index('forms_district_area_idx').on(t.districtId, t.area)],
);

/**
 * A form sent to respondents. It keeps the form's sections as they were when sent, so later edits
 * of the form change neither its questions nor its scores; form_id (a district form or a built-in
 * template) finds the previous run for comparison.
 */
export const workflows = pgTable(
  'workflows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    area: text('area', { enum: ['assessment', 'toolkit'] }).notNull(),
    formId: uuid('form_id').notNull(),
    formTitle: text('form_title').notNull(),
    category: text('category').notNull(),
    sections: jsonb('sections').$type<Section[]>().notNull(),
    name: text('name').notNull(),
    dueDate: date('due_date'),
    /** A checklist filled on a technician's visit (the toolkit). */
    visitId: uuid('visit_id').references(() => visits.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
  },
  (t) => [
    index('workflows_district_area_idx').on(t.districtId, t.area, t.createdAt),
    index('workflows_district_form_idx').on(t.districtId, t.formId, t.createdAt),
    index('workflows_district_visit_idx').on(t.districtId, t.visitId),
  ],
);

/** One respondent's answers to a workflow: a person or a site; assigned, a draft, or submitted. */
export const workflowResponses = pgTable(
  'workflow_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['assigned', 'draft', 'submitted'] })
      .notNull()
      .default('assigned'),
    answers: jsonb('answers').$type<Record<string, AnswerValue>>().notNull().default({}),
    /** Its points per section, kept when submitted: the workflow's scores add these up. */
    points: jsonb('points').$type<SectionPoints>(),
    submittedAt: timestamp('submitted_at', ms),
    /** Who last saved it (for a site, whoever answered for it). */
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
  },
  (t) => [
    index('workflow_responses_district_workflow_idx').on(t.districtId, t.workflowId),
    uniqueIndex('workflow_responses_user_uq').on(t.districtId, t.workflowId, t.userId),
    uniqueIndex('workflow_responses_site_uq').on(t.districtId, t.workflowId, t.siteId),
    check('workflow_responses_one_respondent', sql`num_nonnulls(${t.userId}, ${t.siteId}) <= 1`),
  ],
);

/** An answer that broke its question's risk rule, recorded when the response is submitted. */
export const findings = pgTable(
  'findings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    responseId: uuid('response_id')
      .notNull()
      .references(() => workflowResponses.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    sectionTitle: text('section_title').notNull(),
    severity: text('severity', { enum: ['low', 'medium', 'high', 'critical'] }).notNull(),
    title: text('title').notNull(),
    answer: text('answer').notNull(),
    respondent: text('respondent').notNull(),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
  },
  (t) => [
    index('findings_ticket_fk_idx').on(t.ticketId).where(sql`${t.ticketId} is not null`),
    index('findings_district_workflow_idx').on(t.districtId, t.workflowId),
  ],
);

/** A photo answer's image, kept in the database with its workflow. */
export const formPhotos = pgTable(
  'form_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
  },
  (t) => [index('form_photos_district_workflow_idx').on(t.districtId, t.workflowId)],
);
