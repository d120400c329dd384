import { changePasswordSchema } from '@domain/account';
import { MESSAGES, MIN_PASSWORD_LENGTH } from '@domain/auth-messages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/ui/card';
import { Form, FormField, FormSubmit } from '@/ui/form';
import { PasswordInput } from '@/ui/password-input';
import { useChangePassword } from './use-change-password';

/** The payload's rules, and the new password typed twice alike. */
const schema = changePasswordSchema
  .extend({ confirmPassword: z.string().max(200) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordMismatch.description,
  });

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A new password: the current one is required; every other session ends (see docs/product.md#account). */
export function PasswordSection({ email }: { email: string }) {
  const headingId = useId();
  const change = useChangePassword();
  const { t } = useTranslation('account');
  /** A fresh, empty form after each change. */
  const [round, setRound] = useState(0);
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle id={headingId}>{t('password.title')}</CardTitle>
          <CardDescription>{t('password.description')}</CardDescription>
        </CardHeader>
        <Form
          key={round}
          schema={schema}
          defaultValues={EMPTY}
          id="change-password"
          onSubmit={async ({ currentPassword, newPassword }) => {
            await change.mutateAsync({ currentPassword, newPassword });
            setRound((r) => r + 1);
          }}
        >
          {/* The account's address, so that a password manager saves the new password under it. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <div className="grid gap-4 px-5 pb-5 sm:grid-cols-2">
            <FormField
              name="currentPassword"
              label={t('password.current')}
              required
              className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]"
            >
              <PasswordInput autoComplete="current-password" />
            </FormField>
            <FormField
              name="newPassword"
              label={t('password.new')}
              hint={t('password.newHint', { min: MIN_PASSWORD_LENGTH })}
              required
            >
              <PasswordInput autoComplete="new-password" />
            </FormField>
            <FormField name="confirmPassword" label={t('password.confirm')} required>
              <PasswordInput autoComplete="new-password" />
            </FormField>
          </div>
          <CardFooter className="justify-end">
            <FormSubmit>{t('password.submit')}</FormSubmit>
          </CardFooter>
        </Form>
      </Card>
    </section>
  );
}
