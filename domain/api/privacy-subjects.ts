import { z } from 'zod';
import { idParamSchema } from '../http.ts';
import {
  erasureResultSchema,
  exportListQuerySchema,
  exportQueuedSchema,
  privacyExportSchema,
  subjectRequestSchema,
  subjectSchema,
  subjectSearchQuerySchema,
} from '../subject-access.ts';
import { endpoints } from './endpoint.ts';

/**
 * A person's data (issue 36; docs/product.md#a-persons-data): subject access exports and erasure,
 * in the privacy area (the district's administrators and Five Star). Everything here is `admin`:
 * an export holds everything about a student.
 */
export const privacySubjectsApi = endpoints('privacy-subjects', {
  search: {
    method: 'GET',
    path: '/api/privacy/subjects',
    access: 'admin',
    description:
      "The district's people a request may be about: roster records and portal accounts matching q (name or email), an account and its roster record as one (at most 20).",
    query: subjectSearchQuerySchema,
    response: z.array(subjectSchema),
  },
  requestExport: {
    method: 'POST',
    path: '/api/privacy/exports',
    access: 'admin',
    description:
      'Starts an export of everything the portal holds about one person (personId or userId, not both): a background job builds the ZIP; jobId is the export id to follow and download.',
    body: subjectRequestSchema,
    response: exportQueuedSchema,
    status: 202,
  },
  listExports: {
    method: 'GET',
    path: '/api/privacy/exports',
    access: 'admin',
    description:
      "The district's exports of the last 7 days, newest first, with their status (never their files).",
    query: exportListQuerySchema,
    response: z.array(privacyExportSchema),
  },
  getExport: {
    method: 'GET',
    path: '/api/privacy/exports/:id',
    access: 'admin',
    description: 'One export and its status: queued, running, ready or failed (with why).',
    params: idParamSchema,
    response: privacyExportSchema,
  },
  /** A file (application/zip): no JSON answer. */
  downloadExport: {
    method: 'GET',
    path: '/api/privacy/exports/:id/download',
    access: 'admin',
    description:
      'The ready export: <person>.zip with README.txt (what each file holds), one JSON per kind of record and a CSV for kinds of many rows. 409 while it is not ready.',
    params: idParamSchema,
    produces: ['application/zip'],
  },
  erase: {
    method: 'POST',
    path: '/api/privacy/erasures',
    access: 'admin',
    description:
      "Erases one person (personId or userId): deletes their account, roster record and what only they need, anonymises the district's records naming them, and keeps what the law or an open charge requires. The answer counts what was erased and anonymised and says what was kept and why.",
    body: subjectRequestSchema,
    response: erasureResultSchema,
  },
});
