// What other features may use of SCIM provisioning: the District profile's card.
export { ScimCard } from './scim-card';
