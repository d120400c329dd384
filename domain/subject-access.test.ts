import { describe, expect, it } from 'vitest';
import {
  anonymise,
  anonymiseJson,
  ERASED_LABEL,
  EXPORT_KINDS,
  erasurePlan,
  exportFileName,
  exportReadme,
  identifiersOf,
  names,
  openChargeWhy,
  SUBJECT_MESSAGES,
  subjectRequestSchema,
} from './subject-access.ts';

const id = '7f0e3c1a-5b2d-4c8e-9a6f-1d2e3f4a5b6c';

describe('who a request is about', () => {
  it('takes exactly one of personId and userId', () => {
    expect(subjectRequestSchema.safeParse({ personId: id }).success).toBe(true);
    expect(subjectRequestSchema.safeParse({ userId: id }).success).toBe(true);
    for (const body of [{}, { personId: id, userId: id }]) {
      const r = subjectRequestSchema.safeParse(body);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(SUBJECT_MESSAGES.exactlyOne);
    }
    expect(subjectRequestSchema.safeParse({ personId: 'nope' }).error?.issues[0]?.message).toBe(
      'Not a valid person id',
    );
  });
});

describe('the erasure rules', () => {
  it('keeps an open charge and a held device, with why, and then the roster record', () => {
    const plan = erasurePlan({
      openCharges: [{ description: 'Cracked screen', amountCents: 4500 }],
      heldDevices: [{ assetTag: 'CB-1', name: 'Chromebook' }],
      auditEntries: 2,
    });
    expect(plan.keepPersonRecord).toBe(true);
    expect(plan.kept).toContainEqual({
      what: 'Charge "Cracked screen" and the name on it',
      why: 'owes $45.00 (open charge)',
    });
    expect(plan.kept.map((k) => k.why)).toContain('holds the device (kept until it is returned)');
    expect(plan.kept.some((k) => k.what.startsWith('2 audit log entries'))).toBe(true);
  });

  it('deletes the roster record when nothing holds it', () => {
    const plan = erasurePlan({ openCharges: [], heldDevices: [], auditEntries: 0 });
    expect(plan.keepPersonRecord).toBe(false);
    expect(plan.kept.map((k) => k.what)).toEqual(['E-Rate and CIPA records']);
    expect(openChargeWhy(1234)).toBe('owes $12.34 (open charge)');
  });

  it('replaces names and emails in text and JSON, any case, longest first', () => {
    const ids = identifiersOf(['Ana Diaz', 'ana@x.org', null, 'A']);
    expect(ids).toEqual(['ana@x.org', 'Ana Diaz']);
    expect(anonymise('Laptop for ANA DIAZ (ana@x.org)', ids)).toBe(
      `Laptop for ${ERASED_LABEL} (${ERASED_LABEL})`,
    );
    expect(anonymiseJson({ a: ['ana diaz'], n: 3 }, ids)).toEqual({ a: [ERASED_LABEL], n: 3 });
    expect(names('to Ana Diaz.', ids)).toBe(true);
    expect(names('to Bo', ids)).toBe(false);
    expect(anonymise('a.b+c (x)', ['a.b+c'])).toBe(`${ERASED_LABEL} (x)`);
  });
});

describe('the archive', () => {
  it('names its file after the person and lists every kind in the README', () => {
    expect(exportFileName('José Núñez')).toBe('jose-nunez.zip');
    expect(exportFileName('***')).toBe('person.zip');
    const readme = exportReadme('Ana Diaz', '2026-01-01', { tickets: 2 });
    for (const k of EXPORT_KINDS) expect(readme).toContain(`${k.key}.json`);
    expect(readme).toContain('tickets.json, tickets.csv (2 rows)');
  });
});
