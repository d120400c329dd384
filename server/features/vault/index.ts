// What other parts of the server may use of the Password Vault: the rotation of the master key and of a
// district's data key (the CLI).

export { rotateDistrictKey, rotateMasterKey } from './key-rotation.ts';
export { createVaultKeys } from './vault-keys.ts';
