/** The words of client/src/features/integrations, in English (staff screens: English only, docs/decisions.md). */
export const integrationsEn = {} as const;
