import { createHash, randomBytes } from 'node:crypto';

/** 256-bit random token for cookies and one-time links. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
