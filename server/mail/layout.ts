import type { Locale } from '../../domain/locales/locale.ts';
import { mailText } from '../../domain/locales/mail.ts';

/** One mail in its two forms: HTML and plain text. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailContent {
  subject: string;
  /** The greeting line, e.g. "Hello Maria,". */
  greeting?: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** The button: what the mail is about, in the portal. */
  action?: { label: string; url: string };
  /** Lines after the button (a list of tickets, a note). */
  details?: string[];
  /** Where the recipient changes what they receive; omitted for mails they did not opt into (invitations). */
  preferencesUrl?: string;
  /** The recipient's language (docs/product.md#spanish): the frame's words and the page's `lang`. */
  locale?: Locale;
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The house style of every mail: a short text, one button to the object, a way to opt out. */
export function renderMail(content: MailContent): RenderedMail {
  const locale = content.locale ?? 'en';
  const signature = mailText(locale, 'signature');
  const preferences = mailText(locale, 'preferences');
  const textParts = [
    ...(content.greeting ? [content.greeting, ''] : []),
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.details?.length ? [...content.details, ''] : []),
    `— ${signature}`,
    ...(content.preferencesUrl ? [`${preferences}: ${content.preferencesUrl}`] : []),
  ];
  const p = (s: string) => `<p style="margin:0 0 14px">${escapeHtml(s)}</p>`;
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f2328">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:#ffffff;border:1px solid #e4e6ea;border-radius:10px;padding:24px;font-size:15px;line-height:1.5">
${content.greeting ? p(content.greeting) : ''}${content.paragraphs.map(p).join('')}
${content.action ? `<p style="margin:20px 0"><a href="${escapeHtml(content.action.url)}" style="background:#2446b8;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:6px;display:inline-block">${escapeHtml(content.action.label)}</a></p>` : ''}
${content.details?.length ? `<ul style="padding-left:18px;margin:0 0 14px">${content.details.map((d) => `<li>${escapeHtml(d)}</li>`).join('')}</ul>` : ''}
</div>
<p style="font-size:12px;color:#6a717b;margin:14px 4px">${escapeHtml(signature)}${content.preferencesUrl ? ` · <a href="${escapeHtml(content.preferencesUrl)}" style="color:#6a717b">${escapeHtml(preferences)}</a>` : ''}</p>
</div></body></html>`;
  return { subject: content.subject, text: textParts.join('\n'), html };
}
