/** The words of client/src/features/sla-clock, in English (staff screens: English only, docs/decisions.md). */
export const slaClockEn = {} as const;
