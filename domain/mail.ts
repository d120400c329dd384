import { z } from 'zod';

/**
 * A mail's life: queued for the mail server, sent, failed after its last try, or kept in the
 * outbox because no mail server is configured (a provider admin reads it in the portal).
 */
export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'outbox'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  outbox: 'In the outbox',
};

/** The headers of a mail in a conversation (as nodemailer names them): replies come back by them. */
export interface MailThreadHeaders {
  messageId: string;
  inReplyTo?: string;
  references?: string;
  replyTo?: string;
  /** An automatic mail (RFC 3834 Auto-Submitted): other systems' auto-replies do not answer it. */
  autoSubmitted?: 'auto-replied' | 'auto-generated';
}

export const mailMessageSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(MAIL_STATUSES),
  kind: z.string(),
  districtId: z.uuid().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const listMailQuerySchema = z.object({
  status: z.enum(MAIL_STATUSES, { error: `status must be one of: ${MAIL_STATUSES.join(', ')}` }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(500, 'limit must be at most 500')
    .optional(),
});

/**
 * What a stored mail holds where its one-time link (an invitation, a password reset) goes: the link
 * is created when the mail is handed to the mail server and put in that message only, so neither the
 * outbox nor a database dump ever holds a working link.
 */
export const LINK_WITHHELD =
  '[Link withheld: one-time links are only sent through the mail server (SMTP_URL) and never stored]';

export const MAIL_MESSAGES = {
  configured: 'Mail is delivered through the configured mail server; a copy of each message stays here.',
  notConfigured:
    'Mail is not configured: messages wait here. One-time links (invitations, password resets) are withheld: the person who made one was shown it once to pass on by hand.',
  /** A mail whose one-time link is no longer wanted by the time it would go out. */
  linkNotWanted:
    'Not sent: its one-time link is no longer wanted (the invitation was used, replaced or withdrawn, or the account was deactivated).',
  empty: 'No mail yet.',
  textCopied: { title: 'Copied!', description: 'The message text is on your clipboard' },
  linkCopied: { title: 'Copied!', description: 'The link is on your clipboard' },
  copyFailed: { title: 'Error', description: 'Failed to copy to clipboard' },
} as const;
