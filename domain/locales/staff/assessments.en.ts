/** The words of client/src/features/assessments, in English (staff screens: English only, docs/decisions.md). */
export const assessmentsEn = {} as const;
