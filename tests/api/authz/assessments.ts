import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { assessmentsApi } from '../../../domain/api/assessments.ts';
import { FORM_TEMPLATES } from '../../../domain/form-templates.ts';
import { call } from '../../support/test-app.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

const unique = () => randomBytes(4).toString('hex');
const SECURITY = FORM_TEMPLATES.find((t) => t.category === 'security')!;
/** The smallest PNG: its signature and a header are all the upload checks. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function ok<T = Record<string, string>>(
  c: MatrixContext,
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
): Promise<T> {
  const res = await call(c.app, method, url, { cookie: c.cookies.adminA, body });
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as T;
}

const site = (c: MatrixContext) =>
  c.once('assessment-site', async () => {
    const rows = await c.db.execute<{ id: string }>(
      sql`insert into sites (district_id, name) values (${c.districtA.id}, ${`Matrix School ${unique()}`}) returning id`,
    );
    return rows.rows[0]!.id;
  });

/** A workflow of the security template with one site as respondent. */
async function freshWorkflow(c: MatrixContext): Promise<string> {
  const siteId = await site(c);
  const w = await ok(c, 'POST', '/api/workflows', {
    districtId: c.districtA.id,
    formId: SECURITY.id,
    name: `Matrix ${unique()}`,
    respondents: [{ siteId }],
  });
  return w.id!;
}
const sharedWorkflow = (c: MatrixContext) => c.once('assessment-workflow', () => freshWorkflow(c));

/** A finding of a fresh workflow: its site answered "no" to MFA for staff. */
async function freshFinding(c: MatrixContext): Promise<string> {
  const id = await freshWorkflow(c);
  const answers = Object.fromEntries(
    SECURITY.sections
      .flatMap((s) => s.questions)
      .filter((q) => q.required)
      .map((q) => [q.id, q.type === 'rating' ? 4 : q.type === 'single_choice' ? q.options![0] : 'yes']),
  );
  answers.mfa_staff = 'no';
  await ok(c, 'POST', `/api/workflows/${id}/responses`, { answers, submit: true, siteId: await site(c) });
  const details = (await call(c.app, 'GET', `/api/workflows/${id}`, { cookie: c.cookies.adminA })).body;
  return details.findings[0].id as string;
}

const item = (c: MatrixContext) => ({
  districtId: c.districtA.id,
  area: 'assessment',
  title: `Matrix ${unique()}`,
  category: 'security',
  kind: 'doc',
  url: 'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/edit',
});
const freshItem = async (c: MatrixContext) => (await ok(c, 'POST', '/api/library-items', item(c))).id!;
const sharedItem = (c: MatrixContext) => c.once('library-item', () => freshItem(c));
const sharedForm = (c: MatrixContext) =>
  c.once(
    'assessment-form',
    async () => (await ok(c, 'POST', `/api/forms/${SECURITY.id}/copy`, { districtId: c.districtA.id })).id!,
  );
const sharedPhoto = (c: MatrixContext) =>
  c.once('assessment-photo', async () => {
    const res = await call(c.app, 'POST', `/api/workflows/${await sharedWorkflow(c)}/photos`, {
      cookie: c.cookies.adminA,
      body: PNG,
      headers: { 'content-type': 'image/png' },
    });
    return res.body.id as string;
  });

/** Everybody of the district reads. */
const read = statuses({ anonymous: 401, adminB: 404, waiting: 403 }, 200);
/** Staff add and answer; viewers only read. */
const write = (ok: number) => statuses({ anonymous: 401, viewerA: 403, waiting: 403, adminB: 404 }, ok);

export const assessmentsEndpoints = casesOf(assessmentsApi, {
  libraryItems: {
    request: (c) => ({ url: `/api/library-items?districtId=${c.districtA.id}&area=assessment` }),
    expect: read,
  },
  librarySummary: {
    request: (c) => ({ url: `/api/library-summary?districtId=${c.districtA.id}&area=toolkit` }),
    expect: read,
  },
  createLibraryItem: {
    request: (c) => ({ url: '/api/library-items', body: item(c) }),
    expect: write(201),
  },
  updateLibraryItem: {
    request: async (c) => ({ url: `/api/library-items/${await sharedItem(c)}`, body: item(c) }),
    // adminB names district A in the body: 404 before anything else.
    expect: write(200),
  },
  removeLibraryItem: {
    request: async (c) => ({ url: `/api/library-items/${await freshItem(c)}` }),
    expect: write(200),
  },
  forms: {
    request: (c) => ({ url: `/api/forms?districtId=${c.districtA.id}&area=assessment` }),
    expect: read,
  },
  createForm: {
    request: (c) => ({
      url: '/api/forms',
      body: {
        districtId: c.districtA.id,
        area: 'toolkit',
        title: 'Matrix',
        category: 'equipment',
        sections: FORM_TEMPLATES.at(-1)!.sections,
      },
    }),
    expect: write(201),
  },
  form: {
    request: async (c) => ({ url: `/api/forms/${await sharedForm(c)}` }),
    expect: statuses({ anonymous: 401, adminB: 404, waiting: 403 }, 200),
  },
  updateForm: {
    request: async (c) => ({
      url: `/api/forms/${await sharedForm(c)}`,
      body: { title: 'Matrix form', category: 'security', sections: SECURITY.sections },
    }),
    expect: write(200),
  },
  copyForm: {
    request: async (c) => ({
      url: `/api/forms/${await sharedForm(c)}/copy`,
      body: { districtId: c.districtA.id },
    }),
    expect: write(201),
  },
  workflows: {
    request: (c) => ({ url: `/api/workflows?districtId=${c.districtA.id}&area=assessment` }),
    expect: read,
  },
  createWorkflow: {
    request: async (c) => ({
      url: '/api/workflows',
      body: {
        districtId: c.districtA.id,
        formId: SECURITY.id,
        name: 'Matrix',
        respondents: [{ siteId: await site(c) }],
      },
    }),
    expect: write(201),
  },
  workflow: {
    request: async (c) => ({ url: `/api/workflows/${await sharedWorkflow(c)}` }),
    expect: read,
  },
  myResponse: {
    request: async (c) => ({
      url: `/api/workflows/${await sharedWorkflow(c)}/response?siteId=${await site(c)}`,
    }),
    expect: read,
  },
  respond: {
    request: async (c) => ({
      url: `/api/workflows/${await sharedWorkflow(c)}/responses`,
      body: { answers: { mfa_staff: 'partial' }, submit: false, siteId: await site(c) },
    }),
    expect: write(200),
  },
  addPhoto: {
    request: async (c) => ({
      url: `/api/workflows/${await sharedWorkflow(c)}/photos`,
      body: PNG,
      headers: { 'content-type': 'image/png' },
    }),
    expect: write(201),
  },
  photo: {
    request: async (c) => ({ url: `/api/form-photos/${await sharedPhoto(c)}` }),
    expect: read,
  },
  reportPdf: {
    request: async (c) => ({ url: `/api/workflows/${await sharedWorkflow(c)}/report.pdf` }),
    expect: read,
  },
  tracking: {
    request: async (c) => ({ url: `/api/workflows/${await sharedWorkflow(c)}/tracking?format=csv` }),
    expect: read,
  },
  findingTicket: {
    request: async (c) => ({ url: `/api/findings/${await freshFinding(c)}/ticket` }),
    expect: write(201),
  },
  findingTask: {
    request: async (c) => ({ url: `/api/findings/${await freshFinding(c)}/task` }),
    expect: write(201),
  },
});
