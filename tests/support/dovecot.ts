import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ImapFlow } from 'imapflow';
import { freePort } from './server-process.ts';

/**
 * A real IMAP server for the email channel's tests: Dovecot from Debian's packages
 * (`dovecot-imapd`, installed by .ci/run), started by the test on free ports with a throwaway
 * configuration, passwd-file and maildir in a temporary folder, logging to a file there. It never
 * touches the system's Dovecot (its own base_dir, state_dir and instance name).
 */
export const DOVECOT_BINARY = '/usr/sbin/dovecot';

export interface ImapAccount {
  user: string;
  password: string;
}

export interface TestImapServer {
  host: '127.0.0.1';
  /** Plain IMAP (STARTTLS offered when `tls` was asked). */
  port: number;
  /** IMAP over TLS with a self-signed certificate (`tls: true` only), else null. */
  tlsPort: number | null;
  /** Puts raw RFC 822 messages into a folder of an account with IMAP APPEND (folder made if missing). */
  append(account: ImapAccount, messages: (string | Buffer)[], folder?: string): Promise<void>;
  /** The messages of a folder: uid, subject, Message-ID and flags. */
  messages(
    account: ImapAccount,
    folder?: string,
  ): Promise<{ uid: number; subject: string; messageId: string; flags: string[] }[]>;
  /** The folders of an account. */
  folders(account: ImapAccount): Promise<string[]>;
  /** An IMAP session of an account (the caller logs out). */
  client(account: ImapAccount): Promise<ImapFlow>;
  /** What Dovecot logged so far (for a failing test's message). */
  log(): Promise<string>;
  stop(): Promise<void>;
}

const run = promisify(execFile);

/** Waits until something on `port` greets as an IMAP server. */
async function waitForGreeting(port: number, timeoutMs: number, child: ChildProcess, logFile: string) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) break;
    const greeted = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.setTimeout(1000);
      socket.once('data', (d) => {
        socket.destroy();
        resolve(d.toString().startsWith('* OK'));
      });
      socket.once('error', () => resolve(false));
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
    });
    if (greeted) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  const log = await fs.readFile(logFile, 'utf8').catch(() => '');
  throw new Error(`Dovecot did not answer on port ${port} (exit ${child.exitCode}):\n${log}`);
}

/**
 * Starts a Dovecot of its own: plain authentication from a passwd-file, maildirs in a temporary
 * folder, IMAP only on 127.0.0.1. As root it drops to Debian's `dovecot`/`dovenull` users and
 * keeps mail as `nobody` (Dovecot refuses mail as root); otherwise everything runs as the current
 * user. `tls: true` adds an IMAPS port and STARTTLS with a self-signed certificate.
 */
export async function startDovecot(
  opts: { accounts?: ImapAccount[]; tls?: boolean } = {},
): Promise<TestImapServer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-dovecot-'));
  await fs.chmod(dir, 0o755);
  const mailDir = path.join(dir, 'mail');
  const baseDir = path.join(dir, 'run');
  const logFile = path.join(dir, 'dovecot.log');
  const passwdFile = path.join(dir, 'users');
  await fs.mkdir(mailDir, { mode: 0o755 });
  await fs.mkdir(path.join(dir, 'state'), { mode: 0o755 });

  const me = os.userInfo();
  const asRoot = me.uid === 0;
  const mailUid = asRoot ? 65534 : me.uid;
  const mailGid = asRoot ? 65534 : me.gid;
  if (asRoot) await fs.chown(mailDir, mailUid, mailGid);

  const users = (opts.accounts ?? []).map((a) => `${a.user}:{PLAIN}${a.password}::::::`);
  await fs.writeFile(passwdFile, `${users.join('\n')}\n`, { mode: 0o644 });

  const port = await freePort();
  const tlsPort = opts.tls ? await freePort() : null;
  let sslLines = ['ssl = no'];
  if (opts.tls) {
    const cert = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ]);
    sslLines = ['ssl = yes', `ssl_cert = <${cert}`, `ssl_key = <${key}`];
  }

  const config = [
    'protocols = imap',
    'listen = 127.0.0.1',
    `base_dir = ${baseDir}`,
    `state_dir = ${path.join(dir, 'state')}`,
    `instance_name = portal-test-${path.basename(dir)}`,
    `log_path = ${logFile}`,
    'auth_mechanisms = plain login',
    'disable_plaintext_auth = no',
    // A wrong password is answered at once (the tests try some on purpose).
    'auth_failure_delay = 0',
    'login_trusted_networks = 127.0.0.0/8',
    ...sslLines,
    ...(asRoot
      ? ['default_internal_user = dovecot', 'default_login_user = dovenull']
      : [
          `default_internal_user = ${me.username}`,
          `default_login_user = ${me.username}`,
          `first_valid_uid = ${me.uid}`,
          `first_valid_gid = ${me.gid}`,
        ]),
    'passdb {',
    '  driver = passwd-file',
    `  args = scheme=PLAIN username_format=%u ${passwdFile}`,
    '}',
    'userdb {',
    '  driver = static',
    `  args = uid=${mailUid} gid=${mailGid} home=${mailDir}/%u`,
    '}',
    'mail_location = maildir:~/Maildir',
    'service imap-login {',
    ...(asRoot ? [] : ['  chroot =', `  user = ${me.username}`]),
    '  inet_listener imap {',
    '    address = 127.0.0.1',
    `    port = ${port}`,
    '  }',
    '  inet_listener imaps {',
    '    address = 127.0.0.1',
    `    port = ${tlsPort ?? 0}`,
    ...(tlsPort ? ['    ssl = yes'] : []),
    '  }',
    '}',
    // No growing delay after failed logins from one address (the tests fail some on purpose): the
    // authentication process turns penalties off when it cannot open anvil's penalty socket.
    'service anvil {',
    ...(asRoot ? [] : ['  chroot =']),
    '  unix_listener anvil-auth-penalty {',
    '    mode = 0',
    '  }',
    '}',
    'service stats {',
    '  inet_listener http {',
    '    port = 0',
    '  }',
    '}',
    '',
  ].join('\n');
  const configFile = path.join(dir, 'dovecot.conf');
  await fs.writeFile(configFile, config);

  // In the foreground (-F), as this process's child: stopping it is killing it.
  const child = spawn(DOVECOT_BINARY, ['-F', '-c', configFile], { stdio: 'ignore' });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  await waitForGreeting(port, 15_000, child, logFile);

  const session = async (account: ImapAccount) => {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      doSTARTTLS: false,
      auth: { user: account.user, pass: account.password },
      logger: false,
    });
    await client.connect();
    return client;
  };
  async function withSession<T>(account: ImapAccount, work: (c: ImapFlow) => Promise<T>): Promise<T> {
    const client = await session(account);
    try {
      return await work(client);
    } finally {
      await client.logout().catch(() => client.close());
    }
  }

  return {
    host: '127.0.0.1',
    port,
    tlsPort,
    append: (account, messages, folder = 'INBOX') =>
      withSession(account, async (c) => {
        if (folder !== 'INBOX') await c.mailboxCreate(folder).catch(() => {});
        for (const raw of messages) await c.append(folder, raw);
      }),
    messages: (account, folder = 'INBOX') =>
      withSession(account, async (c) => {
        const lock = await c.getMailboxLock(folder);
        try {
          const found: { uid: number; subject: string; messageId: string; flags: string[] }[] = [];
          if (c.mailbox && c.mailbox.exists === 0) return found;
          for await (const m of c.fetch('1:*', { uid: true, envelope: true, flags: true }))
            found.push({
              uid: m.uid,
              subject: m.envelope?.subject ?? '',
              messageId: m.envelope?.messageId ?? '',
              flags: [...(m.flags ?? [])],
            });
          return found;
        } finally {
          lock.release();
        }
      }),
    folders: (account) => withSession(account, async (c) => (await c.list()).map((f) => f.path)),
    client: session,
    log: () => fs.readFile(logFile, 'utf8').catch(() => ''),
    async stop() {
      process.removeListener('exit', killOnExit);
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
