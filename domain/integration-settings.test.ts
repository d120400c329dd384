import { describe, expect, it } from 'vitest';
import {
  connectwiseOptionsSchema,
  isPrivateAddress,
  remoteUrlProblem,
  saveConnectwiseSchema,
  saveIncidentiqSchema,
} from './integration-settings.ts';

describe('remote addresses', () => {
  it('are https to public hosts unless insecure addresses are allowed', () => {
    expect(remoteUrlProblem('https://api-na.myconnectwise.net/v4_6_release/apis/3.0', false)).toBeNull();
    expect(remoteUrlProblem('http://api-na.myconnectwise.net', false)).toBe(
      'The address must start with https://',
    );
    for (const host of [
      '127.0.0.1',
      'localhost',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '[::1]',
      '[fd00::1]',
    ])
      expect(remoteUrlProblem(`https://${host}/x`, false), host).toBe(
        'The address may not point at a private or local network',
      );
    expect(remoteUrlProblem('http://127.0.0.1:4000', true)).toBeNull();
    expect(remoteUrlProblem('ftp://x', true)).toBe('Enter a full address starting with https://');
    expect(remoteUrlProblem('nonsense', true)).toBe('Enter a full address starting with https://');
  });

  it('knows private and public addresses', () => {
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    expect(isPrivateAddress('172.32.0.1')).toBe(false);
    expect(isPrivateAddress('::ffff:10.0.0.1')).toBe(true);
    expect(isPrivateAddress('2606:4700::1111')).toBe(false);
  });
});

describe('integration settings', () => {
  it('accept options: {} with every default', () => {
    const saved = saveConnectwiseSchema.parse({ enabled: false, options: {} });
    expect(saved.options).toEqual(connectwiseOptionsSchema.parse({}));
    expect(saved.options.statusMap).toEqual({
      open: 'New',
      in_progress: 'In Progress',
      resolved: 'Resolved',
      closed: 'Closed',
    });
    expect(saved.options.syncMinutes).toBe(15);
    expect(saveIncidentiqSchema.parse({ enabled: true }).options.facets).toEqual([]);
  });

  it('keep given mappings and fill the rest', () => {
    const o = connectwiseOptionsSchema.parse({ statusMap: { open: 'Triage' } });
    expect(o.statusMap.open).toBe('Triage');
    expect(o.statusMap.closed).toBe('Closed');
  });

  it('trim the site address and refuse what is not one', () => {
    const c = { companyId: 'c', publicKey: 'p', privateKey: 'k', clientId: 'id' };
    expect(
      saveConnectwiseSchema.parse({
        enabled: true,
        credentials: { ...c, siteUrl: 'https://x.example/apis/3.0/' },
      }).credentials?.siteUrl,
    ).toBe('https://x.example/apis/3.0');
    const bad = saveConnectwiseSchema.safeParse({ enabled: true, credentials: { ...c, siteUrl: 'x' } });
    expect(bad.error?.issues[0]?.message).toBe('Enter a full address starting with https://');
  });
});
