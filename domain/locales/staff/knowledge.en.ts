/** The words of client/src/features/knowledge, in English (staff screens: English only, docs/decisions.md). */
export const knowledgeEn = {} as const;
