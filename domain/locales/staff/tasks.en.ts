/** The words of client/src/features/tasks, in English (staff screens: English only, docs/decisions.md). */
export const tasksEn = {} as const;
