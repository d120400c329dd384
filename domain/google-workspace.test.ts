import { describe, expect, it } from 'vitest';
import {
  approvalReason,
  assetStatusOf,
  changedFields,
  googleStatusLabel,
  orgUnitPathSchema,
  ouSiteMapping,
  ouSiteTable,
  serviceAccountKeyProblem,
  siteOfPath,
  supportEndLabel,
  supportEndOf,
  tagOf,
  userEmailOf,
} from './google-workspace.ts';

describe('Google Workspace mapping', () => {
  it('takes the support end from autoUpdateThrough, else autoUpdateExpiration (ms)', () => {
    expect(supportEndOf({ autoUpdateThrough: '2029-06-30' })).toBe('2029-06-30');
    expect(supportEndOf({ autoUpdateThrough: '2029-06-30T00:00:00Z', autoUpdateExpiration: '0' })).toBe(
      '2029-06-30',
    );
    expect(supportEndOf({ autoUpdateExpiration: String(Date.UTC(2028, 5, 30)) })).toBe('2028-06-30');
    expect(supportEndOf({ autoUpdateExpiration: 'soon' })).toBeNull();
    expect(supportEndOf({})).toBeNull();
  });

  it('maps Google status onto the asset status', () => {
    expect(assetStatusOf('DEPROVISIONED', 'active')).toBe('retired');
    expect(assetStatusOf('DISABLED', 'active')).toBe('lost');
    expect(assetStatusOf('ACTIVE', 'maintenance')).toBe('maintenance');
    expect(assetStatusOf('ACTIVE', 'retired')).toBe('active');
    expect(assetStatusOf('ACTIVE', null)).toBe('active');
  });

  it('names the person by the annotated user, else the most recent user', () => {
    expect(userEmailOf({ annotatedUser: 'Maria.Lopez@D.org', recentUsers: [{ email: 'x@d.org' }] })).toBe(
      'maria.lopez@d.org',
    );
    expect(userEmailOf({ annotatedUser: 'Cart 4', recentUsers: [{ type: 'X' }, { email: 'X@d.org' }] })).toBe(
      'x@d.org',
    );
    expect(userEmailOf({})).toBeNull();
  });

  it('tags a new asset with the annotated asset id, else the serial', () => {
    expect(tagOf({ annotatedAssetId: ' NE-1 ', serialNumber: 'S1' })).toBe('NE-1');
    expect(tagOf({ annotatedAssetId: '', serialNumber: 'S1' })).toBe('S1');
  });

  it('builds the OU → site table: chosen, by name, else the parent', () => {
    const sites = [
      { id: 'north', name: 'North Elementary' },
      { id: 'south', name: 'South High' },
    ];
    const units = [
      { name: '/', orgUnitPath: '/' },
      { name: 'Students', orgUnitPath: '/Students' },
      { name: 'north elementary', orgUnitPath: '/Students/North' },
      { name: 'Grade 3', orgUnitPath: '/Students/North/Grade 3' },
      { name: 'Staff', orgUnitPath: '/Staff' },
    ];
    const table = ouSiteTable(units, sites, { '/Staff': 'south' });
    expect(siteOfPath(table, '/Students/North/Grade 3')).toBe('north');
    expect(siteOfPath(table, '/Students/North/Grade 3/Room 2')).toBe('north');
    expect(siteOfPath(table, '/Staff')).toBe('south');
    expect(siteOfPath(table, '/Students')).toBeNull();
    expect(
      siteOfPath(ouSiteTable(units, sites, { '/Students/North': null }), '/Students/North/Grade 3'),
    ).toBeNull();
  });

  it('lists changed fields, ignoring a model Google does not give', () => {
    const base = { model: 'A', status: 'active', siteId: null, personId: null, supportEndsAt: null };
    expect(changedFields(base, { ...base, model: null, status: 'retired' })).toEqual([
      { field: 'status', from: 'active', to: 'retired' },
    ]);
    expect(changedFields(base, base)).toEqual([]);
  });

  it('asks for approval on the first sync, a dry run, and above the share', () => {
    const base = { firstSync: false, dryRun: false, changes: 10, inventory: 100, percent: 10 };
    expect(approvalReason(base)).toBeNull();
    expect(approvalReason({ ...base, changes: 11 })).toBe(
      'It would change 11 % of the inventory (above 10 %).',
    );
    expect(approvalReason({ ...base, firstSync: true })).toBe(
      'The first sync is always reviewed before it runs.',
    );
    expect(approvalReason({ ...base, dryRun: true })).toBe('A dry run was asked for.');
    expect(approvalReason({ ...base, inventory: 0, changes: 0 })).toBeNull();
  });

  it('checks a key for its form', () => {
    expect(serviceAccountKeyProblem('{')).toMatch(/not JSON/);
    expect(
      serviceAccountKeyProblem(
        JSON.stringify({ type: 'service_account', client_email: 'a', private_key: 'k', token_uri: 'u' }),
      ),
    ).toBeNull();
  });
});

describe('supportEndLabel', () => {
  it('names the month and year of the last update, and whether it has passed', () => {
    expect(supportEndLabel('2027-06-01', '2026-11-27')).toEqual({
      text: 'Updates until June 2027',
      past: false,
    });
    expect(supportEndLabel('2025-06-01', '2026-11-27')).toEqual({
      text: 'Updates ended June 2025',
      past: true,
    });
  });
  it('counts the last day itself as supported', () => {
    expect(supportEndLabel('2026-11-27', '2026-11-27').past).toBe(false);
    expect(supportEndLabel('2026-11-26', '2026-11-27T08:00:00Z').past).toBe(true);
  });
});

describe('Org unit → site mapping', () => {
  const sites = [
    { id: 'north', name: 'North Elementary' },
    { id: 'south', name: 'South' },
  ];
  const units = [
    { name: 'Students', orgUnitPath: '/Students' },
    { name: 'North Elementary', orgUnitPath: '/Students/North Elementary' },
    { name: 'Grade 3', orgUnitPath: '/Students/North Elementary/Grade 3' },
    { name: 'Staff', orgUnitPath: '/Staff' },
    { name: 'Kiosks', orgUnitPath: '/Staff/Kiosks' },
  ];
  it('says where each site comes from: chosen, by name, from the parent, or none', () => {
    const m = ouSiteMapping(units, sites, { '/Staff': 'south', '/Staff/Kiosks': null });
    expect(m.get('/Students')).toEqual({ siteId: null, source: 'none' });
    expect(m.get('/Students/North Elementary')).toEqual({ siteId: 'north', source: 'name' });
    expect(m.get('/Students/North Elementary/Grade 3')).toEqual({ siteId: 'north', source: 'parent' });
    expect(m.get('/Staff')).toEqual({ siteId: 'south', source: 'chosen' });
    expect(m.get('/Staff/Kiosks')).toEqual({ siteId: null, source: 'chosen' });
    expect(m.get('/')).toEqual({ siteId: null, source: 'none' });
  });
  it('a chosen site beats the name, and a unit under "no site" has none', () => {
    const m = ouSiteMapping(units, sites, { '/Students/North Elementary': null });
    expect(m.get('/Students/North Elementary')).toEqual({ siteId: null, source: 'chosen' });
    expect(m.get('/Students/North Elementary/Grade 3')).toEqual({ siteId: null, source: 'none' });
  });
  it('the root chosen gives every unmapped unit its site', () => {
    const m = ouSiteMapping(units, sites, { '/': 'south' });
    expect(m.get('/Students')).toEqual({ siteId: 'south', source: 'parent' });
  });
  it('names Google statuses in words', () => {
    expect(googleStatusLabel('ACTIVE')).toBe('Active');
    expect(googleStatusLabel('DEPROVISIONED')).toBe('Deprovisioned');
    expect(googleStatusLabel('PRE_PROVISIONED')).toBe('Pre-provisioned');
    expect(googleStatusLabel('SOMETHING_NEW')).toBe('Something new');
  });
  it('takes org unit paths as Google writes them', () => {
    expect(orgUnitPathSchema.safeParse('/').success).toBe(true);
    expect(orgUnitPathSchema.safeParse('/Students/North').success).toBe(true);
    expect(orgUnitPathSchema.safeParse('Students').success).toBe(false);
    expect(orgUnitPathSchema.safeParse('/Students/').success).toBe(false);
    expect(orgUnitPathSchema.safeParse('/a//b').success).toBe(false);
  });
});
