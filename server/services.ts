import type { AppDeps } from './app-deps.ts';
import { createGoogleSignIn } from './auth/google.ts';
import type { SessionStore } from './auth/sessions.ts';
import { createAccountService } from './features/account/account.service.ts';
import { createAnalyticsService } from './features/analytics/analytics.service.ts';
import { createAnalyticsFiles } from './features/analytics/analytics-files.ts';
import { createAnalyticsSubscriptions } from './features/analytics/analytics-subscriptions.ts';
import { createAnnouncementsService } from './features/announcements/announcements.service.ts';
import { createApiTokensService } from './features/api-tokens/api-tokens.service.ts';
import { createAssessmentsService } from './features/assessments/assessments.service.ts';
import { createAssetCategories } from './features/assets/asset-categories.service.ts';
import { createAssetsService } from './features/assets/assets.service.ts';
import { createFundingSources } from './features/assets/funding-sources.service.ts';
import { createAttachmentsService } from './features/attachments/attachments.service.ts';
import { createAuditService } from './features/audit/audit.service.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createTwoFactorSignIn } from './features/auth/two-factor-sign-in.ts';
import { createBulkOperationsService } from './features/bulk-operations/bulk-operations.service.ts';
import { createCalendarService } from './features/calendar/calendar.service.ts';
import { createCannedResponsesService } from './features/canned-responses/canned-responses.service.ts';
import { createChargesService } from './features/charges/charges.service.ts';
import { createDamageService } from './features/damage/damage.service.ts';
import { createDashboardService } from './features/dashboard/dashboard.service.ts';
import { createDistrictsService } from './features/districts/districts.service.ts';
import { emailChannelsOf } from './features/email-channels/email-channel-jobs.ts';
import { createErateService } from './features/erate/erate.service.ts';
import { syncRunnerOf } from './features/integrations/integration-jobs.ts';
import { createIntegrationsService } from './features/integrations/integrations.service.ts';
import { createReporting } from './features/integrations/reporting.ts';
import { createLabelsService } from './features/labels/labels.service.ts';
import { createLicensesArea } from './features/licenses/licenses-area.ts';
import { createMeetingsService } from './features/meetings/meetings.service.ts';
import { monitorRunnerOf } from './features/monitors/monitor-jobs.ts';
import { createMonitorsService } from './features/monitors/monitors.service.ts';
import { createNotificationsService } from './features/notifications/notifications.service.ts';
import { createOffboardingService } from './features/offboarding/offboarding.service.ts';
import { createPartsService } from './features/parts/parts.service.ts';
import { createFleetService } from './features/people/fleet.service.ts';
import { createPeopleService } from './features/people/people.service.ts';
import { createPermissionsService } from './features/permissions/permissions.service.ts';
import { createPortalService } from './features/portal/portal.service.ts';
import { createPrivacyAgreementsService } from './features/privacy-agreements/privacy-agreements.service.ts';
import { createProjectsService } from './features/projects/projects.service.ts';
import { createRulesService } from './features/rules/rules.service.ts';
import { createSamlService } from './features/saml/saml.service.ts';
import { createAuditsService } from './features/scans/audits.service.ts';
import { createScansService } from './features/scans/scans.service.ts';
import type { TicketOpener } from './features/scans/ticket-opener.ts';
import { createScimService } from './features/scim/scim.service.ts';
import { createSettingsService } from './features/settings/settings.service.ts';
import { createSlaService } from './features/sla/sla.service.ts';
import { createSparkyEngine } from './features/sparky/engine.ts';
import { createKnowledgeStore } from './features/sparky/knowledge-store.ts';
import { createSparkyService } from './features/sparky/sparky.service.ts';
import { createTicketSuggestions } from './features/sparky/ticket-suggestion.ts';
import { createTasksService } from './features/tasks/tasks.service.ts';
import { createTicketDesk } from './features/tickets/ticket-desk.ts';
import { createTicketLinks } from './features/tickets/ticket-links.ts';
import { createTicketMerge } from './features/tickets/ticket-merge.ts';
import { createUsersService } from './features/users/users.service.ts';
import { createVaultArea } from './features/vault/vault-area.ts';
import { createVisitFiles } from './features/visits/visit-feeds.ts';
import { createVisitsService } from './features/visits/visits.service.ts';
import { createWebhookOutbox } from './features/webhooks/webhook-outbox.ts';
import { createWebhookSecrets } from './features/webhooks/webhook-secrets.ts';
import { createWebhooksService } from './features/webhooks/webhooks.service.ts';

/**
 * The composition root: every area's services built once, from the app's dependencies, and handed
 * to the routes (`FeatureDeps.services`). `close` stops what listens or keeps timers.
 */
export async function createServices(deps: AppDeps & { sessions: SessionStore }) {
  const { database, bus, config, masterKey, logger, sessions } = deps;
  const { db, pool } = database;
  const { queue, mailer, ticketHooks } = deps.background;

  // The one enqueue of webhook deliveries, called in the transactions of the changes.
  const webhooks = createWebhookOutbox(queue);
  const users = createUsersService({
    db,
    mailer,
    publicUrl: config.publicUrl,
    identities: sessions,
    webhooks,
  });
  const analytics = createAnalyticsService({ pool, bus });
  const assets = createAssetsService({ db, bus, webhooks });
  const assessments = createAssessmentsService({ db, bus, queue, log: logger, ticketHooks });
  const licenses = createLicensesArea({ db, bus });
  const tickets = createTicketDesk({ db, queue, bus, hooks: ticketHooks });
  const knowledge = await createKnowledgeStore({ db, bus });
  const sparkyEngine = createSparkyEngine(config.ai, {
    onFallback: (reason) =>
      logger.warn({ reason }, 'Sparky language model failed; the offline engine answered'),
  });
  const integrationSync = syncRunnerOf({ ...deps, queue });
  // Scans and audits open tickets (a damaged device, a recovery) through the tickets service.
  const ticketOpener: TicketOpener = {
    open: (identity, input, log) => tickets.create(identity, input, { log }),
  };
  // Damage reports open their repair tickets likewise; a damaged scan becomes a damage report.
  const damage = createDamageService({ db, bus, tickets: ticketOpener, webhooks });

  return {
    account: createAccountService({
      db,
      key: masterKey,
      require2fa: config.require2fa,
      identities: sessions,
    }),
    analytics: {
      service: analytics,
      files: createAnalyticsFiles({ pool, service: analytics, fleet: createFleetService({ db }) }),
      subscriptions: createAnalyticsSubscriptions({ db }),
    },
    announcements: createAnnouncementsService({ db }),
    apiTokens: createApiTokensService({ db }),
    assessments,
    assets: {
      service: assets,
      categories: createAssetCategories({ db, bus }),
      funding: createFundingSources({ db, bus }),
    },
    people: createPeopleService({ db, bus }),
    fleet: createFleetService({ db }),
    attachments: createAttachmentsService({ db, bus, log: logger }),
    audit: createAuditService({ db }),
    auth: {
      auth: createAuthService({ db, demoMode: config.demoMode }),
      twoFactor: createTwoFactorSignIn({ db, key: masterKey, require2fa: config.require2fa }),
      google: config.google
        ? createGoogleSignIn({ db, google: config.google, publicUrl: config.publicUrl, webhooks })
        : null,
    },
    bulkOperations: createBulkOperationsService({ db, queue }),
    calendar: createCalendarService({
      db,
      bus,
      remote: { allowInsecure: config.integrationsAllowInsecure },
    }),
    cannedResponses: createCannedResponsesService({ db }),
    charges: createChargesService({ db }),
    rules: createRulesService({
      db,
      workingCalendar: createCalendarService({ db, bus, remote: { allowInsecure: false } }).workingCalendar,
    }),
    damage,
    dashboard: createDashboardService({ db, pool, analyticsUrl: config.analyticsUrl }),
    districts: createDistrictsService({ db, bus, publicUrl: config.publicUrl, mailer, webhooks }),
    erate: createErateService({ db, bus, webhooks }),
    emailChannels: emailChannelsOf({ ...deps, queue, mailer, ticketHooks }),
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
    labels: createLabelsService({ db, publicUrl: config.publicUrl }),
    offboarding: createOffboardingService({ db, bus, queue }),
    licenses,
    meetings: createMeetingsService({ db, bus, publicUrl: config.publicUrl }),
    monitors: createMonitorsService({
      db,
      bus,
      runner: monitorRunnerOf({ ...deps, queue, notifier: deps.background.notifier, ticketHooks }),
      allowInsecure: config.integrationsAllowInsecure,
    }),
    notifications: createNotificationsService({ db }),
    parts: createPartsService({ db, bus, notifier: deps.background.notifier }),
    permissions: createPermissionsService({ db, bus, identities: sessions }),
    portal: createPortalService({ db, tickets }),
    privacyAgreements: createPrivacyAgreementsService({ db }),
    projects: createProjectsService({ db, bus }),
    scans: {
      scans: createScansService({
        db,
        bus,
        publicUrl: config.publicUrl,
        damage: { report: damage.reportFromScan },
        webhooks,
      }),
      audits: createAuditsService({ db, bus, tickets: ticketOpener, webhooks }),
    },
    saml: createSamlService({
      db,
      publicUrl: config.publicUrl,
      remote: { allowInsecure: config.integrationsAllowInsecure },
      webhooks,
    }),
    settings: createSettingsService({ db, bus }),
    sla: createSlaService({ db, bus }),
    sparky: {
      service: createSparkyService({ db, engine: sparkyEngine.engine, knowledge }),
      status: sparkyEngine.status,
      knowledge,
    },
    tasks: createTasksService({ db, bus }),
    tickets,
    ticketRelations: {
      merge: createTicketMerge({ db, bus, hooks: ticketHooks }),
      links: createTicketLinks({ db, bus }),
      suggest: createTicketSuggestions({ db, knowledge }),
    },
    users,
    scim: createScimService({ db, publicUrl: config.publicUrl, users, identities: sessions, webhooks }),
    vault: createVaultArea({ db, masterKey }),
    visits: {
      service: createVisitsService({ db, bus, queue, webhooks }),
      files: createVisitFiles({ db, publicUrl: config.publicUrl }),
    },
    webhooks: {
      service: createWebhooksService({
        db,
        queue,
        secrets: createWebhookSecrets(db, masterKey),
        allowInsecure: config.integrationsAllowInsecure,
      }),
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
