import { describe, expect, it } from 'vitest';
import { hostOfUrl, isOneOf, parseHost } from './host-names.ts';

describe('host names', () => {
  it('reads a name with an optional port, and nothing that is more than that', () => {
    expect(parseHost('Portal.Example.org:8443')).toEqual({ name: 'portal.example.org', port: '8443' });
    expect(parseHost('[::1]:5000')).toEqual({ name: '[::1]', port: '5000' });
    expect(parseHost('localhost')).toEqual({ name: 'localhost', port: null });
    for (const bad of [
      '',
      'evil@localhost:5000',
      'localhost:5000/x',
      'http://localhost',
      'a b',
      '::1',
      'x:',
    ]) {
      expect(parseHost(bad), bad).toBeNull();
    }
  });

  it('spells out a URL’s default port', () => {
    expect(hostOfUrl('https://it.example.org/')).toEqual({ name: 'it.example.org', port: '443' });
    expect(hostOfUrl('http://localhost')).toEqual({ name: 'localhost', port: '80' });
    expect(hostOfUrl('http://[::1]:5000')).toEqual({ name: '[::1]', port: '5000' });
  });

  it('matches a Host header: exact port, any port for a name without one, a missing port as 80 or 443', () => {
    const names = [hostOfUrl('https://it.example.org'), { name: 'internal', port: null }];
    expect(isOneOf('it.example.org', names)).toBe(true);
    expect(isOneOf('IT.example.org:443', names)).toBe(true);
    expect(isOneOf('it.example.org:5000', names)).toBe(false);
    expect(isOneOf('internal:5000', names)).toBe(true);
    expect(isOneOf('it.example.org.', names)).toBe(false);
    expect(isOneOf('attacker.example', names)).toBe(false);
    expect(isOneOf(undefined, names)).toBe(false);
  });
});
