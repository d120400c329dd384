// What other features may use of the dashboard: the integrations' status (the sidebar's dots).
export { useIntegrationsStatus } from './use-integrations-status';
