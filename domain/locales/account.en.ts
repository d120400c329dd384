/**
 * The words of client/src/features/account, in English. A requester meets this screen too, so it is
 * in every language: Spanish in account.es.ts (same keys).
 */
export const accountEn = {} as const;
