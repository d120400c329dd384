import { z } from 'zod';

/** Service tiers in ascending order: each higher tier includes the lower ones. */
export const SERVICE_LEVELS = ['analysis', 'ascend', 'altitude', 'apex'] as const;
export const serviceLevelSchema = z.enum(SERVICE_LEVELS, { error: 'Choose a service level' });
export type ServiceLevel = z.infer<typeof serviceLevelSchema>;

export const TIER_ORDER: Record<ServiceLevel, number> = { analysis: 1, ascend: 2, altitude: 3, apex: 4 };

export const SERVICE_LEVEL_LABELS: Record<ServiceLevel, string> = {
  analysis: 'FS Analysis',
  ascend: 'FS Ascend',
  altitude: 'FS Altitude',
  apex: 'FS Apex',
};

/** The one tier rule: a feature of `required` tier is available to a district of tier `current`. */
export function tierAllows(current: ServiceLevel, required: ServiceLevel): boolean {
  return TIER_ORDER[current] >= TIER_ORDER[required];
}
