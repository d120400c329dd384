import { MESSAGES, MIN_PASSWORD_LENGTH } from '@domain/auth-messages';
import { type FormEvent, useState } from 'react';
import { useRegister } from '@/features/auth/use-register';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { PasswordInput } from '@/ui/password-input';
import { toast } from '@/ui/toast';

const EMPTY = { email: '', password: '', confirmPassword: '', firstName: '', lastName: '' };

export function RegisterForm() {
  const [form, setForm] = useState(EMPTY);
  const registerUser = useRegister();
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.email.trim() || !form.password || !form.firstName.trim()) {
      toast({ ...MESSAGES.missingRegister, variant: 'destructive' });
      return;
    }
    if (form.password !== form.confirmPassword) {
      toast({ ...MESSAGES.passwordMismatch, variant: 'destructive' });
      return;
    }
    if (form.password.length < MIN_PASSWORD_LENGTH) {
      toast({ ...MESSAGES.weakPassword, variant: 'destructive' });
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
        <Field id="register-first-name" label="First name" required>
          <Input
            id="register-first-name"
            required
            name="firstName"
            autoComplete="given-name"
            value={form.firstName}
            onChange={set('firstName')}
          />
        </Field>
        <Field id="register-last-name" label="Last name" optional>
          <Input
            id="register-last-name"
            name="lastName"
            autoComplete="family-name"
            value={form.lastName}
            onChange={set('lastName')}
          />
        </Field>
      </div>
      <Field id="register-email" label="Email" required>
        <Input
          id="register-email"
          required
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@district.org"
          value={form.email}
          onChange={set('email')}
        />
      </Field>
      <Field
        id="register-password"
        label="Password"
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
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
      <Field id="register-confirm-password" label="Confirm password" required>
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
        Create Account
      </Button>
    </form>
  );
}
