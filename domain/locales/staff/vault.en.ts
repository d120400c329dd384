/** The words of client/src/features/vault, in English (staff screens: English only, docs/decisions.md). */
export const vaultEn = {} as const;
