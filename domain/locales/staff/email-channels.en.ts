/** The words of client/src/features/email-channels, in English (staff screens: English only, docs/decisions.md). */
export const emailChannelsEn = {} as const;
