/** Query keys of the dashboard: everything sits under ['dashboard']. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  metrics: (scope: string) => ['dashboard', 'metrics', scope] as const,
  integrations: ['integrations', 'status'] as const,
};
