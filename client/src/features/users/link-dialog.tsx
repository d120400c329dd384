import { MailCheck } from 'lucide-react';
import { formatDateTime } from '@/lib/format';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { OneTimeLink } from './one-time-link';

/**
 * A link the server produced (a resent invitation, a password reset: both mailed too; a Five Star
 * administrator's sign-in link: mailed to nobody), and whose it is.
 */
export interface ProducedLink {
  kind: 'invitation' | 'reset' | 'signIn';
  name: string;
  email: string;
  url: string;
  expiresAt: string;
}

const TEXT = {
  invitation: {
    title: (name: string) => `New invitation link for ${name}`,
    label: 'Invitation link',
    note: (until: string) => `The link works once, until ${until}. The earlier link no longer works.`,
  },
  reset: {
    title: (name: string) => `Password reset link for ${name}`,
    label: 'Reset link',
    note: (until: string) =>
      `The link works once, until ${until}. Their current password works until they use it.`,
  },
  signIn: {
    title: (name: string) => `New sign-in link for ${name}`,
    label: 'Sign-in link',
    note: (until: string) =>
      `It works once, until ${until}, to choose a new password. It is shown only now, mailed to nobody, and recorded in the audit log.`,
  },
} as const;

/** Shows a produced one-time link with a copy button, and whom it was mailed to. */
export function LinkDialog({ link, onClose }: { link: ProducedLink | null; onClose: () => void }) {
  const text = TEXT[link?.kind ?? 'invitation'];
  const mailed = link?.kind !== 'signIn';
  return (
    <Dialog open={link !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="md">
        {link && (
          <>
            <DialogHeader
              title={text.title(link.name)}
              description={
                mailed
                  ? 'Pass it on by hand if the mail does not arrive.'
                  : `Copy it now and pass it on to ${link.email} yourself.`
              }
            />
            <DialogBody className="flex flex-col gap-4">
              {mailed && (
                <p className="flex items-center gap-3 rounded-lg border border-tone-green-border bg-tone-green-bg px-3.5 py-3 text-sm text-tone-green-fg">
                  <MailCheck aria-hidden className="size-4 shrink-0" />
                  <span className="min-w-0 break-words">
                    Mailed to <strong className="font-semibold">{link.email}</strong>
                  </span>
                </p>
              )}
              <OneTimeLink
                label={text.label}
                url={link.url}
                note={text.note(formatDateTime(link.expiresAt))}
              />
            </DialogBody>
            <DialogFooter>
              <Button onClick={onClose}>Done</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
