import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  canSeeLicenseCosts,
  checkLicenseImport,
  createLicenseSchema,
  DEFAULT_REMINDER_DAYS,
  daysBetween,
  daysLeftText,
  describeLicenseHistory,
  dueReminderSteps,
  duplicateLicenseReason,
  formatIsoDay,
  formatLicenseCost,
  isExpiringSoon,
  isLowOnSeats,
  isoDay,
  LICENSE_CSV_COLUMNS,
  LICENSE_MESSAGES,
  licenseKey,
  licenseStatus,
  licenseStatusBounds,
  normalizeLadder,
  SEAT_ADVICE_MIN_DAYS_IN_USE,
  settledReminderSteps,
  toLicenseImportRow,
  UTILIZATION_ADVICE,
  utilizationAdvice,
  utilizationPercent,
  utilizationTone,
} from './licenses.ts';

const TODAY = '2026-03-14';

describe('dates', () => {
  it('counts whole days across months, years and daylight-saving changes', () => {
    expect(daysBetween('2026-03-14', '2026-03-14')).toBe(0);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-14', '2026-03-01')).toBe(-13);
    expect(addDays('2026-03-14', 90)).toBe('2026-06-12');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('says days left, today, or days overdue', () => {
    expect(daysLeftText(12)).toBe('12 days left');
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(0)).toBe('Renews today');
    expect(daysLeftText(-5)).toBe('5 days overdue');
    expect(daysLeftText(-1)).toBe('1 day overdue');
  });

  it('formats a calendar day the same in every time zone', () => {
    expect(formatIsoDay('2027-07-01')).toBe('Jul 1, 2027');
  });
});

describe('licenseStatus', () => {
  it('is expired once the renewal date is past, expiring within 90 days (today included), else active', () => {
    expect(licenseStatus({ renewalDate: '2026-03-13' }, TODAY)).toBe('expired');
    expect(licenseStatus({ renewalDate: TODAY }, TODAY)).toBe('expiring');
    expect(licenseStatus({ renewalDate: addDays(TODAY, 90) }, TODAY)).toBe('expiring');
    expect(licenseStatus({ renewalDate: addDays(TODAY, 91) }, TODAY)).toBe('active');
  });

  it('is cancelled whatever the dates', () => {
    expect(licenseStatus({ renewalDate: '2020-01-01', cancelledAt: '2026-01-01T00:00:00Z' }, TODAY)).toBe(
      'cancelled',
    );
  });

  it('gives queries the same boundaries', () => {
    expect(licenseStatusBounds(TODAY)).toEqual({ expiredBefore: TODAY, expiringThrough: '2026-06-12' });
  });
});

describe('expiring soon (the card and the tab)', () => {
  const soon = (renewalDate: string, today: string, cancelledAt: string | null = null) =>
    isExpiringSoon({ status: licenseStatus({ renewalDate, cancelledAt }, today) });

  it('is a renewal from today through 90 days ahead, not an expired or cancelled one', () => {
    expect(soon(addDays(TODAY, -1), TODAY)).toBe(false);
    expect(soon(TODAY, TODAY)).toBe(true);
    expect(soon(addDays(TODAY, 90), TODAY)).toBe(true);
    expect(soon(addDays(TODAY, 91), TODAY)).toBe(false);
    expect(soon(TODAY, TODAY, '2026-01-01T00:00:00Z')).toBe(false);
  });

  it("counts days in the district's time zone, not the server's", () => {
    // 05:30 UTC on March 14 is still the evening of March 13 in Phoenix (UTC-7, no daylight saving).
    const at = new Date('2026-03-14T05:30:00Z');
    expect(isoDay(at, 'UTC')).toBe('2026-03-14');
    expect(isoDay(at, 'America/Phoenix')).toBe('2026-03-13');
    expect(isoDay(at, 'Pacific/Kiritimati')).toBe('2026-03-14');
    const phoenix = isoDay(at, 'America/Phoenix');
    // A license that renewed "yesterday" in UTC renews today in Phoenix: still expiring soon there.
    expect(soon('2026-03-13', isoDay(at, 'UTC'))).toBe(false);
    expect(soon('2026-03-13', phoenix)).toBe(true);
    // The 90th day ahead of Phoenix's today is in; the 91st is not.
    expect(soon('2026-06-11', phoenix)).toBe(true);
    expect(soon('2026-06-12', phoenix)).toBe(false);
    // At local midnight the day turns: 07:00 UTC is 00:00 in Phoenix.
    expect(isoDay(new Date('2026-03-14T06:59:59Z'), 'America/Phoenix')).toBe('2026-03-13');
    expect(isoDay(new Date('2026-03-14T07:00:00Z'), 'America/Phoenix')).toBe('2026-03-14');
  });
});

describe('utilization', () => {
  const seats = (licenseCount: number, usedLicenses: number, seatModel = 'per_user' as const) => ({
    seatModel,
    licenseCount,
    usedLicenses,
  });

  it('is a whole percent of per-seat licenses only', () => {
    expect(utilizationPercent(seats(200, 150))).toBe(75);
    expect(utilizationPercent(seats(3, 2))).toBe(67);
    expect(utilizationPercent(seats(0, 0))).toBeNull();
    expect(utilizationPercent({ seatModel: 'site', licenseCount: 0, usedLicenses: 0 })).toBeNull();
    expect(utilizationPercent({ seatModel: 'unlimited', licenseCount: 10, usedLicenses: 5 })).toBeNull();
  });

  it('is red from 90 %, orange from 75 %, green below', () => {
    expect(utilizationTone(100)).toBe('red');
    expect(utilizationTone(90)).toBe('red');
    expect(utilizationTone(89)).toBe('orange');
    expect(utilizationTone(75)).toBe('orange');
    expect(utilizationTone(74)).toBe('green');
    expect(utilizationTone(0)).toBe('green');
  });

  const since = addDays(TODAY, -SEAT_ADVICE_MIN_DAYS_IN_USE);
  const advise = (l: Omit<Parameters<typeof utilizationAdvice>[0], 'inUseSince'>) =>
    utilizationAdvice({ ...l, inUseSince: since }, TODAY);

  it('advises buying at 90 % or more, reducing at 50 % or less (seats to keep, with the savings), else healthy', () => {
    const costs = { cost: 10_000, costPerSeat: null };
    expect(advise({ ...seats(100, 95), ...costs })).toEqual({ kind: 'high', text: UTILIZATION_ADVICE.high });
    expect(advise({ ...seats(100, 70), ...costs })).toEqual({
      kind: 'healthy',
      text: UTILIZATION_ADVICE.healthy,
    });
    // 30 of 100 used at $100 a seat: 40 seats keep it under 75 %, the other 60 save $6,000.
    expect(advise({ ...seats(100, 30), ...costs })).toEqual({
      kind: 'low',
      text: UTILIZATION_ADVICE.low,
      reduceTo: 40,
      savings: 6000,
      detail: 'Keep 40 of 100 seats: the other 60 would save $6,000 a year.',
    });
    // The per-seat price wins over the annual cost divided by the seats.
    expect(advise({ ...seats(100, 50), cost: 10_000, costPerSeat: 12.5 })).toMatchObject({
      kind: 'low',
      reduceTo: 67,
      savings: 412.5,
      detail: 'Keep 67 of 100 seats: the other 33 would save $412.50 a year.',
    });
    // Unknown (technicians) or zero costs save nothing that can be said: the seats to keep still are.
    expect(advise({ ...seats(100, 10), cost: null, costPerSeat: null })).toMatchObject({
      kind: 'low',
      savings: null,
      detail: 'Keep 14 of 100 seats (86 fewer).',
    });
    expect(advise({ ...seats(100, 10), cost: 0, costPerSeat: null })).toMatchObject({ savings: null });
    // Nothing in use after the waiting time: every seat could go, and the sentence says so.
    expect(advise({ ...seats(200, 0), cost: 6000, costPerSeat: null })).toMatchObject({
      reduceTo: 0,
      detail: 'None of the 200 seats is in use: dropping them would save $6,000 a year.',
    });
  });

  it(`gives no seat advice before ${SEAT_ADVICE_MIN_DAYS_IN_USE} days in use`, () => {
    const bought = (daysAgo: number) =>
      utilizationAdvice(
        { ...seats(200, 0), cost: 6000, costPerSeat: null, inUseSince: addDays(TODAY, -daysAgo) },
        TODAY,
      );
    expect(bought(1)).toEqual({
      kind: 'early',
      text: UTILIZATION_ADVICE.early,
      detail: `In use for 1 day: seat advice starts after ${SEAT_ADVICE_MIN_DAYS_IN_USE} days.`,
    });
    expect(bought(SEAT_ADVICE_MIN_DAYS_IN_USE - 1)).toMatchObject({ kind: 'early' });
    expect(bought(SEAT_ADVICE_MIN_DAYS_IN_USE)).toMatchObject({ kind: 'low', reduceTo: 0, savings: 6000 });
    // Bought for a date still ahead: no advice either.
    expect(bought(-10)).toMatchObject({
      kind: 'early',
      detail: expect.stringContaining('In use for 0 days'),
    });
    // Running out of seats needs no waiting time.
    expect(
      utilizationAdvice({ ...seats(10, 10), cost: 1, costPerSeat: null, inUseSince: TODAY }, TODAY),
    ).toMatchObject({ kind: 'high' });
  });

  it('says over-allocated when more seats are in use than bought', () => {
    expect(advise({ ...seats(100, 103), cost: 1, costPerSeat: null })).toEqual({
      kind: 'over',
      text: 'Over-allocated - 3 more seats in use than purchased',
      extraSeats: 3,
    });
    expect(UTILIZATION_ADVICE.over(1)).toBe('Over-allocated - 1 more seat in use than purchased');
  });

  it('has no advice for site and unlimited licenses', () => {
    expect(
      advise({ seatModel: 'site', licenseCount: 0, usedLicenses: 0, cost: 1, costPerSeat: null }),
    ).toBeNull();
  });
});

describe('isLowOnSeats', () => {
  const l = (licenseCount: number, usedLicenses: number, lowSeatThreshold: number | null = null) => ({
    seatModel: 'per_device' as const,
    licenseCount,
    usedLicenses,
    lowSeatThreshold,
  });

  it('is low when free seats fall to 5 % of the count or less', () => {
    expect(isLowOnSeats(l(100, 94))).toBe(false);
    expect(isLowOnSeats(l(100, 95))).toBe(true);
    expect(isLowOnSeats(l(100, 100))).toBe(true);
    expect(isLowOnSeats(l(100, 120))).toBe(true);
    expect(isLowOnSeats(l(10, 9))).toBe(false);
    expect(isLowOnSeats(l(10, 10))).toBe(true);
  });

  it('uses the license’s own threshold instead when it has one', () => {
    expect(isLowOnSeats(l(100, 80, 20))).toBe(true);
    expect(isLowOnSeats(l(100, 79, 20))).toBe(false);
    expect(isLowOnSeats(l(100, 99, 0))).toBe(false);
    expect(isLowOnSeats(l(100, 100, 0))).toBe(true);
  });

  it('is never low for site, unlimited or seatless licenses', () => {
    expect(isLowOnSeats({ ...l(0, 0), seatModel: 'site' })).toBe(false);
    expect(isLowOnSeats({ ...l(10, 10), seatModel: 'unlimited' })).toBe(false);
    expect(isLowOnSeats(l(0, 0))).toBe(false);
  });
});

describe('reminders', () => {
  const ladder = [...DEFAULT_REMINDER_DAYS];
  const renewal = addDays(TODAY, 30);

  it('sends each step once, when its day arrives', () => {
    expect(dueReminderSteps(ladder, addDays(TODAY, 91), TODAY, [])).toEqual([]);
    expect(dueReminderSteps(ladder, addDays(TODAY, 90), TODAY, [])).toEqual([90]);
    expect(dueReminderSteps(ladder, addDays(TODAY, 90), TODAY, [90])).toEqual([]);
    expect(dueReminderSteps(ladder, addDays(TODAY, 61), TODAY, [90])).toEqual([]);
    expect(dueReminderSteps(ladder, renewal, TODAY, [90, 60])).toEqual([30]);
    expect(dueReminderSteps(ladder, addDays(TODAY, 7), TODAY, [90, 60, 30])).toEqual([7]);
    expect(dueReminderSteps(ladder, TODAY, TODAY, [90, 60, 30, 7])).toEqual([]);
  });

  it('sends only the nearest step when several were reached at once, and nothing once past', () => {
    expect(dueReminderSteps(ladder, addDays(TODAY, 20), TODAY, [])).toEqual([30]);
    expect(dueReminderSteps(ladder, addDays(TODAY, 3), TODAY, [])).toEqual([7]);
    expect(dueReminderSteps(ladder, addDays(TODAY, -1), TODAY, [])).toEqual([]);
    expect(dueReminderSteps([], renewal, TODAY, [])).toEqual([]);
  });

  it('settles the sent step and every step further out', () => {
    expect(settledReminderSteps(ladder, 30)).toEqual([90, 60, 30]);
    expect(settledReminderSteps(ladder, 7)).toEqual([90, 60, 30, 7]);
    expect(settledReminderSteps([60, 14], 30)).toEqual([60, 30]);
  });

  it('stores a ladder furthest first, each step once', () => {
    expect(normalizeLadder([7, 30, 90, 30])).toEqual([90, 30, 7]);
  });
});

describe('costs', () => {
  it('shows 0 as Free and hides costs from technicians only', () => {
    expect(formatLicenseCost(0)).toBe('Free');
    expect(formatLicenseCost(4500)).toBe('$4,500');
    expect(formatLicenseCost(1234.5)).toBe('$1,234.50');
    expect(formatLicenseCost(null)).toBe('—');
    expect(canSeeLicenseCosts('technician')).toBe(false);
    for (const role of ['provider_admin', 'district_admin', 'viewer'] as const)
      expect(canSeeLicenseCosts(role)).toBe(true);
  });
});

describe('payloads', () => {
  const ok = { name: 'Securly Filter', vendor: 'Securly', licenseCount: 100, renewalDate: '2026-08-01' };
  const message = (body: unknown) => {
    const r = createLicenseSchema.safeParse(body);
    return r.success ? null : r.error.issues[0]?.message;
  };

  it('takes the defaults: per user, Productivity, counted from assignments, Free', () => {
    expect(createLicenseSchema.parse(ok)).toMatchObject({
      seatModel: 'per_user',
      category: 'Productivity',
      seatTracking: 'assignments',
      cost: 0,
      autoRenew: false,
      contactEmail: null,
      adminUrl: null,
    });
  });

  it.each([
    [{ ...ok, name: '  ' }, LICENSE_MESSAGES.nameRequired],
    [{ ...ok, vendor: undefined }, LICENSE_MESSAGES.vendorRequired],
    [{ ...ok, licenseCount: undefined }, LICENSE_MESSAGES.seatCount],
    [{ ...ok, licenseCount: -1 }, LICENSE_MESSAGES.seatCount],
    [{ ...ok, licenseCount: 2.5 }, LICENSE_MESSAGES.seatCount],
    [{ ...ok, cost: -0.01 }, LICENSE_MESSAGES.cost],
    [{ ...ok, costPerSeat: -3 }, LICENSE_MESSAGES.costPerSeat],
    [{ ...ok, cost: 1e12 }, LICENSE_MESSAGES.costMax],
    [{ ...ok, renewalDate: '' }, LICENSE_MESSAGES.renewalRequired],
    [{ ...ok, renewalDate: '2026-02-30' }, LICENSE_MESSAGES.invalidDate],
    [{ ...ok, purchaseDate: '2026-09-01' }, LICENSE_MESSAGES.renewalBeforePurchase],
    [{ ...ok, seatTracking: 'manual' }, LICENSE_MESSAGES.seatsUsedRequired],
    [{ ...ok, contactEmail: 'nobody' }, LICENSE_MESSAGES.invalidEmail],
    [{ ...ok, adminUrl: 'javascript:alert(1)' }, LICENSE_MESSAGES.invalidUrl],
    [{ ...ok, category: 'Games' }, LICENSE_MESSAGES.invalidCategory],
    [{ ...ok, seatModel: 'per_school' }, LICENSE_MESSAGES.invalidSeatModel],
  ])('refuses %j', (body, expected) => {
    expect(message(body)).toBe(expected);
  });

  it('needs no seat count for site and unlimited licenses, and keeps costs to the cent', () => {
    expect(message({ ...ok, licenseCount: undefined, seatModel: 'site' })).toBeNull();
    expect(createLicenseSchema.parse({ ...ok, cost: 10.005 }).cost).toBe(10.01);
  });
});

describe('history sentences', () => {
  it('says what changed, hiding costs and long notes', () => {
    expect(
      describeLicenseHistory({
        action: 'updated',
        details: {
          changes: [
            { field: 'licenseCount', from: 100, to: 120 },
            { field: 'cost', from: null, to: null, hidden: true },
            { field: 'renewalDate', from: '2026-07-01', to: '2026-08-01' },
            { field: 'notes', from: 'a', to: 'b' },
          ],
        },
      }),
    ).toBe(
      'Changed the seat count from 100 to 120; changed the annual cost; changed the renewal date from Jul 1, 2026 to Aug 1, 2026; changed the notes',
    );
  });

  it('keeps the previous term of a renewal', () => {
    expect(
      describeLicenseHistory({
        action: 'renewed',
        details: {
          renewalDate: '2027-07-01',
          cost: 4800,
          previous: { renewalDate: '2026-07-01', cost: 4500 },
        },
      }),
    ).toBe('Renewed until Jul 1, 2027 for $4,800 a year (the previous term ended Jul 1, 2026, $4,500)');
    expect(
      describeLicenseHistory({ action: 'reminders_changed', details: { reminderDays: [60, 30, 7] } }),
    ).toBe('Set reminders to 60, 30 and 7 days before renewal');
    expect(describeLicenseHistory({ action: 'seat_assigned', details: { assignee: 'Ms. Rivera' } })).toBe(
      'Assigned a seat to Ms. Rivera',
    );
  });
});

describe('CSV import', () => {
  const header = LICENSE_CSV_COLUMNS.map((c) => c.label).join(',');
  const parse = (lines: string[]) =>
    Papa.parse<Record<string, string>>([header, ...lines].join('\n'), {
      header: true,
      skipEmptyLines: true,
    }).data.map(toLicenseImportRow);

  it('reads the export’s own cells back: labels, money, US dates, Yes/No, escaped formulas', () => {
    const rows = parse([
      `Jamf School,Jamf,mobile device management,Per device,600,,"$7,200.00",$12,7/1/2025,7/1/2026,Active,Yes,PO-1,a@jamf.example,https://jamf.example,'=notes`,
    ]);
    const { valid, rejected } = checkLicenseImport(rows, new Map());
    expect(rejected).toEqual([]);
    expect(valid[0]).toMatchObject({
      row: 2,
      name: 'Jamf School',
      category: 'Mobile Device Management',
      seatModel: 'per_device',
      licenseCount: 600,
      seatTracking: 'assignments',
      cost: 7200,
      costPerSeat: 12,
      purchaseDate: '2025-07-01',
      renewalDate: '2026-07-01',
      autoRenew: true,
      notes: '=notes',
      cancelled: false,
    });
  });

  it('reports every rejected row with the form’s own messages, and duplicates', () => {
    const rows = parse([
      ',Nobody,Productivity,Per user,10,,0,,,2026-08-01,,No,,,,',
      'Canvas,Instructure,Games,Per user,ten,,0,,,2026-08-01,,No,,,,',
      'Zoom,Zoom,Productivity,Per user,10,,0,,2026-09-01,2026-08-01,,No,,,,',
      'Gaggle,Gaggle,Student Safety,Per user,10,4,0,,,2026-08-01,Cancelled,No,,,,',
      'gaggle,GAGGLE,Student Safety,Per user,10,,0,,,2026-08-01,,No,,,,',
      'Securly,Securly,Content Filtering,Site license,,,100,,,2026-08-01,,maybe,,,,',
    ]);
    const { valid, rejected } = checkLicenseImport(
      rows,
      new Map([[licenseKey('Securly', 'securly'), { name: 'Securly', vendor: 'securly' }]]),
    );
    expect(valid.map((v) => [v.row, v.name, v.seatTracking, v.usedLicenses, v.cancelled])).toEqual([
      [5, 'Gaggle', 'manual', 4, true],
    ]);
    expect(rejected).toEqual([
      { row: 2, name: '', reasons: [LICENSE_MESSAGES.nameRequired] },
      { row: 3, name: 'Canvas', reasons: [LICENSE_MESSAGES.invalidCategory, LICENSE_MESSAGES.seatCount] },
      { row: 4, name: 'Zoom', reasons: [LICENSE_MESSAGES.renewalBeforePurchase] },
      { row: 6, name: 'gaggle', reasons: ['Duplicate of row 5 (same name and vendor)'] },
      {
        row: 7,
        name: 'Securly',
        reasons: [
          'Say whether the license renews by itself.',
          'Securly from securly is already in this district',
        ],
      },
    ]);
  });
});

describe('duplicateLicenseReason (Add License, Edit and Import alike)', () => {
  const existing = new Map([
    [licenseKey('GoGuardian Admin', 'GoGuardian'), { name: 'GoGuardian Admin', vendor: 'GoGuardian' }],
  ]);

  it('refuses the same name and vendor whatever the case and spaces, naming the license the district has', () => {
    expect(duplicateLicenseReason(existing, ' goguardian admin', 'GOGUARDIAN ')).toBe(
      'GoGuardian Admin from GoGuardian is already in this district',
    );
  });

  it('accepts the same name from another vendor, or another name from the same vendor', () => {
    expect(duplicateLicenseReason(existing, 'GoGuardian Admin', 'Securly')).toBeNull();
    expect(duplicateLicenseReason(existing, 'GoGuardian Teacher', 'GoGuardian')).toBeNull();
  });
});
