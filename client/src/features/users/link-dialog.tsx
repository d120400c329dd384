import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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

/** Shows a produced one-time link with a copy button, and whom it was mailed to. */
export function LinkDialog({ link, onClose }: { link: ProducedLink | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  const kind = link?.kind ?? 'invitation';
  const mailed = link?.kind !== 'signIn';
  return (
    <Dialog open={link !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="md">
        {link && (
          <>
            <DialogHeader
              title={t(`link.${kind}.title`, { name: link.name })}
              description={mailed ? t('link.mailedHint') : t('link.copyHint', { email: link.email })}
            />
            <DialogBody className="flex flex-col gap-4">
              {mailed && (
                <p className="flex items-center gap-3 rounded-lg border border-tone-green-border bg-tone-green-bg px-3.5 py-3 text-sm text-tone-green-fg">
                  <MailCheck aria-hidden className="size-4 shrink-0" />
                  <span className="min-w-0 break-words">
                    {t('link.mailedTo')} <strong className="font-semibold">{link.email}</strong>
                  </span>
                </p>
              )}
              <OneTimeLink
                label={t(`link.${kind}.label`)}
                url={link.url}
                note={t(`link.${kind}.note`, { until: formatDateTime(link.expiresAt) })}
              />
            </DialogBody>
            <DialogFooter>
              <Button onClick={onClose}>{t('link.done')}</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
