import { twoFactorEnableSchema } from '@domain/account';
import { useEffect, useState } from 'react';
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
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = begin.mutate;
  useEffect(() => {
    start();
  }, [start]);

  if (codes)
    return (
      <>
        <DialogHeader
          title="Save your recovery codes"
          description="Two-factor sign-in is on. Keep these codes in case you lose your authenticator app."
        />
        <DialogBody>
          <RecoveryCodes codes={codes} />
        </DialogBody>
        <DialogFooter>
          <Button onClick={done}>I have saved my codes</Button>
        </DialogFooter>
      </>
    );

  return (
    <>
      <DialogHeader
        title="Set up two-factor sign-in"
        description="After your password, you will enter a code from an app on your phone."
      />
      {begin.isPending || begin.isIdle ? (
        <DialogBody>
          <LoadingState message="Preparing your setup key…" className="py-10" />
        </DialogBody>
      ) : begin.isError ? (
        <>
          <DialogBody>
            <p role="alert" className="py-6 text-sm text-muted-fg">
              The setup key could not be made. Close this window and try again.
            </p>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={done}>
              Close
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
            <FormField
              name="code"
              label="Code from the app"
              hint="The 6-digit code the app shows now."
              required
            >
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                className="max-w-48 font-mono tracking-widest"
              />
            </FormField>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={done}>
              Cancel
            </Button>
            <FormSubmit>Turn on</FormSubmit>
          </DialogFooter>
        </Form>
      )}
    </>
  );
}
