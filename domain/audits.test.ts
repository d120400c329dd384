import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_FIXES_FOR,
  AUDIT_ITEM_STATES,
  type AuditItemState,
  classifyAuditItem,
  compareAuditItems,
  varianceCounts,
} from './audits.ts';

const audit = { siteId: 's1', room: null };
const roomAudit = { siteId: 's1', room: 'Room 12' };

describe('classifyAuditItem', () => {
  it('sorts items into found, missing, unexpected and wrong location', () => {
    const item = { expected: true, found: true, assetSiteId: 's1', assetLocation: 'Room 12' };
    expect(classifyAuditItem(item, audit)).toBe('found');
    expect(classifyAuditItem({ ...item, found: false }, audit)).toBe('missing');
    expect(classifyAuditItem({ ...item, expected: false, assetSiteId: 's2' }, audit)).toBe('unexpected');
    expect(classifyAuditItem({ ...item, expected: false, assetSiteId: null }, audit)).toBe('unexpected');
    expect(classifyAuditItem({ ...item, assetLocation: 'Library' }, roomAudit)).toBe('wrong_location');
    expect(classifyAuditItem({ ...item, assetLocation: ' room 12 ' }, roomAudit)).toBe('found');
    // Scanned off the list but of the site (in repair when the audit started, or moved here): found.
    expect(classifyAuditItem({ ...item, expected: false }, roomAudit)).toBe('found');
    // An expected asset moved away to another site meanwhile and found: unexpected.
    expect(classifyAuditItem({ ...item, assetSiteId: 's2' }, audit)).toBe('unexpected');
  });

  it('is missing exactly when not found, and found only at the audit’s site (property)', () => {
    const facts = fc.record({
      expected: fc.boolean(),
      found: fc.boolean(),
      assetSiteId: fc.constantFrom('s1', 's2', null),
      assetLocation: fc.constantFrom('Room 12', 'room 12', 'Library', ''),
    });
    fc.assert(
      fc.property(facts, fc.constantFrom(audit, roomAudit), (f, a) => {
        const s = classifyAuditItem(f, a);
        if ((s === 'missing') !== !f.found) return false;
        if (s === 'found' && f.assetSiteId !== a.siteId) return false;
        if (s === 'wrong_location' && a.room === null) return false;
        return AUDIT_ITEM_STATES.includes(s);
      }),
    );
  });

  it('offers a fix for every state but found', () => {
    expect(AUDIT_FIXES_FOR.found).toEqual([]);
    for (const s of ['missing', 'unexpected', 'wrong_location'] as const)
      expect(AUDIT_FIXES_FOR[s].length).toBeGreaterThan(0);
  });
});

describe('variance counts and order', () => {
  it('counts each state once (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...AUDIT_ITEM_STATES)), (states: AuditItemState[]) => {
        const c = varianceCounts(states, 7);
        return c.expected === 7 && c.found + c.missing + c.unexpected + c.wrongLocation === states.length;
      }),
    );
  });

  it('lists missing first, then unexpected, wrong location, found, by tag with numbers in order', () => {
    const items = [
      { state: 'found' as const, assetTag: 'A-10' },
      { state: 'missing' as const, assetTag: 'A-2' },
      { state: 'found' as const, assetTag: 'A-9' },
      { state: 'unexpected' as const, assetTag: 'B-1' },
      { state: 'wrong_location' as const, assetTag: 'C-1' },
    ];
    expect(items.sort(compareAuditItems).map((i) => i.assetTag)).toEqual([
      'A-2',
      'B-1',
      'C-1',
      'A-9',
      'A-10',
    ]);
  });
});
