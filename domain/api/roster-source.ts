import { z } from 'zod';
import { districtQuerySchema } from '../http.ts';
import { rosterFetchBodySchema, rosterSourceInputSchema, rosterSourceSchema } from '../roster-source.ts';
import { endpoints } from './endpoint.ts';

/** A district's OneRoster source fetched on a schedule (docs/product.md#people), in the inventory's area. */
export const rosterSourceApi = endpoints('rosterSource', {
  get: {
    method: 'GET',
    path: '/api/people/roster-source',
    access: 'admin',
    description:
      "The district's OneRoster source (address, schedule, which credential kind is saved — never the credential) and its last fetches.",
    query: districtQuerySchema,
    response: rosterSourceSchema,
  },
  save: {
    method: 'PUT',
    path: '/api/people/roster-source',
    access: 'admin',
    description:
      'Saves the https address of the SIS’s OneRoster 1.1 zip, the schedule (nightly or off), whether bad rows are skipped, and an optional bearer or basic credential (sealed; `keep` leaves it, `none` removes it).',
    body: rosterSourceInputSchema,
    response: rosterSourceSchema,
  },
  fetchNow: {
    method: 'POST',
    path: '/api/people/roster-source/fetch',
    access: 'admin',
    description:
      'Queues a fetch of the roster source now; the run imports it as an upload would (bulk or delta as the manifest says) and is kept in the history.',
    body: rosterFetchBodySchema,
    response: z.object({ runId: z.uuid() }),
  },
});
