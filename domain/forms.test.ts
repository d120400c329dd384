import { describe, expect, it } from 'vitest';
import { FORM_TEMPLATES } from './form-templates.ts';
import {
  bySeverity,
  checkAnswers,
  completionRate,
  createFormSchema,
  findingsOf,
  questionCount,
  type Section,
  scoreResponses,
} from './forms.ts';

const sections: Section[] = [
  {
    id: 's1',
    title: 'Security',
    questions: [
      {
        id: 'fw',
        type: 'yes_no_partial',
        text: 'Firewall firmware is current',
        required: true,
        risk: { severity: 'high', answers: ['no'] },
      },
      {
        id: 'mfa',
        type: 'yes_no_partial',
        text: 'MFA for staff',
        required: true,
        risk: { severity: 'critical', answers: ['no'] },
      },
      { id: 'r', type: 'rating', text: 'Readiness', required: false, risk: { severity: 'medium', below: 3 } },
    ],
  },
  {
    id: 's2',
    title: 'Other',
    questions: [
      { id: 'n', type: 'number', text: 'Servers', required: false, risk: { severity: 'low', above: 10 } },
      { id: 't', type: 'short_text', text: 'Contact', required: false },
      { id: 'c', type: 'single_choice', text: 'Host', required: false, options: ['Cloud', 'On-site'] },
      { id: 'm', type: 'multiple_choice', text: 'Funding', required: false, options: ['A', 'B'] },
      { id: 'p', type: 'photo', text: 'Closet', required: false },
    ],
  },
];

describe('answers', () => {
  it('keeps answers of the right type and drops blanks', () => {
    const r = checkAnswers(
      sections,
      { fw: 'yes', r: 4, n: 3, t: ' Ann ', c: 'Cloud', m: ['A', 'B'], mfa: null },
      false,
    );
    expect(r.issues).toEqual([]);
    expect(r.answers).toEqual({ fw: 'yes', r: 4, n: 3, t: 'Ann', c: 'Cloud', m: ['A', 'B'] });
  });

  it('names the question of a wrong answer, an unknown question, and a missing required one on submit', () => {
    const wrong = checkAnswers(
      sections,
      { fw: 'maybe', r: 6, c: 'Mars', m: ['A', 'A'], p: 'x', n: 'ten' as never, zz: 'yes' },
      false,
    );
    expect(wrong.issues.map((i) => i.message)).toEqual([
      '"Firewall firmware is current" must be yes, no or partial',
      '"Readiness" must be a rating from 1 to 5',
      '"Host" must be one of: Cloud, On-site',
      '"Funding" must be a list of: A, B',
      '"Closet" must be an uploaded photo',
      '"Servers" must be a number',
      'There is no question "zz" on this form',
    ]);
    expect(checkAnswers(sections, { fw: 'yes' }, false).issues).toEqual([]);
    expect(checkAnswers(sections, { fw: 'yes' }, true).issues).toEqual([
      { path: 'answers.mfa', message: '"MFA for staff" is required' },
    ]);
  });
});

describe('scores and findings', () => {
  it('scores yes 1, partial ½, no 0 and ratings from 0 to 1, per section and overall', () => {
    const s = scoreResponses(sections, [
      { fw: 'yes', mfa: 'no', r: 5 },
      { fw: 'partial', mfa: 'yes', r: 1 },
    ]);
    // s1: 1 + 0 + 1 + 0.5 + 1 + 0 = 3.5 of 6
    expect(s.sections[0]).toEqual({ id: 's1', title: 'Security', score: 58.3 });
    expect(s.sections[1]!.score).toBeNull();
    expect(s.overall).toBe(58.3);
    expect(scoreResponses(sections, []).overall).toBeNull();
  });

  it('lists the answers that break a risk rule, most severe first', () => {
    const f = bySeverity(findingsOf(sections, { fw: 'no', mfa: 'no', r: 2, n: 12 }));
    expect(f.map((x) => [x.severity, x.questionId, x.answer])).toEqual([
      ['critical', 'mfa', 'No'],
      ['high', 'fw', 'No'],
      ['medium', 'r', '2 of 5'],
      ['low', 'n', '12'],
    ]);
    expect(findingsOf(sections, { fw: 'yes', r: 3, n: 10 })).toEqual([]);
  });

  it('completion is submitted over assigned', () => {
    expect(completionRate(1, 3)).toBe(33.3);
    expect(completionRate(0, 0)).toBe(0);
  });
});

describe('forms', () => {
  const form = { area: 'assessment', title: 'T', category: 'security', sections };
  const message = (v: unknown) => createFormSchema.safeParse(v).error?.issues[0]?.message;

  it('refuses duplicate ids, choices without options and risk rules that cannot fire', () => {
    expect(createFormSchema.safeParse(form).success).toBe(true);
    const dup = structuredClone(sections);
    dup[1]!.questions[0]!.id = 'fw';
    expect(message({ ...form, sections: dup })).toBe('Question id "fw" is used twice');
    const noOptions = structuredClone(sections);
    noOptions[1]!.questions[2]!.options = ['Cloud'];
    expect(message({ ...form, sections: noOptions })).toBe('"Host" needs at least two options');
    const badRisk = structuredClone(sections);
    badRisk[0]!.questions[0]!.risk = { severity: 'high', answers: ['never'] };
    expect(message({ ...form, sections: badRisk })).toMatch(/names an answer the question does not offer/);
    const textRisk = structuredClone(sections);
    textRisk[1]!.questions[1]!.risk = { severity: 'high', below: 2 };
    expect(message({ ...form, sections: textRisk })).toMatch(/needs answers/);
  });

  it('every built-in template is a valid form; assessment checklists have 10–20 questions', () => {
    for (const t of FORM_TEMPLATES) {
      const parsed = createFormSchema.safeParse({ ...t, status: 'active' });
      expect(parsed.error?.issues ?? [], t.title).toEqual([]);
      if (t.area === 'assessment') {
        expect(questionCount(t.sections)).toBeGreaterThanOrEqual(10);
        expect(questionCount(t.sections)).toBeLessThanOrEqual(20);
      }
    }
    expect(new Set(FORM_TEMPLATES.filter((t) => t.area === 'assessment').map((t) => t.category)).size).toBe(
      5,
    );
  });
});
