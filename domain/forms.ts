import { z } from 'zod';
import { text } from './http.ts';
import { ALL_CATEGORIES, libraryAreaSchema } from './library.ts';

/**
 * The native forms engine of Technology Assessment and the Onsite Tech Toolkit (see
 * docs/product.md#technology-assessment): questions in sections, answers checked against their
 * question, scores and the findings of risk rules. Pure rules, used by the server and the screens.
 */

export const QUESTION_TYPES = [
  'yes_no_partial',
  'rating',
  'number',
  'short_text',
  'long_text',
  'single_choice',
  'multiple_choice',
  'photo',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const YES_NO_PARTIAL = ['yes', 'partial', 'no'] as const;
export const YES_NO_LABELS = { yes: 'Yes', partial: 'Partial', no: 'No' } as const;

export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const SEVERITY_LABELS: Record<Severity, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};
const SEVERITY_RANK: Record<Severity, number> = { critical: 0, high: 1, medium: 2, low: 3 };

export const FORM_STATUSES = ['active', 'draft'] as const;

export const FORM_LIMITS = {
  sections: 20,
  questions: 100,
  options: 20,
  shortText: 500,
  longText: 5000,
  /** A photo answer: the image's bytes. */
  photoBytes: 2 * 1024 * 1024,
} as const;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const FORM_MESSAGES = {
  titleRequired: 'Title is required',
  questionText: 'Every question needs its text',
  questionId: 'A question id is 1–40 letters, digits, _ or -',
  duplicateId: (id: string) => `Question id "${id}" is used twice`,
  needsOptions: (q: string) => `"${q}" needs at least two options`,
  riskAnswers: (q: string) => `The risk rule of "${q}" names an answer the question does not offer`,
  riskBounds: (q: string) =>
    `The risk rule of "${q}" needs answers (choice questions) or a below/above bound (numbers)`,
  noQuestions: 'A form needs at least one question',
  unknownQuestion: (id: string) => `There is no question "${id}" on this form`,
  required: (q: string) => `"${q}" is required`,
  wrongType: (q: string, expected: string) => `"${q}" must be ${expected}`,
  notFound: 'Form not found.',
  templateReadOnly: 'Built-in templates cannot be changed: copy one to change it.',
} as const;

const questionId = z
  .string({ error: FORM_MESSAGES.questionId })
  .regex(/^[A-Za-z0-9_-]{1,40}$/, FORM_MESSAGES.questionId);

export const riskRuleSchema = z.object({
  severity: z.enum(SEVERITIES, { error: 'Severity must be low, medium, high or critical' }),
  /** Yes/no and choice questions: these answers are the finding. */
  answers: z.array(text(200)).max(FORM_LIMITS.options).optional(),
  /** Rating and number questions: a value below or above is the finding. */
  below: z.number().finite().optional(),
  above: z.number().finite().optional(),
  /** What the finding says (the question's text when empty). */
  finding: text(300).optional(),
});
export type RiskRule = z.infer<typeof riskRuleSchema>;

export const questionSchema = z.object({
  id: questionId,
  type: z.enum(QUESTION_TYPES, { error: `Question type must be one of: ${QUESTION_TYPES.join(', ')}` }),
  text: text(300, FORM_MESSAGES.questionText),
  help: text(500).optional(),
  required: z.boolean().default(false),
  options: z.array(text(200, 'An option cannot be empty')).max(FORM_LIMITS.options).optional(),
  risk: riskRuleSchema.optional(),
});
export type Question = z.output<typeof questionSchema>;

export const sectionSchema = z.object({
  id: questionId,
  title: text(200, 'Every section needs a title'),
  questions: z.array(questionSchema).max(FORM_LIMITS.questions),
});
export type Section = z.output<typeof sectionSchema>;

const CHOICE_TYPES: QuestionType[] = ['yes_no_partial', 'single_choice', 'multiple_choice'];
const BOUND_TYPES: QuestionType[] = ['rating', 'number'];

/** The answers a choice question offers. */
export function choicesOf(q: Pick<Question, 'type' | 'options'>): readonly string[] {
  if (q.type === 'yes_no_partial') return YES_NO_PARTIAL;
  return q.options ?? [];
}

/** The structural rules of a form's sections: unique ids, options where needed, sound risk rules. */
export function checkSections(sections: Section[], ctx: z.RefinementCtx, path: PropertyKey[] = ['sections']) {
  const seen = new Set<string>();
  let count = 0;
  sections.forEach((s, si) => {
    s.questions.forEach((q, qi) => {
      count++;
      const at = [...path, si, 'questions', qi];
      if (seen.has(q.id))
        ctx.addIssue({ code: 'custom', path: [...at, 'id'], message: FORM_MESSAGES.duplicateId(q.id) });
      seen.add(q.id);
      if ((q.type === 'single_choice' || q.type === 'multiple_choice') && (q.options?.length ?? 0) < 2)
        ctx.addIssue({
          code: 'custom',
          path: [...at, 'options'],
          message: FORM_MESSAGES.needsOptions(q.text),
        });
      const r = q.risk;
      if (!r) return;
      if (CHOICE_TYPES.includes(q.type)) {
        const offered = choicesOf(q);
        if (!r.answers?.length || r.answers.some((a) => !offered.includes(a)))
          ctx.addIssue({ code: 'custom', path: [...at, 'risk'], message: FORM_MESSAGES.riskAnswers(q.text) });
      } else if (!BOUND_TYPES.includes(q.type) || (r.below === undefined && r.above === undefined))
        ctx.addIssue({ code: 'custom', path: [...at, 'risk'], message: FORM_MESSAGES.riskBounds(q.text) });
    });
  });
  if (count === 0) ctx.addIssue({ code: 'custom', path, message: FORM_MESSAGES.noQuestions });
  if (count > FORM_LIMITS.questions)
    ctx.addIssue({ code: 'custom', path, message: `A form has at most ${FORM_LIMITS.questions} questions` });
}

const sectionsSchema = z.array(sectionSchema).min(1, FORM_MESSAGES.noQuestions).max(FORM_LIMITS.sections);

const formFields = {
  title: text(200, FORM_MESSAGES.titleRequired),
  description: text(2000).default(''),
  category: z.enum(ALL_CATEGORIES, { error: 'Choose a category' }),
  status: z.enum(FORM_STATUSES, { error: 'Status must be active or draft' }).default('active'),
  sections: sectionsSchema,
};

/** POST /api/forms: a district's own form. */
export const createFormSchema = z
  .object({
    districtId: z.uuid({ error: 'Choose a district' }).optional(),
    area: libraryAreaSchema,
    ...formFields,
  })
  .superRefine((v, ctx) => checkSections(v.sections, ctx));
export type FormInput = z.output<typeof createFormSchema>;

/** PUT /api/forms/:id: the whole form again (its area does not change). */
export const updateFormSchema = z
  .object({ districtId: z.uuid({ error: 'Choose a district' }).optional(), ...formFields })
  .superRefine((v, ctx) => checkSections(v.sections, ctx));
export type UpdateFormInput = z.output<typeof updateFormSchema>;

export const copyFormSchema = z.object({
  districtId: z.uuid({ error: 'Choose a district' }).optional(),
  title: text(200).optional(),
});

export const listFormsQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  area: libraryAreaSchema,
});

export const formSchema = z.object({
  id: z.uuid(),
  /** Null for a built-in template. */
  districtId: z.uuid().nullable(),
  template: z.boolean(),
  area: libraryAreaSchema,
  category: z.enum(ALL_CATEGORIES),
  title: z.string(),
  description: z.string(),
  status: z.enum(FORM_STATUSES),
  sections: z.array(sectionSchema),
  questionCount: z.number().int(),
  createdBy: z.string(),
  lastModified: z.string(),
});
export type Form = z.infer<typeof formSchema>;

export const questionsOf = (sections: Section[]): Question[] => sections.flatMap((s) => s.questions);
export const questionCount = (sections: Section[]) => sections.reduce((n, s) => n + s.questions.length, 0);

// --- answers -----------------------------------------------------------------------------------

export type AnswerValue = string | number | string[];
export type Answers = Record<string, AnswerValue | null>;

/** A response's body: answers by question id (any value; each is checked against its question). */
export const answersSchema = z
  .record(
    questionId,
    z.union([
      z.string().max(FORM_LIMITS.longText, `An answer is at most ${FORM_LIMITS.longText} characters`),
      z.number(),
      z.array(z.string().max(200)).max(FORM_LIMITS.options),
      z.null(),
    ]),
  )
  .refine((a) => Object.keys(a).length <= FORM_LIMITS.questions, 'Too many answers');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isBlank = (v: AnswerValue | null | undefined) =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/** Why a value is not an answer to the question, or null when it is. */
function typeProblem(q: Question, v: AnswerValue): string | null {
  const wrong = (expected: string) => FORM_MESSAGES.wrongType(q.text, expected);
  switch (q.type) {
    case 'yes_no_partial':
      return typeof v === 'string' && (YES_NO_PARTIAL as readonly string[]).includes(v)
        ? null
        : wrong('yes, no or partial');
    case 'rating':
      return Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 5
        ? null
        : wrong('a rating from 1 to 5');
    case 'number':
      return typeof v === 'number' && Number.isFinite(v) ? null : wrong('a number');
    case 'short_text':
      return typeof v === 'string' && v.length <= FORM_LIMITS.shortText && !v.includes('\n')
        ? null
        : wrong(`one line of at most ${FORM_LIMITS.shortText} characters`);
    case 'long_text':
      return typeof v === 'string' ? null : wrong('text');
    case 'single_choice':
      return typeof v === 'string' && choicesOf(q).includes(v)
        ? null
        : wrong(`one of: ${choicesOf(q).join(', ')}`);
    case 'multiple_choice':
      return Array.isArray(v) && new Set(v).size === v.length && v.every((x) => choicesOf(q).includes(x))
        ? null
        : wrong(`a list of: ${choicesOf(q).join(', ')}`);
    case 'photo':
      return typeof v === 'string' && UUID.test(v) ? null : wrong('an uploaded photo');
  }
}

export interface AnswerIssue {
  path: string;
  message: string;
}

/**
 * Every problem of a set of answers: unknown questions, values of the wrong type, and on submit the
 * required questions left blank. Blank values are dropped from the answers kept.
 */
export function checkAnswers(
  sections: Section[],
  answers: Answers,
  submit: boolean,
): { issues: AnswerIssue[]; answers: Record<string, AnswerValue> } {
  const byId = new Map(questionsOf(sections).map((q) => [q.id, q]));
  const issues: AnswerIssue[] = [];
  const kept: Record<string, AnswerValue> = {};
  for (const [id, value] of Object.entries(answers)) {
    const q = byId.get(id);
    if (!q) {
      issues.push({ path: `answers.${id}`, message: FORM_MESSAGES.unknownQuestion(id) });
      continue;
    }
    if (isBlank(value)) continue;
    const problem = typeProblem(q, value as AnswerValue);
    if (problem) issues.push({ path: `answers.${id}`, message: problem });
    else kept[id] = typeof value === 'string' ? value.trim() : (value as AnswerValue);
  }
  if (submit)
    for (const q of byId.values())
      if (q.required && kept[q.id] === undefined && !issues.some((i) => i.path === `answers.${q.id}`))
        issues.push({ path: `answers.${q.id}`, message: FORM_MESSAGES.required(q.text) });
  return { issues, answers: kept };
}

// --- risk rules, scores --------------------------------------------------------------------------

/** Whether an answer breaks its question's risk rule. */
export function breaksRule(q: Question, v: AnswerValue | undefined): boolean {
  const r = q.risk;
  if (!r || v === undefined) return false;
  if (CHOICE_TYPES.includes(q.type)) {
    const given = Array.isArray(v) ? v : [String(v)];
    return given.some((a) => r.answers?.includes(a));
  }
  if (typeof v !== 'number') return false;
  return (r.below !== undefined && v < r.below) || (r.above !== undefined && v > r.above);
}

/** The findings of one response: each answer that breaks its question's rule. */
export function findingsOf(sections: Section[], answers: Record<string, AnswerValue>) {
  const out: {
    questionId: string;
    sectionTitle: string;
    severity: Severity;
    title: string;
    answer: string;
  }[] = [];
  for (const s of sections)
    for (const q of s.questions)
      if (q.risk && breaksRule(q, answers[q.id]))
        out.push({
          questionId: q.id,
          sectionTitle: s.title,
          severity: q.risk.severity,
          title: q.risk.finding || q.text,
          answer: answerText(q, answers[q.id]!),
        });
  return out;
}

/** An answer as words (reports, exports). */
export function answerText(q: Pick<Question, 'type'>, v: AnswerValue | undefined): string {
  if (v === undefined) return '';
  if (Array.isArray(v)) return v.join('; ');
  if (q.type === 'yes_no_partial') return YES_NO_LABELS[v as keyof typeof YES_NO_LABELS] ?? String(v);
  if (q.type === 'rating') return `${v} of 5`;
  if (q.type === 'photo') return 'Photo';
  return String(v);
}

/** A scored answer's points from 0 to 1: yes 1, partial ½, no 0; a rating of 1–5 from 0 to 1. Others are not scored. */
export function pointsOf(q: Pick<Question, 'type'>, v: AnswerValue | undefined): number | null {
  if (v === undefined) return null;
  if (q.type === 'yes_no_partial') return v === 'yes' ? 1 : v === 'partial' ? 0.5 : v === 'no' ? 0 : null;
  if (q.type === 'rating' && typeof v === 'number') return (v - 1) / 4;
  return null;
}

export interface ScoreSheet {
  /** 0–100, null when nothing scored was answered. */
  overall: number | null;
  sections: { id: string; title: string; score: number | null }[];
}

const percent = (sum: number, n: number) => (n ? Math.round((sum / n) * 1000) / 10 : null);

/** One response's points per section: [sum, count] of its scored answers (kept with the response when submitted). */
export type SectionPoints = Record<string, [number, number]>;

export function sectionPoints(sections: Section[], answers: Record<string, AnswerValue>): SectionPoints {
  const out: SectionPoints = {};
  for (const s of sections) {
    let sum = 0;
    let n = 0;
    for (const q of s.questions) {
      const p = pointsOf(q, answers[q.id]);
      if (p !== null) {
        sum += p;
        n++;
      }
    }
    out[s.id] = [sum, n];
  }
  return out;
}

/** Scores per section and overall from the submitted responses' points: the mean, as a percentage. */
export function scoreFromPoints(sections: Section[], responses: SectionPoints[]): ScoreSheet {
  let allSum = 0;
  let allN = 0;
  const out = sections.map((s) => {
    let sum = 0;
    let n = 0;
    for (const r of responses) {
      const [rs, rn] = r[s.id] ?? [0, 0];
      sum += rs;
      n += rn;
    }
    allSum += sum;
    allN += n;
    return { id: s.id, title: s.title, score: percent(sum, n) };
  });
  return { overall: percent(allSum, allN), sections: out };
}

/** Scores per section and overall over the submitted answers: the mean of their points, as a percentage. */
export function scoreResponses(sections: Section[], responses: Record<string, AnswerValue>[]): ScoreSheet {
  return scoreFromPoints(
    sections,
    responses.map((a) => sectionPoints(sections, a)),
  );
}

/** Findings in the order a reader acts on them: most severe first, then by question. */
export function bySeverity<T extends { severity: Severity }>(findings: T[]): T[] {
  return [...findings].sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]);
}

/** Submitted ÷ assigned, as a percentage (0 with nobody assigned). */
export const completionRate = (submitted: number, assigned: number) =>
  assigned ? Math.round((submitted / assigned) * 1000) / 10 : 0;
