import { and, eq } from 'drizzle-orm';
import { districtBackups } from '../../db/schema/index.ts';
import { countDistrictData, makeDistrictArchive } from './district-archive.ts';
import { type OperationHandler, plural } from './operation-handler.ts';

const sizeWords = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One archive of every table of the district (JSON) plus CSVs of its tickets and assets, to download. */
export const backupDistrictData: OperationHandler<'backup_district_data'> = async (
  { tx, operationId, dryRun },
  district,
) => {
  if (dryRun) {
    const counts = await countDistrictData(tx, district.id);
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    return {
      outcome: 'ok',
      detail: `Would archive ${plural(rows, 'row')} from ${plural(Object.keys(counts).length, 'table')} (${plural(counts.tickets ?? 0, 'ticket')}, ${plural(counts.assets ?? 0, 'asset')}).`,
    };
  }
  // A job that runs twice keeps the archive it already made.
  const [existing] = await tx
    .select({ id: districtBackups.id, sizeBytes: districtBackups.sizeBytes })
    .from(districtBackups)
    .where(and(eq(districtBackups.operationId, operationId), eq(districtBackups.districtId, district.id)));
  if (existing)
    return {
      outcome: 'ok',
      detail: `Archive ready (${sizeWords(existing.sizeBytes)}).`,
      backupId: existing.id,
    };
  const { archive, fileName, manifest } = await makeDistrictArchive(tx, district.id);
  const [row] = await tx
    .insert(districtBackups)
    .values({ districtId: district.id, operationId, fileName, sizeBytes: archive.length, archive })
    .returning({ id: districtBackups.id });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  return {
    outcome: 'ok',
    detail: `Archived ${plural(rows, 'row')} from ${plural(Object.keys(manifest.tables).length, 'table')} (${sizeWords(archive.length)}).`,
    backupId: row!.id,
  };
};
