import fs from 'node:fs/promises';
import { describe } from 'vitest';
import { DOVECOT_BINARY } from './dovecot.ts';

/**
 * `describe` for tests that need Dovecot (tests/support/dovecot.ts): skipped loudly without it
 * (install Debian's dovecot-imapd), unless E2E_REQUIRED=1 (CI), where a missing Dovecot fails the run.
 */
export async function describeWithDovecot(): Promise<typeof describe | typeof describe.skip> {
  const found = await fs.access(DOVECOT_BINARY).then(
    () => true,
    () => false,
  );
  if (found) return describe;
  const msg = `No Dovecot at ${DOVECOT_BINARY}: the email channel's tests are SKIPPED. Install Debian's dovecot-imapd.`;
  if (process.env.E2E_REQUIRED === '1') throw new Error(msg);
  console.warn(`\n\n!!!!!!!! ${msg} !!!!!!!!\n\n`);
  return describe.skip;
}
