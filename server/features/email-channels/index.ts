// What other parts of the server may use of email channels: the rotation of a district's data key
// (the vault:rotate-key command line) re-seals their passwords.

export { resealChannelPasswords } from './channel-store.ts';
