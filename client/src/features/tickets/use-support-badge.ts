/**
 * The number on the sidebar's Support link. Spec 2.3 fixes it at 12; the tickets feature will
 * replace this with the district's open-ticket count.
 */
export const SUPPORT_BADGE_COUNT = 12;

export function useSupportBadge(): number {
  return SUPPORT_BADGE_COUNT;
}
