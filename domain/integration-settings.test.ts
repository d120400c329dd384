import { describe, expect, it } from 'vitest';
import {
  connectwiseOptionsSchema,
  saveConnectwiseSchema,
  saveIncidentiqSchema,
} from './integration-settings.ts';

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
