// What other features may use of district offboarding (docs/product.md#district-offboarding).

export { OffboardedDistricts } from './offboarded-districts';
export { OffboardingCard } from './offboarding-card';
