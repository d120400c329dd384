import { describe, expect, it } from 'vitest';
import {
  canCancelOffboarding,
  certificateLines,
  confirmsDistrictName,
  countLines,
  deleteAtOf,
  deletionMayStart,
  isActiveOffboarding,
  OFFBOARDING_MESSAGES,
  type Offboarding,
  sizeInWords,
  startOffboardingFormSchema,
  startOffboardingSchema,
} from './offboarding.ts';

describe('starting an offboarding', () => {
  it('takes 0 to 365 whole days, 30 when not told', () => {
    expect(startOffboardingSchema.parse({})).toEqual({ deleteAfterDays: 30 });
    expect(startOffboardingSchema.parse({ deleteAfterDays: 0 }).deleteAfterDays).toBe(0);
    expect(startOffboardingSchema.parse({ deleteAfterDays: 365 }).deleteAfterDays).toBe(365);
    for (const bad of [-1, 366, 2.5, '30', null]) {
      const r = startOffboardingSchema.safeParse({ deleteAfterDays: bad });
      expect(r.success, String(bad)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(OFFBOARDING_MESSAGES.deleteAfterDays);
    }
  });

  it('is confirmed by typing the district’s name (case and spaces around aside)', () => {
    expect(confirmsDistrictName('  benson unified ', 'Benson Unified')).toBe(true);
    expect(confirmsDistrictName('Benson', 'Benson Unified')).toBe(false);
    const form = startOffboardingFormSchema('Benson Unified');
    expect(form.safeParse({ deleteAfterDays: '30', confirmName: 'Benson Unified' }).success).toBe(true);
    const wrong = form.safeParse({ deleteAfterDays: '30', confirmName: 'Benson' });
    expect(wrong.error?.issues[0]?.message).toBe(OFFBOARDING_MESSAGES.confirmName);
  });
});

describe('the steps of an offboarding', () => {
  it('is active until deleted, cancelled or failed; cancellable until the deletion starts', () => {
    expect(['archiving', 'waiting', 'deleting'].every((s) => isActiveOffboarding(s as never))).toBe(true);
    expect(['deleted', 'cancelled', 'failed'].some((s) => isActiveOffboarding(s as never))).toBe(false);
    expect(canCancelOffboarding('archiving')).toBe(true);
    expect(canCancelOffboarding('waiting')).toBe(true);
    expect(canCancelOffboarding('deleting')).toBe(false);
    expect(canCancelOffboarding('deleted')).toBe(false);
  });

  it('deletes after the confirmation period, counted from the archive', () => {
    const ready = new Date('2026-03-01T10:00:00Z');
    const at = deleteAtOf(ready, 30);
    expect(at.toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(deletionMayStart({ status: 'waiting', deleteAt: at }, new Date('2026-03-31T09:59:59Z'))).toBe(
      false,
    );
    expect(deletionMayStart({ status: 'waiting', deleteAt: at }, new Date('2026-03-31T10:00:00Z'))).toBe(
      true,
    );
    expect(deletionMayStart({ status: 'cancelled', deleteAt: at }, new Date('2026-04-30T10:00:00Z'))).toBe(
      false,
    );
    expect(deletionMayStart({ status: 'waiting', deleteAt: deleteAtOf(ready, 0) }, ready)).toBe(true);
  });
});

describe('the certificate of deletion', () => {
  const o: Offboarding = {
    id: 'o1',
    districtId: 'd1',
    districtName: 'Benson Unified',
    districtCode: 'BENSON',
    status: 'deleted',
    deleteAfterDays: 30,
    requestedBy: 'Ana Diaz',
    requestedAt: '2026-03-01T10:00:00.000Z',
    archive: {
      readyAt: '2026-03-01T10:02:00.000Z',
      sha256: 'ab'.repeat(32),
      sizeBytes: 2_500_000,
      backupId: null,
    },
    deleteAt: '2026-03-31T10:02:00.000Z',
    deletionStartedAt: '2026-03-31T10:10:00.000Z',
    keyDestroyedAt: '2026-03-31T10:10:01.000Z',
    deletedAt: '2026-03-31T10:12:00.000Z',
    cancelledAt: null,
    cancelledBy: null,
    deletedCounts: { users: 12, tickets: 300, districts: 1, sessions: 0 },
    progress: null,
    error: null,
  };

  it('lists the tables with rows by name, with their total', () => {
    expect(countLines(o.deletedCounts)).toEqual({
      rows: [
        { table: 'districts', rows: 1 },
        { table: 'tickets', rows: 300 },
        { table: 'users', rows: 12 },
      ],
      total: 313,
    });
  });

  it('says who asked, when, the archive’s hash and size, the key and the deletion', () => {
    const c = certificateLines(o, new Date('2026-04-01T08:00:00Z'));
    const facts = Object.fromEntries(c.facts);
    expect(c.title).toBe('Certificate of deletion');
    expect(facts).toMatchObject({
      District: 'Benson Unified',
      'District code': 'BENSON',
      'Requested by': 'Ana Diaz',
      'Requested at': '2026-03-01 10:00:00 UTC',
      'Archive SHA-256': 'ab'.repeat(32),
      'Archive size': '2.4 MB (2500000 bytes)',
      'Data key destroyed at': '2026-03-31 10:10:01 UTC',
      'Deletion completed at': '2026-03-31 10:12:00 UTC',
    });
    expect(c.statement).toContain(OFFBOARDING_MESSAGES.noRemainingRows);
    expect(c.generatedAt).toBe('Generated at 2026-04-01 08:00:00 UTC');
  });

  it('words sizes', () => {
    expect(sizeInWords(512)).toBe('512 B');
    expect(sizeInWords(2048)).toBe('2 KB');
    expect(sizeInWords(3 * 1024 * 1024 * 1024)).toBe('3.00 GB');
  });
});
