import { z } from 'zod';
import { type GoogleOptions, googleOptionsSchema } from './google-workspace.ts';
import { text } from './http.ts';
import { CONNECTOR_STATES, INTEGRATION_SLUGS, type IntegrationSlug } from './integrations.ts';
import { PRIORITIES, type Priority } from './priorities.ts';
import { REMOTE_URL_MESSAGES, remoteUrlProblem } from './remote-calls.ts';
import { TICKET_CATEGORIES, TICKET_STATUSES, type TicketCategory, type TicketStatus } from './tickets.ts';

/**
 * A district's settings of one integration (see docs/product.md#integrations): enabled, credentials
 * (sealed at rest, never answered after saving), options (each with a default, so `{}` is valid).
 */

export const INTEGRATION_MESSAGES = {
  districtRequired: 'Choose a district first.',
  enabledRequired: 'Say whether the integration is enabled (true or false)',
  credentialsRequired: 'Enter the credentials before enabling the integration',
  notConfigured: 'Save the credentials of this integration first.',
  noCredentials: 'BrightGauge takes no credentials: it reads the reporting feed with a token.',
  noSync: 'BrightGauge pulls the reporting feed itself: there is nothing to sync.',
  disabled: 'Enable the integration first.',
  tokenNotFound: 'Token not found.',
  tokenNameRequired: 'Give the token a name',
  saved: 'Integration settings saved',
  saveFailed: { title: 'Error', description: 'Failed to save the integration settings' },
  syncStarted: 'Sync started',
  tokenCreated: 'Token created: copy it now, it is shown only once',
  tokenRevoked: 'Token revoked',
} as const;
const M = INTEGRATION_MESSAGES;

/** Minutes between automatic syncs: default, bounds. */
export const SYNC_MINUTES = { default: 15, min: 5, max: 1440 } as const;

/**
 * A remote address as typed: its form and host are checked here (http and loopback pass only for the
 * tests' escape hatch), https by the server, which knows the setting, and the address a name
 * resolves to at connect time (server/lib/remote-http.ts).
 */
const remoteUrl = z
  .string({ error: REMOTE_URL_MESSAGES.urlInvalid })
  .trim()
  .max(500, 'Must be at most 500 characters')
  .superRefine((v, ctx) => {
    const problem = remoteUrlProblem(v, true);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((v) => v.replace(/\/+$/, ''));

// --- ConnectWise Manage --------------------------------------------------------------------------

export const connectwiseCredentialsSchema = z.object({
  /** The REST base up to and including /apis/3.0. */
  siteUrl: remoteUrl,
  companyId: text(100, 'Enter the ConnectWise company id'),
  publicKey: text(200, 'Enter the public key'),
  privateKey: text(200, 'Enter the private key'),
  clientId: text(200, 'Enter the clientId of the integration'),
});
export type ConnectwiseCredentials = z.output<typeof connectwiseCredentialsSchema>;

export const CONNECTWISE_DEFAULT_STATUSES: Record<TicketStatus, string> = {
  open: 'New',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};
export const CONNECTWISE_DEFAULT_PRIORITIES: Record<Priority, string> = {
  critical: 'Priority 1 - Emergency Response',
  high: 'Priority 2 - Quick Response',
  medium: 'Priority 3 - Normal Response',
  low: 'Priority 4 - Schedule Maintenance',
};

const mapping = <K extends string>(keys: readonly K[], defaults: Record<K, string>) =>
  z
    .object(Object.fromEntries(keys.map((k) => [k, text(100).min(1, 'Enter a name').optional()])))
    .optional()
    .transform((v) => {
      const out = { ...defaults };
      for (const k of keys) {
        const given = (v as Partial<Record<K, string>> | undefined)?.[k];
        if (given) out[k] = given;
      }
      return out;
    });

const syncMinutes = z.coerce
  .number({ error: `Sync every ${SYNC_MINUTES.min} to ${SYNC_MINUTES.max} minutes` })
  .int(`Sync every ${SYNC_MINUTES.min} to ${SYNC_MINUTES.max} minutes`)
  .min(SYNC_MINUTES.min, `Sync every ${SYNC_MINUTES.min} to ${SYNC_MINUTES.max} minutes`)
  .max(SYNC_MINUTES.max, `Sync every ${SYNC_MINUTES.min} to ${SYNC_MINUTES.max} minutes`)
  .default(SYNC_MINUTES.default);

export const connectwiseOptionsSchema = z.object({
  /** The service board new tickets go to. */
  board: text(100).default('Service Board'),
  /** The district's company identifier in ConnectWise (empty: ConnectWise's default company). */
  company: text(100).default(''),
  statusMap: mapping(TICKET_STATUSES, CONNECTWISE_DEFAULT_STATUSES),
  priorityMap: mapping(PRIORITIES, CONNECTWISE_DEFAULT_PRIORITIES),
  syncMinutes,
  /** Accept ConnectWise callbacks at the district's callback URL (each call signed). */
  callbacks: z.boolean({ error: 'Callbacks must be true or false' }).default(false),
});
export type ConnectwiseOptions = z.output<typeof connectwiseOptionsSchema>;

// --- IncidentIQ -----------------------------------------------------------------------------------

export const incidentiqCredentialsSchema = z.object({
  /** The district's IncidentIQ site, e.g. https://district.incidentiq.com (the API is under /api/v1.0). */
  instanceUrl: remoteUrl,
  siteId: text(100, 'Enter the IncidentIQ site id'),
  apiToken: text(4000, 'Enter the API token'),
});
export type IncidentiqCredentials = z.output<typeof incidentiqCredentialsSchema>;

/** Ticket facets the import can filter on (IncidentIQ's ticket search filters). */
export const INCIDENTIQ_FACETS = ['location', 'category', 'ticketstatus', 'team'] as const;
export const INCIDENTIQ_DEFAULT_CATEGORIES: Record<TicketCategory, string> = {
  general: 'General',
  hardware: 'Hardware',
  software: 'Software',
  network: 'Network',
};

export const incidentiqOptionsSchema = z.object({
  /** Only tickets matching these facets are imported (none: every ticket of the site). */
  facets: z
    .array(
      z.object({
        facet: z.enum(INCIDENTIQ_FACETS, { error: `Choose a facet: ${INCIDENTIQ_FACETS.join(', ')}` }),
        id: text(100, 'Enter the facet value'),
      }),
      { error: 'Facets must be a list' },
    )
    .max(20, 'At most 20 facets')
    .default([]),
  /** Portal category -> IncidentIQ category name (and back). */
  categoryMap: mapping(TICKET_CATEGORIES, INCIDENTIQ_DEFAULT_CATEGORIES),
  syncMinutes,
});
export type IncidentiqOptions = z.output<typeof incidentiqOptionsSchema>;

// --- BrightGauge ----------------------------------------------------------------------------------

export const brightgaugeOptionsSchema = z.object({
  /** The district's own BrightGauge dashboard: the dashboard's analytics button opens it. */
  dashboardUrl: remoteUrl.optional(),
});
export type BrightgaugeOptions = z.output<typeof brightgaugeOptionsSchema>;

// --- PUT /api/integrations/:name ------------------------------------------------------------------

const base = {
  districtId: z.uuid({ error: M.districtRequired }).optional(),
  enabled: z.boolean({ error: M.enabledRequired }),
};
export const saveConnectwiseSchema = z.object({
  ...base,
  credentials: connectwiseCredentialsSchema.optional(),
  options: connectwiseOptionsSchema.default(connectwiseOptionsSchema.parse({})),
});
export const saveIncidentiqSchema = z.object({
  ...base,
  credentials: incidentiqCredentialsSchema.optional(),
  options: incidentiqOptionsSchema.default(incidentiqOptionsSchema.parse({})),
});
export const saveBrightgaugeSchema = z.object({
  ...base,
  options: brightgaugeOptionsSchema.default({}),
});
export type SaveConnectwisePayload = z.input<typeof saveConnectwiseSchema>;
export type SaveIncidentiqPayload = z.input<typeof saveIncidentiqSchema>;

export const OPTIONS_SCHEMAS = {
  connectwise: connectwiseOptionsSchema,
  incidentiq: incidentiqOptionsSchema,
  brightgauge: brightgaugeOptionsSchema,
  google: googleOptionsSchema,
} as const;
export type IntegrationOptions = {
  connectwise: ConnectwiseOptions;
  incidentiq: IncidentiqOptions;
  brightgauge: BrightgaugeOptions;
  google: GoogleOptions;
};

/** The integrations that sync tickets (BrightGauge only reads the reporting feed). */
export const SYNCING: readonly IntegrationSlug[] = ['connectwise', 'incidentiq', 'google'];

export const integrationNameParamSchema = z.object({
  name: z.enum(INTEGRATION_SLUGS, {
    error: 'Unknown integration: connectwise, incidentiq, brightgauge or google',
  }),
});
export const integrationDistrictBodySchema = z.object({
  districtId: z.uuid({ error: M.districtRequired }).optional(),
  /** Google Workspace only: stop at the diff, whatever its size (the others ignore it). */
  dryRun: z.boolean({ error: 'Dry run must be true or false' }).optional(),
});

// --- Answers --------------------------------------------------------------------------------------

/** One integration of a district as the screens show it: never its credentials, only whether they are saved. */
export const integrationSettingsSchema = z.object({
  name: z.enum(INTEGRATION_SLUGS),
  label: z.string(),
  districtId: z.uuid(),
  enabled: z.boolean(),
  credentialsSaved: z.boolean(),
  options: z.record(z.string(), z.unknown()),
  state: z.enum(CONNECTOR_STATES),
  lastSync: z.string().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  /** Where ConnectWise calls back (connectwise with callbacks on), else null. */
  callbackUrl: z.string().nullable(),
});
export type IntegrationSettings = z.infer<typeof integrationSettingsSchema>;

export const testResultSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  /** Google Workspace: the step that failed (key, delegation, scope, customer, address). */
  step: z.string().optional(),
});
export type TestResult = z.infer<typeof testResultSchema>;
export const runStartedSchema = z.object({ runId: z.uuid() });

export const SYNC_TRIGGERS = ['manual', 'schedule', 'callback'] as const;
export const SYNC_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'awaiting_approval'] as const;
export const syncRunSchema = z.object({
  id: z.uuid(),
  name: z.enum(INTEGRATION_SLUGS),
  trigger: z.enum(SYNC_TRIGGERS),
  status: z.enum(SYNC_RUN_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  itemsIn: z.number().int(),
  itemsOut: z.number().int(),
  errors: z.array(z.string()),
  /** What the run did beyond its counts (null: nothing to say). */
  summary: z.string().nullable(),
});
export type SyncRun = z.infer<typeof syncRunSchema>;

/** One row of the provider admins' table: every district's connectors. */
export const connectorOverviewSchema = z.object({
  districtId: z.uuid(),
  districtName: z.string(),
  name: z.enum(INTEGRATION_SLUGS),
  state: z.enum(CONNECTOR_STATES),
  lastSync: z.string().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
});
export type ConnectorOverview = z.infer<typeof connectorOverviewSchema>;
