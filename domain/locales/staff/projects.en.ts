/** The words of client/src/features/projects, in English (staff screens: English only, docs/decisions.md). */
export const projectsEn = {} as const;
