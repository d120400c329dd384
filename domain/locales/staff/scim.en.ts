/** The words of client/src/features/scim, in English (staff screens: English only, docs/decisions.md). */
export const scimEn = {} as const;
