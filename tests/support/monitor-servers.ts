import dgram from 'node:dgram';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import selfsigned, { type SelfsignedOptions } from 'selfsigned';

/** A certificate authority of the tests and certificates it signs for localhost (selfsigned). */
export interface TestPki {
  ca: { cert: string; key: string };
  /** A leaf for localhost and 127.0.0.1, valid until `notAfter`. */
  leaf(notAfter: Date): Promise<{ cert: string; key: string }>;
  /** A certificate nobody trusts (self-signed, not by the CA). */
  untrusted(): Promise<{ cert: string; key: string }>;
}

const DAY = 86_400_000;
const localNames = {
  name: 'subjectAltName' as const,
  altNames: [
    { type: 2 as const, value: 'localhost' },
    { type: 7 as const, ip: '127.0.0.1' },
  ],
};

export async function makeTestPki(): Promise<TestPki> {
  const ca = await selfsigned.generate([{ name: 'commonName', value: 'Portal Test CA' }], {
    keySize: 2048,
    notBeforeDate: new Date(Date.now() - DAY),
    notAfterDate: new Date(Date.now() + 365 * DAY),
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true },
    ],
  });
  const leafOpts = (notAfter: Date): SelfsignedOptions => ({
    keySize: 2048,
    notBeforeDate: new Date(Date.now() - DAY),
    notAfterDate: notAfter,
    extensions: [
      { name: 'basicConstraints' as const, cA: false },
      { name: 'keyUsage' as const, digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage' as const, serverAuth: true },
      localNames,
    ],
  });
  return {
    ca: { cert: ca.cert, key: ca.private },
    async leaf(notAfter) {
      const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
        ...leafOpts(notAfter),
        ca: { cert: ca.cert, key: ca.private },
      });
      return { cert: pems.cert, key: pems.private };
    },
    async untrusted() {
      const pems = await selfsigned.generate(
        [{ name: 'commonName', value: 'localhost' }],
        leafOpts(new Date(Date.now() + 90 * DAY)),
      );
      return { cert: pems.cert, key: pems.private };
    },
  };
}

/** A local HTTPS server whose answer a test sets (status, body, delay), counting the requests. */
export interface TestSite {
  url: string;
  requests: number;
  answer: { status: number; body: string; delayMs: number };
  close(): Promise<void>;
}

export async function startSite(tlsPems: { cert: string; key: string }): Promise<TestSite> {
  const site: TestSite = {
    url: '',
    requests: 0,
    answer: { status: 200, body: '<h1>Welcome to Lakeside Schools</h1>', delayMs: 0 },
    close: async () => {},
  };
  const server = https.createServer({ cert: tlsPems.cert, key: tlsPems.key }, (_req, res) => {
    site.requests++;
    const { status, body, delayMs } = site.answer;
    setTimeout(() => {
      res.writeHead(status, { 'content-type': 'text/html' });
      res.end(body);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.url = `https://localhost:${(server.address() as AddressInfo).port}/`;
  site.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return site;
}

/**
 * A tiny DNS server on UDP (A and AAAA questions): a known name answers its IPv4 address, an unknown
 * one NXDOMAIN. Enough for the DNS monitors, which ask through MONITOR_DNS_SERVERS.
 */
export async function startDnsServer(records: Record<string, string>) {
  const socket = dgram.createSocket('udp4');
  socket.on('message', (msg, rinfo) => {
    // The question: labels from byte 12, then its type and class.
    let at = 12;
    const labels: string[] = [];
    while (msg[at]! > 0) {
      const len = msg[at]!;
      labels.push(msg.subarray(at + 1, at + 1 + len).toString('ascii'));
      at += len + 1;
    }
    const questionEnd = at + 5;
    const qtype = msg.readUInt16BE(at + 1);
    const name = labels.join('.').toLowerCase();
    const address = records[name];
    const answers = address && qtype === 1 ? 1 : 0;
    const header = Buffer.alloc(12);
    msg.copy(header, 0, 0, 2);
    header.writeUInt16BE(address ? 0x8180 : 0x8183, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers, 6);
    const parts = [header, msg.subarray(12, questionEnd)];
    if (answers) {
      const rr = Buffer.alloc(16);
      rr.writeUInt16BE(0xc00c, 0);
      rr.writeUInt16BE(1, 2);
      rr.writeUInt16BE(1, 4);
      rr.writeUInt32BE(60, 6);
      rr.writeUInt16BE(4, 10);
      address!.split('.').forEach((octet, i) => {
        rr[12 + i] = Number(octet);
      });
      parts.push(rr);
    }
    socket.send(Buffer.concat(parts), rinfo.port, rinfo.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    server: `127.0.0.1:${(socket.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
