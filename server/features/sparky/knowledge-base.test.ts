import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from './knowledge/index.ts';

describe('knowledge base', () => {
  it('has at least 40 K-12 IT articles with unique ids', () => {
    expect(KNOWLEDGE_BASE.length).toBeGreaterThanOrEqual(40);
    expect(new Set(KNOWLEDGE_BASE.map((a) => a.id)).size).toBe(KNOWLEDGE_BASE.length);
  });

  it.each(KNOWLEDGE_BASE.map((a) => [a.id, a] as const))('%s answers with concrete steps', (_id, a) => {
    expect(a.steps.length).toBeGreaterThanOrEqual(3);
    expect(a.steps.every((s) => s.length >= 20 && /[.)]$/.test(s))).toBe(true);
    expect(a.questions.length).toBeGreaterThanOrEqual(2);
    expect(a.keywords.length).toBeGreaterThanOrEqual(3);
    expect(a.ticketTitle.length).toBeLessThanOrEqual(80);
    expect(a.escalation).not.toBe('');
  });

  it('covers the topics the issue names', () => {
    const ids = KNOWLEDGE_BASE.map((a) => a.id);
    for (const id of [
      'staff-password-reset',
      'google-workspace-sign-in',
      'chromebook-sign-in',
      'network-outage',
      'projector-no-signal',
      'printer-offline',
      'device-physical-damage',
      'license-seats',
      'website-blocked',
      'mfa-setup',
      'phishing-report',
      'loaner-devices',
    ]) {
      expect(ids).toContain(id);
    }
  });
});
