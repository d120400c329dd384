import { accountRoutes } from './account/account.routes.ts';
import { operationsRoutes } from './admin/operations.routes.ts';
import { analyticsRoutes } from './analytics/analytics.routes.ts';
import { analyticsJobs } from './analytics/analytics-jobs.ts';
import { announcementsRoutes } from './announcements/announcements.routes.ts';
import { assessmentsRoutes } from './assessments/assessments.routes.ts';
import { assetsRoutes } from './assets/assets.routes.ts';
import { attachmentsRoutes } from './attachments/attachments.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { bulkOperationsRoutes } from './bulk-operations/bulk-operations.routes.ts';
import { bulkOperationJobs } from './bulk-operations/bulk-runner.ts';
import { calendarRoutes } from './calendar/calendar.routes.ts';
import { cannedResponsesRoutes } from './canned-responses/canned-responses.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { districtsRoutes } from './districts/districts.routes.ts';
import { emailChannelJobs } from './email-channels/email-channel-jobs.ts';
import { emailChannelsRoutes } from './email-channels/email-channels.routes.ts';
import type { Feature } from './feature-plugin.ts';
import { healthRoutes } from './health/health.routes.ts';
import { integrationJobs } from './integrations/integration-jobs.ts';
import { integrationsRoutes } from './integrations/integrations.routes.ts';
import { licenseJobs } from './licenses/license-jobs.ts';
import { licensesRoutes } from './licenses/licenses.routes.ts';
import { meetingsRoutes } from './meetings/meetings.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { permissionsRoutes } from './permissions/permissions.routes.ts';
import { portalRoutes } from './portal/portal.routes.ts';
import { projectsRoutes } from './projects/projects.routes.ts';
import { settingsRoutes } from './settings/settings.routes.ts';
import { slaRoutes } from './sla/sla.routes.ts';
import { sparkyRoutes } from './sparky/sparky.routes.ts';
import { tasksRoutes } from './tasks/tasks.routes.ts';
import { ticketJobs } from './tickets/ticket-notifications.ts';
import { ticketsRoutes } from './tickets/tickets.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { vaultRoutes } from './vault/vault.routes.ts';
import { vaultJobs } from './vault/vault-jobs.ts';
import { visitJobs } from './visits/visit-notifications.ts';
import { visitsRoutes } from './visits/visits.routes.ts';

/**
 * Every area's routes with the area of the access table (domain/access.ts) its routes are checked
 * against; buildApp puts each behind the one guard. Each area adds its one line here.
 */
export const features: Feature[] = [
  { area: null, routes: healthRoutes },
  { area: null, routes: authRoutes },
  { area: 'districts', routes: districtsRoutes },
  { area: 'users', routes: usersRoutes },
  { area: 'projects', routes: projectsRoutes },
  { area: 'meetings', routes: meetingsRoutes },
  { area: 'tasks', routes: tasksRoutes },
  { area: 'assets', routes: assetsRoutes },
  { area: 'licenses', routes: licensesRoutes, jobs: licenseJobs },
  { area: 'tickets', routes: ticketsRoutes, jobs: ticketJobs },
  { area: 'tickets', routes: attachmentsRoutes },
  // A district's help desk mailboxes: its administrators' (the tickets area's `admin`).
  { area: 'tickets', routes: emailChannelsRoutes, jobs: emailChannelJobs },
  { area: 'tickets', routes: cannedResponsesRoutes },
  { area: 'dashboard', routes: dashboardRoutes },
  { area: 'integrations', routes: integrationsRoutes, jobs: integrationJobs },
  { area: 'sparky', routes: sparkyRoutes },
  { area: 'portal', routes: portalRoutes },
  { area: 'vault', routes: vaultRoutes, jobs: vaultJobs },
  { area: 'visits', routes: visitsRoutes, jobs: visitJobs },
  { area: 'assessments', routes: assessmentsRoutes },
  { area: null, routes: notificationsRoutes },
  { area: null, routes: accountRoutes },
  { area: 'profile', routes: settingsRoutes },
  { area: 'calendar', routes: calendarRoutes },
  { area: 'sla', routes: slaRoutes },
  { area: 'admin', routes: operationsRoutes },
  { area: 'admin', routes: bulkOperationsRoutes, jobs: bulkOperationJobs },
  { area: null, routes: announcementsRoutes },
  { area: 'admin', routes: permissionsRoutes },
  { area: 'audit', routes: auditRoutes },
  { area: 'analytics', routes: analyticsRoutes, jobs: analyticsJobs },
];
