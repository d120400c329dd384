/** The words of client/src/features/damage, in English (staff screens: English only, docs/decisions.md). */
export const damageEn = {} as const;
