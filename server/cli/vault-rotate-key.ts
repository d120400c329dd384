import fs from 'node:fs/promises';
import { loadConfig } from '../config.ts';
import { decodeKey, loadMasterKey } from '../crypto/master-key.ts';
import { openDatabase } from '../db/open.ts';
import { rotateMasterKey } from '../features/vault/index.ts';

// NEW_VAULT_KEY=$(openssl rand -base64 32) npm run vault:rotate-key
// Re-wraps every district's vault key (and re-seals two-factor secrets) under the new master key.
// The current key is the one the server uses (VAULT_KEY, or DATA_DIR/vault.key). No key and no
// secret is ever printed.
const fresh = process.env.NEW_VAULT_KEY;
if (!fresh) {
  console.error('Usage: NEW_VAULT_KEY=<32 bytes in base64> npm run vault:rotate-key');
  console.error('Make one with `openssl rand -base64 32`; stop every server first.');
  process.exit(2);
}
let newKey: Buffer;
try {
  newKey = decodeKey(fresh, 'NEW_VAULT_KEY');
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(2);
}

const config = loadConfig();
const current = await loadMasterKey(config.vaultKey, config.dataDir);
if (current.key.equals(newKey)) {
  console.error('NEW_VAULT_KEY is the key in use already: nothing to do.');
  process.exit(2);
}
const opened = await openDatabase(config, () => {});
try {
  const done = await rotateMasterKey(opened.database.db, current.key, newKey);
  console.log(
    `Re-wrapped ${done.districtKeys} district vault key(s) and ${done.twoFactorSecrets} two-factor secret(s).`,
  );
  if (current.source === 'file' && current.file) {
    const temporary = `${current.file}.new`;
    await fs.writeFile(temporary, `${newKey.toString('base64')}\n`, { mode: 0o600 });
    await fs.rename(temporary, current.file);
    console.log(`${current.file} now holds the new key: back it up, and destroy copies of the old one.`);
  } else {
    console.log('Set VAULT_KEY to the new key on every server (and worker), then start them again.');
  }
} catch (err) {
  console.error(`Rotation failed, nothing was changed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await opened.shutdown();
}
