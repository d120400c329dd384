/** The words of client/src/features/saml, in English (staff screens: English only, docs/decisions.md). */
export const samlEn = {} as const;
