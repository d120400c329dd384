import { describe, expect, it } from 'vitest';
import { isOrigin } from './events.ts';

describe('isOrigin', () => {
  it('takes a tab id of letters, digits and dashes, 8 to 64 long', () => {
    expect(isOrigin(crypto.randomUUID())).toBe(true);
    expect(isOrigin('lx2k9a-4f8q1z0c3m')).toBe(true);
  });
  it('refuses anything else', () => {
    for (const bad of [
      undefined,
      42,
      '',
      'short',
      'x'.repeat(65),
      '<script>alert(1)</script>',
      'a b c d e f',
      ['tab-1234abcd'],
    ])
      expect(isOrigin(bad)).toBe(false);
  });
});
