import { auditPageSchema, auditQuerySchema } from '../admin.ts';
import { endpoints, FILE_TYPES } from './endpoint.ts';

/**
 * The audit log, read only (no route edits or deletes an entry): Five Star reads every district's,
 * a district's administrators their own.
 */
export const auditApi = endpoints('audit', {
  list: {
    method: 'GET',
    path: '/api/audit',
    access: 'read',
    description:
      'Administrative acts, newest first, filtered by district (Five Star may leave it out), action and actor; page with cursor.',
    query: auditQuerySchema,
    response: auditPageSchema,
  },
  /** A CSV file (audit-log-<day>.csv), its count in the x-export-count header. */
  export: {
    method: 'GET',
    path: '/api/audit/export',
    access: 'read',
    description: 'The matching entries as CSV (the same filters; at most 10,000, newest first).',
    query: auditQuerySchema,
    produces: [FILE_TYPES.csv],
  },
});
