/** The words of client/src/features/users, in English (staff screens: English only, docs/decisions.md). */
export const usersEn = {} as const;
