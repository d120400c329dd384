// What other features may use of districts.

export { DistrictFilters, NO_FILTER } from './district-filters';
export { useDistricts } from './use-districts';
