import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accessoryNotes,
  type CustodyFacts,
  codeToTag,
  decideAuditScan,
  decideCustody,
  defaultDueOn,
  isStale,
  SCAN_MESSAGES,
  SCAN_MODE_LABELS,
  SCAN_MODES,
  type ScanPayload,
  scanSchema,
  versionDiffers,
} from './scans.ts';

const PUBLIC = 'https://portal.example.org';

describe('codeToTag', () => {
  it('reads the tag of a label QR, decoded', () => {
    expect(codeToTag(`${PUBLIC}/a/LS-0042`, PUBLIC)).toBe('LS-0042');
    expect(codeToTag(`${PUBLIC}/a/LS%200042%2FB`, PUBLIC)).toBe('LS 0042/B');
    expect(codeToTag(`${PUBLIC}/a/LS-0042?src=label#x`, PUBLIC)).toBe('LS-0042');
    expect(codeToTag(`  ${PUBLIC.toUpperCase()}/a/LS-1  `, PUBLIC)).toBe('LS-1');
    // The same portal behind another scheme.
    expect(codeToTag('http://portal.example.org/a/LS-7', PUBLIC)).toBe('LS-7');
    expect(codeToTag('http://localhost:5000/a/X', 'http://localhost:5000/')).toBe('X');
  });

  it('leaves a typed code, a serial and another site’s URL as they are (trimmed)', () => {
    expect(codeToTag(' 5CD1234XYZ ', PUBLIC)).toBe('5CD1234XYZ');
    expect(codeToTag('https://evil.example.com/a/LS-1', PUBLIC)).toBe('https://evil.example.com/a/LS-1');
    expect(codeToTag(`${PUBLIC}/assets/LS-1`, PUBLIC)).toBe(`${PUBLIC}/assets/LS-1`);
    expect(codeToTag(`${PUBLIC}/a/%E0%A4%A`, PUBLIC)).toBe('%E0%A4%A');
  });

  it('gives back any tag it was given inside a label URL (property)', () => {
    const tag = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() === s && s.length > 0);
    fc.assert(fc.property(tag, (t) => codeToTag(`${PUBLIC}/a/${encodeURIComponent(t)}`, PUBLIC) === t));
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }).filter((s) => !s.includes('://')),
        (code) => codeToTag(code, PUBLIC) === code.trim(),
      ),
    );
  });
});

describe('ordering and versions', () => {
  it('a scan older than the newest applied one is stale; equal or newer is not', () => {
    expect(isStale('2026-08-20T09:10:00Z', '2026-08-20T09:30:00Z')).toBe(true);
    expect(isStale('2026-08-20T09:30:00Z', '2026-08-20T09:30:00Z')).toBe(false);
    expect(isStale('2026-08-20T09:31:00Z', '2026-08-20T09:30:00Z')).toBe(false);
    expect(isStale('2026-08-20T09:31:00Z', null)).toBe(false);
    // Offsets compare as instants.
    expect(isStale('2026-08-20T11:10:00+02:00', '2026-08-20T09:30:00Z')).toBe(true);
  });

  it('applying scans in any arrival order keeps the newest one (property)', () => {
    // Whatever order scans of one asset arrive in, those applied are exactly the ones newer than
    // every scan applied before them, and the last applied is always the newest of all.
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 30 }),
        (mins) => {
          let last: string | null = null;
          for (const m of mins) {
            const at = new Date(Date.UTC(2026, 7, 20) + m * 60_000).toISOString();
            if (!isStale(at, last)) last = at;
          }
          return last === new Date(Date.UTC(2026, 7, 20) + Math.max(...mins) * 60_000).toISOString();
        },
      ),
    );
  });

  it('compares versions as instants', () => {
    expect(versionDiffers(undefined, '2026-08-20T09:30:00.000Z')).toBe(false);
    expect(versionDiffers('2026-08-20T09:30:00Z', '2026-08-20T09:30:00.000Z')).toBe(false);
    expect(versionDiffers('2026-08-20T09:30:00.001Z', '2026-08-20T09:30:00.000Z')).toBe(true);
    expect(versionDiffers('v1', 'v2')).toBe(true);
  });

  it('is due back on the last day of the school year', () => {
    expect(defaultDueOn('2026-08-20')).toBe('2027-06-30');
    expect(defaultDueOn('2027-03-01')).toBe('2027-06-30');
    expect(defaultDueOn('2027-06-30')).toBe('2027-06-30');
    expect(defaultDueOn('2027-07-01')).toBe('2028-06-30');
  });
});

describe('custody rules', () => {
  const base: CustodyFacts = {
    mode: 'check_in',
    asset: {
      assetTag: 'LS-1',
      status: 'active',
      siteId: 's1',
      siteName: 'Lakeside',
      assignedTo: 'Maya Lopez',
      personId: 'p1',
      version: '2026-08-20T09:00:00.000Z',
    },
    scannedAt: '2026-08-20T10:00:00Z',
    lastAppliedAt: null,
  };
  const out = (f: Partial<CustodyFacts['asset']> = {}) => ({ ...base.asset, ...f });

  it('checks in, or says it is already in', () => {
    expect(decideCustody(base)).toMatchObject({ result: 'ok', action: 'check_in' });
    expect(decideCustody({ ...base, asset: out({ assignedTo: null, personId: null }) })).toMatchObject({
      result: 'already',
      action: 'none',
    });
  });

  it('sets aside a device of another site, but not one of no site', () => {
    expect(decideCustody({ ...base, scanSiteId: 's2' })).toMatchObject({
      result: 'wrong_site',
      message: SCAN_MESSAGES.wrongSite('LS-1', 'Lakeside'),
    });
    expect(decideCustody({ ...base, scanSiteId: 's2', asset: out({ siteId: null }) }).result).toBe('ok');
  });

  it('answers conflict for a changed asset or a late older scan, and never acts then', () => {
    expect(decideCustody({ ...base, expectedVersion: '2026-08-20T08:00:00Z' })).toMatchObject({
      result: 'conflict',
      message: SCAN_MESSAGES.changedSince('LS-1'),
    });
    expect(decideCustody({ ...base, lastAppliedAt: '2026-08-20T11:00:00Z' })).toMatchObject({
      result: 'conflict',
      message: SCAN_MESSAGES.olderThanLast('LS-1'),
    });
  });

  it('checks out to a person, or refuses one held by someone else or not active', () => {
    const person = { id: 'p2', name: 'Sam Reed' };
    const free = out({ assignedTo: null, personId: null });
    expect(decideCustody({ ...base, mode: 'check_out', person, asset: free })).toMatchObject({
      result: 'ok',
      action: 'check_out',
    });
    expect(decideCustody({ ...base, mode: 'check_out', person })).toMatchObject({
      result: 'conflict',
      message: SCAN_MESSAGES.outToSomeoneElse('LS-1', 'Maya Lopez'),
    });
    expect(
      decideCustody({ ...base, mode: 'check_out', person: { id: 'p1', name: 'Maya Lopez' } }).result,
    ).toBe('already');
    expect(
      decideCustody({ ...base, mode: 'check_out', person, asset: { ...free, status: 'maintenance' } }),
    ).toMatchObject({ result: 'conflict', message: SCAN_MESSAGES.notAvailable('LS-1', 'maintenance') });
  });

  it('acts only when it answers ok (property)', () => {
    const facts = fc.record({
      mode: fc.constantFrom('check_in' as const, 'check_out' as const),
      held: fc.boolean(),
      samePerson: fc.boolean(),
      status: fc.constantFrom('active' as const, 'maintenance' as const, 'retired' as const, 'lost' as const),
      otherSite: fc.boolean(),
      stale: fc.boolean(),
      changed: fc.boolean(),
    });
    fc.assert(
      fc.property(facts, (f) => {
        const d = decideCustody({
          ...base,
          mode: f.mode,
          asset: out({
            status: f.status,
            assignedTo: f.held ? 'Maya Lopez' : null,
            personId: f.held ? 'p1' : null,
          }),
          person: { id: f.samePerson ? 'p1' : 'p2', name: 'X' },
          scanSiteId: f.otherSite ? 's2' : 's1',
          lastAppliedAt: f.stale ? '2026-08-20T11:00:00Z' : null,
          expectedVersion: f.changed ? '2026-01-01T00:00:00Z' : undefined,
        });
        return (d.result === 'ok') === (d.action !== 'none');
      }),
    );
  });
});

describe('audit scans', () => {
  const audit = { state: 'open' as const, siteId: 's1', room: 'Room 12' };
  const facts = {
    assetTag: 'LS-1',
    assetSiteId: 's1',
    assetSiteName: 'Lakeside',
    assetLocation: 'Room 12',
    audit,
  };
  it('marks expected items found once, and adds others by where they belong', () => {
    expect(decideAuditScan({ ...facts, item: { expected: true, found: false } }).action).toBe('mark_found');
    expect(decideAuditScan({ ...facts, item: { expected: true, found: true } }).result).toBe('already');
    expect(decideAuditScan({ ...facts, item: null })).toMatchObject({
      result: 'ok',
      action: 'add_unexpected',
    });
    expect(decideAuditScan({ ...facts, assetLocation: 'Library', item: null })).toMatchObject({
      result: 'wrong_site',
      message: SCAN_MESSAGES.wrongLocation('LS-1'),
    });
    expect(
      decideAuditScan({ ...facts, assetSiteId: 's2', assetSiteName: 'Benson', item: null }),
    ).toMatchObject({
      result: 'wrong_site',
      message: SCAN_MESSAGES.unexpected('LS-1', 'Benson'),
    });
    expect(decideAuditScan({ ...facts, assetSiteId: null, assetSiteName: null, item: null }).message).toBe(
      SCAN_MESSAGES.unexpectedNoSite('LS-1'),
    );
    expect(decideAuditScan({ ...facts, audit: { ...audit, state: 'closed' }, item: null }).result).toBe(
      'conflict',
    );
  });
});

describe('scan payloads', () => {
  it('names every mode', () => {
    for (const mode of SCAN_MODES) expect(SCAN_MODE_LABELS[mode]).toMatch(/^[A-Z]/);
  });

  it('notes missing accessories only', () => {
    expect(accessoryNotes(undefined)).toEqual([]);
    expect(accessoryNotes({ charger: true })).toEqual([]);
    expect(accessoryNotes({ charger: false, case: false })).toEqual([
      SCAN_MESSAGES.chargerMissing,
      SCAN_MESSAGES.caseMissing,
    ]);
  });

  it('accepts times with an offset and needs a person to check out to', () => {
    const ok: ScanPayload = {
      mode: 'check_in',
      code: 'A',
      scannedAt: '2026-08-20T09:00:00+02:00',
      scanKey: 'abcdefgh',
    };
    expect(scanSchema.safeParse(ok).success).toBe(true);
    expect(scanSchema.safeParse({ ...ok, mode: 'check_out' }).success).toBe(false);
  });
});
