// What other features may use of API tokens: the section of the account page.

export { ApiTokensSection } from './api-tokens-section';
