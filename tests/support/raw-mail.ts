import { randomBytes } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';

/** A raw RFC 822 message as a mail client would send it (nodemailer's composer writes the MIME). */
export interface RawMailInput {
  from: string;
  to: string;
  subject: string;
  text?: string;
  html?: string;
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  headers?: Record<string, string>;
  attachments?: { filename?: string; content: Buffer | string; contentType?: string; cid?: string }[];
}

export const newMessageId = (host = 'mail.example.test') => `<${randomBytes(8).toString('hex')}@${host}>`;

export async function rawMail(m: RawMailInput): Promise<Buffer> {
  const composer = new MailComposer({
    from: m.from,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    messageId: m.messageId ?? newMessageId(),
    inReplyTo: m.inReplyTo,
    references: m.references,
    headers: m.headers,
    attachments: m.attachments,
  });
  return composer.compile().build();
}

/** Small real files: their types are found in their content. */
export const FILES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  ),
  /** A Windows program (an "MZ" header), whatever its name says. */
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0)]),
};

/** A message no client would send: no sender, a broken MIME structure, bytes that are not text. */
export const MALFORMED = Buffer.from(
  'Subject: =?utf-8?B?broken\r\nContent-Type: multipart/mixed; boundary="\r\n\r\n\u0000\u0001\u0002garbage without headers or a sender\r\n--\r\n',
  'binary',
);
