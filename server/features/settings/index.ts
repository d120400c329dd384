// What other features may use of System Settings.
export { readDistrictSettings } from './settings.service.ts';
