import { MESSAGES, MIN_PASSWORD_LENGTH } from '@domain/auth';
import { LinkIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

import { BrandMark } from '@/ui/brand-mark';
import { Button, buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { failureToast } from '@/ui/failure-toast';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { PasswordInput } from '@/ui/password-input';
import { LoadingState } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import { useAcceptInvite } from './use-accept-invite';
import { useInvite } from './use-invite';

/** /invite/:token — an invited administrator sets a password and is signed in. */
export function InvitePage() {
  const { token = '' } = useParams();
  const invite = useInvite(token);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <BrandMark className="mb-8" />
      <Card className="w-full max-w-md p-6 sm:p-8">
        {invite.isPending ? (
          <LoadingState message="Checking your invitation..." className="py-8" />
        ) : invite.isError ? (
          <InvalidInvite />
        ) : (
          <SetPasswordForm token={token} {...invite.data} />
        )}
      </Card>
    </main>
  );
}

function InvalidInvite() {
  return (
    <div className="text-center">
      <span className="mx-auto mb-4 flex size-11 items-center justify-center rounded-xl border border-tone-red-border bg-tone-red-bg text-tone-red-fg">
        <LinkIcon aria-hidden className="size-5" />
      </span>
      <h1 className="text-lg font-semibold text-fg">This invitation link is not valid</h1>
      <p className="mt-2 text-sm text-muted-fg">
        It may have expired or already been used. Ask whoever invited you (your district or Five Star
        administrator) for a new invitation.
      </p>
      <Link to="/" className={buttonClasses('secondary', 'md', 'mt-6')}>
        Go to sign in
      </Link>
    </div>
  );
}

interface FormProps {
  token: string;
  email: string;
  name: string;
  districtName: string;
}

function SetPasswordForm({ token, email, name, districtName }: FormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<{ field: 'password' | 'confirm'; text: string } | null>(null);
  const accept = useAcceptInvite();
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError({ field: 'password', text: MESSAGES.weakPassword.description });
      return;
    }
    if (password !== confirm) {
      setError({ field: 'confirm', text: MESSAGES.passwordMismatch.description });
      return;
    }
    setError(null);
    accept.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast({
            title: 'Welcome!',
            description: `You're signed in to ${districtName}.`,
            variant: 'success',
          });
          navigate('/', { replace: true });
        },
        onError: (err) => failureToast('Could Not Set Password', err),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div>
        <h1 className="text-lg font-semibold tracking-tight text-fg">Set your password</h1>
        <p className="mt-1 text-sm text-muted-fg">
          {name ? `${name}, you` : 'You'} have been invited to manage{' '}
          <strong className="text-fg">{districtName}</strong>.
        </p>
      </div>
      <Field id="invite-email" label="Email">
        <Input
          id="invite-email"
          value={email}
          readOnly
          autoComplete="username"
          className="bg-surface-muted"
        />
      </Field>
      <Field
        id="invite-password"
        label="New password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={error?.field === 'password' ? error.text : undefined}
      >
        <PasswordInput
          id="invite-password"
          autoComplete="new-password"
          value={password}
          aria-invalid={error?.field === 'password' || undefined}
          aria-describedby={error?.field === 'password' ? 'invite-password-error' : 'invite-password-hint'}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <Field
        id="invite-confirm"
        label="Confirm password"
        error={error?.field === 'confirm' ? error.text : undefined}
      >
        <PasswordInput
          id="invite-confirm"
          autoComplete="new-password"
          value={confirm}
          aria-invalid={error?.field === 'confirm' || undefined}
          aria-describedby={error?.field === 'confirm' ? 'invite-confirm-error' : undefined}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </Field>
      <Button type="submit" size="lg" loading={accept.isPending} className="mt-1 w-full">
        Set password and sign in
      </Button>
    </form>
  );
}
