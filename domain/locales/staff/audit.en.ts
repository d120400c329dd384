/** The words of client/src/features/audit, in English (staff screens: English only, docs/decisions.md). */
export const auditEn = {} as const;
