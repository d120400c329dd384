/** The words of client/src/features/people, in English (staff screens: English only, docs/decisions.md). */
export const peopleEn = {} as const;
