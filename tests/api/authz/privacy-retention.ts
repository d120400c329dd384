import { privacyRetentionApi } from '../../../domain/api/privacy-retention.ts';
import { casesOf, statuses } from './matrix.ts';

/** Student privacy (issue 36): district administrators and Five Star only, every tier. */
const privacy = (ok: number) => statuses({ anonymous: 401, provider: ok, adminA: ok, adminB: 404 }, 403);

export const privacyRetentionEndpoints = casesOf(privacyRetentionApi, {
  settings: {
    request: (c) => ({ url: `/api/privacy/retention?districtId=${c.districtA.id}` }),
    expect: privacy(200),
  },
  save: {
    request: (c) => ({
      url: '/api/privacy/retention',
      body: { districtId: c.districtA.id, rules: { mailOutbox: 120 } },
    }),
    expect: privacy(200),
  },
  preview: {
    request: (c) => ({ url: `/api/privacy/retention/preview?districtId=${c.districtA.id}` }),
    expect: privacy(200),
  },
});
