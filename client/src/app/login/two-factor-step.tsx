import { ACCOUNT_MESSAGES, twoFactorLoginSchema } from '@domain/account';
import { translateMessage } from '@domain/locales/messages';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { OtpSecret } from '@/features/account/otp-secret';
import { welcome } from '@/features/auth/use-login';
import { errorMessage, errorStatus } from '@/lib/api';
import '@/lib/i18n';
import { currentLocale } from '@/lib/locale';
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
  const { t } = useTranslation('signin');
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
      // The server says it in the visitor's language.
      if (said === translateMessage(ACCOUNT_MESSAGES.challengeExpired, currentLocale())) onRestart();
      toast({
        title: t('twoFactor.failed'),
        description:
          said ?? (errorStatus(err) === 429 ? t('twoFactor.tooManyAttempts') : t('twoFactor.tryAgain')),
        variant: 'destructive',
      });
      throw err;
    }
  }

  if (setupRequired && !setup.isSuccess)
    return setup.isError ? (
      <div role="alert" className="flex flex-col gap-4 text-sm">
        <p className="text-muted-fg">{errorMessage(setup.error) ?? t('twoFactor.setUpFailed')}</p>
        <BackButton onClick={onRestart} />
      </div>
    ) : (
      <LoadingState message={t('twoFactor.preparing')} className="py-8" />
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
          {setupRequired ? t('twoFactor.setUpTitle') : t('twoFactor.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-fg">
          {setupRequired ? t('twoFactor.setUpText') : t('twoFactor.text')}
        </p>
      </div>
      {setup.data && <OtpSecret {...setup.data} />}
      <FormField
        name="code"
        label={setupRequired ? t('twoFactor.setUpCode') : t('twoFactor.code')}
        hint={setupRequired ? t('twoFactor.setUpHint') : t('twoFactor.hint')}
      >
        <Input autoComplete="one-time-code" autoFocus className="font-mono tracking-wider" />
      </FormField>
      <FormSubmit size="lg" className="w-full">
        {t('twoFactor.submit')}
      </FormSubmit>
      <BackButton onClick={onRestart} />
    </Form>
  );
}

function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('signin');
  return (
    <Button variant="ghost" className="w-full" onClick={onClick}>
      <ArrowLeft aria-hidden />
      {t('back')}
    </Button>
  );
}
