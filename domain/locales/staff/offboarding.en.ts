/** The words of client/src/features/offboarding, in English (staff screens: English only, docs/decisions.md). */
export const offboardingEn = {} as const;
