import { z } from 'zod';
import { answersSchema, SEVERITIES, sectionSchema } from './forms.ts';
import { isoDate, text } from './http.ts';
import { ALL_CATEGORIES, libraryAreaSchema } from './library.ts';

/**
 * Assessment workflows and toolkit checklists: a form sent to respondents (people or sites) with a
 * due date; each respondent's answers, saved as a draft or submitted (see
 * docs/product.md#technology-assessment).
 */

export const WORKFLOW_STATUSES = ['active', 'completed'] as const;
export const RESPONSE_STATUSES = ['assigned', 'draft', 'submitted'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];
export const RESPONSE_STATUS_LABELS: Record<ResponseStatus, string> = {
  assigned: 'Not started',
  draft: 'Draft',
  submitted: 'Submitted',
};

export const WORKFLOW_LIMITS = { respondents: 1000 } as const;

export const WORKFLOW_MESSAGES = {
  nameRequired: 'Name is required',
  noRespondents: 'Choose at least one respondent',
  respondentTwice: 'A respondent is listed twice',
  unknownRespondent: 'A respondent is not a person or site of this district',
  notFound: 'Workflow not found.',
  findingNotFound: 'Finding not found.',
  notRespondent: 'You are not a respondent of this workflow',
  chooseSite: 'Choose the site you are answering for',
  alreadySubmitted: 'This response has already been submitted',
  alreadyLinked: 'This finding already has a ticket or task',
  photoType: 'A photo must be a JPEG, PNG or WebP image',
  photoTooLarge: 'A photo must be at most 2 MB',
  visitForm: 'Checklists on a visit use toolkit forms',
  visitNotFound: 'Visit not found.',
} as const;

const respondentSchema = z.union([
  z.object({ userId: z.uuid({ error: 'Not a valid user id' }) }).strict(),
  z.object({ siteId: z.uuid({ error: 'Not a valid site id' }) }).strict(),
]);

/** POST /api/workflows. */
export const createWorkflowSchema = z
  .object({
    districtId: z.uuid({ error: 'Choose a district' }).optional(),
    formId: z.uuid({ error: 'Choose a form' }),
    name: text(200, WORKFLOW_MESSAGES.nameRequired),
    respondents: z
      .array(respondentSchema, { error: WORKFLOW_MESSAGES.noRespondents })
      .min(1, WORKFLOW_MESSAGES.noRespondents)
      .max(WORKFLOW_LIMITS.respondents),
    dueDate: isoDate('Due date must be a date').nullable().optional(),
    /** A toolkit checklist filled on a technician's visit: its answers are kept with the visit. */
    visitId: z.uuid({ error: 'Not a valid visit id' }).optional(),
  })
  .refine(
    (v) =>
      new Set(v.respondents.map((r) => ('userId' in r ? `u${r.userId}` : `s${r.siteId}`))).size ===
      v.respondents.length,
    { path: ['respondents'], message: WORKFLOW_MESSAGES.respondentTwice },
  );
export type WorkflowPayload = z.input<typeof createWorkflowSchema>;
export type WorkflowInput = z.output<typeof createWorkflowSchema>;

export const listWorkflowsQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  area: libraryAreaSchema,
  /** Only the checklists of one visit. */
  visitId: z.uuid({ error: 'Not a valid visit id' }).optional(),
});

/** POST /api/workflows/:id/responses: false saves a draft. A site's answers name the site. */
export const responseBodySchema = z.object({
  answers: answersSchema,
  submit: z.boolean({ error: 'Say whether to submit' }),
  siteId: z.uuid({ error: 'Not a valid site id' }).optional(),
});
export type ResponseBody = z.infer<typeof responseBodySchema>;

export const myResponseQuerySchema = z.object({
  siteId: z.uuid({ error: 'Not a valid site id' }).optional(),
});

export const workflowListItemSchema = z.object({
  id: z.uuid(),
  districtId: z.uuid(),
  area: libraryAreaSchema,
  name: z.string(),
  formId: z.uuid(),
  formTitle: z.string(),
  category: z.enum(ALL_CATEGORIES),
  status: z.enum(WORKFLOW_STATUSES),
  dueDate: z.string().nullable(),
  assigned: z.number().int(),
  submitted: z.number().int(),
  completionRate: z.number(),
  /** Whether the caller is one of its respondents (or may answer for a site). */
  canRespond: z.boolean(),
  visitId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type WorkflowListItem = z.infer<typeof workflowListItemSchema>;

/**
 * A finding of a workflow: one question's risk rule broken by one or more respondents (grouped, so
 * 40 schools without MFA are one finding to act on). Its id is its first answer's; making it a
 * ticket or a task links every answer of the group.
 */
export const findingSchema = z.object({
  id: z.uuid(),
  severity: z.enum(SEVERITIES),
  title: z.string(),
  sectionTitle: z.string(),
  questionId: z.string(),
  /** How many respondents' answers broke the rule. */
  count: z.number().int(),
  /** The answers given (e.g. "No"), most frequent first. */
  answers: z.array(z.string()),
  /** Who answered so, the first FINDING_RESPONDENTS_SHOWN of them. */
  respondents: z.array(z.string()),
  ticketId: z.uuid().nullable(),
  ticketNumber: z.string().nullable(),
  taskId: z.uuid().nullable(),
});
export const FINDING_RESPONDENTS_SHOWN = 20;
export type Finding = z.infer<typeof findingSchema>;

const scoreSheetSchema = z.object({
  overall: z.number().nullable(),
  sections: z.array(z.object({ id: z.string(), title: z.string(), score: z.number().nullable() })),
});

export const respondentRowSchema = z.object({
  responseId: z.uuid(),
  userId: z.uuid().nullable(),
  siteId: z.uuid().nullable(),
  label: z.string(),
  status: z.enum(RESPONSE_STATUSES),
  submittedAt: z.string().nullable(),
});

export const workflowDetailsSchema = workflowListItemSchema.extend({
  sections: z.array(sectionSchema),
  drafts: z.number().int(),
  scores: scoreSheetSchema,
  findings: z.array(findingSchema),
  respondents: z.array(respondentRowSchema),
  /** The previous run of the same form in the district, for comparison. */
  previous: z
    .object({ id: z.uuid(), name: z.string(), createdAt: z.string(), scores: scoreSheetSchema })
    .nullable(),
});
export type WorkflowDetails = z.infer<typeof workflowDetailsSchema>;

export const responseSchema = z.object({
  id: z.uuid(),
  status: z.enum(RESPONSE_STATUSES),
  answers: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
  submittedAt: z.string().nullable(),
});
export type WorkflowResponse = z.infer<typeof responseSchema>;

export const photoSchema = z.object({ id: z.uuid() });

export const findingLinkSchema = z.object({
  findingId: z.uuid(),
  workflowId: z.uuid(),
  districtId: z.uuid(),
  ticketId: z.uuid().nullable(),
  ticketNumber: z.string().nullable(),
  taskId: z.uuid().nullable(),
});

/** Tracking sheet export: format csv or xlsx. */
export const trackingExportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { error: 'Format must be csv or xlsx' }).default('csv'),
});
