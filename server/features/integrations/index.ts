// What other features may use of integrations.
export { createIntegrationsService } from './integrations.service.ts';
