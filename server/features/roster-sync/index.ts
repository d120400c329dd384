// What other features may use of the roster source: its sealed credential (for key rotation).

export { resealRosterCredentials } from './roster-source-reseal.ts';
