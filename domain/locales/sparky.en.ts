/**
 * The words of client/src/features/sparky, in English. A requester meets this screen too, so it is
 * in every language: Spanish in sparky.es.ts (same keys).
 */
export const sparkyEn = {} as const;
