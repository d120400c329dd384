import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * AES-256-GCM with a random 96-bit nonce. `context` is authenticated but not stored: a sealed value
 * opens only with the same context (e.g. the row and district it belongs to), so moving it to
 * another row makes it fail to open.
 */
export function seal(key: Buffer, plaintext: string, context: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64')}`;
}

/** The plaintext of `sealed`; throws if the key, the context or a single byte differs. */
export function open(key: Buffer, sealed: string, context: string): string {
  const [version, data] = sealed.split(':');
  if (version !== VERSION || !data) throw new Error('Not a sealed value');
  const raw = Buffer.from(data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}
