import type { Transporter } from 'nodemailer';

/** What sends one message: a nodemailer transport over SMTP. */
export interface MailTransport {
  send(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    attachments?: { filename: string; contentType: string; content: Buffer }[];
    /** A conversation's mail: its own Message-ID, the mail it answers, and where replies go. */
    messageId?: string;
    inReplyTo?: string;
    references?: string;
    replyTo?: string;
    /** Further headers (Auto-Submitted of an automatic answer). */
    headers?: Record<string, string>;
  }): Promise<void>;
  close(): void;
}

/** The transport of `SMTP_URL` (`smtp://` or `smtps://`, credentials in the URL), or null without one. */
export function createMailTransport(smtpUrl: string | undefined): MailTransport | null {
  if (!smtpUrl) return null;
  // nodemailer is loaded by the first message, not at start.
  let transport: Promise<Transporter> | null = null;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, socketTimeout: 30_000 }),
    ));
  return {
    async send(message) {
      await (await open()).sendMail(message);
    },
    close: () => void transport?.then((t) => t.close()),
  };
}
