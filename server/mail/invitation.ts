import { LINK_WITHHELD } from '../../domain/mail.ts';
import { renderMail } from './layout.ts';

/**
 * The mail that carries an invitation's one-time link (a district's first administrator, or a user
 * invited later); the link itself is put in as it goes out (mailer.ts).
 */
export function invitationMail(opts: {
  firstName: string;
  districtName: string;
  inviter: string;
  days: number;
}) {
  return renderMail({
    subject: `You are invited to the ${opts.districtName} IT portal`,
    greeting: `Hello ${opts.firstName},`,
    paragraphs: [
      `${opts.inviter} invited you to the Five Star District IT Portal for ${opts.districtName}: tickets, assets, planning and more in one place.`,
      `Choose your password with the link below. It works once, for ${opts.days} days.`,
    ],
    action: { label: 'Set your password', url: LINK_WITHHELD },
  });
}
