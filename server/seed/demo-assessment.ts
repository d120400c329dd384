import { eq, inArray } from 'drizzle-orm';
import { FORM_TEMPLATES } from '../../domain/form-templates.ts';
import {
  type AnswerValue,
  checkAnswers,
  findingsOf,
  type Question,
  type Section,
  sectionPoints,
  YES_NO_PARTIAL,
} from '../../domain/forms.ts';
import type { Db } from '../db/client.ts';
import { districts, findings, users, workflowResponses, workflows } from '../db/schema/index.ts';
import { type DemoRandom, demoRandom } from './demo-random.ts';

const NOTES = ['Checked with the building principal.', 'Needs a follow-up next semester.', 'Looks good.'];

/** A plausible answer to a question (mostly good, sometimes not); none to a photo question. */
function answerTo(q: Question, rng: DemoRandom): AnswerValue | undefined {
  switch (q.type) {
    case 'yes_no_partial':
      return rng.next() < 0.65 ? 'yes' : rng.pick(YES_NO_PARTIAL);
    case 'rating':
      return rng.int(2, 5);
    case 'number':
      return rng.int(0, 40);
    case 'single_choice':
      return q.options?.length ? rng.pick(q.options) : undefined;
    case 'multiple_choice':
      return q.options?.length ? rng.sample(q.options, rng.int(1, Math.min(2, q.options.length))) : undefined;
    case 'short_text':
    case 'long_text':
      return rng.pick(NOTES);
    case 'photo':
      return undefined;
  }
}

export function demoAnswers(sections: Section[], rng: DemoRandom): Record<string, AnswerValue> {
  const raw: Record<string, AnswerValue> = {};
  for (const q of sections.flatMap((s) => s.questions)) {
    const v = answerTo(q, rng);
    if (v !== undefined) raw[q.id] = v;
  }
  const { issues, answers } = checkAnswers(sections, raw, true);
  if (issues.length) throw new Error(`demo answers refused: ${issues[0]!.message}`);
  return answers;
}

/**
 * A Technology Assessment sent in every demo district (every tier has it): one of the built-in
 * checklists, sent to the district's staff three weeks ago, answered by some of them.
 */
export async function seedDemoAssessments(db: Db, codes: string[], now: Date = new Date()): Promise<void> {
  const rows = await db.select().from(districts).where(inArray(districts.code, codes));
  const templates = FORM_TEMPLATES.filter((t) => t.area === 'assessment');
  await db.transaction(async (tx) => {
    for (const d of rows) {
      const rng = demoRandom(`${d.code}:assessment`);
      const form = rng.pick(templates);
      const staff = await tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
        .from(users)
        .where(eq(users.districtId, d.id))
        .orderBy(users.email);
      if (!staff.length) continue;
      const admin = staff.find((u) => u.role === 'district_admin') ?? staff[0]!;
      const sentAt = new Date(now.getTime() - 21 * 86_400_000);
      const [w] = await tx
        .insert(workflows)
        .values({
          districtId: d.id,
          area: 'assessment',
          formId: form.id,
          formTitle: form.title,
          category: form.category,
          sections: form.sections,
          name: `${form.title} — ${now.getUTCFullYear()} review`,
          dueDate: new Date(now.getTime() + 10 * 86_400_000).toISOString().slice(0, 10),
          createdBy: admin.id,
          createdAt: sentAt,
        })
        .returning({ id: workflows.id });
      const answered = Math.max(1, Math.ceil(staff.length / 2));
      const responses = staff.map((u, i) => {
        const submitted = i < answered;
        const answers = submitted ? demoAnswers(form.sections, rng) : {};
        const submittedAt = new Date(sentAt.getTime() + (i + 2) * 86_400_000);
        return {
          districtId: d.id,
          workflowId: w!.id,
          userId: u.id,
          status: submitted ? ('submitted' as const) : ('assigned' as const),
          answers,
          points: submitted ? sectionPoints(form.sections, answers) : null,
          submittedAt: submitted ? submittedAt : null,
          answeredBy: submitted ? u.id : null,
          updatedAt: submitted ? submittedAt : sentAt,
        };
      });
      const inserted = await tx
        .insert(workflowResponses)
        .values(responses)
        .returning({ id: workflowResponses.id, userId: workflowResponses.userId });
      const found = inserted.flatMap((r, i) => {
        if (responses[i]!.status !== 'submitted') return [];
        const u = staff.find((s) => s.id === r.userId)!;
        return findingsOf(form.sections, responses[i]!.answers).map((f) => ({
          ...f,
          districtId: d.id,
          workflowId: w!.id,
          responseId: r.id,
          respondent: `${u.firstName} ${u.lastName}`.trim(),
          createdAt: responses[i]!.submittedAt!,
        }));
      });
      if (found.length) await tx.insert(findings).values(found);
    }
  });
}
