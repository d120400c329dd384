import { renderMail } from './layout.ts';

/** The mail telling someone who registered and waited that a district gave them access. */
export function accessGivenMail(opts: {
  firstName: string;
  districtName: string;
  giver: string;
  url: string;
}) {
  return renderMail({
    subject: `You have access to the ${opts.districtName} IT portal`,
    greeting: `Hello ${opts.firstName},`,
    paragraphs: [
      `${opts.giver} gave your account access to the Five Star District IT Portal for ${opts.districtName}.`,
      'Sign in with the password you chose when you created your account.',
    ],
    action: { label: 'Open the portal', url: opts.url },
  });
}
