import {
  retentionInputSchema,
  retentionPreviewSchema,
  retentionQuerySchema,
  retentionSettingsSchema,
} from '../retention.ts';
import { endpoints } from './endpoint.ts';

/**
 * Retention (issue 36; docs/product.md#retention): how long the district keeps each kind of record,
 * and what tonight's run would remove. The privacy area: district administrators and Five Star.
 */
export const privacyRetentionApi = endpoints('privacy', {
  settings: {
    method: 'GET',
    path: '/api/privacy/retention',
    access: 'read',
    description:
      "The district's retention rules (days per rule, the defaults filled in, each with its cut-off now) and what the last nightly run removed (counts only).",
    query: retentionQuerySchema,
    response: retentionSettingsSchema,
  },
  save: {
    method: 'PUT',
    path: '/api/privacy/retention',
    access: 'admin',
    description:
      'Changes some or all rules: days per rule (whole days, at least the rule’s floor, at most 25 years), or null for the default again; rules left out stay as they are. Answers the rules as GET does.',
    body: retentionInputSchema,
    response: retentionSettingsSchema,
  },
  preview: {
    method: 'GET',
    path: '/api/privacy/retention/preview',
    access: 'read',
    description:
      'Per rule, how many rows a run now would remove (counts only, the same queries the nightly run deletes with), and the withdrawn people past their cut-off it keeps because they owe a charge or hold a device.',
    query: retentionQuerySchema,
    response: retentionPreviewSchema,
  },
});
