// What other features may use of districts.
export { useDistricts } from './use-districts';
