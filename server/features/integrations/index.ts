// What other features may use of integrations: the dashboard's status list and analytics address.

// Bulk Operations' "update integration settings".
export { connectorSettings, setConnectorSettings } from './connector-settings.ts';
export { districtDashboardUrl, integrationStatus } from './integration-status.ts';
