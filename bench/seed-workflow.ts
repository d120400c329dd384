import type pg from 'pg';
import type { AnswerValue, Section } from '../domain/forms.ts';
import { findingsOf, sectionPoints } from '../domain/forms.ts';
import { inTransaction } from './transaction.ts';

const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;

/** A 40-question assessment in four sections: yes/no/partial with risk rules, ratings, numbers and text. */
function benchSections(): Section[] {
  return [0, 1, 2, 3].map((s) => ({
    id: `s${s}`,
    title: `Section ${s + 1}`,
    questions: Array.from({ length: 10 }, (_, i) => {
      const id = `q${s}_${i}`;
      if (i < 6)
        return {
          id,
          type: 'yes_no_partial' as const,
          text: `Control ${s}.${i} is in place`,
          required: true,
          risk: { severity: SEVERITIES[i % 4]!, answers: ['no'] },
        };
      if (i < 8)
        return {
          id,
          type: 'rating' as const,
          text: `Rating ${s}.${i}`,
          required: true,
          risk: { severity: 'medium' as const, below: 2 },
        };
      if (i === 8) return { id, type: 'number' as const, text: `Count ${s}.${i}`, required: false };
      return { id, type: 'long_text' as const, text: `Notes ${s}`, required: false };
    }),
  }));
}

/** Respondent r's answers: mostly yes, a "no" now and then, ratings 1–5, a count and a note. */
function answersOf(sections: Section[], r: number): Record<string, AnswerValue> {
  const a: Record<string, AnswerValue> = {};
  for (const [si, s] of sections.entries())
    for (const [qi, q] of s.questions.entries()) {
      const k = r * 41 + si * 13 + qi * 7;
      if (q.type === 'yes_no_partial') a[q.id] = k % 17 === 0 ? 'no' : k % 5 === 0 ? 'partial' : 'yes';
      else if (q.type === 'rating') a[q.id] = 1 + (k % 5);
      else if (q.type === 'number') a[q.id] = k % 50;
      else a[q.id] = `Notes of respondent ${r} on section ${si + 1}.`;
    }
  return a;
}

/**
 * A workflow of a 40-question form sent to `respondents` people of the district; nine in ten have
 * submitted (with the findings their answers make), the rest saved a draft or not started.
 */
export async function seedWorkflow(pool: pg.Pool, districtId: string, respondents: number): Promise<string> {
  const sections = benchSections();
  return inTransaction(pool, async (client) => {
    const people = await client.query<{ id: string }>(
      `insert into users (email, first_name, last_name, role, district_id)
       select 'bench-respondent-' || g || '@' || $1::text || '.example', 'Respondent', 'Number ' || g, 'viewer'::user_role, $1::uuid
       from generate_series(1, $2::int) g returning id`,
      [districtId, respondents],
    );
    const form = await client.query<{ id: string }>(
      `insert into forms (district_id, area, category, title, sections) values ($1, 'assessment', 'security', 'Bench assessment', $2) returning id`,
      [districtId, JSON.stringify(sections)],
    );
    const wf = await client.query<{ id: string }>(
      `insert into workflows (district_id, area, form_id, form_title, category, sections, name)
       values ($1, 'assessment', $2, 'Bench assessment', 'security', $3, 'Bench review') returning id`,
      [districtId, form.rows[0]!.id, JSON.stringify(sections)],
    );
    const workflowId = wf.rows[0]!.id;
    const rows = people.rows.map((p, r) => {
      const status = r % 10 === 9 ? (r % 20 === 9 ? 'draft' : 'assigned') : 'submitted';
      const answers = status === 'assigned' ? {} : answersOf(sections, r);
      return {
        userId: p.id,
        status,
        answers,
        points: status === 'submitted' ? sectionPoints(sections, answers) : null,
      };
    });
    const inserted = await client.query<{
      id: string;
      user_id: string;
      status: string;
      answers: Record<string, AnswerValue>;
    }>(
      `insert into workflow_responses (district_id, workflow_id, user_id, status, answers, points, submitted_at)
       select $1::uuid, $2::uuid, x.user_id, x.status, x.answers, x.points, case when x.status = 'submitted' then now() end
       from jsonb_to_recordset($3::jsonb) as x(user_id uuid, status text, answers jsonb, points jsonb)
       returning id, user_id, status, answers`,
      [
        districtId,
        workflowId,
        JSON.stringify(
          rows.map((r) => ({ user_id: r.userId, status: r.status, answers: r.answers, points: r.points })),
        ),
      ],
    );
    const found = inserted.rows
      .filter((r) => r.status === 'submitted')
      .flatMap((r) => findingsOf(sections, r.answers).map((f) => ({ ...f, response_id: r.id })));
    await client.query(
      `insert into findings (district_id, workflow_id, response_id, question_id, section_title, severity, title, answer, respondent)
       select $1::uuid, $2::uuid, x.response_id, x.question_id, x.section_title, x.severity, x.title, x.answer, 'Bench respondent'
       from jsonb_to_recordset($3::jsonb) as x(response_id uuid, question_id text, section_title text, severity text, title text, answer text)`,
      [
        districtId,
        workflowId,
        JSON.stringify(
          found.map((f) => ({
            response_id: f.response_id,
            question_id: f.questionId,
            section_title: f.sectionTitle,
            severity: f.severity,
            title: f.title,
            answer: f.answer,
          })),
        ),
      ],
    );
    return workflowId;
  });
}
