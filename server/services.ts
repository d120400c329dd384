import type { AppDeps } from './app-deps.ts';
import { createGoogleSignIn } from './auth/google.ts';
import type { SessionStore } from './auth/sessions.ts';
import { createAccountService } from './features/account/account.service.ts';
import { createAnalyticsService } from './features/analytics/analytics.service.ts';
import { createAnalyticsFiles } from './features/analytics/analytics-files.ts';
import { createAnalyticsSubscriptions } from './features/analytics/analytics-subscriptions.ts';
import { createAnnouncementsService } from './features/announcements/announcements.service.ts';
import { createAssessmentsService } from './features/assessments/assessments.service.ts';
import { createAssetCategories } from './features/assets/asset-categories.service.ts';
import { createAssetsService } from './features/assets/assets.service.ts';
import { createAttachmentsService } from './features/attachments/attachments.service.ts';
import { createAuditService } from './features/audit/audit.service.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createTwoFactorSignIn } from './features/auth/two-factor-sign-in.ts';
import { createBulkOperationsService } from './features/bulk-operations/bulk-operations.service.ts';
import { createCalendarService } from './features/calendar/calendar.service.ts';
import { createCannedResponsesService } from './features/canned-responses/canned-responses.service.ts';
import { createDashboardService } from './features/dashboard/dashboard.service.ts';
import { createDistrictsService } from './features/districts/districts.service.ts';
import { emailChannelsOf } from './features/email-channels/email-channel-jobs.ts';
import { syncRunnerOf } from './features/integrations/integration-jobs.ts';
import { createIntegrationsService } from './features/integrations/integrations.service.ts';
import { createReporting } from './features/integrations/reporting.ts';
import { createLicensesArea } from './features/licenses/licenses-area.ts';
import { createMeetingsService } from './features/meetings/meetings.service.ts';
import { createNotificationsService } from './features/notifications/notifications.service.ts';
import { createPermissionsService } from './features/permissions/permissions.service.ts';
import { createPortalService } from './features/portal/portal.service.ts';
import { createProjectsService } from './features/projects/projects.service.ts';
import { createSettingsService } from './features/settings/settings.service.ts';
import { createSlaService } from './features/sla/sla.service.ts';
import { createSparkyEngine } from './features/sparky/engine.ts';
import { createKnowledgeStore } from './features/sparky/knowledge-store.ts';
import { createSparkyService } from './features/sparky/sparky.service.ts';
import { createTasksService } from './features/tasks/tasks.service.ts';
import { createTicketDesk } from './features/tickets/ticket-desk.ts';
import { createUsersService } from './features/users/users.service.ts';
import { createVaultArea } from './features/vault/vault-area.ts';
import { createVisitFiles } from './features/visits/visit-feeds.ts';
import { createVisitsService } from './features/visits/visits.service.ts';

/**
 * The composition root: every area's services built once, from the app's dependencies, and handed
 * to the routes (`FeatureDeps.services`). `close` stops what listens or keeps timers.
 */
export async function createServices(deps: AppDeps & { sessions: SessionStore }) {
  const { database, bus, config, masterKey, logger, sessions } = deps;
  const { db, pool } = database;
  const { queue, mailer } = deps.background;

  const analytics = createAnalyticsService({ pool, bus });
  const assets = createAssetsService({ db, bus });
  const assessments = createAssessmentsService({ db, bus, queue, log: logger });
  const licenses = createLicensesArea({ db, bus });
  const tickets = createTicketDesk({ db, queue, bus });
  const knowledge = await createKnowledgeStore({ db, bus });
  const sparkyEngine = createSparkyEngine(config.ai, {
    onFallback: (reason) =>
      logger.warn({ reason }, 'Sparky language model failed; the offline engine answered'),
  });
  const integrationSync = syncRunnerOf({ ...deps, queue });

  return {
    account: createAccountService({
      db,
      key: masterKey,
      require2fa: config.require2fa,
      identities: sessions,
    }),
    analytics: {
      service: analytics,
      files: createAnalyticsFiles({ pool, service: analytics }),
      subscriptions: createAnalyticsSubscriptions({ db }),
    },
    announcements: createAnnouncementsService({ db }),
    assessments,
    assets: { service: assets, categories: createAssetCategories({ db, bus }) },
    attachments: createAttachmentsService({ db, bus, log: logger }),
    audit: createAuditService({ db }),
    auth: {
      auth: createAuthService({ db, demoMode: config.demoMode }),
      twoFactor: createTwoFactorSignIn({ db, key: masterKey, require2fa: config.require2fa }),
      google: config.google
        ? createGoogleSignIn({ db, google: config.google, publicUrl: config.publicUrl })
        : null,
    },
    bulkOperations: createBulkOperationsService({ db, queue }),
    calendar: createCalendarService({
      db,
      bus,
      remote: { allowInsecure: config.integrationsAllowInsecure },
    }),
    cannedResponses: createCannedResponsesService({ db }),
    dashboard: createDashboardService({ db, pool, analyticsUrl: config.analyticsUrl }),
    districts: createDistrictsService({ db, bus, publicUrl: config.publicUrl, mailer }),
    emailChannels: emailChannelsOf({ ...deps, queue, mailer }),
    integrations: {
      ...integrationSync,
      remote: { allowInsecure: config.integrationsAllowInsecure },
      service: createIntegrationsService({
        db,
        bus,
        ...integrationSync,
        remote: { allowInsecure: config.integrationsAllowInsecure },
        publicUrl: config.publicUrl,
      }),
      reporting: createReporting({ db, pool }),
    },
    licenses,
    meetings: createMeetingsService({ db, bus, publicUrl: config.publicUrl }),
    notifications: createNotificationsService({ db }),
    permissions: createPermissionsService({ db, bus, identities: sessions }),
    portal: createPortalService({ db, tickets }),
    projects: createProjectsService({ db, bus }),
    settings: createSettingsService({ db, bus }),
    sla: createSlaService({ db, bus }),
    sparky: {
      service: createSparkyService({ db, engine: sparkyEngine.engine, knowledge }),
      status: sparkyEngine.status,
      knowledge,
    },
    tasks: createTasksService({ db, bus }),
    tickets,
    users: createUsersService({ db, mailer, publicUrl: config.publicUrl, identities: sessions }),
    vault: createVaultArea({ db, masterKey }),
    visits: {
      service: createVisitsService({ db, bus, queue }),
      files: createVisitFiles({ db, publicUrl: config.publicUrl }),
    },
    async close() {
      analytics.close();
      assets.close();
      assessments.close();
      licenses.close();
      tickets.close();
      await knowledge.close();
    },
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
