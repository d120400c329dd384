// What other features may use of the District profile and System Settings.
export { MissingInProfile } from './profile-link';
export { useSites } from './use-sites';
