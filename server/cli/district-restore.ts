import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { restoreDistrictArchive } from '../features/bulk-operations/index.ts';

// npm run district:restore -- FILE [--name "Restored district"] [--code CODE]
// Restores a district backup (Bulk Operations → Backup district data) into this install as a new
// district; into an empty install the rows keep their ids. Users come back without passwords.
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { name: { type: 'string' }, code: { type: 'string' } },
});
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error('Usage: npm run district:restore -- <backup .tar.gz> [--name "<name>"] [--code <CODE>]');
  process.exit(2);
}
const archive = await fs.readFile(file).catch(() => {
  console.error(`Cannot read ${file}.`);
  process.exit(2);
});

const config = loadConfig();
const opened = await openDatabase(config, () => {});
try {
  const report = await restoreDistrictArchive(opened.database.db, archive, {
    name: values.name?.trim() || undefined,
    code: values.code?.trim() || undefined,
  });
  const rows = Object.values(report.rows).reduce((a, b) => a + b, 0);
  console.log(`Restored ${report.name} (${report.code}) as district ${report.districtId}: ${rows} rows.`);
  for (const [table, n] of Object.entries(report.rows)) if (n > 0) console.log(`  ${table}: ${n}`);
  if (report.newIds) console.log('The install already held this district: the restored rows have new ids.');
  if (report.renamedUsers.length)
    console.log(
      `${report.renamedUsers.length} user(s) whose email another account has were restored inactive under a +restored address.`,
    );
  console.log('Users sign in again after a password reset (backups hold no passwords).');
} catch (err) {
  console.error(`Restore failed, nothing was changed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await opened.shutdown();
}
