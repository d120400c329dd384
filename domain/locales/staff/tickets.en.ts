/** The words of client/src/features/tickets, in English (staff screens: English only, docs/decisions.md). */
export const ticketsEn = {} as const;
