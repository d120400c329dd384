export { makeDistrictArchive } from './district-archive.ts';
export { restoreDistrictArchive } from './district-restore.ts';
// Which columns are secrets (never in an archive, nor in a person's export).
export { BEARER_SECRETS, SEALED } from './district-tables.ts';
