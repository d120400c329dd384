import { describe, expect, it } from 'vitest';
import {
  checkWarrantyRows,
  dellFinding,
  latestBySerial,
  needsLookup,
  parseWarrantyDay,
  WARRANTY_MESSAGES,
  warrantyColumnsOf,
  warrantyLookupInputSchema,
} from './warranty.ts';

describe('warranty CSV columns of the makers’ exports', () => {
  it.each([
    [['Service Tag', 'Ship Date', 'Warranty End Date'], 'Service Tag', 'Warranty End Date'], // Dell TechDirect
    [['Serial Number', 'Product', 'Start Date', 'End Date'], 'Serial Number', 'End Date'], // Lenovo, HP
    [['Serial Number', 'Coverage End Date'], 'Serial Number', 'Coverage End Date'], // Apple
    [['serial_number', 'warranty_expiration'], 'serial_number', 'warranty_expiration'],
    [['Serial number', 'Warranty ends'], 'Serial number', 'Warranty ends'], // our own export
    [['SN', 'Entitlement End Date'], 'SN', 'Entitlement End Date'],
  ])('%j', (headers, serial, endsOn) => expect(warrantyColumnsOf(headers)).toEqual({ serial, endsOn }));

  it('prefers the warranty end date over a generic end date', () => {
    expect(warrantyColumnsOf(['Serial', 'End Date', 'Warranty End Date'])?.endsOn).toBe('Warranty End Date');
  });

  it('needs both columns', () => {
    expect(warrantyColumnsOf(['Serial Number', 'Ship Date'])).toBeNull();
    expect(warrantyColumnsOf(['Asset', 'End Date'])).toBeNull();
  });
});

describe('warranty days as the portals write them', () => {
  it.each([
    ['2027-03-14', '2027-03-14'],
    ['2027-03-14T04:59:59.999Z', '2027-03-14'],
    ['2027/3/4', '2027-03-04'],
    ['3/14/2027', '2027-03-14'],
    ['03/14/2027 00:00', '2027-03-14'],
    ['14-Mar-2027', '2027-03-14'],
    ['14 March 2027', '2027-03-14'],
    ['Mar 14, 2027', '2027-03-14'],
    [' 2027-03-14 ', '2027-03-14'],
  ])('%s → %s', (input, day) => expect(parseWarrantyDay(input)).toBe(day));

  it.each(['', 'soon', '2027-02-30', '13/01/2027', '14-Foo-2027', '3/14/27', '1850-01-01'])(
    'refuses %j',
    (v) => expect(parseWarrantyDay(v)).toBeNull(),
  );

  it('checks rows and keeps each serial’s latest end', () => {
    const rows = checkWarrantyRows(
      [
        { 'Service Tag': 'ABC1234', 'End Date': '2025-01-01' },
        { 'Service Tag': 'abc1234', 'End Date': '2028-06-30' },
        { 'Service Tag': ' ', 'End Date': '2028-06-30' },
        { 'Service Tag': 'XYZ9', 'End Date': 'never' },
        { 'Service Tag': 'XYZ8', 'End Date': '' },
      ],
      { serial: 'Service Tag', endsOn: 'End Date' },
    );
    expect(rows).toEqual([
      { row: 2, serial: 'ABC1234', endsOn: '2025-01-01' },
      { row: 3, serial: 'abc1234', endsOn: '2028-06-30' },
      { row: 4, serial: '', error: WARRANTY_MESSAGES.rowSerial },
      { row: 5, serial: 'XYZ9', error: WARRANTY_MESSAGES.rowDate('never') },
      { row: 6, serial: 'XYZ8', error: 'The end date is empty.' },
    ]);
    expect([...latestBySerial(rows)]).toEqual([['ABC1234', { row: 3, endsOn: '2028-06-30' }]]);
  });
});

describe('the look-up', () => {
  const today = '2026-11-27';
  it('looks up Dell assets with a serial and no end date, or one ending within 60 days', () => {
    const a = { serialNumber: 'ABC1234', manufacturer: 'Dell Inc.', warrantyEndsOn: null };
    expect(needsLookup(a, 'dell', today)).toBe(true);
    expect(needsLookup({ ...a, warrantyEndsOn: '2027-01-26' }, 'dell', today)).toBe(true);
    expect(needsLookup({ ...a, warrantyEndsOn: '2027-01-27' }, 'dell', today)).toBe(false);
    expect(needsLookup({ ...a, serialNumber: ' ' }, 'dell', today)).toBe(false);
    expect(needsLookup({ ...a, manufacturer: 'Lenovo' }, 'dell', today)).toBe(false);
    expect(needsLookup({ ...a, manufacturer: 'Dellwood Furniture' }, 'dell', today)).toBe(false);
  });

  it('reads a Dell asset-entitlements record: the latest entitlement ends the warranty', () => {
    expect(
      dellFinding({
        serviceTag: 'ABC1234',
        invalid: false,
        entitlements: [
          { serviceLevelDescription: 'Basic', endDate: '2027-03-14T04:59:59.999Z' },
          { serviceLevelDescription: 'ProSupport', endDate: '2029-03-14T04:59:59.999Z' },
          { serviceLevelDescription: 'Odd', endDate: null },
        ],
      }),
    ).toEqual({ serial: 'ABC1234', endsOn: '2029-03-14', found: true });
    expect(dellFinding({ serviceTag: 'NOPE', invalid: true, entitlements: [] })).toEqual({
      serial: 'NOPE',
      endsOn: null,
      found: false,
    });
    expect(dellFinding({ serviceTag: 'OLD', entitlements: [] })).toEqual({
      serial: 'OLD',
      endsOn: null,
      found: true,
    });
    expect(dellFinding(null)).toBeNull();
    expect(dellFinding({ id: 1 })).toBeNull();
  });

  it('checks the settings', () => {
    const bad = (v: object) => warrantyLookupInputSchema.safeParse(v).error?.issues[0]?.message;
    expect(bad({ adapter: 'hp', enabled: true })).toBe(WARRANTY_MESSAGES.adapter);
    expect(bad({ adapter: 'dell', enabled: true, credentials: { clientId: '', clientSecret: 's' } })).toBe(
      WARRANTY_MESSAGES.clientId,
    );
    expect(bad({ adapter: 'dell', enabled: true, credentials: { clientId: 'c', clientSecret: ' ' } })).toBe(
      WARRANTY_MESSAGES.clientSecret,
    );
    expect(
      bad({
        adapter: 'dell',
        enabled: true,
        credentials: { clientId: 'c', clientSecret: 's', apiUrl: 'ftp://x' },
      }),
    ).toBe(WARRANTY_MESSAGES.apiUrl);
  });
});
