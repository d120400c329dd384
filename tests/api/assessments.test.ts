import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_TEMPLATES } from '../../domain/form-templates.ts';
import type { Form } from '../../domain/forms.ts';
import type { LibraryItem } from '../../domain/library.ts';
import type { WorkflowDetails } from '../../domain/workflows.ts';
import { makeDistrict, makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { PNG } from './authz/assessments.ts';

let t: TestApp;
let w: World;
let siteA: string;
let siteB: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  const sites = await t.db.execute<{ id: string }>(
    sql`insert into sites (district_id, name) values (${w.districtA.id}, 'Lincoln Elementary'), (${w.districtA.id}, 'Roosevelt Middle') returning id`,
  );
  [siteA, siteB] = sites.rows.map((r) => r.id) as [string, string];
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as =
  (who: keyof World['cookies']) =>
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert on them.
  <T = any>(method: Method, url: string, body?: unknown) =>
    call<T>(t.app, method, url, { cookie: w.cookies[who], body });
const admin = as('adminA');
const tech = as('techA');
const viewer = as('viewerA');
const FORM_URL = 'https://docs.google.com/forms/d/1FAIpQLSf_abcDEF123456/edit';
const SECURITY = FORM_TEMPLATES.find((f) => f.category === 'security')!;

describe('the document library', () => {
  it('adds, lists with derived links, filters, searches, edits and deletes', async () => {
    const res = await admin<LibraryItem>('POST', '/api/library-items', {
      area: 'assessment',
      title: 'Staff security survey',
      description: 'Yearly',
      category: 'security',
      kind: 'form',
      url: FORM_URL,
      sharedWith: 'All staff',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      districtId: w.districtA.id,
      status: 'active',
      embedUrl: 'https://docs.google.com/forms/d/1FAIpQLSf_abcDEF123456/viewform?embedded=true',
      shareUrl: 'https://docs.google.com/forms/d/1FAIpQLSf_abcDEF123456/viewform',
      copyUrl: 'https://docs.google.com/forms/d/1FAIpQLSf_abcDEF123456/copy',
      createdBy: expect.any(String),
    });
    await admin('POST', '/api/library-items', {
      area: 'assessment',
      title: 'Board policy',
      category: 'data',
      kind: 'doc',
      docType: 'policy',
      url: 'https://example.org/policy.pdf',
    });
    const list = await viewer<LibraryItem[]>('GET', '/api/library-items?area=assessment');
    expect(list.body.map((i) => i.title)).toEqual(['Board policy', 'Staff security survey']);
    expect(list.body[0]).toMatchObject({
      embedUrl: null,
      copyUrl: null,
      shareUrl: 'https://example.org/policy.pdf',
    });
    expect(
      (await viewer<LibraryItem[]>('GET', '/api/library-items?area=assessment&kind=form')).body,
    ).toHaveLength(1);
    expect(
      (await viewer<LibraryItem[]>('GET', '/api/library-items?area=assessment&q=staff%20survey')).body,
    ).toHaveLength(1);
    expect((await viewer<LibraryItem[]>('GET', '/api/library-items?area=toolkit')).body).toHaveLength(0);

    const edited = await tech<LibraryItem>('PUT', `/api/library-items/${res.body.id}`, {
      area: 'assessment',
      title: 'Staff survey 2026',
      category: 'security',
      kind: 'form',
      url: FORM_URL,
      status: 'draft',
    });
    expect(edited.body).toMatchObject({ title: 'Staff survey 2026', status: 'draft', sharedWith: '' });
    expect((await viewer('DELETE', `/api/library-items/${res.body.id}`)).status).toBe(403);
    expect((await as('adminB')('DELETE', `/api/library-items/${res.body.id}`)).status).toBe(404);
    expect((await tech('DELETE', `/api/library-items/${res.body.id}`)).status).toBe(200);
  });

  it('refuses what is not a library item, with the field named', async () => {
    const base = {
      area: 'toolkit',
      title: 'Closet procedure',
      category: 'equipment',
      kind: 'doc',
      url: 'https://example.org/x',
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ url: 'http://example.org/x' }, 'url', 'URL must be an https:// link'],
      [{ url: 'javascript:alert(1)' }, 'url', 'URL must be an https:// link'],
      [{ url: '' }, 'url', 'URL is required'],
      [{ url: FORM_URL }, 'url', 'This link is a Google Form, not a Doc'],
      [{ title: ' ' }, 'title', 'Title is required'],
      [
        { category: 'security' },
        'category',
        'Category must be one of: work_orders, site_visits, equipment, scheduling, reporting',
      ],
      [{ category: 'nope' }, 'category', 'Choose a category'],
      [
        { docType: 'policy' },
        'docType',
        'Doc type must be one of: procedure, checklist, report_template, guide',
      ],
      [{ kind: 'video' }, 'kind', 'Kind must be form, sheet or doc'],
      [{ area: 'other' }, 'area', 'Area must be assessment or toolkit'],
      [{ status: 'gone' }, 'status', 'Status must be active, draft or archived'],
    ];
    for (const [patch, path, message] of cases) {
      const res = await admin('POST', '/api/library-items', { ...base, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.issues[0].path).toBe(path);
    }
  });

  it('the toolkit needs FS Ascend; the assessment library every tier', async () => {
    const d = await makeDistrict(t.db, { serviceLevel: 'analysis' });
    const u = await makeUser(t.db, { role: 'district_admin', districtId: d.id });
    const cookie = await signIn(t.app, u.email);
    const get = (url: string) => call(t.app, 'GET', url, { cookie });
    expect((await get('/api/library-items?area=assessment')).status).toBe(200);
    const refused = await get('/api/library-items?area=toolkit');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This feature needs the FS Ascend service level or higher.');
    expect((await get('/api/forms?area=toolkit')).status).toBe(403);
    expect((await get(`/api/forms/${FORM_TEMPLATES.find((f) => f.area === 'toolkit')!.id}`)).status).toBe(
      403,
    );
  });
});

describe('forms', () => {
  it('lists the built-in templates, copies one and changes the copy; templates stay as they are', async () => {
    const list = await viewer<Form[]>('GET', '/api/forms?area=assessment');
    expect(list.body.filter((f) => f.template).map((f) => f.category)).toEqual([
      'infrastructure',
      'security',
      'network',
      'data',
      'software',
    ]);
    const toolkit = await viewer<Form[]>('GET', '/api/forms?area=toolkit');
    expect(toolkit.body.map((f) => f.title)).toEqual([
      'Site Visit Checklist',
      'Equipment Audit',
      'Work-Order Sign-off',
    ]);

    const copy = await tech<Form>('POST', `/api/forms/${SECURITY.id}/copy`, {});
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      template: false,
      districtId: w.districtA.id,
      title: 'Security Assessment',
    });
    const sections = structuredClone(copy.body.sections);
    sections[0]!.questions.push({
      id: 'sso_all',
      type: 'yes_no_partial',
      text: 'SSO for every app',
      required: false,
    });
    const put = await tech<Form>('PUT', `/api/forms/${copy.body.id}`, {
      ...copy.body,
      title: 'Our security check',
      sections,
    });
    expect(put.body).toMatchObject({
      title: 'Our security check',
      questionCount: SECURITY.sections.flatMap((s) => s.questions).length + 1,
    });

    const template = await tech('PUT', `/api/forms/${SECURITY.id}`, { ...copy.body });
    expect(template.status).toBe(400);
    expect(template.body.message).toBe('Built-in templates cannot be changed: copy one to change it.');
    expect((await as('adminB')('GET', `/api/forms/${copy.body.id}`)).status).toBe(404);
    expect((await viewer('POST', `/api/forms/${SECURITY.id}/copy`, {})).status).toBe(403);
  });

  it('refuses forms whose questions cannot work, naming them', async () => {
    const q = (x: Record<string, unknown>) => ({
      area: 'assessment',
      title: 'F',
      category: 'network',
      sections: [{ id: 's', title: 'S', questions: [{ id: 'a', type: 'yes_no_partial', text: 'A?', ...x }] }],
    });
    const cases: [Record<string, unknown>, string][] = [
      [
        { type: 'essay' },
        'Question type must be one of: yes_no_partial, rating, number, short_text, long_text, single_choice, multiple_choice, photo',
      ],
      [{ text: '' }, 'Every question needs its text'],
      [{ id: 'a b' }, 'A question id is 1–40 letters, digits, _ or -'],
      [{ type: 'single_choice', options: ['One'] }, '"A?" needs at least two options'],
      [
        { risk: { severity: 'high', answers: ['never'] } },
        'The risk rule of "A?" names an answer the question does not offer',
      ],
      [{ risk: { severity: 'urgent', answers: ['no'] } }, 'Severity must be low, medium, high or critical'],
      [
        { type: 'long_text', risk: { severity: 'high', below: 1 } },
        'The risk rule of "A?" needs answers (choice questions) or a below/above bound (numbers)',
      ],
    ];
    for (const [patch, message] of cases) {
      const res = await admin('POST', '/api/forms', q(patch));
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const empty = await admin('POST', '/api/forms', { ...q({}), sections: [] });
    expect(empty.body.message).toBe('A form needs at least one question');
  });
});

describe('workflows', () => {
  let workflowId: string;
  const required = Object.fromEntries(
    SECURITY.sections
      .flatMap((s) => s.questions)
      .filter((q) => q.required)
      .map((q) => [q.id, q.type === 'rating' ? 5 : q.type === 'single_choice' ? q.options![0] : 'yes']),
  );

  it('sends a form to people and sites; each answers, saves a draft, submits; completion, scores and findings follow', async () => {
    const created = await admin<WorkflowDetails>('POST', '/api/workflows', {
      formId: SECURITY.id,
      name: 'Fall security review',
      respondents: [{ userId: w.people.techA.id }, { siteId: siteA }, { siteId: siteB }],
      dueDate: '2026-12-15',
    });
    expect(created.status).toBe(201);
    workflowId = created.body.id;
    expect(created.body).toMatchObject({
      assigned: 3,
      submitted: 0,
      completionRate: 0,
      status: 'active',
      dueDate: '2026-12-15',
    });

    // The technician saves a draft of their own, then submits with two risky answers.
    const draft = await tech('POST', `/api/workflows/${workflowId}/responses`, {
      answers: { mfa_staff: 'no' },
      submit: false,
    });
    expect(draft.body).toMatchObject({ status: 'draft', answers: { mfa_staff: 'no' } });
    expect((await tech('GET', `/api/workflows/${workflowId}/response`)).body.answers).toEqual({
      mfa_staff: 'no',
    });
    const photo = await call(t.app, 'POST', `/api/workflows/${workflowId}/photos`, {
      cookie: w.cookies.techA,
      body: PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(photo.status).toBe(201);
    const submitted = await tech('POST', `/api/workflows/${workflowId}/responses`, {
      answers: {
        ...required,
        mfa_staff: 'no',
        backups_tested: 'no',
        phishing_resilience: 2,
        security_notes: 'ok',
      },
      submit: true,
    });
    expect(submitted.status).toBe(200);
    expect(
      (await tech('POST', `/api/workflows/${workflowId}/responses`, { answers: required, submit: true }))
        .status,
    ).toBe(409);
    // The administrator answers for one school.
    await admin('POST', `/api/workflows/${workflowId}/responses`, {
      answers: { ...required, cipa_filter: 'partial', mfa_staff: 'no' },
      submit: true,
      siteId: siteA,
    });

    const d = (await viewer<WorkflowDetails>('GET', `/api/workflows/${workflowId}`)).body;
    expect(d).toMatchObject({ assigned: 3, submitted: 2, drafts: 0, completionRate: 66.7, status: 'active' });
    // One finding per broken rule, with every respondent who broke it.
    expect(d.findings.map((f) => [f.severity, f.title, f.count, f.answers])).toEqual([
      ['critical', 'Staff accounts without MFA', 2, ['No']],
      ['high', 'Backups not tested', 1, ['No']],
      ['medium', 'Staff resilience to phishing (last simulation)', 1, ['2 of 5']],
    ]);
    expect(d.findings[0]!.respondents).toHaveLength(2);
    expect(d.findings[0]!.respondents).toContain('Lincoln Elementary');
    expect(d.scores.overall).toBeGreaterThan(80);
    expect(d.scores.sections.map((s) => s.title)).toEqual(SECURITY.sections.map((s) => s.title));
    expect(d.respondents.map((r) => [r.label, r.status])).toContainEqual(['Roosevelt Middle', 'assigned']);
    expect(d.previous).toBeNull();

    const list = (await viewer('GET', '/api/workflows?area=assessment')).body;
    expect(list[0]).toMatchObject({ id: workflowId, submitted: 2, assigned: 3, canRespond: false });
    expect((await tech('GET', '/api/workflows?area=assessment')).body[0].canRespond).toBe(true);
    const cards = (await viewer('GET', '/api/library-summary?area=assessment')).body;
    expect(cards).toMatchObject({ responses: 2, activeWorkflows: 1 });
  });

  it('refuses answers of the wrong type, unknown questions and missing required answers, naming the question', async () => {
    const post = (body: unknown) => admin('POST', `/api/workflows/${workflowId}/responses`, body);
    const cases: [Record<string, unknown>, boolean, string, string][] = [
      [
        { mfa_staff: 'maybe' },
        false,
        'answers.mfa_staff',
        '"MFA is required for all staff accounts" must be yes, no or partial',
      ],
      [
        { phishing_resilience: 9 },
        false,
        'answers.phishing_resilience',
        '"Staff resilience to phishing (last simulation)" must be a rating from 1 to 5',
      ],
      [
        { last_audit: 'Last week' },
        false,
        'answers.last_audit',
        '"When was the last external security review?" must be one of: Within a year, 1–3 years ago, Never',
      ],
      [{ nope: 'yes' }, false, 'answers.nope', 'There is no question "nope" on this form'],
      [
        { mfa_staff: 'yes' },
        true,
        'answers.mfa_admin',
        '"MFA is required for every administrator account" is required',
      ],
    ];
    for (const [answers, submit, path, message] of cases) {
      const res = await post({ answers, submit, siteId: siteB });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.issues[0].path).toBe(path);
    }
    expect((await post({ answers: {}, submit: 'yes', siteId: siteB })).body.message).toBe(
      'Say whether to submit',
    );
    expect((await post({ answers: {}, submit: false })).body.message).toBe(
      'Choose the site you are answering for',
    );
    const notMine = await viewer('POST', `/api/workflows/${workflowId}/responses`, {
      answers: {},
      submit: false,
    });
    expect(notMine.status).toBe(403);
    expect((await as('adminB')('GET', `/api/workflows/${workflowId}`)).status).toBe(404);
  });

  it('refuses respondents of another district and workflows without any', async () => {
    const base = { formId: SECURITY.id, name: 'X' };
    const cases: [unknown, string][] = [
      [[], 'Choose at least one respondent'],
      [[{ siteId: siteA }, { siteId: siteA }], 'A respondent is listed twice'],
      [[{ userId: w.people.adminB.id }], 'A respondent is not a person or site of this district'],
    ];
    for (const [respondents, message] of cases) {
      const res = await admin('POST', '/api/workflows', { ...base, respondents });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(
      (await admin('POST', '/api/workflows', { ...base, name: '', respondents: [{ siteId: siteA }] })).body
        .message,
    ).toBe('Name is required');
  });

  it('a finding becomes a ticket or a task, prefilled and linked back, once', async () => {
    const d = (await admin<WorkflowDetails>('GET', `/api/workflows/${workflowId}`)).body;
    const [critical, high] = d.findings;
    const ticket = await tech('POST', `/api/findings/${critical!.id}/ticket`);
    expect(ticket.status).toBe(201);
    expect(ticket.body.ticketNumber).toMatch(/-\d+$/);
    const opened = (await admin('GET', `/api/tickets/${ticket.body.ticketId}/details`)).body.ticket;
    expect(opened).toMatchObject({ title: 'Staff accounts without MFA', priority: 'critical' });
    expect(opened.description).toContain('Fall security review');
    expect(opened.description).toContain('2 respondents:');
    expect(opened.description).toContain('- Lincoln Elementary: No');
    expect((await tech('POST', `/api/findings/${critical!.id}/task`)).status).toBe(409);
    const task = await tech('POST', `/api/findings/${high!.id}/task`);
    expect(task.status).toBe(201);
    const after = (await viewer<WorkflowDetails>('GET', `/api/workflows/${workflowId}`)).body.findings;
    expect(after[0]).toMatchObject({
      ticketId: ticket.body.ticketId,
      ticketNumber: ticket.body.ticketNumber,
    });
    expect(after[1]!.taskId).toBe(task.body.taskId);
    expect((await viewer('POST', `/api/findings/${high!.id}/ticket`)).status).toBe(403);
  });

  it('compares with the previous run; the report is a PDF; the tracking sheet exports', async () => {
    const next = await admin<WorkflowDetails>('POST', '/api/workflows', {
      formId: SECURITY.id,
      name: 'Spring security review',
      respondents: [{ siteId: siteA }],
    });
    await admin('POST', `/api/workflows/${next.body.id}/responses`, {
      answers: required,
      submit: true,
      siteId: siteA,
    });
    const d = (await viewer<WorkflowDetails>('GET', `/api/workflows/${next.body.id}`)).body;
    expect(d).toMatchObject({ status: 'completed', completionRate: 100, scores: { overall: 100 } });
    expect(d.previous).toMatchObject({ id: workflowId, name: 'Fall security review' });

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/workflows/${next.body.id}/report.pdf`,
      headers: { cookie: w.cookies.viewerA! },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const csv = await viewer('GET', `/api/workflows/${workflowId}/tracking?format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toMatch(/^Respondent,Status,Submitted,MFA is required for all staff accounts,/);
    expect(lines).toHaveLength(4);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/workflows/${workflowId}/tracking?format=xlsx`,
      headers: { cookie: w.cookies.viewerA! },
    });
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('a toolkit checklist filled on a visit is kept with the visit', async () => {
    const rows = await t.db.execute<{ id: string }>(sql`
      with tk as (
        insert into tickets (district_id, number, ticket_number, title, description)
        values (${w.districtA.id}, 990001, 'CHK-1', 'Projector', 'Room 12') returning id)
      insert into visits (district_id, ticket_id, technician_id, site_id, scheduled_start, scheduled_end, duration_minutes)
      select ${w.districtA.id}, tk.id, ${w.people.techA.id}, ${siteA}, now(), now() + interval '1 hour', 60 from tk
      returning id`);
    const visitId = rows.rows[0]!.id;
    const checklist = FORM_TEMPLATES.find((f) => f.category === 'site_visits')!;
    const body = {
      formId: checklist.id,
      name: 'Site visit',
      respondents: [{ userId: w.people.techA.id }],
      visitId,
    };
    const created = await tech<WorkflowDetails>('POST', '/api/workflows', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ visitId, area: 'toolkit', canRespond: true });
    const list = await tech('GET', `/api/workflows?area=toolkit&visitId=${visitId}`);
    expect(list.body.map((x: { id: string }) => x.id)).toEqual([created.body.id]);
    expect((await tech('GET', '/api/workflows?area=toolkit')).body).toHaveLength(1);
    const wrong = await tech('POST', '/api/workflows', { ...body, formId: SECURITY.id });
    expect(wrong.body.message).toBe('Checklists on a visit use toolkit forms');
    const gone = await tech('POST', '/api/workflows', {
      ...body,
      visitId: '00000000-0000-4000-8000-00000000ffff',
    });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Visit not found.');
  });

  it('photos: images only, at most 2 MB, read back by the district only', async () => {
    const up = (body: Buffer, type: string) =>
      call(t.app, 'POST', `/api/workflows/${workflowId}/photos`, {
        cookie: w.cookies.adminA,
        body,
        headers: { 'content-type': type },
      });
    expect((await up(Buffer.from('GIF89a'), 'image/gif')).status).toBe(415);
    expect((await up(Buffer.from('not a png'), 'image/png')).body.message).toBe(
      'A photo must be a JPEG, PNG or WebP image',
    );
    expect((await up(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'image/png')).status).toBe(413);
    const ok = await up(PNG, 'image/png');
    const got = await t.app.inject({
      method: 'GET',
      url: `/api/form-photos/${ok.body.id}`,
      headers: { cookie: w.cookies.viewerA! },
    });
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(PNG)).toBe(true);
    expect((await as('adminB')('GET', `/api/form-photos/${ok.body.id}`)).status).toBe(404);
  });
});
