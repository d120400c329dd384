import { describe, expect, it } from 'vitest';
import {
  conflictNote,
  connectwiseChangedSince,
  laterSide,
  nextLink,
  reverseLookup,
} from './integration-sync.ts';

describe('paging', () => {
  it('follows the rel="next" of a Link header', () => {
    const header =
      '<https://cw.example/apis/3.0/service/tickets?page=2&pageSize=1000>; rel="next", <https://cw.example/apis/3.0/service/tickets?page=9>; rel="last"';
    expect(nextLink(header)).toBe('https://cw.example/apis/3.0/service/tickets?page=2&pageSize=1000');
    expect(nextLink('<https://x/?page=9>; rel="last"')).toBeNull();
    expect(nextLink(undefined)).toBeNull();
  });
});

describe('sync rules', () => {
  it('keeps the later change, the remote on a tie', () => {
    const a = new Date('2026-03-01T12:00:00Z');
    const b = new Date('2026-03-01T12:00:01Z');
    expect(laterSide(b, a)).toBe('local');
    expect(laterSide(a, b)).toBe('remote');
    expect(laterSide(a, a)).toBe('remote');
    expect(conflictNote('ConnectWise', 'local', b, a)).toMatch(
      /the later change, made in the portal, was kept\.$/,
    );
  });

  it('maps remote names back to portal values, ignoring case', () => {
    const map = { open: 'New', closed: 'Closed' };
    expect(reverseLookup(map, ' closed ')).toBe('closed');
    expect(reverseLookup(map, 'Escalated')).toBeNull();
    expect(reverseLookup(map, null)).toBeNull();
  });

  it("writes ConnectWise's conditions to the second", () => {
    expect(connectwiseChangedSince(new Date('2026-03-01T12:00:00.123Z'), 'board/name="Service Board"')).toBe(
      'lastUpdated >= [2026-03-01T12:00:00Z] and board/name="Service Board"',
    );
    expect(connectwiseChangedSince(null)).toBe('');
  });
});
