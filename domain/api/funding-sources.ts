import { z } from 'zod';
import { fundingSourceSchema, saveFundingSourcesSchema } from '../asset-money.ts';
import { districtQuerySchema } from '../http.ts';
import { endpoints } from './endpoint.ts';

/** A district's funding sources (docs/product.md#asset-money): money, for its administrators and Five Star. */
export const fundingSourcesApi = endpoints('funding-sources', {
  list: {
    method: 'GET',
    path: '/api/funding-sources',
    access: 'read',
    area: 'money',
    description:
      "The district's funding sources in order (the defaults, written on the first read, until its administrators edit them).",
    query: districtQuerySchema,
    response: z.array(fundingSourceSchema),
  },
  replace: {
    method: 'PUT',
    path: '/api/funding-sources',
    access: 'admin',
    area: 'money',
    description:
      'Replaces the list whole; a row without a key is new. Removing a source that still funds assets answers 409 with how many.',
    query: districtQuerySchema,
    body: saveFundingSourcesSchema,
    response: z.array(fundingSourceSchema),
  },
});
