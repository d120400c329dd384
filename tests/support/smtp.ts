import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test process: every message it accepts is parsed and kept. */
export interface TestMailServer {
  /** `smtp://` address for SMTP_URL. */
  url: string;
  port: number;
  received: ParsedMail[];
  /** Messages being received right now (their data is arriving or held back by `delayMs`). */
  receiving(): number;
  /** The first message to `to` (waiting up to `timeoutMs`). */
  waitFor(to: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** `delayMs` holds each message back before accepting it (a slow mail server). */
export async function startMailServer(port = 0, delayMs = 0): Promise<TestMailServer> {
  const received: ParsedMail[] = [];
  let inFlight = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      inFlight++;
      simpleParser(stream)
        .then(async (mail) => {
          await new Promise((r) => setTimeout(r, delayMs));
          received.push(mail);
          done();
        })
        .catch(done)
        .finally(() => inFlight--);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.server.address() as AddressInfo).port;
  const addressed = (m: ParsedMail, to: string) =>
    (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).some((a) => a.value.some((v) => v.address === to));
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    received,
    receiving: () => inFlight,
    async waitFor(to, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = received.find((m) => addressed(m, to));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(
        `no mail to ${to} within ${timeoutMs} ms (received: ${received.map((m) => m.subject).join('; ')})`,
      );
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
