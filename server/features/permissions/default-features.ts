import { eq } from 'drizzle-orm';
import { type FeatureToggles, featuresOf } from '../../../domain/access.ts';
import type { Db } from '../../db/client.ts';
import { providerSettings } from '../../db/schema/index.ts';

/** The provider setting that holds the toggles new districts get. */
export const DEFAULT_FEATURES_KEY = 'default_features';

/** The toggles new districts get: as saved under 'All districts', else every feature on. */
export async function defaultFeatures(runner: Pick<Db, 'select'>): Promise<FeatureToggles> {
  const [row] = await runner
    .select({ value: providerSettings.value })
    .from(providerSettings)
    .where(eq(providerSettings.key, DEFAULT_FEATURES_KEY));
  return featuresOf(row?.value as Record<string, boolean> | undefined);
}
