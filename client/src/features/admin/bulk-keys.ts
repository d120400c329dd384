/** Query keys of the Bulk Operations screen. */
export const bulkKeys = {
  all: ['admin', 'bulk-operations'] as const,
  list: ['admin', 'bulk-operations', 'list'] as const,
  one: (id: string) => ['admin', 'bulk-operations', 'one', id] as const,
};
