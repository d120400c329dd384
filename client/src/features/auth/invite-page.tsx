import { inviteAcceptSchema, MIN_PASSWORD_LENGTH, passwordTwiceSchema } from '@domain/auth';
import { LinkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { BrandMark } from '@/ui/brand-mark';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { failureToast } from '@/ui/failure-toast';
import { Field } from '@/ui/field';
import { Form, FormField, FormSubmit } from '@/ui/form';
import { Input } from '@/ui/input';
import { PasswordInput } from '@/ui/password-input';
import { ScreenTitle } from '@/ui/screen-title';
import { LoadingState } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import { useAcceptInvite } from './use-accept-invite';
import { useInvite } from './use-invite';

/** /invite/:token — an invited administrator sets a password and is signed in. */
export function InvitePage() {
  const { token = '' } = useParams();
  const invite = useInvite(token);
  const { t } = useTranslation('auth');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <BrandMark className="mb-8" />
      <Card className="w-full max-w-md p-6 sm:p-8">
        {invite.isPending ? (
          <LoadingState message={t('invite.checking')} className="py-8" />
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
  const { t } = useTranslation('auth');
  return (
    <div className="text-center">
      <span className="mx-auto mb-4 flex size-11 items-center justify-center rounded-xl border border-tone-red-border bg-tone-red-bg text-tone-red-fg">
        <LinkIcon aria-hidden className="size-5" />
      </span>
      <ScreenTitle className="text-lg font-semibold text-fg">{t('invite.invalid.title')}</ScreenTitle>
      <p className="mt-2 text-sm text-muted-fg">{t('invite.invalid.body')}</p>
      <Link to="/" className={buttonClasses('secondary', 'md', 'mt-6')}>
        {t('invite.invalid.signIn')}
      </Link>
    </div>
  );
}

interface SetPasswordFormProps {
  token: string;
  email: string;
  name: string;
  districtName: string;
}

/** The payload's rules, and the new password typed twice alike. */
const schema = inviteAcceptSchema.and(passwordTwiceSchema);

function SetPasswordForm({ token, email, name, districtName }: SetPasswordFormProps) {
  const accept = useAcceptInvite();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');

  async function submit({ password }: z.input<typeof schema>) {
    try {
      await accept.mutateAsync({ token, password });
    } catch (err) {
      failureToast(t('invite.failed'), err);
      throw err;
    }
    toast({
      title: t('invite.welcome.title'),
      description: t('invite.welcome.description', { district: districtName }),
      variant: 'success',
    });
    navigate('/', { replace: true });
  }

  return (
    <Form
      id="invite"
      schema={schema}
      defaultValues={{ password: '', confirmPassword: '' }}
      toPayload={(values) => ({ ...values, token })}
      onSubmit={submit}
      className="gap-4"
    >
      <div>
        <ScreenTitle className="text-lg font-semibold tracking-tight text-fg">
          {t('invite.form.title')}
        </ScreenTitle>
        <p className="mt-1 text-sm text-muted-fg">
          {name ? t('invite.form.invitedNamed', { name }) : t('invite.form.invited')}{' '}
          <strong className="text-fg">{districtName}</strong>.
        </p>
      </div>
      <Field id="invite-email" label={t('invite.form.email')}>
        <Input
          id="invite-email"
          value={email}
          readOnly
          autoComplete="username"
          className="bg-surface-muted"
        />
      </Field>
      <FormField
        name="password"
        label={t('invite.form.password')}
        hint={t('invite.form.passwordHint', { min: MIN_PASSWORD_LENGTH })}
      >
        <PasswordInput autoComplete="new-password" />
      </FormField>
      <FormField name="confirmPassword" label={t('invite.form.confirmPassword')}>
        <PasswordInput autoComplete="new-password" />
      </FormField>
      <FormSubmit size="lg" className="mt-1 w-full">
        {t('invite.form.submit')}
      </FormSubmit>
    </Form>
  );
}
