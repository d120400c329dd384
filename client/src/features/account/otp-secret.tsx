import { Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast';

interface OtpSecretProps {
  secret: string;
  otpauthUrl: string;
}

/** The QR code of an otpauth:// address (the qrcode library loads only when one is shown). */
async function qrDataUrl(text: string): Promise<string> {
  const mod = await import('qrcode');
  const { toDataURL } = 'toDataURL' in mod ? mod : (mod as { default: typeof mod }).default;
  return toDataURL(text, { margin: 1, width: 192, errorCorrectionLevel: 'M' });
}

/**
 * A new two-factor secret: the QR code to scan with an authenticator app, and the same secret as
 * text (grouped by four) for an app that cannot scan.
 */
export function OtpSecret({ secret, otpauthUrl }: OtpSecretProps) {
  const { t } = useTranslation('account');
  const [qr, setQr] = useState<string | null>(null);
  const [qrFailed, setQrFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setQr(null);
    qrDataUrl(otpauthUrl).then(
      (url) => live && setQr(url),
      () => live && setQrFailed(true),
    );
    return () => {
      live = false;
    };
  }, [otpauthUrl]);

  async function copy() {
    if (await copyText(secret)) toast({ title: t('secret.copied'), variant: 'success' });
    else
      toast({
        title: t('secret.copyFailed'),
        description: t('secret.copyFailedText'),
        variant: 'destructive',
      });
  }

  return (
    <div className="@container">
      <div className="flex flex-col items-center gap-4 @lg:flex-row @lg:items-start @lg:gap-5">
        <div className="flex size-[200px] shrink-0 items-center justify-center rounded-lg border border-border bg-white p-1">
          {qr ? (
            <img src={qr} alt={t('secret.qrAlt')} className="size-[192px]" />
          ) : qrFailed ? (
            <p className="px-4 text-center text-xs text-neutral-700">{t('secret.qrFailed')}</p>
          ) : (
            <Skeleton className="size-[192px]" />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2 text-sm">
          <p className="text-muted-fg">{t('secret.scan')}</p>
          <p className="mt-1 text-[13px] font-medium text-fg">{t('secret.key')}</p>
          <code
            data-secret={secret}
            className="rounded-md border border-border bg-surface-muted px-3 py-2 font-mono text-[13px] leading-relaxed tracking-wide break-all text-fg"
          >
            {secret.match(/.{1,4}/g)?.join(' ')}
          </code>
          <Button variant="secondary" size="sm" className="self-start" onClick={() => void copy()}>
            <Copy aria-hidden />
            {t('secret.copy')}
          </Button>
        </div>
      </div>
    </div>
  );
}
