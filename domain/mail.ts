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

export const MAIL_MESSAGES = {
  configured: 'Mail is delivered through the configured mail server; a copy of each message stays here.',
  notConfigured:
    'Mail is not configured: messages wait here; copy an invitation link to its recipient by hand.',
  empty: 'No mail yet.',
  textCopied: { title: 'Copied!', description: 'The message text is on your clipboard' },
  linkCopied: { title: 'Copied!', description: 'The link is on your clipboard' },
  copyFailed: { title: 'Error', description: 'Failed to copy to clipboard' },
} as const;
