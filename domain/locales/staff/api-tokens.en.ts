/** The words of client/src/features/api-tokens, in English (staff screens: English only, docs/decisions.md). */
export const apiTokensEn = {} as const;
