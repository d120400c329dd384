import { accountApi } from './account.ts';
import { analyticsApi } from './analytics.ts';
import { announcementsApi } from './announcements.ts';
import { apiTokensApi } from './api-tokens.ts';
import { assessmentsApi } from './assessments.ts';
import { assetsApi } from './assets.ts';
import { attachmentsApi } from './attachments.ts';
import { auditApi } from './audit.ts';
import { auditsApi } from './audits.ts';
import { authApi, authLinksApi, googleAuthApi } from './auth.ts';
import { bulkOperationsApi } from './bulk-operations.ts';
import { calendarApi } from './calendar.ts';
import { cannedResponsesApi } from './canned-responses.ts';
import { chargesApi } from './charges.ts';
import { csatApi } from './csat.ts';
import { damageApi } from './damage.ts';
import { dashboardApi } from './dashboard.ts';
import { districtsApi } from './districts.ts';
import { emailChannelsApi } from './email-channels.ts';
import type { Endpoint } from './endpoint.ts';
import { erateApi } from './erate.ts';
import { fundingSourcesApi } from './funding-sources.ts';
import { healthApi } from './health.ts';
import { integrationsApi } from './integrations.ts';
import { labelsApi } from './labels.ts';
import { licensesApi } from './licenses.ts';
import { meetingsApi } from './meetings.ts';
import { monitorsApi } from './monitors.ts';
import { notificationsApi } from './notifications.ts';
import { offboardingApi } from './offboarding.ts';
import { operationsApi } from './operations.ts';
import { partsApi } from './parts.ts';
import { fleetApi, peopleApi } from './people.ts';
import { permissionsApi } from './permissions.ts';
import { portalApi } from './portal.ts';
import { privacyAgreementsApi } from './privacy-agreements.ts';
import { privacyRetentionApi } from './privacy-retention.ts';
import { privacySubjectsApi } from './privacy-subjects.ts';
import { projectsApi } from './projects.ts';
import { rosterSourceApi } from './roster-source.ts';
import { rulesApi } from './rules.ts';
import { samlApi } from './saml.ts';
import { scansApi } from './scans.ts';
import { scimApi, scimTokensApi } from './scim.ts';
import { settingsApi } from './settings.ts';
import { slaApi } from './sla.ts';
import { knowledgeApi, sparkyApi } from './sparky.ts';
import { tasksApi } from './tasks.ts';
import { ticketRelationsApi } from './ticket-relations.ts';
import { ticketsApi } from './tickets.ts';
import { usersApi } from './users.ts';
import { vaultApi } from './vault.ts';
import { visitsApi } from './visits.ts';
import { warrantyApi } from './warranty.ts';
import { webhooksApi } from './webhooks.ts';

/** Every area's table of endpoints: the server serves exactly these (tests/api/endpoint-table.test.ts). */
export const apiTables: Record<string, Record<string, Endpoint>> = {
  account: accountApi,
  analytics: analyticsApi,
  announcements: announcementsApi,
  apiTokens: apiTokensApi,
  assessments: assessmentsApi,
  assets: assetsApi,
  attachments: attachmentsApi,
  audit: auditApi,
  audits: auditsApi,
  auth: authApi,
  authLinks: authLinksApi,
  googleAuth: googleAuthApi,
  bulkOperations: bulkOperationsApi,
  calendar: calendarApi,
  cannedResponses: cannedResponsesApi,
  charges: chargesApi,
  csat: csatApi,
  damage: damageApi,
  dashboard: dashboardApi,
  fundingSources: fundingSourcesApi,
  districts: districtsApi,
  emailChannels: emailChannelsApi,
  erate: erateApi,
  health: healthApi,
  integrations: integrationsApi,
  labels: labelsApi,
  licenses: licensesApi,
  meetings: meetingsApi,
  monitors: monitorsApi,
  notifications: notificationsApi,
  offboarding: offboardingApi,
  operations: operationsApi,
  parts: partsApi,
  people: peopleApi,
  fleet: fleetApi,
  rosterSource: rosterSourceApi,
  permissions: permissionsApi,
  portal: portalApi,
  privacyRetention: privacyRetentionApi,
  privacySubjects: privacySubjectsApi,
  privacyAgreements: privacyAgreementsApi,
  projects: projectsApi,
  rules: rulesApi,
  saml: samlApi,
  scim: scimApi,
  scimTokens: scimTokensApi,
  scans: scansApi,
  settings: settingsApi,
  sla: slaApi,
  knowledge: knowledgeApi,
  sparky: sparkyApi,
  tasks: tasksApi,
  tickets: ticketsApi,
  ticketRelations: ticketRelationsApi,
  users: usersApi,
  vault: vaultApi,
  visits: visitsApi,
  warranty: warrantyApi,
  webhooks: webhooksApi,
};
