// What other features may use of districts.

export { districtFilterControls, useDistrictFilter } from './district-filters';
export { useDistricts } from './use-districts';
