/** The words of client/src/features/charges, in English (staff screens: English only, docs/decisions.md). */
export const chargesEn = {} as const;
