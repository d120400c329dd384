/** The words of client/src/app and client/src/ui, in English (staff screens: English only, docs/decisions.md). */
export const appEn = {} as const;
