import { fundingSourcesApi } from '../../../domain/api/funding-sources.ts';
import { DEFAULT_FUNDING_SOURCES } from '../../../domain/asset-money.ts';
import { casesOf, statuses } from './matrix.ts';

/** Money: district administrators and Five Star only; technicians and viewers are refused. */
const money = statuses({ anonymous: 401, techA: 403, viewerA: 403, waiting: 403, adminB: 404 }, 200);

export const fundingSourcesEndpoints = casesOf(fundingSourcesApi, {
  list: {
    request: (c) => ({ url: `/api/funding-sources?districtId=${c.districtA.id}` }),
    expect: money,
  },
  replace: {
    request: (c) => ({
      url: `/api/funding-sources?districtId=${c.districtA.id}`,
      body: { sources: DEFAULT_FUNDING_SOURCES },
    }),
    expect: money,
  },
});
