import { eq, sql } from 'drizzle-orm';
import { type FeatureToggle, featuresOf } from '../../../domain/access.ts';
import { FEATURE_TOGGLE_LABELS } from '../../../domain/admin.ts';
import { districts } from '../../db/schema/index.ts';
import type { OperationHandler } from './operation-handler.ts';

const words = (changes: [FeatureToggle, boolean][], on: string, off: string) =>
  changes.map(([k, v]) => `${v ? on : off} ${FEATURE_TOGGLE_LABELS[k]}`).join(', ');

/** Sets the chosen feature toggles of the district (the others stay as they are). */
export const updateFeatureAccess: OperationHandler<'update_feature_access'> = async (
  { tx, dryRun },
  district,
  { features },
) => {
  const current = featuresOf(district.features);
  const wanted = Object.entries(features) as [FeatureToggle, boolean][];
  const changes = wanted.filter(([k, v]) => current[k] !== v);
  if (changes.length === 0)
    return {
      outcome: 'skipped',
      detail: `Nothing to change: ${words(wanted, '', '').trim()} already set so.`,
    };
  if (dryRun) return { outcome: 'ok', detail: `Would ${words(changes, 'turn on', 'turn off')}.` };
  await tx
    .update(districts)
    .set({
      features: sql`${districts.features} || ${JSON.stringify(Object.fromEntries(changes))}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(districts.id, district.id));
  const done = words(changes, 'turned on', 'turned off');
  return { outcome: 'ok', detail: `${done[0]!.toUpperCase()}${done.slice(1)}.`, identityChanged: true };
};
