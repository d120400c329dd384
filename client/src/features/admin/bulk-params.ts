import { FEATURE_TOGGLES, type FeatureToggle } from '@domain/access';
import type { AnnouncementSeverity, BulkOperationKind } from '@domain/admin';
import type { IntegrationSlug } from '@domain/integrations';

/** What a three-way toggle choice means: leave the district's toggle, or set it. */
export type ToggleChoice = 'keep' | 'on' | 'off';

export interface BulkParamValues {
  features: Record<FeatureToggle, ToggleChoice>;
  message: string;
  severity: AnnouncementSeverity;
  startsAt: string;
  endsAt: string;
  integration: IntegrationSlug;
  enabled: ToggleChoice;
  syncIntervalMinutes: string;
}

/** "2026-03-14T09:30" of a datetime-local field, for now rounded up to five minutes, plus `hours`. */
export function localInput(hours = 0, now = Date.now()): string {
  const five = 5 * 60_000;
  const at = new Date(Math.ceil(now / five) * five + hours * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local value as the API's ISO time (what cannot be read stays, so the schema says why). */
const isoOf = (local: string) => {
  if (!local) return undefined;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
};

export function defaultParamValues(operation: BulkOperationKind): BulkParamValues {
  const timed = operation === 'enable_maintenance_mode';
  return {
    features: Object.fromEntries(FEATURE_TOGGLES.map((t) => [t, 'keep'])) as Record<
      FeatureToggle,
      ToggleChoice
    >,
    message: '',
    severity: 'info',
    startsAt: timed ? localInput() : '',
    endsAt: timed ? localInput(2) : '',
    integration: 'connectwise',
    enabled: 'keep',
    syncIntervalMinutes: '',
  };
}

/** The operation's params (the payload bulkParamsSchemas checks) from the form's values. */
export function paramsOf(operation: BulkOperationKind, v: BulkParamValues): Record<string, unknown> {
  switch (operation) {
    case 'update_feature_access':
      return {
        features: Object.fromEntries(
          Object.entries(v.features)
            .filter(([, c]) => c !== 'keep')
            .map(([k, c]) => [k, c === 'on']),
        ),
      };
    case 'send_announcement':
      return {
        message: v.message,
        severity: v.severity,
        startsAt: isoOf(v.startsAt),
        endsAt: isoOf(v.endsAt),
      };
    case 'backup_district_data':
      return {};
    case 'update_integration_settings':
      return {
        integration: v.integration,
        enabled: v.enabled === 'keep' ? undefined : v.enabled === 'on',
        syncIntervalMinutes: v.syncIntervalMinutes.trim() === '' ? undefined : Number(v.syncIntervalMinutes),
      };
    case 'enable_maintenance_mode':
      return { startsAt: isoOf(v.startsAt), endsAt: isoOf(v.endsAt), message: v.message.trim() || undefined };
  }
}
