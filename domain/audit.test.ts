import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges, auditValueText } from './audit.ts';

describe('audit entries in words', () => {
  it('names known actions and keeps unknown ones', () => {
    expect(auditActionLabel('permissions.saved')).toBe('Permissions saved');
    expect(auditActionLabel('something.new')).toBe('something.new');
  });

  it('writes values: on/off, text, JSON, and a dash for nothing', () => {
    expect(auditValueText(true)).toBe('on');
    expect(auditValueText(false)).toBe('off');
    expect(auditValueText('viewer')).toBe('viewer');
    expect(auditValueText({ critical: 4 })).toBe('{"critical":4}');
    expect(auditValueText(null)).toBe('—');
  });

  it('lists only the changed fields, set and cleared ones included', () => {
    expect(
      auditChanges(
        { tickets: true, assets: true, role: 'technician' },
        { tickets: false, assets: true, name: 'A' },
      ),
    ).toEqual([
      { field: 'tickets', before: 'on', after: 'off' },
      { field: 'role', before: 'technician', after: '—' },
      { field: 'name', before: '—', after: 'A' },
    ]);
    expect(auditChanges(null, { email: 'a@b.org' })).toEqual([
      { field: 'email', before: '—', after: 'a@b.org' },
    ]);
  });
});
