import { Check, Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { toast } from '@/ui/toast';

/** A one-time link to pass on by hand: read-only, selected on focus, with a Copy button. */
export function OneTimeLink({ label, url, note }: { label: string; url: string; note: string }) {
  const id = useId();
  const { t } = useTranslation('users');
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function copy() {
    if (await copyText(url)) {
      setCopied(true);
      toast({
        title: t('oneTimeLink.copiedTitle'),
        description: t('oneTimeLink.copiedDescription', { label }),
        variant: 'success',
      });
    } else {
      inputRef.current?.select();
      toast({
        title: t('oneTimeLink.errorTitle'),
        description: t('oneTimeLink.errorDescription'),
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          readOnly
          value={url}
          aria-describedby={`${id}-note`}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 font-mono text-xs"
        />
        <Button
          variant="secondary"
          onClick={copy}
          aria-label={t('oneTimeLink.copyLabel', { label: label.toLowerCase() })}
        >
          {copied ? <Check /> : <Copy />}
          <span className="hidden sm:inline">{copied ? t('oneTimeLink.copied') : t('oneTimeLink.copy')}</span>
        </Button>
      </div>
      <p id={`${id}-note`} className="text-xs text-subtle-fg">
        {note}
      </p>
    </div>
  );
}
