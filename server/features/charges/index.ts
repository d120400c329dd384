// What other features may use of charges: the check-out hold (asset check-out and scans).

export { assertNotHeld } from './charges.service.ts';
