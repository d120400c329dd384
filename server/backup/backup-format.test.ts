import { describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, parseManifest, quotedTable } from './backup-format.ts';

describe('the manifest of an instance backup', () => {
  it('is read from the first line when it is one of this format', () => {
    const line = JSON.stringify({ format: BACKUP_FORMAT, version: 1, method: 'copy' });
    expect(parseManifest(line)).toMatchObject({ method: 'copy' });
  });

  it('refuses another file, another format and a newer version', () => {
    expect(() => parseManifest('\u001f\u008b garbage')).toThrow(
      'not an instance backup of the portal (no manifest)',
    );
    expect(() => parseManifest(JSON.stringify({ format: 'district-backup', version: 1 }))).toThrow(
      'not an instance backup of the portal',
    );
    expect(() => parseManifest(JSON.stringify({ format: BACKUP_FORMAT, version: 2 }))).toThrow(
      'format (version 2) is newer than this release reads',
    );
  });

  it('names a table with its schema, quoted', () => {
    expect(quotedTable('pgboss.job')).toBe('"pgboss"."job"');
  });
});
