// What other parts of the server may use of the Password Vault: the master key's rotation (the CLI).

export { rotateMasterKey } from './key-rotation.ts';
export { createVaultKeys } from './vault-keys.ts';
