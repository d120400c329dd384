import { Copy } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { i18n } from '@/lib/i18n';
import { Button } from './button';
import { DialogBody, DialogFooter, DialogHeader } from './dialog';
import { Input } from './input';
import { toast } from './toast';

/** Copies a value and says so in a toast (or how to copy it by hand when the browser refuses). */
export async function copyWithToast(value: string, what: string): Promise<void> {
  if (await copyText(value)) toast({ title: i18n.t('app:secret.copied', { what }), variant: 'success' });
  else
    toast({
      title: i18n.t('app:secret.copyFailed'),
      description: i18n.t('app:secret.copyFailedText', { what: what.toLowerCase() }),
      variant: 'destructive',
    });
}

/**
 * The inside of a dialog showing a new secret (an API or SCIM token) the one time it is shown: the
 * warning, the value selectable and copyable, what else to know (`children`), and Done.
 */
export function SecretShownOnce({
  title,
  description,
  label,
  value,
  done,
  children,
}: {
  title: string;
  description: string;
  /** What the value is, e.g. "API token": the field's label and the copy button's toast. */
  label: string;
  value: string;
  done: () => void;
  children?: ReactNode;
}) {
  const id = useId();
  const { t } = useTranslation('app');
  return (
    <>
      <DialogHeader title={title} description={description} />
      <DialogBody className="flex flex-col gap-4">
        <p className="rounded-md border border-tone-yellow-border bg-tone-yellow-bg px-3 py-2 text-sm text-tone-yellow-fg">
          {t('secret.warning')}
        </p>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-medium text-fg">
            {label}
          </label>
          <Input
            id={id}
            readOnly
            value={value}
            className="font-mono text-[13px]"
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
        {children}
        <div>
          <Button variant="secondary" size="sm" onClick={() => void copyWithToast(value, t('secret.token'))}>
            <Copy aria-hidden />
            {t('secret.copyToken')}
          </Button>
        </div>
      </DialogBody>
      <DialogFooter>
        <Button onClick={done}>{t('secret.done')}</Button>
      </DialogFooter>
    </>
  );
}
