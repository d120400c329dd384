import { MIN_PASSWORD_LENGTH } from '@domain/auth-messages';
import { type FormEvent, useState } from 'react';
import { useRegister } from '@/features/auth/use-register';
import { gateText, useGateText } from '@/lib/gate-text';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { PasswordInput } from '@/ui/password-input';
import { toast } from '@/ui/toast';

const EMPTY = { email: '', password: '', confirmPassword: '', firstName: '', lastName: '' };

export function RegisterForm() {
  const [form, setForm] = useState(EMPTY);
  const registerUser = useRegister();
  const t = useGateText('login');
  const refuse = (key: 'missingRegister' | 'passwordMismatch' | 'weakPassword') =>
    toast({
      title: gateText('login', `messages.${key}.title`),
      description: gateText('login', `messages.${key}.description`),
      variant: 'destructive',
    });
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.email.trim() || !form.password || !form.firstName.trim()) {
      refuse('missingRegister');
      return;
    }
    if (form.password !== form.confirmPassword) {
      refuse('passwordMismatch');
      return;
    }
    if (form.password.length < MIN_PASSWORD_LENGTH) {
      refuse('weakPassword');
      return;
    }
    registerUser.mutate({
      email: form.email.trim(),
      password: form.password,
      confirmPassword: form.confirmPassword,
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id="register-first-name" label={t('register.firstName')} required>
          <Input
            id="register-first-name"
            required
            name="firstName"
            autoComplete="given-name"
            value={form.firstName}
            onChange={set('firstName')}
          />
        </Field>
        <Field id="register-last-name" label={t('register.lastName')} optional>
          <Input
            id="register-last-name"
            name="lastName"
            autoComplete="family-name"
            value={form.lastName}
            onChange={set('lastName')}
          />
        </Field>
      </div>
      <Field id="register-email" label={t('register.email')} required>
        <Input
          id="register-email"
          required
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('signIn.emailPlaceholder')}
          value={form.email}
          onChange={set('email')}
        />
      </Field>
      <Field
        id="register-password"
        label={t('register.password')}
        required
        hint={t('register.passwordHint', { min: MIN_PASSWORD_LENGTH })}
      >
        <PasswordInput
          id="register-password"
          required
          name="password"
          autoComplete="new-password"
          aria-describedby="register-password-hint"
          value={form.password}
          onChange={set('password')}
        />
      </Field>
      <Field id="register-confirm-password" label={t('register.confirmPassword')} required>
        <PasswordInput
          id="register-confirm-password"
          required
          name="confirmPassword"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
        />
      </Field>
      <Button type="submit" size="lg" loading={registerUser.isPending} className="mt-1 w-full">
        {t('register.submit')}
      </Button>
    </form>
  );
}
