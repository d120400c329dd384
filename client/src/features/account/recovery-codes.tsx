import type { TFunction } from 'i18next';
import { Copy, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { saveFile } from '@/lib/download';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast';

const fileText = (codes: string[], t: TFunction<'account'>) =>
  [t('codes.fileTitle'), t('codes.fileText'), '', ...codes, ''].join('\n');

/**
 * The ten recovery codes of a new two-factor set-up, shown only this once, with Copy and Download.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('account');
  async function copy() {
    if (await copyText(codes.join('\n'))) toast({ title: t('codes.copied'), variant: 'success' });
    else
      toast({ title: t('codes.copyFailed'), description: t('codes.copyFailedText'), variant: 'destructive' });
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-md border border-tone-yellow-border bg-tone-yellow-bg px-3 py-2 text-sm text-tone-yellow-fg">
        {t('codes.warning')}
      </p>
      <ol
        aria-label={t('codes.label')}
        className="grid grid-cols-1 gap-x-6 gap-y-1.5 rounded-lg border border-border bg-surface-muted px-4 py-3 font-mono text-sm text-fg min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="tracking-wide">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden />
          {t('codes.copy')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            saveFile(fileText(codes, t), 'five-star-recovery-codes.txt', 'text/plain;charset=utf-8')
          }
        >
          <Download aria-hidden />
          {t('codes.download')}
        </Button>
      </div>
    </div>
  );
}
