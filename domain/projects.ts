import { z } from 'zod';
import { isoDate, text } from './http.ts';

import { type Priority, prioritySchema } from './priorities.ts';

export const PROJECT_STATUSES = ['planning', 'active', 'on-hold', 'completed'] as const;
export const projectStatusSchema = z.enum(PROJECT_STATUSES, {
  error: 'Choose a status: planning, active, on-hold or completed',
});
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  planning: 'Planning',
  active: 'Active',
  'on-hold': 'On Hold',
  completed: 'Completed',
};

/** New projects start in planning with medium priority. */
export const PROJECT_DEFAULTS = { status: 'planning', priority: 'medium' } as const satisfies {
  status: ProjectStatus;
  priority: Priority;
};

/** Toasts and validation messages of the Planning screen. */
export const PROJECT_MESSAGES = {
  created: 'Project created successfully',
  updated: 'Project updated successfully',
  deleted: 'Project deleted successfully',
  createFailed: 'Failed to create project',
  updateFailed: 'Failed to update project',
  deleteFailed: 'Failed to delete project',
  nameRequired: 'Project name is required',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  invalidDate: 'Enter a date as YYYY-MM-DD',
  endBeforeStart: 'The end date cannot be before the start date',
  notFound: 'Project not found.',
  noneYet: 'No projects found',
  noMatch: 'No projects match your filters',
} as const;

const name = z
  .string({ error: PROJECT_MESSAGES.nameRequired })
  .trim()
  .min(1, PROJECT_MESSAGES.nameRequired)
  .max(200, 'The project name must be at most 200 characters');
const date = (required: string) =>
  z.string({ error: required }).trim().min(1, required).pipe(isoDate(PROJECT_MESSAGES.invalidDate));
/** On edit a date may be left out (kept as it is); an empty string counts as left out. */
const optionalDate = z
  .union([z.literal(''), isoDate(PROJECT_MESSAGES.invalidDate)])
  .optional()
  .transform((v) => v || undefined);

const description = text(5000).nullish();

const endNotBeforeStart = {
  path: ['endDate'],
  message: PROJECT_MESSAGES.endBeforeStart,
};

/** POST /api/projects: name, start and end dates required. */
export const createProjectSchema = z
  .object({
    name,
    description: description.transform((v) => v ?? ''),
    status: projectStatusSchema.optional().default(PROJECT_DEFAULTS.status),
    priority: prioritySchema.optional().default(PROJECT_DEFAULTS.priority),
    startDate: date(PROJECT_MESSAGES.startRequired),
    endDate: date(PROJECT_MESSAGES.endRequired),
    /** Checked against the session: another district's id answers 404. */
    districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  })
  .refine((p) => p.endDate >= p.startDate, endNotBeforeStart);
export type CreateProjectPayload = z.input<typeof createProjectSchema>;

/** PUT /api/projects/:id: only the name is required; fields left out keep their value. */
export const updateProjectSchema = z
  .object({
    name,
    description: description.transform((v) => (v === null ? '' : v)),
    status: projectStatusSchema.optional(),
    priority: prioritySchema.optional(),
    startDate: optionalDate,
    endDate: optionalDate,
    districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  })
  .refine((p) => !p.startDate || !p.endDate || p.endDate >= p.startDate, endNotBeforeStart);
export type UpdateProjectPayload = z.input<typeof updateProjectSchema>;

export const projectProgressSchema = z.object({
  /** Linked tasks that count: every one except cancelled ones. */
  total: z.number().int(),
  completed: z.number().int(),
  percent: z.number().int().min(0).max(100),
});
export type ProjectProgress = z.infer<typeof projectProgressSchema>;

export const projectSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  status: projectStatusSchema,
  priority: prioritySchema,
  startDate: z.string(),
  endDate: z.string(),
  districtId: z.uuid(),
  createdBy: z.uuid().nullable(),
  progress: projectProgressSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/** A project's progress from the statuses of the tasks linked to it; cancelled tasks do not count. */
export function projectProgress(counts: {
  total: number;
  completed: number;
  cancelled: number;
}): ProjectProgress {
  const total = Math.max(0, counts.total - counts.cancelled);
  const completed = Math.min(counts.completed, total);
  return { total, completed, percent: total === 0 ? 0 : Math.round((completed / total) * 100) };
}

export interface ProjectFilter {
  search: string;
  status: 'all' | ProjectStatus;
}

/** The Planning screen's search (name and description) and status filter. */
export function filterProjects<T extends Pick<Project, 'name' | 'description' | 'status'>>(
  list: T[],
  f: ProjectFilter,
): T[] {
  const q = f.search.trim().toLowerCase();
  return list.filter(
    (p) =>
      (f.status === 'all' || p.status === f.status) &&
      (!q || p.name.toLowerCase().includes(q) || p.description.toLowerCase().includes(q)),
  );
}

/** True when an unfinished project is past its end date (`today` is a local YYYY-MM-DD date). */
export function isProjectOverdue(p: Pick<Project, 'status' | 'endDate'>, today: string): boolean {
  return p.status !== 'completed' && p.endDate < today;
}
