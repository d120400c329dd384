import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ConnectwiseCredentials } from '../../../domain/integration-settings.ts';
import { jsonOf, type RemoteCallOptions, remoteFetch } from '../../lib/remote-http.ts';
import { CONNECTWISE_ACCEPT } from './connectwise-client.ts';

export const CALLBACK_MESSAGES = {
  unsigned: 'Unsigned callback refused.',
  badSignature: 'Callback signature does not match: refused.',
  badKeyUrl: 'Callback key_url is not on the configured ConnectWise site: refused.',
  noKey: 'The signing key could not be read from ConnectWise: refused.',
} as const;

/** The signature ConnectWise puts in `x-content-signature`: base64 HMAC-SHA256 of the raw body with the signing key. */
export const callbackSignature = (rawBody: string, signingKey: string) =>
  createHmac('sha256', signingKey).update(rawBody, 'utf8').digest('base64');

/**
 * Checks a ConnectWise callback: it must be signed, its `Metadata.key_url` must be on the district's
 * own ConnectWise site (never an address the caller chose), and the signature made with the key
 * read from there must match. Returns the reason to refuse, or null.
 */
export async function verifyCallback(
  rawBody: string,
  signature: string | undefined,
  creds: ConnectwiseCredentials,
  remote: RemoteCallOptions,
): Promise<string | null> {
  if (!signature) return CALLBACK_MESSAGES.unsigned;
  let keyUrl: URL;
  try {
    const body = JSON.parse(rawBody) as { Metadata?: { key_url?: unknown } };
    keyUrl = new URL(String(body.Metadata?.key_url ?? ''));
  } catch {
    return CALLBACK_MESSAGES.badKeyUrl;
  }
  const site = new URL(creds.siteUrl);
  if (keyUrl.origin !== site.origin) return CALLBACK_MESSAGES.badKeyUrl;
  const auth = Buffer.from(`${creds.companyId}+${creds.publicKey}:${creds.privateKey}`).toString('base64');
  const res = await remoteFetch(
    'ConnectWise',
    keyUrl.href,
    {
      method: 'GET',
      headers: { authorization: `Basic ${auth}`, clientid: creds.clientId, accept: CONNECTWISE_ACCEPT },
    },
    { ...remote, tries: 2 },
  ).catch(() => null);
  const key = res?.ok ? ((await jsonOf(res)) as { signing_key?: unknown } | null)?.signing_key : null;
  if (typeof key !== 'string' || !key) return CALLBACK_MESSAGES.noKey;
  const expected = Buffer.from(callbackSignature(rawBody, key));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? null
    : CALLBACK_MESSAGES.badSignature;
}
