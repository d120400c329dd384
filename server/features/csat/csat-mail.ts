import { CSAT_OPEN_DAYS, CSAT_RATING_LABELS, CSAT_RATINGS, csatPagePath } from '../../../domain/csat.ts';
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
}): RenderedMail {
  const subject = `${ticketSubjectTag(p.ticketNumber)} How did we do? ${p.title}`;
  const link = (rating?: (typeof CSAT_RATINGS)[number]) => `${p.publicUrl}${csatPagePath(p.token, rating)}`;
  const intro = `Your request “${p.title}” (${p.ticketNumber}) was resolved${p.technicianName ? ` by ${p.technicianName}` : ''}. How did we do? One click is enough:`;
  const after = `You can add a comment on the page, and change your rating for ${CSAT_OPEN_DAYS} days. No sign-in is needed.`;
  const text = [
    `Hello ${p.firstName},`,
    '',
    intro,
    '',
    ...[...CSAT_RATINGS].reverse().map((r) => `${r} – ${CSAT_RATING_LABELS[r]}: ${link(r)}`),
    '',
    after,
    '',
    '— Five Star District IT Portal',
  ].join('\n');
  const para = (s: string) => `<p style="margin:0 0 14px">${escapeHtml(s)}</p>`;
  const buttons = [...CSAT_RATINGS]
    .reverse()
    .map(
      (r) =>
        `<a href="${escapeHtml(link(r))}" style="display:inline-block;margin:0 6px 8px 0;padding:10px 14px;border:1px solid #2446b8;border-radius:6px;color:#2446b8;text-decoration:none">${r} · ${escapeHtml(CSAT_RATING_LABELS[r])}</a>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f2328">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:#ffffff;border:1px solid #e4e6ea;border-radius:10px;padding:24px;font-size:15px;line-height:1.5">
${para(`Hello ${p.firstName},`)}${para(intro)}
<p style="margin:16px 0 10px" role="group" aria-label="Rate the help you got">${buttons}</p>
${para(after)}
</div>
<p style="font-size:12px;color:#6a717b;margin:14px 4px">Five Star District IT Portal</p>
</div></body></html>`;
  return { subject, text, html };
}
