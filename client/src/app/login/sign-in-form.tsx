import { type FormEvent, lazy, Suspense, useState } from 'react';
import { isSsoRequired, useLogin } from '@/features/auth/use-login';
import { gateText, useGateText } from '@/lib/gate-text';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { PasswordInput } from '@/ui/password-input';
import { LoadingState } from '@/ui/spinner';
import { toast } from '@/ui/toast';

// Rarely needed, and built with the domain's schemas: loaded on demand so the gate stays small.
const ForgotPasswordForm = lazy(() =>
  import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);
const TwoFactorStep = lazy(() => import('./two-factor-step').then((m) => ({ default: m.TwoFactorStep })));

type Step =
  | { kind: 'password' }
  | { kind: 'forgot' }
  | { kind: 'code'; challenge: string; setupRequired: boolean };

/**
 * Sign in (docs/product.md#sign-in): email and password; then, when two-factor sign-in is on,
 * the code. "Forgot password?" swaps in the form that mails a reset link.
 */
export function SignInForm({ onSsoRequired }: { onSsoRequired: (email: string) => void }) {
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [email, setEmail] = useState('');
  const back = () => setStep({ kind: 'password' });
  const t = useGateText('login');
  if (step.kind === 'password')
    return (
      <PasswordStep
        email={email}
        onEmail={setEmail}
        onForgot={() => setStep({ kind: 'forgot' })}
        onSsoRequired={onSsoRequired}
        onChallenge={(challenge, setupRequired) => setStep({ kind: 'code', challenge, setupRequired })}
      />
    );
  return (
    <Suspense fallback={<LoadingState message={t('loading')} className="py-8" />}>
      {step.kind === 'forgot' ? (
        <ForgotPasswordForm email={email} onBack={back} />
      ) : (
        <TwoFactorStep challenge={step.challenge} setupRequired={step.setupRequired} onRestart={back} />
      )}
    </Suspense>
  );
}

interface PasswordStepProps {
  email: string;
  onEmail: (email: string) => void;
  onForgot: () => void;
  onChallenge: (challenge: string, setupRequired: boolean) => void;
  /** The account's district requires single sign-on: the entry opens with the email. */
  onSsoRequired: (email: string) => void;
}

function PasswordStep({ email, onEmail, onForgot, onChallenge, onSsoRequired }: PasswordStepProps) {
  const [password, setPassword] = useState('');
  const login = useLogin();
  const t = useGateText('login');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast({
        title: gateText('login', 'messages.missingLogin.title'),
        description: gateText('login', 'messages.missingLogin.description'),
        variant: 'destructive',
      });
      return;
    }
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (answer) => {
          if ('twoFactorRequired' in answer) onChallenge(answer.challenge, answer.setupRequired);
        },
        onError: (err) => {
          if (isSsoRequired(err)) onSsoRequired(email.trim());
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field id="signin-email" label={t('signIn.email')}>
        <Input
          id="signin-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('signIn.emailPlaceholder')}
          value={email}
          onChange={(e) => onEmail(e.target.value)}
        />
      </Field>
      <div className="flex flex-col gap-1.5">
        <Field id="signin-password" label={t('signIn.password')}>
          <PasswordInput
            id="signin-password"
            name="password"
            autoComplete="current-password"
            placeholder={t('signIn.passwordPlaceholder')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Button variant="link" size="sm" className="self-end" onClick={onForgot}>
          {t('signIn.forgot')}
        </Button>
      </div>
      <Button type="submit" size="lg" loading={login.isPending} className="w-full">
        {t('signIn.submit')}
      </Button>
    </form>
  );
}
