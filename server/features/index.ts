import { accountRoutes } from './account/account.routes.ts';
import { operationsRoutes } from './admin/operations.routes.ts';
import { analyticsRoutes } from './analytics/analytics.routes.ts';
import { analyticsJobs } from './analytics/analytics-jobs.ts';
import { announcementsRoutes } from './announcements/announcements.routes.ts';
import { apiTokensRoutes } from './api-tokens/api-tokens.routes.ts';
import { assessmentsRoutes } from './assessments/assessments.routes.ts';
import { assetsRoutes } from './assets/assets.routes.ts';
import { attachmentsRoutes } from './attachments/attachments.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { bulkOperationsRoutes } from './bulk-operations/bulk-operations.routes.ts';
import { bulkOperationJobs } from './bulk-operations/bulk-runner.ts';
import { calendarRoutes } from './calendar/calendar.routes.ts';
import { cannedResponsesRoutes } from './canned-responses/canned-responses.routes.ts';
import { chargesRoutes } from './charges/charges.routes.ts';
import { csatRoutes } from './csat/csat.routes.ts';
import { csatTicketHooks } from './csat/csat-hooks.ts';
import { csatJobs } from './csat/csat-invite.ts';
import { damageRoutes } from './damage/damage.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { districtsRoutes } from './districts/districts.routes.ts';
import { emailChannelJobs } from './email-channels/email-channel-jobs.ts';
import { emailChannelsRoutes } from './email-channels/email-channels.routes.ts';
import { erateRoutes } from './erate/erate.routes.ts';
import type { Feature } from './feature-plugin.ts';
import { healthRoutes } from './health/health.routes.ts';
import { integrationJobs } from './integrations/integration-jobs.ts';
import { integrationsRoutes } from './integrations/integrations.routes.ts';
import { labelsRoutes } from './labels/labels.routes.ts';
import { licenseJobs } from './licenses/license-jobs.ts';
import { licensesRoutes } from './licenses/licenses.routes.ts';
import { meetingsRoutes } from './meetings/meetings.routes.ts';
import { monitorJobs } from './monitors/monitor-jobs.ts';
import { monitorsRoutes } from './monitors/monitors.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { offboardingRoutes } from './offboarding/offboarding.routes.ts';
import { offboardingJobs } from './offboarding/offboarding-jobs.ts';
import { partsRoutes } from './parts/parts.routes.ts';
import { peopleRoutes } from './people/people.routes.ts';
import { permissionsRoutes } from './permissions/permissions.routes.ts';
import { portalRoutes } from './portal/portal.routes.ts';
import { privacyAgreementJobs } from './privacy-agreements/privacy-agreements.jobs.ts';
import { privacyAgreementsRoutes } from './privacy-agreements/privacy-agreements.routes.ts';
import { retentionRoutes } from './privacy-retention/retention.routes.ts';
import { retentionJobs } from './privacy-retention/retention-jobs.ts';
import { privacySubjectsRoutes } from './privacy-subjects/privacy-subjects.routes.ts';
import { privacySubjectsJobs } from './privacy-subjects/privacy-subjects-jobs.ts';
import { projectsRoutes } from './projects/projects.routes.ts';
import { rosterSourceJobs } from './roster-sync/roster-source.jobs.ts';
import { rosterSourceRoutes } from './roster-sync/roster-source.routes.ts';
import { rulesRoutes } from './rules/rules.routes.ts';
import { rulesJobs, rulesTicketHooks } from './rules/rules-engine.ts';
import { samlRoutes } from './saml/saml.routes.ts';
import { scansRoutes } from './scans/scans.routes.ts';
import { scimRoutes, scimTokensRoutes } from './scim/scim.routes.ts';
import { settingsRoutes } from './settings/settings.routes.ts';
import { slaRoutes } from './sla/sla.routes.ts';
import { slaTicketHooks } from './sla/sla-hooks.ts';
import { slaJobs } from './sla/sla-jobs.ts';
import { sparkyRoutes } from './sparky/sparky.routes.ts';
import { tasksRoutes } from './tasks/tasks.routes.ts';
import { ticketJobs } from './tickets/ticket-notifications.ts';
import { ticketRelationsRoutes } from './tickets/ticket-relations.routes.ts';
import { ticketsRoutes } from './tickets/tickets.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { vaultRoutes } from './vault/vault.routes.ts';
import { vaultJobs } from './vault/vault-jobs.ts';
import { visitJobs } from './visits/visit-notifications.ts';
import { visitsRoutes } from './visits/visits.routes.ts';
import { warrantyRoutes } from './warranty/warranty.routes.ts';
import { warrantyJobs } from './warranty/warranty-jobs.ts';
import { webhookJobs } from './webhooks/webhook-jobs.ts';
import { webhookTicketHooks } from './webhooks/webhook-ticket-hooks.ts';
import { webhooksRoutes } from './webhooks/webhooks.routes.ts';

/**
 * Every area's routes with the area of the access table (domain/access.ts) its routes are checked
 * against; buildApp puts each behind the one guard. Each area adds its one line here.
 */
export const features: Feature[] = [
  { area: null, routes: healthRoutes },
  { area: null, routes: authRoutes },
  { area: 'districts', routes: districtsRoutes },
  // District offboarding (issue 36): Five Star's alone (the districts area's `admin`).
  { area: 'districts', routes: offboardingRoutes, jobs: offboardingJobs },
  { area: 'users', routes: usersRoutes },
  { area: 'projects', routes: projectsRoutes },
  { area: 'meetings', routes: meetingsRoutes },
  { area: 'tasks', routes: tasksRoutes },
  { area: 'assets', routes: assetsRoutes },
  { area: 'assets', routes: peopleRoutes },
  // Scan-first inventory (issue 33): scans and audit campaigns, the inventory's tier and toggle.
  { area: 'assets', routes: scansRoutes },
  // Damage reports and repairs (issue 34): inventory work, the assets area's.
  { area: 'assets', routes: damageRoutes },
  { area: 'assets', routes: rosterSourceRoutes, jobs: rosterSourceJobs },
  { area: 'assets', routes: labelsRoutes },
  // Fees and charges of device damage (issue 34): the money area.
  { area: 'money', routes: chargesRoutes },
  // Spare parts and Five Star's shared pool (issue 34): inventory work; costs are the money area's.
  { area: 'assets', routes: partsRoutes },
  // The E-Rate register and C2 budget, warranty look-up and import (issue 34): money, administrators only.
  { area: 'money', routes: erateRoutes },
  { area: 'money', routes: warrantyRoutes, jobs: warrantyJobs },
  { area: 'licenses', routes: licensesRoutes, jobs: licenseJobs },
  { area: 'tickets', routes: ticketsRoutes, jobs: ticketJobs },
  { area: 'tickets', routes: attachmentsRoutes },
  // A district's help desk mailboxes: its administrators' (the tickets area's `admin`).
  { area: 'tickets', routes: emailChannelsRoutes, jobs: emailChannelJobs },
  { area: 'tickets', routes: cannedResponsesRoutes },
  { area: 'tickets', routes: rulesRoutes, jobs: rulesJobs, ticketHooks: rulesTicketHooks },
  { area: 'tickets', routes: ticketRelationsRoutes },
  { area: 'tickets', routes: csatRoutes, jobs: csatJobs, ticketHooks: csatTicketHooks },
  { area: 'dashboard', routes: dashboardRoutes },
  { area: 'integrations', routes: integrationsRoutes, jobs: integrationJobs },
  // Outgoing webhooks (issue 35): the integrations area's rules; tickets reach them through the hooks.
  { area: 'integrations', routes: webhooksRoutes, jobs: webhookJobs, ticketHooks: webhookTicketHooks },
  { area: 'sparky', routes: sparkyRoutes },
  { area: 'portal', routes: portalRoutes },
  { area: 'vault', routes: vaultRoutes, jobs: vaultJobs },
  { area: 'visits', routes: visitsRoutes, jobs: visitJobs },
  { area: 'assessments', routes: assessmentsRoutes },
  // Student data privacy (issue 36): vendor agreements and their expiry reminders.
  { area: 'privacy', routes: privacyAgreementsRoutes, jobs: privacyAgreementJobs },
  { area: null, routes: notificationsRoutes },
  { area: null, routes: accountRoutes },
  // API tokens (issue 35): the caller's own, managed from a session (a token is refused there).
  { area: null, routes: apiTokensRoutes },
  { area: 'profile', routes: settingsRoutes },
  // SAML sign-in (issue 35): its configuration is the District profile's; sign-in is public.
  { area: 'profile', routes: samlRoutes },
  // SCIM provisioning (issue 35): its tokens are the District profile's; /scim/v2 checks its own token.
  { area: 'profile', routes: scimTokensRoutes },
  { area: null, routes: scimRoutes },
  { area: 'calendar', routes: calendarRoutes },
  { area: 'monitors', routes: monitorsRoutes, jobs: monitorJobs },
  { area: 'sla', routes: slaRoutes, jobs: slaJobs, ticketHooks: (deps) => slaTicketHooks(deps) },
  { area: 'admin', routes: operationsRoutes },
  { area: 'admin', routes: bulkOperationsRoutes, jobs: bulkOperationJobs },
  { area: null, routes: announcementsRoutes },
  { area: 'admin', routes: permissionsRoutes },
  { area: 'audit', routes: auditRoutes },
  // A person's data (issue 36): subject access exports and erasure, the privacy area's.
  { area: 'privacy', routes: privacySubjectsRoutes, jobs: privacySubjectsJobs },
  { area: 'analytics', routes: analyticsRoutes, jobs: analyticsJobs },
  // Student data privacy (issue 36): retention rules, their preview and the nightly run.
  { area: 'privacy', routes: retentionRoutes, jobs: retentionJobs },
];
