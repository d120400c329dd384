import { ACCOUNT_MESSAGES, twoFactorLoginSchema } from '@domain/account';
import { MESSAGES } from '@domain/auth-messages';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { OtpSecret } from '@/features/account/otp-secret';
import { welcome } from '@/features/auth/use-login';
import { errorMessage, errorStatus } from '@/lib/api';
import { Button } from '@/ui/button';
import { Form, FormField, FormSubmit } from '@/ui/form';
import { Input } from '@/ui/input';
import { LoadingState } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import { useAnswerChallenge, useChallengeSetup } from './use-two-factor-sign-in';

interface Props {
  challenge: string;
  /** The account must set up two-factor sign-in now (REQUIRE_2FA for Five Star administrators). */
  setupRequired: boolean;
  /** Back to the password (a new challenge is needed). */
  onRestart: () => void;
}

/**
 * The second step of signing in (loaded on demand): the 6-digit code of the authenticator app, or
 * a recovery code. A required set-up first shows the new secret; its recovery codes then appear
 * once on the account page.
 */
export function TwoFactorStep({ challenge, setupRequired, onRestart }: Props) {
  const queryClient = useQueryClient();
  const answer = useAnswerChallenge();
  const setup = useChallengeSetup();
  const begin = setup.mutate;
  useEffect(() => {
    if (setupRequired) begin(challenge);
  }, [setupRequired, challenge, begin]);

  async function submit(payload: { challenge: string; code: string }) {
    try {
      const { user, recoveryCodes } = await answer.mutateAsync(payload);
      // The gate is shown without the router: the address (and react-router's state `usr`) are set
      // here, and the router starts from them once signed in.
      if (recoveryCodes) window.history.pushState({ usr: { recoveryCodes } }, '', '/account');
      welcome(queryClient, user);
    } catch (err) {
      const said = errorMessage(err);
      if (said === ACCOUNT_MESSAGES.challengeExpired) onRestart();
      toast({
        title: MESSAGES.loginFailed.title,
        description: said ?? (errorStatus(err) === 429 ? MESSAGES.tooManyAttempts : 'Please try again.'),
        variant: 'destructive',
      });
      throw err;
    }
  }

  if (setupRequired && !setup.isSuccess)
    return setup.isError ? (
      <div role="alert" className="flex flex-col gap-4 text-sm">
        <p className="text-muted-fg">{errorMessage(setup.error) ?? 'The set-up could not start.'}</p>
        <BackButton onClick={onRestart} />
      </div>
    ) : (
      <LoadingState message="Preparing your setup key…" className="py-8" />
    );

  return (
    <Form
      schema={twoFactorLoginSchema}
      defaultValues={{ code: '' }}
      toPayload={({ code }) => ({ challenge, code })}
      onSubmit={submit}
      id="two-factor-sign-in"
      className="gap-4"
    >
      <div>
        <h2 className="text-[15px] font-semibold text-fg">
          {setupRequired ? 'Set up two-factor sign-in' : 'Enter your sign-in code'}
        </h2>
        <p className="mt-1 text-sm text-muted-fg">
          {setupRequired
            ? 'Five Star administrators sign in with a code from an authenticator app. Add this account to yours, then enter the code it shows.'
            : 'Open your authenticator app and enter the code it shows for the Five Star IT Portal.'}
        </p>
      </div>
      {setup.data && <OtpSecret {...setup.data} />}
      <FormField
        name="code"
        label={setupRequired ? 'Code from the app' : 'Authentication code'}
        hint={
          setupRequired
            ? 'The 6-digit code the app shows now.'
            : 'The 6-digit code, or one of your recovery codes.'
        }
      >
        <Input autoComplete="one-time-code" autoFocus className="font-mono tracking-wider" />
      </FormField>
      <FormSubmit size="lg" className="w-full">
        Verify and sign in
      </FormSubmit>
      <BackButton onClick={onRestart} />
    </Form>
  );
}

function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="ghost" className="w-full" onClick={onClick}>
      <ArrowLeft aria-hidden />
      Back to sign in
    </Button>
  );
}
