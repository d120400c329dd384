// What other parts of the server may use of the Password Vault: the rotation of the master key and of a
// district's data key (the CLI), and adding entries outside a request (the demo's first start).

export { rotateDistrictKey, rotateMasterKey } from './key-rotation.ts';
export { addVaultEntries } from './vault-add.ts';
export { createVaultKeys } from './vault-keys.ts';
