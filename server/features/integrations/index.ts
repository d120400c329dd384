// What other features may use of integrations: the dashboard's status list and analytics address.
export { districtDashboardUrl, integrationStatus } from './integration-status.ts';
