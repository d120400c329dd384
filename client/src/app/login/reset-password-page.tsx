import { passwordResetConfirmSchema } from '@domain/account';
import { MIN_PASSWORD_LENGTH, passwordTwiceSchema } from '@domain/auth';
import { LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { errorStatus } from '@/lib/api';
import { BrandMark } from '@/ui/brand-mark';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { failureToast } from '@/ui/failure-toast';
import { Form, FormField, FormSubmit } from '@/ui/form';
import { PasswordInput } from '@/ui/password-input';
import { ScreenTitle } from '@/ui/screen-title';
import { toast } from '@/ui/toast';
import { useConfirmPasswordReset } from './use-confirm-password-reset';

/** The payload's rules, and the new password typed twice alike. */
const schema = passwordResetConfirmSchema.and(passwordTwiceSchema);

/**
 * /reset-password/:token, the link of the "Forgot password?" email (valid 1 hour, once): a new
 * password, then sign in with it. Works signed out, outside the login gate.
 */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [invalid, setInvalid] = useState(
    () => !passwordResetConfirmSchema.shape.token.safeParse(token).success,
  );
  const confirm = useConfirmPasswordReset();
  const { t } = useTranslation('signin');
  const navigate = useNavigate();

  async function submit({ password }: z.infer<typeof schema>) {
    try {
      await confirm.mutateAsync({ token, password });
    } catch (err) {
      if (errorStatus(err) === 404) setInvalid(true);
      else failureToast(t('reset.failed'), err);
      throw err;
    }
    toast({
      title: t('reset.changed'),
      description: t('reset.changedText'),
      variant: 'success',
    });
    navigate('/', { replace: true });
  }

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <BrandMark className="mb-8" />
      <Card className="w-full max-w-md p-6 sm:p-8">
        {invalid ? (
          <InvalidLink />
        ) : (
          <Form
            schema={schema}
            defaultValues={{ password: '', confirmPassword: '' }}
            toPayload={(values) => ({ ...values, token })}
            onSubmit={submit}
            id="reset-password"
            className="gap-4"
          >
            <div>
              <ScreenTitle className="text-lg font-semibold tracking-tight text-fg">
                {t('reset.title')}
              </ScreenTitle>
              <p className="mt-1 text-sm text-muted-fg">{t('reset.text')}</p>
            </div>
            <FormField
              name="password"
              label={t('reset.password')}
              hint={t('reset.passwordHint', { min: MIN_PASSWORD_LENGTH })}
            >
              <PasswordInput autoComplete="new-password" autoFocus />
            </FormField>
            <FormField name="confirmPassword" label={t('reset.confirm')}>
              <PasswordInput autoComplete="new-password" />
            </FormField>
            <FormSubmit size="lg" className="mt-1 w-full">
              {t('reset.submit')}
            </FormSubmit>
          </Form>
        )}
      </Card>
    </main>
  );
}

function InvalidLink() {
  const { t } = useTranslation('signin');
  return (
    <div role="alert" className="text-center">
      <span className="mx-auto mb-4 flex size-11 items-center justify-center rounded-xl border border-tone-red-border bg-tone-red-bg text-tone-red-fg">
        <LinkIcon aria-hidden className="size-5" />
      </span>
      <ScreenTitle className="text-lg font-semibold text-fg">{t('reset.linkBroken')}</ScreenTitle>
      <p className="mt-2 text-sm text-muted-fg">{t('reset.invalid')}</p>
      <p className="mt-1 text-sm text-muted-fg">{t('reset.useForgot')}</p>
      <Link to="/" className={buttonClasses('secondary', 'md', 'mt-6')}>
        {t('reset.goToSignIn')}
      </Link>
    </div>
  );
}
