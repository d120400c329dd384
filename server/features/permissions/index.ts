// What other features may use of permissions.
export { defaultFeatures } from './default-features.ts';
