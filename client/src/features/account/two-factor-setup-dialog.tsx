import { twoFactorEnableSchema } from '@domain/account';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { Form, FormField, FormSubmit } from '@/ui/form';
import { Input } from '@/ui/input';
import { LoadingState } from '@/ui/spinner';
import { OtpSecret } from './otp-secret';
import { RecoveryCodes } from './recovery-codes';
import { useBeginTwoFactor } from './use-begin-two-factor';
import { useEnableTwoFactor } from './use-enable-two-factor';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Turning two-factor sign-in on: a new secret to scan, its first code to confirm it, then the ten
 * recovery codes, shown once. A fresh set-up at each opening.
 */
export function TwoFactorSetupDialog({ open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="lg">{open && <SetupSteps done={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function SetupSteps({ done }: { done: () => void }) {
  const begin = useBeginTwoFactor();
  const enable = useEnableTwoFactor();
  const { t } = useTranslation('account');
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = begin.mutate;
  useEffect(() => {
    start();
  }, [start]);

  if (codes)
    return (
      <>
        <DialogHeader title={t('setup.savedTitle')} description={t('setup.savedText')} />
        <DialogBody>
          <RecoveryCodes codes={codes} />
        </DialogBody>
        <DialogFooter>
          <Button onClick={done}>{t('setup.savedDone')}</Button>
        </DialogFooter>
      </>
    );

  return (
    <>
      <DialogHeader title={t('setup.title')} description={t('setup.description')} />
      {begin.isPending || begin.isIdle ? (
        <DialogBody>
          <LoadingState message={t('setup.preparing')} className="py-10" />
        </DialogBody>
      ) : begin.isError ? (
        <>
          <DialogBody>
            <p role="alert" className="py-6 text-sm text-muted-fg">
              {t('setup.failed')}
            </p>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={done}>
              {t('setup.close')}
            </Button>
          </DialogFooter>
        </>
      ) : (
        <Form
          schema={twoFactorEnableSchema}
          defaultValues={{ code: '' }}
          id="two-factor-enable"
          onSubmit={async (payload) => setCodes((await enable.mutateAsync(payload)).recoveryCodes)}
        >
          <DialogBody className="flex flex-col gap-5">
            <OtpSecret {...begin.data} />
            <FormField name="code" label={t('setup.code')} hint={t('setup.codeHint')} required>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                className="max-w-48 font-mono tracking-widest"
              />
            </FormField>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={done}>
              {t('setup.cancel')}
            </Button>
            <FormSubmit>{t('setup.turnOn')}</FormSubmit>
          </DialogFooter>
        </Form>
      )}
    </>
  );
}
