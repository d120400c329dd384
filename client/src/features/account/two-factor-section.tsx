import { TWO_FACTOR } from '@domain/account';
import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { TwoFactorDisableDialog } from './two-factor-disable-dialog';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';
import { type TwoFactorStatus, useTwoFactorStatus } from './use-two-factor-status';

/** Two-factor sign-in: on or off, set it up, or turn it off (see docs/product.md#account). */
export function TwoFactorSection() {
  const headingId = useId();
  const status = useTwoFactorStatus();
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <div className="flex items-center gap-2">
            <CardTitle id={headingId}>{t('twoFactor.title')}</CardTitle>
            {status.data && (
              <Badge tone={status.data.enabled ? 'green' : 'neutral'} dot>
                {status.data.enabled ? t('twoFactor.on') : t('twoFactor.off')}
              </Badge>
            )}
          </div>
          <CardDescription>{t('twoFactor.description')}</CardDescription>
        </CardHeader>
        {status.isPending ? (
          <CardContent>
            <Skeleton className="h-9 w-56" />
          </CardContent>
        ) : status.isError ? (
          <LoadError bare title={t('twoFactor.failed')} query={status} />
        ) : (
          <StatusContent status={status.data} />
        )}
      </Card>
    </section>
  );
}

function StatusContent({ status }: { status: TwoFactorStatus }) {
  const [dialog, setDialog] = useState<'setup' | 'disable' | null>(null);
  const close = (open: boolean) => !open && setDialog(null);
  const { t } = useTranslation('account');
  return (
    <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      {status.enabled ? (
        <EnabledState status={status} onDisable={() => setDialog('disable')} />
      ) : (
        <>
          <p className="text-sm text-muted-fg">
            {status.required
              ? t('twoFactor.required')
              : t('twoFactor.recoveryCodesToo', { count: TWO_FACTOR.recoveryCodes })}
          </p>
          <Button className="self-start sm:self-auto" onClick={() => setDialog('setup')}>
            <ShieldCheck aria-hidden />
            {t('twoFactor.setUp')}
          </Button>
        </>
      )}
      {/* Both stay mounted across the status change: the set-up shows the recovery codes after it is on. */}
      <TwoFactorSetupDialog open={dialog === 'setup'} onOpenChange={close} />
      <TwoFactorDisableDialog open={dialog === 'disable'} onOpenChange={close} />
    </CardContent>
  );
}

function EnabledState({ status, onDisable }: { status: TwoFactorStatus; onDisable: () => void }) {
  const few = status.recoveryCodesLeft <= 3;
  const { t } = useTranslation('account');
  return (
    <>
      <div className="text-sm">
        <p className="text-fg">{t('twoFactor.enabled')}</p>
        <p className={few ? 'mt-0.5 font-medium text-tone-orange-fg' : 'mt-0.5 text-muted-fg'}>
          {t('twoFactor.codesLeft', { left: status.recoveryCodesLeft, total: TWO_FACTOR.recoveryCodes })}
          {few ? t('twoFactor.codesLeftFew') : '.'}
        </p>
      </div>
      {status.required ? (
        <p className="text-[13px] text-muted-fg sm:max-w-56 sm:text-right">{t('twoFactor.required')}</p>
      ) : (
        <Button variant="secondary" className="self-start sm:self-auto" onClick={onDisable}>
          {t('twoFactor.turnOff')}
        </Button>
      )}
    </>
  );
}
