import { MESSAGES } from '@domain/auth-messages';
import { type FormEvent, useState } from 'react';
import { useLogin } from '@/features/auth/use-login';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { PasswordInput } from '@/ui/password-input';
import { toast } from '@/ui/toast';

export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast({ ...MESSAGES.missingLogin, variant: 'destructive' });
      return;
    }
    login.mutate({ email: email.trim(), password });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field id="signin-email" label="Email">
        <Input
          id="signin-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@district.org"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <Field id="signin-password" label="Password">
        <PasswordInput
          id="signin-password"
          name="password"
          autoComplete="current-password"
          placeholder="Enter your password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <Button type="submit" size="lg" loading={login.isPending} className="mt-1 w-full">
        Sign In
      </Button>
    </form>
  );
}
