import { CSAT_OPEN_DAYS, CSAT_RATINGS, csatPagePath } from '../../../domain/csat.ts';
import type { Locale } from '../../../domain/locales/locale.ts';
import { mailText } from '../../../domain/locales/mail.ts';
import { ticketSubjectTag } from '../../../domain/tickets.ts';
import { escapeHtml, type RenderedMail } from '../../mail/layout.ts';

/**
 * The survey mail: the house style of every mail (server/mail/layout.ts), with five one-click
 * ratings instead of one button. Each opens the survey page with its rating, which the page saves.
 */
export function csatMail(p: {
  publicUrl: string;
  token: string;
  firstName: string;
  ticketNumber: string;
  title: string;
  technicianName: string | null;
  /** The requester's language (docs/product.md#spanish). */
  locale?: Locale;
}): RenderedMail {
  const locale = p.locale ?? 'en';
  const say = (key: string, values?: Record<string, string | number>) => mailText(locale, key, values);
  const subject = say('csat.subject', { tag: ticketSubjectTag(p.ticketNumber), title: p.title });
  const link = (rating?: (typeof CSAT_RATINGS)[number]) => `${p.publicUrl}${csatPagePath(p.token, rating)}`;
  const label = (r: (typeof CSAT_RATINGS)[number]) => say(`csat.ratings.${r}`);
  const intro = p.technicianName
    ? say('csat.introBy', { title: p.title, number: p.ticketNumber, technician: p.technicianName })
    : say('csat.intro', { title: p.title, number: p.ticketNumber });
  const after = say('csat.after', { days: CSAT_OPEN_DAYS });
  const greeting = say('greeting', { name: p.firstName });
  const signature = say('signature');
  const text = [
    greeting,
    '',
    intro,
    '',
    ...[...CSAT_RATINGS].reverse().map((r) => `${r} – ${label(r)}: ${link(r)}`),
    '',
    after,
    '',
    `— ${signature}`,
  ].join('\n');
  const para = (s: string) => `<p style="margin:0 0 14px">${escapeHtml(s)}</p>`;
  const buttons = [...CSAT_RATINGS]
    .reverse()
    .map(
      (r) =>
        `<a href="${escapeHtml(link(r))}" style="display:inline-block;margin:0 6px 8px 0;padding:10px 14px;border:1px solid #2446b8;border-radius:6px;color:#2446b8;text-decoration:none">${r} · ${escapeHtml(label(r))}</a>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f2328">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:#ffffff;border:1px solid #e4e6ea;border-radius:10px;padding:24px;font-size:15px;line-height:1.5">
${para(greeting)}${para(intro)}
<p style="margin:16px 0 10px" role="group" aria-label="${escapeHtml(say('csat.rate'))}">${buttons}</p>
${para(after)}
</div>
<p style="font-size:12px;color:#6a717b;margin:14px 4px">${escapeHtml(signature)}</p>
</div></body></html>`;
  return { subject, text, html };
}
