// What other features may use of SAML sign-in: the District profile's card.
export { SamlCard } from './saml-card';
