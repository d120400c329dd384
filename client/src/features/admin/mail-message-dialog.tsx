import { MAIL_MESSAGES, type MailMessage } from '@domain/mail';
import { Copy } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toast';
import { linksIn } from './operations-display';
import { Fact, MailStatusBadge, When } from './operations-parts';

async function copy(text: string, done: { title: string; description: string }) {
  if (await copyText(text)) toast({ ...done, variant: 'success' });
  else toast({ ...MAIL_MESSAGES.copyFailed, variant: 'destructive' });
}

/** One message in full: its facts, the links it carries (each to copy), its text, and Copy text. */
export function MailMessageDialog({
  message,
  onClose,
}: {
  message: MailMessage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const copyButton = useRef<HTMLButtonElement>(null);
  const links = message ? linksIn(message.text) : [];
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        width="lg"
        onOpenAutoFocus={(e) => {
          // Copy text first, rather than a link field whose text would open selected.
          e.preventDefault();
          copyButton.current?.focus();
        }}
      >
        {message && (
          <>
            <DialogHeader title={message.subject} description={t('mail.toAddress', { to: message.to })} />
            <DialogBody className="flex flex-col gap-5">
              <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
                <Fact term={t('mail.dialog.status')} value={<MailStatusBadge status={message.status} />} />
                <Fact term={t('mail.dialog.kind')} value={message.kind.replaceAll('_', ' ')} />
                <Fact term={t('mail.created')} value={<When at={message.createdAt} />} />
                <Fact term={t('mail.sent')} value={<When at={message.sentAt} />} />
              </dl>
              {message.lastError && (
                <p className="rounded-lg border border-tone-red-border bg-tone-red-bg px-3 py-2 text-sm break-words text-tone-red-fg">
                  <span className="font-medium">{t('mail.dialog.lastError')}</span>
                  {message.lastError}
                </p>
              )}
              {links.length > 0 && (
                <section aria-labelledby={`${id}-links`} className="flex flex-col gap-2">
                  <h3
                    id={`${id}-links`}
                    className="text-xs font-medium tracking-wide text-subtle-fg uppercase"
                  >
                    {t('mail.dialog.links')}
                  </h3>
                  {links.map((url, i) => (
                    <div key={url} className="flex gap-2">
                      <Input
                        readOnly
                        value={url}
                        aria-label={t('mail.dialog.linkLabel', { n: i + 1 })}
                        onFocus={(e) => e.currentTarget.select()}
                        className="min-w-0 font-mono text-xs"
                      />
                      <Button
                        variant="secondary"
                        onClick={() => void copy(url, MAIL_MESSAGES.linkCopied)}
                        aria-label={t('mail.dialog.copyLinkLabel', { n: i + 1 })}
                      >
                        <Copy /> <span className="max-sm:sr-only">{t('mail.dialog.copy')}</span>
                      </Button>
                    </div>
                  ))}
                </section>
              )}
              <section aria-labelledby={`${id}-text`} className="flex flex-col gap-2">
                <h3 id={`${id}-text`} className="text-xs font-medium tracking-wide text-subtle-fg uppercase">
                  {t('mail.dialog.message')}
                </h3>
                <pre className="rounded-lg border border-border bg-surface-muted p-3 font-sans text-[13px] leading-relaxed break-words whitespace-pre-wrap text-fg">
                  {message.text}
                </pre>
              </section>
            </DialogBody>
            <DialogFooter>
              <Button ref={copyButton} onClick={() => void copy(message.text, MAIL_MESSAGES.textCopied)}>
                <Copy /> {t('mail.dialog.copyText')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
