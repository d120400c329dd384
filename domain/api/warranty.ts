import {
  warrantyImportQuerySchema,
  warrantyImportReportSchema,
  warrantyLookupInputSchema,
  warrantyLookupQuerySchema,
  warrantyLookupSchema,
  warrantyRunBodySchema,
  warrantyRunSchema,
} from '../warranty.ts';
import { endpoints } from './endpoint.ts';

/**
 * Warranty end dates (issue 34; docs/product.md#warranty): the maker's look-up (credentials sealed,
 * a background job) and a CSV import of the portals' exports. Money-area: administrators and Five Star.
 */
export const warrantyApi = endpoints('warranty', {
  lookup: {
    method: 'GET',
    path: '/api/warranty/lookup',
    access: 'read',
    description:
      "The district's warranty look-up: the adapter, whether credentials are saved (never them), the last run and how many assets a run would look up.",
    query: warrantyLookupQuerySchema,
    response: warrantyLookupSchema,
  },
  saveLookup: {
    method: 'PUT',
    path: '/api/warranty/lookup',
    access: 'admin',
    description:
      'Saves the adapter, on/off and (when given) new credentials, sealed with the district key. Turning it on needs credentials.',
    body: warrantyLookupInputSchema,
    response: warrantyLookupSchema,
  },
  run: {
    method: 'POST',
    path: '/api/warranty/lookup/run',
    access: 'admin',
    description:
      'Queues a look-up (a background job: the answer never waits for the maker) of the assets without a warranty end date or with one ending within 60 days.',
    body: warrantyRunBodySchema,
    response: warrantyRunSchema,
    status: 202,
  },
  /** Its body is a multipart form or a text/csv body (read by the handler, so no body schema). */
  import: {
    method: 'POST',
    path: '/api/warranty/import',
    access: 'admin',
    description:
      'Imports warranty end dates from a CSV (multipart field "file", or a text/csv body) with a serial column (Serial Number, Service Tag…) and an end date column (Warranty End Date, End Date, Coverage End Date…). dryRun=true (the default) answers a preview; dryRun=false sets the dates of the matched assets in one transaction, or nothing and 400 when a row is rejected.',
    query: warrantyImportQuerySchema,
    response: warrantyImportReportSchema,
  },
});
