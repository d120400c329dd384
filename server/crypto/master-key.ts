import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const KEY_FILE = 'vault.key';

/** The master key and where it came from (the start banner says which). */
export interface MasterKey {
  key: Buffer;
  source: 'VAULT_KEY' | 'file';
  file?: string;
}

/**
 * The master key that wraps every secret's key: `VAULT_KEY` (base64, 32 bytes), or else a key file
 * made at the first start in DATA_DIR (mode 0600). Losing it loses what it sealed; several servers
 * must share one `VAULT_KEY`.
 */
export async function loadMasterKey(vaultKey: string | undefined, dataDir: string): Promise<MasterKey> {
  if (vaultKey) return { key: decodeKey(vaultKey, 'VAULT_KEY'), source: 'VAULT_KEY' };
  const file = path.join(dataDir, KEY_FILE);
  const existing = await fs.readFile(file, 'utf8').catch(() => null);
  if (existing) return { key: decodeKey(existing.trim(), file), source: 'file', file };
  await fs.mkdir(dataDir, { recursive: true });
  const key = randomBytes(32);
  // 'wx': two servers starting at once on one folder never overwrite each other's key.
  await fs.writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' }).catch(async (err) => {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  });
  return loadMasterKey(undefined, dataDir);
}

export function decodeKey(base64: string, where: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32)
    throw new Error(`${where} must be 32 bytes in base64 (e.g. \`openssl rand -base64 32\`)`);
  return key;
}

/**
 * The warning of a production server whose master key is a file inside DATA_DIR, or null: a file
 * backup of that folder copies the key beside the database, and with it every sealed secret opens.
 */
export function keyBesideDataWarning(key: MasterKey, dataDir: string, nodeEnv: string): string | null {
  if (nodeEnv !== 'production' || key.source !== 'file' || !key.file) return null;
  const inside = path.relative(path.resolve(dataDir), path.resolve(key.file));
  if (inside.startsWith('..') || path.isAbsolute(inside)) return null;
  return `The master key is the file ${key.file}, inside DATA_DIR: a backup of that folder holds every sealed secret with the key that opens it. Give VAULT_KEY from a secret store instead (docs/security.md#the-master-key).`;
}
