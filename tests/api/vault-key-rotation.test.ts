import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VaultEntry } from '../../domain/vault.ts';
import { open } from '../../server/crypto/seal.ts';
import {
  auditLog,
  integrationConnections,
  vaultDistrictKeys,
  vaultEntries,
} from '../../server/db/schema/index.ts';
import { createChannelStore } from '../../server/features/email-channels/channel-store.ts';
import { createConnections } from '../../server/features/integrations/connections.ts';
import { districtKeyContext, secretContext } from '../../server/features/vault/vault-keys.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { compiledServer, type RunningServer, startServer, tempDataDir } from '../support/server-process.ts';
import { call, createTestApp, TEST_VAULT_KEY, type TestApp } from '../support/test-app.ts';
import { createTestDb } from '../support/test-db.ts';

// Issue 26.8: a district's data key can be retired (`npm run vault:rotate-key -- --district`), and a
// production server warns when its master key is a file inside DATA_DIR.
const PROCESS_TEST_MS = 120_000;
const masterKey = Buffer.from(TEST_VAULT_KEY, 'base64');

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
}, PROCESS_TEST_MS);
afterAll(() => t.close());

interface Cli {
  code: number;
  stdout: string;
  stderr: string;
}
/** The compiled command line against the test database, as an operator runs it. */
async function rotate(...args: string[]): Promise<Cli> {
  const env = {
    ...process.env,
    DATABASE_URL: t.database.url,
    VAULT_KEY: TEST_VAULT_KEY,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
  };
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [compiledServer('cli/vault-rotate-key'), ...args],
      { env },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const addEntry = async (cookie: string | undefined, districtId: string, body: Record<string, unknown>) => {
  const res = await call<VaultEntry>(t.app, 'POST', '/api/vault', {
    cookie,
    body: {
      districtId,
      username: 'admin',
      category: 'Student Information System',
      department: 'IT Administration',
      accessLevel: 'admin',
      ...body,
    },
  });
  expect(res.status).toBe(201);
  return res.body;
};
const reveal = async (cookie: string | undefined, id: string, field: string) =>
  (
    await call<{ value: string | null }>(t.app, 'POST', `/api/vault/${id}/reveal`, {
      cookie,
      body: { field },
    })
  ).body.value;
const keyRow = async (districtId: string) =>
  (await t.db.select().from(vaultDistrictKeys).where(eq(vaultDistrictKeys.districtId, districtId)))[0]!;
const entriesOf = (districtId: string) =>
  t.db.select().from(vaultEntries).where(eq(vaultEntries.districtId, districtId));

describe('npm run vault:rotate-key -- --district', () => {
  it(
    'gives the district a new data key, re-seals its every secret under it, and leaves others alone',
    async () => {
      const sis = await addEntry(w.cookies.adminA, w.districtA.id, {
        title: 'PowerSchool',
        password: 'Rotated-Plaintext-1',
        notes: 'Recovery phone 555-0100',
        twoFactorBackup: 'ABCD-EFGH',
      });
      const wifi = await addEntry(w.cookies.adminA, w.districtA.id, {
        title: 'Wi-Fi',
        password: 'Shared-Psk-22',
      });
      const other = await addEntry(w.cookies.adminB, w.districtB.id, {
        title: 'B SIS',
        password: 'Other-District-3',
      });
      const creds = {
        instanceUrl: 'https://benson.incidentiq.com',
        siteId: 'site-42',
        apiToken: 'iiq-token-7',
      };
      const saved = await call(t.app, 'PUT', '/api/integrations/incidentiq', {
        cookie: w.cookies.adminA,
        body: { districtId: w.districtA.id, enabled: false, credentials: creds, options: {} },
      });
      expect(saved.status).toBe(200);
      const mailbox = await call(t.app, 'POST', '/api/email-channels', {
        cookie: w.cookies.adminA,
        body: {
          districtId: w.districtA.id,
          address: 'help@rotation.test',
          host: 'imap.rotation.test',
          username: 'help@rotation.test',
          password: 'imap-pass-8',
          enabled: false,
        },
      });
      expect(mailbox.status).toBe(201);
      // The app has used (and keeps in memory) both districts' keys before the rotation.
      expect(await reveal(w.cookies.adminA, sis.id, 'password')).toBe('Rotated-Plaintext-1');
      const keyA = await keyRow(w.districtA.id);
      const keyB = await keyRow(w.districtB.id);
      const sealedA = await entriesOf(w.districtA.id);
      const sealedB = await entriesOf(w.districtB.id);

      const cli = await rotate('--district', w.districtA.code.toLowerCase());
      expect(cli).toMatchObject({ code: 0, stderr: '' });
      expect(cli.stdout).toContain(
        're-sealed 2 vault entries, 1 integration credential(s) and 1 email channel password(s)',
      );
      expect(cli.stdout).not.toMatch(/Rotated-Plaintext|iiq-token|imap-pass/);

      const newKeyA = await keyRow(w.districtA.id);
      expect(newKeyA.wrappedKey).not.toBe(keyA.wrappedKey);
      expect(newKeyA.rotatedAt).not.toBeNull();
      const oldDataKey = Buffer.from(
        open(masterKey, keyA.wrappedKey, districtKeyContext(w.districtA.id)),
        'base64',
      );
      const newDataKey = Buffer.from(
        open(masterKey, newKeyA.wrappedKey, districtKeyContext(w.districtA.id)),
        'base64',
      );
      expect(newDataKey.equals(oldDataKey)).toBe(false);
      const resealed = await entriesOf(w.districtA.id);
      for (const row of resealed) {
        const before = sealedA.find((r) => r.id === row.id)!;
        expect(row.passwordSealed).not.toBe(before.passwordSealed);
        expect(row.passwordFingerprint).not.toBe(before.passwordFingerprint);
        // The retired key opens nothing any more.
        expect(() =>
          open(oldDataKey, row.passwordSealed, secretContext(row.districtId, row.id, 'password')),
        ).toThrow();
      }

      // The running app reads every secret back through the API, with no restart.
      expect(await reveal(w.cookies.adminA, sis.id, 'password')).toBe('Rotated-Plaintext-1');
      expect(await reveal(w.cookies.adminA, sis.id, 'notes')).toBe('Recovery phone 555-0100');
      expect(await reveal(w.cookies.adminA, sis.id, 'twoFactorBackup')).toBe('ABCD-EFGH');
      expect(await reveal(w.cookies.adminA, wifi.id, 'password')).toBe('Shared-Psk-22');
      const [connection] = await t.db
        .select()
        .from(integrationConnections)
        .where(
          and(
            eq(integrationConnections.districtId, w.districtA.id),
            eq(integrationConnections.name, 'incidentiq'),
          ),
        );
      expect(await createConnections(t.db, masterKey).credentials(connection!, 'incidentiq')).toEqual(creds);
      const channels = createChannelStore(t.db, masterKey);
      expect(await channels.password((await channels.get(mailbox.body.id))!)).toBe('imap-pass-8');
      // New secrets are sealed under the new key, and reuse is still found by fingerprint.
      const again = await addEntry(w.cookies.adminA, w.districtA.id, {
        title: 'Copy',
        password: 'Shared-Psk-22',
      });
      const rows = await entriesOf(w.districtA.id);
      expect(rows.find((r) => r.id === again.id)!.passwordFingerprint).toBe(
        rows.find((r) => r.id === wifi.id)!.passwordFingerprint,
      );

      // District B: same key, same sealed values, same plaintext.
      expect((await keyRow(w.districtB.id)).wrappedKey).toBe(keyB.wrappedKey);
      expect(await entriesOf(w.districtB.id)).toEqual(sealedB);
      expect(await reveal(w.cookies.adminB, other.id, 'password')).toBe('Other-District-3');

      const audit = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.districtId, w.districtA.id), eq(auditLog.action, 'vault.data-key-rotated')));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorId: null,
        actorLabel: 'Command line (npm run vault:rotate-key)',
        after: { vaultEntries: 2, integrationCredentials: 1, emailChannelPasswords: 1 },
      });
    },
    PROCESS_TEST_MS,
  );

  it(
    'finds a district by id too, and refuses an unknown district with exit code 2',
    async () => {
      const before = await keyRow(w.districtB.id);
      const byId = await rotate('--district', w.districtB.id);
      expect(byId.code).toBe(0);
      expect((await keyRow(w.districtB.id)).wrappedKey).not.toBe(before.wrappedKey);

      const unknown = await rotate('--district', 'NO-SUCH-DISTRICT');
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain(
        'No district has the code or id "NO-SUCH-DISTRICT": nothing was changed.',
      );
      const usage = await rotate('--district');
      expect(usage.code).toBe(2);
    },
    PROCESS_TEST_MS,
  );
});

describe('the master key at start', () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.kill().catch(() => {});
  });
  const WARNING = /The master key is the file .*vault\.key, inside DATA_DIR/;

  it(
    'warns a production server whose key is a file inside DATA_DIR, and not one given VAULT_KEY',
    async () => {
      const database = await createTestDb();
      const dataDir = await tempDataDir();
      try {
        const withFile = await startServer({ DATABASE_URL: database.url, DATA_DIR: dataDir, DEMO_MODE: '0' });
        servers.push(withFile);
        await withFile.stop();
        expect(withFile.output()).toMatch(WARNING);
        expect(await fs.stat(path.join(dataDir, 'vault.key'))).toBeTruthy();

        const withSecret = await startServer({
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          DEMO_MODE: '0',
          VAULT_KEY: (await fs.readFile(path.join(dataDir, 'vault.key'), 'utf8')).trim(),
        });
        servers.push(withSecret);
        await withSecret.stop();
        expect(withSecret.output()).not.toMatch(WARNING);
      } finally {
        await database.drop();
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    },
    PROCESS_TEST_MS,
  );
});
