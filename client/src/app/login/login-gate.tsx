import { Building2, Link2, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { showGoogleUnavailable } from '@/features/auth/use-google-login';
import { BrandMark } from '@/ui/brand-mark';
import { Card } from '@/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { AlternativeSignIn } from './alternative-sign-in';
import { LoginHero } from './login-hero';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

const BADGES = [
  { icon: Building2, label: 'Multi-District' },
  { icon: ShieldCheck, label: 'Secure Platform' },
  { icon: Link2, label: 'Google Integration' },
];

/** Shown whenever the authentication check says the visitor is not signed in (docs/product.md#sign-in). */
export function LoginGate() {
  useGoogleFailureNotice();
  return (
    <div className="flex min-h-dvh">
      <LoginHero />
      <main className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-[420px]">
          <BrandMark className="mb-8 lg:hidden" />
          <h1 className="text-2xl font-semibold tracking-tight text-fg">Welcome</h1>
          <p className="mt-1 mb-6 text-sm text-muted-fg">
            Sign in to manage your district's technology services.
          </p>
          <Card className="p-5 sm:p-6">
            <Tabs defaultValue="signin">
              <TabsList className="grid w-full grid-cols-2" aria-label="Sign in or create an account">
                <TabsTrigger value="signin">Sign In</TabsTrigger>
                <TabsTrigger value="register">Create Account</TabsTrigger>
              </TabsList>
              <TabsContent value="signin" className="mt-5">
                <SignInForm />
              </TabsContent>
              <TabsContent value="register" className="mt-5">
                <RegisterForm />
              </TabsContent>
            </Tabs>
            <div className="mt-4">
              <AlternativeSignIn />
            </div>
          </Card>
          <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-xs text-muted-fg">
            {BADGES.map(({ icon: Icon, label }) => (
              <li key={label} className="inline-flex items-center gap-1.5">
                <Icon aria-hidden className="size-3.5 text-subtle-fg" />
                {label}
              </li>
            ))}
          </ul>
        </div>
      </main>
    </div>
  );
}

/** After a failed Google round trip the server sends the browser to /?signin=google-failed. */
function useGoogleFailureNotice() {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get('signin') !== 'google-failed') return;
    showGoogleUnavailable();
    url.searchParams.delete('signin');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
}
