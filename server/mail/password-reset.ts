import { LINK_WITHHELD } from '../../domain/mail.ts';
import { renderMail } from './layout.ts';

/** The mail with a link to choose a new password; the link itself is put in as it goes out (mailer.ts). */
export function passwordResetMail(opts: { firstName: string; hours: number }) {
  return renderMail({
    subject: 'Choose a new password for the Five Star IT Portal',
    greeting: `Hello ${opts.firstName},`,
    paragraphs: [
      `Someone (we hope you) asked to choose a new password for your account. The link works once, for ${opts.hours} hour${opts.hours === 1 ? '' : 's'}; choosing a new password signs you out everywhere.`,
      'If it was not you, ignore this mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: LINK_WITHHELD },
  });
}
