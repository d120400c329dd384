import { z } from 'zod';
import {
  bulkOperationSchema,
  bulkOperationSummarySchema,
  retryDistrictSchema,
  startBulkOperationSchema,
  startedSchema,
} from '../admin.ts';
import { idParamSchema } from '../http.ts';
import { endpoints, FILE_TYPES } from './endpoint.ts';

/** Bulk Operations (see docs/product.md#bulk-operations): Five Star's administrators only. */
export const bulkOperationsApi = endpoints('admin', {
  start: {
    method: 'POST',
    path: '/api/admin/bulk-operations',
    access: 'admin',
    description:
      'Starts an operation across districts as a background job (a dry run says what would change). Progress: `bulk_operation_progress` on /ws.',
    body: startBulkOperationSchema,
    response: startedSchema,
    status: 202,
  },
  list: {
    method: 'GET',
    path: '/api/admin/bulk-operations',
    access: 'admin',
    response: z.array(bulkOperationSummarySchema),
  },
  get: {
    method: 'GET',
    path: '/api/admin/bulk-operations/:id',
    access: 'admin',
    params: idParamSchema,
    response: bulkOperationSchema,
  },
  retry: {
    method: 'POST',
    path: '/api/admin/bulk-operations/:id/retry',
    access: 'admin',
    description: 'Runs a district that failed again, alone.',
    params: idParamSchema,
    body: retryDistrictSchema,
    response: startedSchema,
    status: 202,
  },
  /** A file (application/gzip): no JSON answer. */
  backup: {
    method: 'GET',
    path: '/api/admin/backups/:id',
    access: 'admin',
    description: "A district backup's archive (.tar.gz): every table as JSON, tickets and assets as CSV.",
    params: idParamSchema,
    produces: [FILE_TYPES.gzip],
    // The OpenAPI document has always described the archive as any value.
    response: z.any(),
  },
});
