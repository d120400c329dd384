import { VAULT_REVEAL_SECONDS, type VaultEntry } from '@domain/vault';
import { Copy, Eye, EyeOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import type { Secrets } from './use-secrets';

const MASK = '••••••••••';

/**
 * The password of a row: hidden by default, shown on request (a logged reveal) and hidden again
 * after 30 s; copy reveals it first when it is hidden. Viewers see only the mask.
 */
export function PasswordCell({
  entry,
  secrets,
  canUse,
}: {
  entry: VaultEntry;
  secrets: Secrets;
  canUse: boolean;
}) {
  const [shown, setShown] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation('vault');
  useEffect(() => {
    if (shown === null) return;
    const timer = window.setTimeout(() => setShown(null), VAULT_REVEAL_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [shown]);

  async function toggle() {
    if (shown !== null) return setShown(null);
    setBusy(true);
    setShown(await secrets.reveal(entry, 'password'));
    setBusy(false);
  }

  return (
    <div className="flex min-w-0 items-center gap-1">
      <span className="min-w-0 flex-1 truncate font-mono text-sm text-fg" title={shown ?? undefined}>
        {shown === null ? (
          <>
            <span aria-hidden>{MASK}</span>
            <span className="sr-only">{t('password.hidden')}</span>
          </>
        ) : (
          shown
        )}
      </span>
      {canUse && (
        <>
          <Button
            variant="ghost"
            size="icon-sm"
            loading={busy}
            aria-label={
              shown === null
                ? t('password.show', { title: entry.title })
                : t('password.hide', { title: entry.title })
            }
            aria-pressed={shown !== null}
            onClick={() => void toggle()}
          >
            {busy ? null : shown === null ? <Eye /> : <EyeOff />}
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('password.copy', { title: entry.title })}
            onClick={() => void secrets.copyPassword(entry, shown)}
          >
            <Copy />
          </Button>
        </>
      )}
    </div>
  );
}
