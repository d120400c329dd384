import { privacySubjectsApi } from '../../../domain/api/privacy-subjects.ts';
import { people, privacyExports } from '../../../server/db/schema/index.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

// A person's data (issue 36) is the privacy area's: district administrators and Five Star, every
// tier; technicians, viewers and requesters are refused, another district's answers 404.
const privacy = (ok: number) =>
  statuses({ anonymous: 401, waiting: 403, adminB: 404, techA: 403, viewerA: 403, requesterA: 403 }, ok);

/** A fresh rostered person of district A (erasure removes them: one per request). */
async function freshPerson(c: MatrixContext) {
  const [p] = await c.db
    .insert(people)
    .values({ districtId: c.districtA.id, firstName: 'Matrix', lastName: 'Subject', role: 'student' })
    .returning({ id: people.id });
  return p!.id;
}

/** A ready export of district A. */
const readyExport = (c: MatrixContext) =>
  c.once('privacy-export-A', async () => {
    const [row] = await c.db
      .insert(privacyExports)
      .values({
        districtId: c.districtA.id,
        subjectLabel: 'Matrix Subject',
        status: 'ready',
        fileName: 'matrix-subject.zip',
        archive: Buffer.from('PK'),
        sizeBytes: 2,
        completedAt: new Date(),
      })
      .returning({ id: privacyExports.id });
    return row!.id;
  });

export const privacySubjectsEndpoints = casesOf(privacySubjectsApi, {
  search: {
    request: (c) => ({ url: `/api/privacy/subjects?districtId=${c.districtA.id}&q=matrix` }),
    expect: privacy(200),
  },
  requestExport: {
    request: async (c) => ({
      url: '/api/privacy/exports',
      body: { districtId: c.districtA.id, personId: await freshPerson(c) },
    }),
    expect: privacy(202),
  },
  listExports: {
    request: (c) => ({ url: `/api/privacy/exports?districtId=${c.districtA.id}` }),
    expect: privacy(200),
  },
  getExport: {
    request: async (c) => ({ url: `/api/privacy/exports/${await readyExport(c)}` }),
    expect: privacy(200),
  },
  downloadExport: {
    request: async (c) => ({ url: `/api/privacy/exports/${await readyExport(c)}/download` }),
    expect: privacy(200),
  },
  erase: {
    request: async (c) => ({
      url: '/api/privacy/erasures',
      body: { districtId: c.districtA.id, personId: await freshPerson(c) },
    }),
    expect: privacy(200),
  },
});
