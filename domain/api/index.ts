import { accountApi } from './account.ts';
import { analyticsApi } from './analytics.ts';
import { announcementsApi } from './announcements.ts';
import { assessmentsApi } from './assessments.ts';
import { assetsApi } from './assets.ts';
import { attachmentsApi } from './attachments.ts';
import { auditApi } from './audit.ts';
import { authApi, authLinksApi, googleAuthApi } from './auth.ts';
import { bulkOperationsApi } from './bulk-operations.ts';
import { calendarApi } from './calendar.ts';
import { cannedResponsesApi } from './canned-responses.ts';
import { dashboardApi } from './dashboard.ts';
import { districtsApi } from './districts.ts';
import { emailChannelsApi } from './email-channels.ts';
import type { Endpoint } from './endpoint.ts';
import { healthApi } from './health.ts';
import { integrationsApi } from './integrations.ts';
import { licensesApi } from './licenses.ts';
import { meetingsApi } from './meetings.ts';
import { notificationsApi } from './notifications.ts';
import { operationsApi } from './operations.ts';
import { permissionsApi } from './permissions.ts';
import { portalApi } from './portal.ts';
import { projectsApi } from './projects.ts';
import { settingsApi } from './settings.ts';
import { slaApi } from './sla.ts';
import { knowledgeApi, sparkyApi } from './sparky.ts';
import { tasksApi } from './tasks.ts';
import { ticketsApi } from './tickets.ts';
import { usersApi } from './users.ts';
import { vaultApi } from './vault.ts';
import { visitsApi } from './visits.ts';

/** Every area's table of endpoints: the server serves exactly these (tests/api/endpoint-table.test.ts). */
export const apiTables: Record<string, Record<string, Endpoint>> = {
  account: accountApi,
  analytics: analyticsApi,
  announcements: announcementsApi,
  assessments: assessmentsApi,
  assets: assetsApi,
  attachments: attachmentsApi,
  audit: auditApi,
  auth: authApi,
  authLinks: authLinksApi,
  googleAuth: googleAuthApi,
  bulkOperations: bulkOperationsApi,
  calendar: calendarApi,
  cannedResponses: cannedResponsesApi,
  dashboard: dashboardApi,
  districts: districtsApi,
  emailChannels: emailChannelsApi,
  health: healthApi,
  integrations: integrationsApi,
  licenses: licensesApi,
  meetings: meetingsApi,
  notifications: notificationsApi,
  operations: operationsApi,
  permissions: permissionsApi,
  portal: portalApi,
  projects: projectsApi,
  settings: settingsApi,
  sla: slaApi,
  knowledge: knowledgeApi,
  sparky: sparkyApi,
  tasks: tasksApi,
  tickets: ticketsApi,
  users: usersApi,
  vault: vaultApi,
  visits: visitsApi,
};
