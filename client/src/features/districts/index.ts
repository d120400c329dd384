// What other features may use of districts.

export { DISTRICT_FILTER_CONTROLS, useDistrictFilter } from './district-filters';
export { useDistricts } from './use-districts';
