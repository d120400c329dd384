// What other features may use of Student Privacy: a license's agreement in its details.
export { LicenseAgreementFact } from './agreement-on-license';
