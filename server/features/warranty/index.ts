// What other parts of the server may use of the warranty look-up: re-sealing its credentials when a
// district's data key rotates (the CLI).

export { resealWarrantyCredentials } from './warranty-reseal.ts';
