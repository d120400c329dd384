import { z } from 'zod';
import {
  auditDetailSchema,
  auditFixSchema,
  auditInputSchema,
  auditReportQuerySchema,
  auditSummarySchema,
  listAuditsQuerySchema,
} from '../audits.ts';
import { districtQuerySchema, idParamSchema } from '../http.ts';
import { endpoints, FILE_TYPES } from './endpoint.ts';

/** Audit campaigns (issue 33): a site's expected assets, found by scans, with a variance report and fixes. */
export const auditsApi = endpoints('audits', {
  list: {
    method: 'GET',
    path: '/api/audits',
    access: 'read',
    area: 'assets',
    description: 'The audits of the district, newest first, with their counts.',
    query: listAuditsQuerySchema,
    response: z.array(auditSummarySchema),
  },
  create: {
    method: 'POST',
    path: '/api/audits',
    access: 'write',
    area: 'assets',
    description:
      "Start an audit: the expected assets are the site's active assets (of one room, when given).",
    body: auditInputSchema,
    response: auditDetailSchema,
    status: 201,
  },
  detail: {
    method: 'GET',
    path: '/api/audits/:id',
    access: 'read',
    area: 'assets',
    description:
      'An audit with its variance report: every item found, missing, unexpected or in the wrong location.',
    params: idParamSchema,
    query: districtQuerySchema,
    response: auditDetailSchema,
  },
  close: {
    method: 'POST',
    path: '/api/audits/:id/close',
    access: 'write',
    area: 'assets',
    description: "Close an audit: its result is kept in each asset's history.",
    params: idParamSchema,
    query: districtQuerySchema,
    response: auditDetailSchema,
  },
  fix: {
    method: 'POST',
    path: '/api/audits/:id/fix',
    access: 'write',
    area: 'assets',
    description:
      "Fix one item of the variance: move it to the audit's site, mark it lost, or open a recovery ticket.",
    params: idParamSchema,
    query: districtQuerySchema,
    body: auditFixSchema,
    response: auditDetailSchema,
  },
  report: {
    method: 'GET',
    path: '/api/audits/:id/report',
    access: 'read',
    area: 'assets',
    description: 'The variance report as a PDF or a CSV file.',
    params: idParamSchema,
    query: auditReportQuerySchema.extend(districtQuerySchema.shape),
    produces: [FILE_TYPES.pdf, FILE_TYPES.csv],
  },
});
