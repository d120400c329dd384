import {
  analyticsAnswerSchema,
  analyticsQuerySchema,
  analyticsTabParamsSchema,
  exportQuerySchema,
  reportParamsSchema,
  setSubscriptionSchema,
  subscriptionSchema,
} from '../analytics.ts';
import { districtQuerySchema } from '../http.ts';
import { endpoints, FILE_TYPES } from './endpoint.ts';

/**
 * Analytics & Reports (see docs/product.md#analytics): everybody of a district reads its figures,
 * exports and reports; a provider admin reads one district or a roll-up (districtIds, tier, or all).
 * The export and the reports are files (PDF, Excel).
 */
export const analyticsApi = endpoints('analytics', {
  export: {
    method: 'GET',
    path: '/api/analytics/export',
    access: 'read',
    description:
      'A tab as PDF (format=pdf) or every tab and the raw ticket rows as an Excel workbook (format=xlsx).',
    query: exportQuerySchema,
    produces: [FILE_TYPES.pdf, FILE_TYPES.xlsx],
  },
  subscription: {
    method: 'GET',
    path: '/api/analytics/subscription',
    access: 'admin',
    description: "Whether the caller receives the district's Executive Summary by email each month.",
    query: districtQuerySchema,
    response: subscriptionSchema,
  },
  subscribe: {
    method: 'PUT',
    path: '/api/analytics/subscription',
    access: 'admin',
    description:
      "Subscribes the caller to the district's monthly Executive Summary by email (PDF attached), or not.",
    body: setSubscriptionSchema,
    response: subscriptionSchema,
  },
  tab: {
    method: 'GET',
    path: '/api/analytics/:tab',
    access: 'read',
    description:
      'The figures of one tab over a range (from, to; the last 30 days by default) for one district, a set (districtIds), a tier or every district.',
    params: analyticsTabParamsSchema,
    query: analyticsQuerySchema,
    response: analyticsAnswerSchema,
    // Any district's data changing (or a district joining a tier) changes some figure.
    cache: { ms: 60_000, clearedBy: ['changes', 'internal:districts_changed'] },
  },
  report: {
    method: 'GET',
    path: '/api/reports/:report',
    access: 'read',
    description: 'A custom report as PDF: executive-summary, technical-details or cost-analysis.',
    params: reportParamsSchema,
    query: analyticsQuerySchema,
    produces: [FILE_TYPES.pdf],
  },
});
