import { describe, expect, it } from 'vitest';
import {
  backoffMs,
  conflictNote,
  connectwiseChangedSince,
  laterSide,
  nextLink,
  REMOTE_CALLS,
  retryAfterMs,
  reverseLookup,
} from './integration-sync.ts';

describe('remote call rules', () => {
  it('backs off exponentially with jitter, within the ceiling', () => {
    expect(backoffMs(1, 500, () => 0)).toBe(250);
    expect(backoffMs(1, 500, () => 1)).toBe(500);
    expect(backoffMs(3, 500, () => 1)).toBe(2000);
    expect(backoffMs(30, 500, () => 1)).toBe(REMOTE_CALLS.maxWaitMs);
  });

  it('reads Retry-After as seconds or an HTTP date, bounded', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Sun, 01 Mar 2026 12:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Sun, 01 Mar 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('86400', now)).toBe(REMOTE_CALLS.maxWaitMs);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });

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
