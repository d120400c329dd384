// What other features may use of integrations: the dashboard's status list and analytics address.

// The rotation of a district's data key (the vault:rotate-key command line).
export { resealCredentials } from './connections.ts';
// Bulk Operations' "update integration settings".
export { connectorSettings, setConnectorSettings } from './connector-settings.ts';
export { districtDashboardUrl, integrationStatus } from './integration-status.ts';
