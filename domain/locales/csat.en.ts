/**
 * The words of client/src/features/csat, in English. A requester meets this screen too, so it is
 * in every language: Spanish in csat.es.ts (same keys).
 */
export const csatEn = {} as const;
