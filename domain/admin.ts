import { z } from 'zod';
import { FEATURE_TOGGLES, type FeatureToggle } from './access.ts';
import { isoDateTime, text } from './http.ts';
import { SYNC_MINUTES } from './integration-settings.ts';
import { INTEGRATION_SLUGS } from './integrations.ts';

// Provider administration: feature access per district, bulk operations, announcements,
// maintenance windows and the audit log.

export const featureTogglesSchema = z.object(
  Object.fromEntries(
    FEATURE_TOGGLES.map((t) => [t, z.boolean({ error: `${t} must be true or false` })]),
  ) as Record<FeatureToggle, z.ZodBoolean>,
  { error: 'features must give every toggle as true or false' },
);
/** The feature toggles in words (Manage Permissions, Bulk Operations). */
export const FEATURE_TOGGLE_LABELS: Record<FeatureToggle, string> = {
  tickets: 'Support tickets',
  assets: 'Asset management',
  sparky: 'AI assistant',
  integrations: 'Ticketing integration',
  analytics: 'Analytics',
  bulkOperations: 'Bulk operations',
};

export const partialFeatureTogglesSchema = featureTogglesSchema.partial();

/** Whose permissions: one district, or "defaults" (what new districts get). */
const PERMISSIONS_TARGET = 'Choose a district, or "defaults"';
export const permissionsTargetSchema = z.union(
  [z.uuid({ error: PERMISSIONS_TARGET }), z.literal('defaults', { error: PERMISSIONS_TARGET })],
  { error: PERMISSIONS_TARGET },
);

export const permissionsQuerySchema = z.object({ districtId: permissionsTargetSchema });
export const permissionsAnswerSchema = z.object({ districtId: z.string(), features: featureTogglesSchema });
export const savePermissionsSchema = z.object({
  districtId: permissionsTargetSchema,
  features: featureTogglesSchema,
});

export const ANNOUNCEMENT_SEVERITIES = ['info', 'warning', 'critical'] as const;
export type AnnouncementSeverity = (typeof ANNOUNCEMENT_SEVERITIES)[number];

/** The five bulk operations of the Bulk Operations screen. */
export const BULK_OPERATIONS = [
  'update_feature_access',
  'send_announcement',
  'backup_district_data',
  'update_integration_settings',
  'enable_maintenance_mode',
] as const;
export type BulkOperationKind = (typeof BULK_OPERATIONS)[number];
export const BULK_OPERATION_LABELS: Record<BulkOperationKind, string> = {
  update_feature_access: 'Update feature access',
  send_announcement: 'Send system announcement',
  backup_district_data: 'Backup district data',
  update_integration_settings: 'Update integration settings',
  enable_maintenance_mode: 'Enable maintenance mode',
};

export const BULK_MESSAGES = {
  unknownOperation: `Choose an operation: ${BULK_OPERATIONS.join(', ')}`,
  noDistricts: 'Choose at least one district',
  messageRequired: 'Write the announcement message',
  severity: 'Choose a severity: info, warning or critical',
  windowOrder: 'The end must be after the start',
  featuresRequired: 'Choose at least one feature to turn on or off',
  integration: `Choose an integration: ${INTEGRATION_SLUGS.join(', ')}`,
  interval: `The sync interval must be ${SYNC_MINUTES.min} to ${SYNC_MINUTES.max} minutes`,
  integrationChange: 'Choose whether to enable it or a sync interval',
  toggleOff: 'Bulk operations are turned off for this district',
  notFound: 'Bulk operation not found.',
  notFailed: 'Only a district that failed can be run again.',
} as const;

const windowRefine = <T extends { startsAt?: string; endsAt?: string }>(v: T) =>
  !v.startsAt || !v.endsAt || Date.parse(v.endsAt) > Date.parse(v.startsAt);

export const bulkParamsSchemas = {
  update_feature_access: z.object({
    features: partialFeatureTogglesSchema.refine(
      (f) => Object.keys(f).length > 0,
      BULK_MESSAGES.featuresRequired,
    ),
  }),
  send_announcement: z
    .object({
      message: z
        .string({ error: BULK_MESSAGES.messageRequired })
        .trim()
        .min(1, BULK_MESSAGES.messageRequired)
        .max(1000),
      severity: z.enum(ANNOUNCEMENT_SEVERITIES, { error: BULK_MESSAGES.severity }),
      startsAt: isoDateTime('Enter the start as a date and time').optional(),
      endsAt: isoDateTime('Enter the end as a date and time').optional(),
    })
    .refine(windowRefine, { path: ['endsAt'], message: BULK_MESSAGES.windowOrder }),
  backup_district_data: z.object({}),
  update_integration_settings: z
    .object({
      integration: z.enum(INTEGRATION_SLUGS, { error: BULK_MESSAGES.integration }),
      enabled: z.boolean().optional(),
      syncIntervalMinutes: z
        .number({ error: BULK_MESSAGES.interval })
        .int(BULK_MESSAGES.interval)
        .min(SYNC_MINUTES.min, BULK_MESSAGES.interval)
        .max(SYNC_MINUTES.max, BULK_MESSAGES.interval)
        .optional(),
    })
    .refine(
      (v) => v.enabled !== undefined || v.syncIntervalMinutes !== undefined,
      BULK_MESSAGES.integrationChange,
    ),
  enable_maintenance_mode: z
    .object({
      startsAt: isoDateTime('Enter the start as a date and time'),
      endsAt: isoDateTime('Enter the end as a date and time'),
      message: text(500).optional(),
    })
    .refine(windowRefine, { path: ['endsAt'], message: BULK_MESSAGES.windowOrder }),
} satisfies Record<BulkOperationKind, z.ZodType>;

/** POST /api/admin/bulk-operations: the operation, its districts and parameters, and whether it is a dry run. */
export const startBulkOperationSchema = z
  .object({
    operation: z.enum(BULK_OPERATIONS, { error: BULK_MESSAGES.unknownOperation }),
    districtIds: z
      .array(z.uuid({ error: 'Not a valid district id' }), { error: BULK_MESSAGES.noDistricts })
      .min(1, BULK_MESSAGES.noDistricts)
      .max(5000),
    params: z.record(z.string(), z.unknown()).optional().default({}),
    dryRun: z.boolean({ error: 'dryRun must be true or false' }).optional().default(true),
  })
  .superRefine((v, ctx) => {
    const parsed = bulkParamsSchemas[v.operation].safeParse(v.params);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: ['params', ...issue.path], message: issue.message });
  });
export type StartBulkOperation = z.input<typeof startBulkOperationSchema>;

export const BULK_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export const BULK_OUTCOMES = ['pending', 'ok', 'skipped', 'failed'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

export const bulkResultSchema = z.object({
  districtId: z.uuid(),
  districtName: z.string(),
  outcome: z.enum(BULK_OUTCOMES),
  detail: z.string(),
  /** A backup's archive, to download. */
  backupId: z.uuid().nullable(),
});
export const bulkOperationSchema = z.object({
  id: z.uuid(),
  operation: z.enum(BULK_OPERATIONS),
  params: z.record(z.string(), z.unknown()),
  status: z.enum(BULK_STATUSES),
  dryRun: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  total: z.number().int(),
  done: z.number().int(),
  counts: z.object({ ok: z.number().int(), skipped: z.number().int(), failed: z.number().int() }),
  results: z.array(bulkResultSchema),
});
export type BulkOperation = z.infer<typeof bulkOperationSchema>;
export const bulkOperationSummarySchema = bulkOperationSchema.omit({ results: true });
export const startedSchema = z.object({ id: z.uuid(), status: z.enum(BULK_STATUSES) });
/** The live `bulk_operation_progress` event's data. */
export interface BulkProgress {
  id: string;
  status: (typeof BULK_STATUSES)[number];
  total: number;
  done: number;
  counts: { ok: number; skipped: number; failed: number };
}
/** What the Bulk Operations screen and the shell's banners say. */
export const BULK_SCREEN = {
  startFailed: 'The operation could not be started.',
  retryFailed: 'The district could not be run again.',
  dismissFailed: 'The announcement could not be dismissed.',
  cannotUndo: 'This cannot be undone: each selected district is changed as soon as its turn comes.',
  dryRunFirst: 'Run a dry run of these settings first: it shows what will change in each district.',
  maintenanceTitle: 'Maintenance in progress',
} as const;

export const retryDistrictSchema = z.object({ districtId: z.uuid({ error: 'Not a valid district id' }) });

/** A banner for a district's users. */
export const announcementSchema = z.object({
  id: z.uuid(),
  message: z.string(),
  severity: z.enum(ANNOUNCEMENT_SEVERITIES),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** A maintenance window as the signed-in user sees it. */
export const maintenanceSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  message: z.string().nullable(),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

/** Whether a window is on at `now`. */
export const inWindow = (w: { startsAt: string | Date; endsAt: string | Date | null }, now = Date.now()) =>
  new Date(w.startsAt).getTime() <= now && (w.endsAt === null || now < new Date(w.endsAt).getTime());

export const MAINTENANCE_MESSAGE = (until: Date) =>
  `This district is under maintenance until ${until.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC: changes are paused, reading still works.`;

export const auditQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  action: text(100).optional(),
  actorId: z.uuid({ error: 'Not a valid user id' }).optional(),
  cursor: z.uuid({ error: 'Not a valid cursor' }).optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(500).optional(),
});
export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.string(),
  actor: z.object({ id: z.uuid().nullable(), name: z.string() }),
  districtId: z.uuid().nullable(),
  districtName: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.uuid().nullable(),
});

/** The actions the audit log records, with their words. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'district.created': 'District created',
  'district.updated': 'District settings changed',
  'district.offboarding_started': 'District offboarding started',
  'district.offboarding_cancelled': 'District offboarding cancelled',
  'district.offboarding_completed': 'District deleted (offboarding complete)',
  'permissions.saved': 'Permissions saved',
  'bulk_operation.run': 'Bulk operation run',
  'view.switched': 'Entered a district view',
  'user.invited': 'User invited',
  'user.role_changed': 'Role changed',
  'user.deactivated': 'User deactivated',
  'user.reactivated': 'User reactivated',
  'user.reset_link': 'Password reset link made',
  'user.sign_in_link': 'Sign-in link made',
  'vault.revealed': 'Vault secret revealed',
  'vault.exported': 'Vault exported',
  'integration.saved': 'Integration settings saved',
  'monitor.created': 'Service monitor added',
  'monitor.updated': 'Service monitor changed',
  'monitor.deleted': 'Service monitor deleted',
  'integration.token_created': 'Reporting token created',
  'integration.token_revoked': 'Reporting token revoked',
  'calendar.updated': 'Working calendar changed',
  'calendar.imported': 'Closed days imported',
  'sla.updated': 'SLA targets changed',
  'sla.defaults_updated': 'Default SLA targets changed',
  'email_channel.created': 'Email channel added',
  'email_channel.saved': 'Email channel saved',
  'email_channel.removed': 'Email channel removed',
  'api_token.created': 'API token created',
  'api_token.revoked': 'API token revoked',
  'api_token.used': 'API token used',
  'retention.updated': 'Retention rules changed',
  'retention.applied': 'Old records removed (retention)',
  'privacy_agreement.saved': 'Privacy agreement saved',
  'privacy_agreement.added': 'App without a license added',
  'privacy_agreement.removed': 'App without a license removed',
};
