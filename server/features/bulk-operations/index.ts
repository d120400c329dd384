export { restoreDistrictArchive } from './district-restore.ts';
