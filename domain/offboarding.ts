/** A district leaving Five Star (docs/product.md#district-offboarding): the vocabulary. */

/**
 * archiving → waiting (archive made, confirmation period running) → deleting → deleted;
 * cancelled from any step before deleting.
 */
export const OFFBOARDING_STATUSES = [
  'archiving',
  'waiting',
  'deleting',
  'deleted',
  'cancelled',
  'failed',
] as const;
export type OffboardingStatus = (typeof OFFBOARDING_STATUSES)[number];
