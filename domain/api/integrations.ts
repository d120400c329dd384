import { z } from 'zod';
import {
  assetGoogleSchema,
  orgUnitTreeSchema,
  reconcileFixResultSchema,
  reconcileFixSchema,
  reconcileSchema,
  runParamsSchema,
  saveGoogleSchema,
  saveOuSitesSchema,
  syncDiffSchema,
} from '../google-workspace.ts';
import { districtQuerySchema, idParamSchema, okSchema } from '../http.ts';
import {
  connectorOverviewSchema,
  integrationDistrictBodySchema,
  integrationNameParamSchema,
  integrationSettingsSchema,
  runStartedSchema,
  saveBrightgaugeSchema,
  saveConnectwiseSchema,
  saveIncidentiqSchema,
  syncRunSchema,
  testResultSchema,
} from '../integration-settings.ts';
import { integrationStatusSchema } from '../integrations.ts';
import {
  createdReportingTokenSchema,
  createReportingTokenSchema,
  reportingPageSchema,
  reportingParamsSchema,
  reportingQuerySchema,
  reportingTokenSchema,
} from '../reporting.ts';
import { endpoints } from './endpoint.ts';

const saveDescription = (name: string) =>
  `Saves the district's ${name} settings. Credentials, when given, replace the saved ones and are never answered.`;

/**
 * Integrations (see docs/product.md#integrations): a district's ConnectWise, IncidentIQ and
 * BrightGauge settings, tests, syncs and their history, BrightGauge's reporting tokens and feed,
 * ConnectWise's signed callbacks, and the dashboard's status list.
 */
export const integrationsApi = endpoints('integrations', {
  // Every dashboard shows this list (for all users), so it is not tier-gated; only the
  // integration pages of the Altitude group are.
  status: {
    method: 'GET',
    path: '/api/integrations/status',
    access: 'read',
    area: 'dashboard',
    description: "The dashboard's list: name, lastSync and the state behind it, for the caller's district.",
    query: districtQuerySchema,
    response: z.array(integrationStatusSchema),
  },
  list: {
    method: 'GET',
    path: '/api/integrations',
    access: 'read',
    description: "The district's three integrations with their status; credentials are never answered.",
    query: districtQuerySchema,
    response: z.array(integrationSettingsSchema),
  },
  overview: {
    method: 'GET',
    path: '/api/integrations/overview',
    access: 'read',
    area: 'admin',
    description: "Five Star's table: every district's connectors and their state.",
    response: z.array(connectorOverviewSchema),
  },
  saveConnectwise: {
    method: 'PUT',
    path: '/api/integrations/connectwise',
    access: 'admin',
    description: saveDescription('connectwise'),
    body: saveConnectwiseSchema,
    response: integrationSettingsSchema,
  },
  saveIncidentiq: {
    method: 'PUT',
    path: '/api/integrations/incidentiq',
    access: 'admin',
    description: saveDescription('incidentiq'),
    body: saveIncidentiqSchema,
    response: integrationSettingsSchema,
  },
  saveBrightgauge: {
    method: 'PUT',
    path: '/api/integrations/brightgauge',
    access: 'admin',
    description: saveDescription('brightgauge'),
    body: saveBrightgaugeSchema,
    response: integrationSettingsSchema,
  },
  saveGoogle: {
    method: 'PUT',
    path: '/api/integrations/google',
    access: 'admin',
    description: `${saveDescription('google')} The service account key is checked for its form; Test connection proves it.`,
    body: saveGoogleSchema,
    response: integrationSettingsSchema,
  },
  googleDiff: {
    method: 'GET',
    path: '/api/integrations/google/runs/:runId/diff',
    access: 'admin',
    description:
      'What a Google Workspace sync would do: to create, to update field by field, to retire, unmapped org units and models, assets with no match; and its approval.',
    params: runParamsSchema,
    query: districtQuerySchema,
    response: syncDiffSchema,
  },
  googleApprove: {
    method: 'POST',
    path: '/api/integrations/google/runs/:runId/approve',
    access: 'admin',
    description:
      'Approves a sync waiting for approval: the same run is queued again and applies its changes.',
    params: runParamsSchema,
    body: integrationDistrictBodySchema,
    response: runStartedSchema,
    status: 202,
  },
  googleOrgUnits: {
    method: 'GET',
    path: '/api/integrations/google/org-units',
    access: 'read',
    description:
      "The org unit tree the last Google Workspace sync read: each unit's devices, its site and whether that was chosen, taken from its name or inherited from its parent; and the district's sites.",
    query: districtQuerySchema,
    response: orgUnitTreeSchema,
  },
  saveGoogleOrgUnits: {
    method: 'PUT',
    path: '/api/integrations/google/org-units',
    access: 'admin',
    description:
      "Saves the org unit → site table (options.ouSites: a site id, or null for no site; a unit left out takes its name's site, else its parent's) and recomputes the stored units' sites at once, without calling Google.",
    body: saveOuSitesSchema,
    response: orgUnitTreeSchema,
  },
  reconcile: {
    method: 'GET',
    path: '/api/fleet/reconcile',
    access: 'read',
    area: 'assets',
    description:
      'Both ways: Chromebooks Google has that the inventory lacks, and assets whose serial number Google no longer has.',
    query: districtQuerySchema,
    response: reconcileSchema,
  },
  assetGoogle: {
    method: 'GET',
    path: '/api/assets/:id/google',
    access: 'read',
    area: 'assets',
    description:
      "What Google's Admin console last said of the asset's Chromebook: OS version, MAC address, last sync, org unit and support end; device null when Google does not know it.",
    params: idParamSchema,
    query: districtQuerySchema,
    response: assetGoogleSchema,
  },
  reconcileFix: {
    method: 'POST',
    path: '/api/fleet/reconcile/fix',
    access: 'write',
    area: 'assets',
    description: 'One click: add a Google device to the inventory, or retire an asset Google no longer has.',
    body: reconcileFixSchema,
    response: reconcileFixResultSchema,
  },
  test: {
    method: 'POST',
    path: '/api/integrations/:name/test',
    access: 'admin',
    description: 'Calls the remote system with the saved credentials: { ok, message } says what failed.',
    params: integrationNameParamSchema,
    body: integrationDistrictBodySchema,
    response: testResultSchema,
  },
  sync: {
    method: 'POST',
    path: '/api/integrations/:name/sync',
    access: 'admin',
    description: 'Queues a sync now (a background job): { runId } of the run in the history.',
    params: integrationNameParamSchema,
    body: integrationDistrictBodySchema,
    response: runStartedSchema,
    status: 202,
  },
  runs: {
    method: 'GET',
    path: '/api/integrations/:name/runs',
    access: 'read',
    description: 'The sync history, newest first: start, end, items in and out, errors.',
    params: integrationNameParamSchema,
    query: districtQuerySchema,
    response: z.array(syncRunSchema),
  },
  // BrightGauge's reporting tokens: created (the value shown once), listed without values, revoked.
  createToken: {
    method: 'POST',
    path: '/api/integrations/brightgauge/tokens',
    access: 'admin',
    body: createReportingTokenSchema,
    response: createdReportingTokenSchema,
    status: 201,
  },
  tokens: {
    method: 'GET',
    path: '/api/integrations/brightgauge/tokens',
    access: 'read',
    query: districtQuerySchema,
    response: z.array(reportingTokenSchema),
  },
  revokeToken: {
    method: 'DELETE',
    path: '/api/integrations/brightgauge/tokens/:id',
    access: 'admin',
    params: idParamSchema,
    query: districtQuerySchema,
    response: okSchema,
  },
  /** Public: BrightGauge calls it without a session; the token is the credential. JSON or CSV. */
  reporting: {
    method: 'GET',
    path: '/api/reporting/:dataset',
    access: 'public',
    description:
      "The read-only reporting feed of the token's district: ?token= or Authorization: Bearer; format json or csv; paged; updatedSince.",
    params: reportingParamsSchema,
    query: reportingQuerySchema,
    response: reportingPageSchema,
  },
  /**
   * ConnectWise's callbacks: public, but each call must carry a valid signature (on the raw body,
   * which the server reads as text: no body schema).
   */
  connectwiseCallback: {
    method: 'POST',
    path: '/api/integrations/connectwise/callback/:key',
    access: 'public',
    description:
      "ConnectWise's callback for a district: verified with x-content-signature, then a sync is queued.",
    params: z.object({ key: z.string().min(10).max(100) }),
    response: runStartedSchema,
    status: 202,
  },
});
