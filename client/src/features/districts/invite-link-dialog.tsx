import { Check, Copy, MailCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { toast } from '@/ui/toast';

interface Props {
  open: boolean;
  districtName: string;
  adminName: string;
  adminEmail: string;
  inviteUrl: string;
  onClose: () => void;
}

/**
 * After a district is created: the one-time link its administrator uses to set a password.
 * There is no mail server, so the provider admin passes it on.
 */
export function InviteLinkDialog({ open, districtName, adminName, adminEmail, inviteUrl, onClose }: Props) {
  const { t } = useTranslation('districts');
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function copy() {
    if (await copyText(inviteUrl)) {
      setCopied(true);
      toast({
        title: t('invite.copiedTitle'),
        description: t('invite.copiedDescription'),
        variant: 'success',
      });
    } else {
      inputRef.current?.select();
      toast({
        title: t('invite.errorTitle'),
        description: t('invite.errorDescription'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent width="md">
        <DialogHeader
          title={t('invite.title')}
          description={t('invite.description', { district: districtName, admin: adminName })}
        />
        <DialogBody className="flex flex-col gap-4">
          <div className="flex items-center gap-3 rounded-lg border border-tone-green-border bg-tone-green-bg px-3.5 py-3 text-sm text-tone-green-fg">
            <MailCheck aria-hidden className="size-4 shrink-0" />
            <span className="min-w-0 break-words">
              {t('invite.accountCreated')}
              <strong className="font-semibold">{adminEmail}</strong>
            </span>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="invite-url">{t('invite.link')}</Label>
            <div className="flex gap-2">
              <Input
                ref={inputRef}
                id="invite-url"
                readOnly
                value={inviteUrl}
                onFocus={(e) => e.currentTarget.select()}
                className="font-mono text-xs"
              />
              <Button variant="secondary" onClick={copy} aria-label={t('invite.copyLabel')}>
                {copied ? <Check /> : <Copy />}
                {copied ? t('invite.copied') : t('invite.copy')}
              </Button>
            </div>
            <p className="text-xs text-subtle-fg">{t('invite.expires')}</p>
          </div>
        </DialogBody>
        <DialogFooter>
          <Button onClick={onClose}>{t('invite.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
