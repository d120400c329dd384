import dns from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import { ImapFlow, type ImapFlowError } from 'imapflow';
import { EMAIL_CONNECTION_MESSAGES as C, type EmailChannelTest } from '../../../domain/email-channels.ts';
import { addressAllowed, classifyAddress } from '../../../domain/remote-calls.ts';

/** Where a mailbox is: its server, port, TLS, account and folder (the password is given apart). */
export interface MailboxTarget {
  host: string;
  port: number;
  tls: boolean;
  username: string;
  folder: string;
}

export interface ImapOptions {
  /**
   * The escape hatch of tests and labs (INTEGRATIONS_ALLOW_INSECURE, refused in production), as for
   * integrations: loopback servers, and a plain connection where the server offers no STARTTLS.
   */
  allowInsecure: boolean;
  /** Name resolution (tests may map names); its answer is checked either way. */
  lookup?: LookupFunction;
  /** Connecting, greeting and each command (10 s, 10 s, 60 s by default). */
  connectTimeoutMs?: number;
}

/** A mailbox that could not be reached or read: the message says what failed, in words an administrator can act on. */
export class MailboxError extends Error {
  constructor(
    message: string,
    readonly reason: 'dns' | 'address' | 'connection' | 'tls' | 'authentication' | 'folder' | 'other',
  ) {
    super(message);
  }
}

/**
 * The address the server's name resolves to, refused when any of its addresses is private or local
 * (loopback only with the escape hatch): the connection then goes to that very address, so a name
 * cannot resolve to one address for the check and another for the connection.
 */
async function checkedAddress(host: string, opts: ImapOptions): Promise<string> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (net.isIP(bare)) {
    if (!addressAllowed(classifyAddress(bare), opts.allowInsecure))
      throw new MailboxError(C.address(host), 'address');
    return bare;
  }
  const lookup = opts.lookup ?? (dns.lookup as LookupFunction);
  const addresses = await new Promise<dns.LookupAddress[]>((resolve, reject) =>
    lookup(bare, { all: true }, (err, found) =>
      err ? reject(err) : resolve(found as unknown as dns.LookupAddress[]),
    ),
  ).catch(() => {
    throw new MailboxError(C.dns(host), 'dns');
  });
  if (addresses.length === 0) throw new MailboxError(C.dns(host), 'dns');
  if (addresses.some((a) => !addressAllowed(classifyAddress(a.address), opts.allowInsecure)))
    throw new MailboxError(C.address(host), 'address');
  return addresses[0]!.address;
}

const CERTIFICATE_REASONS: Record<string, string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'it is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'its chain ends in a self-signed certificate',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its issuer is not known',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'its issuer is not known',
  UNABLE_TO_GET_ISSUER_CERT: 'its issuer is not known',
  CERT_HAS_EXPIRED: 'it has expired',
  CERT_NOT_YET_VALID: 'it is not valid yet',
  ERR_TLS_CERT_ALTNAME_INVALID: 'it was issued for another name',
  CERT_REVOKED: 'it was revoked',
};

/** What a failure of the connection or of signing in means, as one sentence (never the password). */
export function describeImapFailure(err: unknown, target: MailboxTarget): MailboxError {
  if (err instanceof MailboxError) return err;
  const e = err as ImapFlowError & { code?: string };
  const code = e.code ?? '';
  const { host, port } = target;
  if (e.authenticationFailed || e.serverResponseCode === 'AUTHENTICATIONFAILED')
    return new MailboxError(C.authentication(target.username), 'authentication');
  if (code in CERTIFICATE_REASONS)
    return new MailboxError(C.certificate(host, CERTIFICATE_REASONS[code]!), 'tls');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME')
    return new MailboxError(C.dns(host), 'dns');
  if (code === 'ECONNREFUSED') return new MailboxError(C.refused(host, port), 'connection');
  if (['CONNECT_TIMEOUT', 'ETIMEDOUT', 'ETIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH'].includes(code))
    return new MailboxError(C.timeout(host, port), 'connection');
  if (code === 'GREETING_TIMEOUT')
    return new MailboxError(target.tls ? C.timeout(host, port) : C.notImap(host, port), 'connection');
  const message = e.message ?? String(err);
  if (/does not support STARTTLS|STARTTLS is not possible/i.test(message))
    return new MailboxError(C.noStarttls(host, port), 'tls');
  if (code === 'ERR_SSL_WRONG_VERSION_NUMBER' || /wrong version number/i.test(message))
    return new MailboxError(
      C.tls(host, port, 'the server did not answer with TLS; port 143 expects STARTTLS: turn TLS off for it'),
      'tls',
    );
  if (e.tlsFailed || code.startsWith('ERR_SSL') || code.startsWith('ERR_TLS'))
    return new MailboxError(C.tls(host, port, message.split('\n')[0]!.slice(0, 120)), 'tls');
  if (
    [
      'ECONNRESET',
      'EPIPE',
      'EConnectionClosed',
      'ClosedAfterConnectText',
      'ClosedAfterConnectTLS',
      'NoConnection',
    ].includes(code)
  )
    return new MailboxError(C.closed(host), 'connection');
  return new MailboxError(C.other(host, (e.responseText ?? message).slice(0, 200)), 'other');
}

/**
 * Connects and signs in: TLS from the first byte (`tls`), else STARTTLS before the password is
 * sent (required: only the tests' escape hatch may go on without it). The address is checked
 * first; every failure is a MailboxError saying what failed.
 */
export async function connectMailbox(
  target: MailboxTarget,
  password: string,
  opts: ImapOptions,
): Promise<ImapFlow> {
  const address = await checkedAddress(target.host, opts);
  const bare = target.host.replace(/^\[|\]$/g, '');
  const client = new ImapFlow({
    host: address,
    port: target.port,
    secure: target.tls,
    // The certificate is checked against the name typed, though the connection goes to its address.
    ...(net.isIP(bare) ? {} : { servername: bare }),
    ...(target.tls ? {} : { doSTARTTLS: opts.allowInsecure ? undefined : true }),
    tls: { rejectUnauthorized: true, minVersion: 'TLSv1.2' },
    auth: { user: target.username, pass: password },
    logger: false,
    connectionTimeout: opts.connectTimeoutMs ?? 10_000,
    greetingTimeout: opts.connectTimeoutMs ?? 10_000,
    socketTimeout: 60_000,
    disableAutoIdle: true,
    clientInfo: { name: 'District IT Portal' },
  });
  // A connection lost later is reported by the command that was running; this keeps it from
  // becoming an uncaught error of the process.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (err) {
    client.close();
    throw describeImapFailure(err, target);
  }
  return client;
}

/** Signs out (or drops the connection when the server no longer answers). */
export async function disconnect(client: ImapFlow): Promise<void> {
  await client.logout().catch(() => client.close());
}

/** The folders of the mailbox, for a message naming the one that is missing. */
async function folderNames(client: ImapFlow): Promise<string[]> {
  return (await client.list().catch(() => [])).map((f) => f.path);
}

/** A missing folder as the message says it (with the folders there are). */
export async function missingFolder(client: ImapFlow, folder: string): Promise<MailboxError> {
  return new MailboxError(C.folder(folder, await folderNames(client)), 'folder');
}

/** True when opening a folder failed because it does not exist. */
export function isMissingFolder(err: unknown): boolean {
  const e = err as ImapFlowError;
  return (
    !!e.mailboxMissing ||
    e.serverResponseCode === 'NONEXISTENT' ||
    /doesn't exist|does not exist|not exist|unknown mailbox|no such (mailbox|folder)/i.test(
      e.responseText ?? '',
    )
  );
}

/** "Test connection": connects, signs in and opens the folder read-only; says what failed, or how many messages it holds. */
export async function testMailbox(
  target: MailboxTarget,
  password: string,
  opts: ImapOptions,
): Promise<EmailChannelTest> {
  let client: ImapFlow | null = null;
  try {
    client = await connectMailbox(target, password, opts);
    try {
      const box = await client.mailboxOpen(target.folder, { readOnly: true });
      return { ok: true, message: C.ok(target.host, target.port, target.folder, box.exists) };
    } catch (err) {
      if (isMissingFolder(err))
        return { ok: false, message: (await missingFolder(client, target.folder)).message };
      throw err;
    }
  } catch (err) {
    return { ok: false, message: describeImapFailure(err, target).message };
  } finally {
    if (client) await disconnect(client);
  }
}
