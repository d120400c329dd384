export { makeDistrictArchive } from './district-archive.ts';
export { restoreDistrictArchive } from './district-restore.ts';
