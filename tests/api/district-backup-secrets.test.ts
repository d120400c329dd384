import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/tokens.ts';
import { integrationConnections, reportingTokens, sessions } from '../../server/db/schema/index.ts';
import { makeDistrictArchive } from '../../server/features/bulk-operations/district-archive.ts';
import { restoreDistrictArchive } from '../../server/features/bulk-operations/index.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDb } from '../support/test-db.ts';

// Issue 26.4: a district's backup carries no bearer secret (calendar feed tokens, reporting tokens,
// sessions, one-time links, callback paths, password hashes): the archive is searched for each
// secret and its stored hash.

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
});
afterAll(() => t.close());

/** Every file of a .tar.gz, as one text. */
async function archiveText(archive: Buffer): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'backup-secrets-'));
  try {
    await fs.writeFile(path.join(dir, 'a.tar.gz'), archive);
    await fs.mkdir(path.join(dir, 'x'));
    await tar.extract({ file: path.join(dir, 'a.tar.gz'), cwd: path.join(dir, 'x') });
    const files = (await fs.readdir(path.join(dir, 'x'), { recursive: true, withFileTypes: true })).filter(
      (f) => f.isFile(),
    );
    const texts = await Promise.all(files.map((f) => fs.readFile(path.join(f.parentPath, f.name), 'utf8')));
    return texts.join('\n');
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const lastPart = (url: string) =>
  new URL(url).pathname
    .split('/')
    .pop()!
    .replace(/\.ics$/, '');
const cookieToken = (cookie: string) => decodeURIComponent(cookie.split('=')[1]!.split(';')[0]!);

describe('a district backup', () => {
  // Makes an archive and restores it into a second database: slow on a busy machine.
  it('holds none of the district’s bearer secrets, nor their hashes', { timeout: 120_000 }, async () => {
    const secrets: Record<string, string> = {};
    const visitFeed = await call(t.app, 'GET', `/api/visits/calendar-feed?districtId=${w.districtA.id}`, {
      cookie: w.cookies.techA,
    });
    expect(visitFeed.status).toBe(200);
    secrets['visit calendar feed'] = lastPart(visitFeed.body.url);
    const meetingFeed = await call(t.app, 'GET', `/api/meetings/calendar-feed?districtId=${w.districtA.id}`, {
      cookie: w.cookies.viewerA,
    });
    expect(meetingFeed.status).toBe(200);
    secrets['meeting calendar feed'] = lastPart(meetingFeed.body.url);
    const reporting = await call(t.app, 'POST', '/api/integrations/brightgauge/tokens', {
      cookie: w.cookies.adminA,
      body: { districtId: w.districtA.id, name: 'BrightGauge' },
    });
    expect(reporting.status).toBe(201);
    secrets['reporting token'] = reporting.body.token;
    secrets.session = cookieToken(w.cookies.adminA!);
    const reset = await call(t.app, 'POST', `/api/users/${w.people.viewerA.id}/password-reset`, {
      cookie: w.cookies.adminA,
    });
    secrets['reset link'] = lastPart(reset.body.resetUrl);
    const invited = await call(t.app, 'POST', '/api/users/invitations', {
      cookie: w.cookies.adminA,
      body: { districtId: w.districtA.id, email: 'new@backup.example', role: 'viewer' },
    });
    secrets['invitation link'] = lastPart(invited.body.inviteUrl);
    secrets['ConnectWise callback path'] = 'callback-key-of-district-a-0123456789';
    await t.db.insert(integrationConnections).values({
      districtId: w.districtA.id,
      name: 'connectwise',
      callbackKey: secrets['ConnectWise callback path'],
    });

    // The stored hashes are the ones searched for.
    const stored = async (table: typeof sessions | typeof reportingTokens, secret: string) =>
      (
        await t.db
          .select()
          .from(table)
          .where(eq(table.tokenHash, hashToken(secret)))
      ).length;
    expect(await stored(sessions, secrets.session)).toBe(1);
    expect(await stored(reportingTokens, secrets['reporting token']!)).toBe(1);

    const { archive, manifest } = await makeDistrictArchive(t.db, w.districtA.id);
    expect(manifest.tables.users).toBeGreaterThan(0);
    const text = await archiveText(archive);
    expect(text).toContain(w.people.viewerA.email);
    const found = Object.entries(secrets).flatMap(([what, secret]) => [
      ...(text.includes(secret) ? [`${what}`] : []),
      ...(text.includes(hashToken(secret)) ? [`${what}'s hash`] : []),
    ]);
    expect(found).toEqual([]);
    expect(text).not.toMatch(/"password_hash":"/);

    // Restored elsewhere, the district has no feed or token to read it by.
    const other = await createTestDb();
    try {
      const report = await restoreDistrictArchive(other.db, archive);
      expect(report.rows.visit_calendar_feeds).toBeUndefined();
      expect(report.rows.reporting_tokens).toBeUndefined();
      expect(report.rows.users).toBe(manifest.tables.users);
    } finally {
      await other.drop();
    }
  });
});
