import { SSO_MESSAGES } from '@domain/auth-messages';
import { Building2, Link2, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { showGoogleUnavailable } from '@/features/auth/use-google-login';
import { gateText, useGateText } from '@/lib/gate-text';
import { chooseLocale, useLocale } from '@/lib/locale';
import { BrandMark } from '@/ui/brand-mark';
import { Card } from '@/ui/card';
import { LanguageSelect } from '@/ui/language-select';
import { ScreenTitle } from '@/ui/screen-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { toast } from '@/ui/toast';
import { AlternativeSignIn } from './alternative-sign-in';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';
import { SSO_CLOSED, type SsoState } from './sso-sign-in';

// Decorative, and shown on wide screens only: loaded after the form, in a panel of its colour.
const LoginHero = lazy(() => import('./login-hero').then((m) => ({ default: m.LoginHero })));
const HERO_SPACE = <div aria-hidden className="hidden w-[44%] max-w-[640px] bg-brand lg:block" />;

const BADGES = [
  { icon: Building2, key: 'multiDistrict' },
  { icon: ShieldCheck, key: 'secure' },
  { icon: Link2, key: 'google' },
];

/** Shown whenever the authentication check says the visitor is not signed in (docs/product.md#sign-in). */
export function LoginGate() {
  useSignInFailureNotice();
  const [sso, setSso] = useState<SsoState>(SSO_CLOSED);
  const t = useGateText('login');
  const locale = useLocale();
  return (
    <div className="flex min-h-dvh">
      <Suspense fallback={HERO_SPACE}>
        <LoginHero />
      </Suspense>
      <main className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-[420px]">
          <div className="mb-8 flex flex-wrap items-center justify-between gap-3 lg:justify-end">
            <BrandMark className="lg:hidden" />
            <LanguageSelect id="gate-language" label={t('language')} value={locale} onChange={chooseLocale} />
          </div>
          <ScreenTitle className="text-2xl font-semibold tracking-tight text-fg">{t('welcome')}</ScreenTitle>
          <p className="mt-1 mb-6 text-sm text-muted-fg">{t('intro')}</p>
          <Card className="p-5 sm:p-6">
            <Tabs defaultValue="signin">
              <TabsList className="grid w-full grid-cols-2" aria-label={t('tabs.label')}>
                <TabsTrigger value="signin">{t('tabs.signIn')}</TabsTrigger>
                <TabsTrigger value="register">{t('tabs.register')}</TabsTrigger>
              </TabsList>
              <TabsContent value="signin" className="mt-5">
                <SignInForm
                  onSsoRequired={(email) => setSso({ open: true, prefill: email, required: true })}
                />
              </TabsContent>
              <TabsContent value="register" className="mt-5">
                <RegisterForm />
              </TabsContent>
            </Tabs>
            <div className="mt-4">
              <AlternativeSignIn sso={sso} onSso={setSso} />
            </div>
          </Card>
          <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-xs text-muted-fg">
            {BADGES.map(({ icon: Icon, key }) => (
              <li key={key} className="inline-flex items-center gap-1.5">
                <Icon aria-hidden className="size-3.5 text-subtle-fg" />
                {t(`badges.${key}`)}
              </li>
            ))}
          </ul>
        </div>
      </main>
    </div>
  );
}

type SsoRefusal = keyof typeof SSO_MESSAGES.refused;

/**
 * After a failed Google round trip the server sends the browser to /?signin=google-failed; after a
 * refused single sign-on to /?signin=saml-<reason>.
 */
function useSignInFailureNotice() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const signin = url.searchParams.get('signin') ?? '';
    const saml = signin.startsWith('saml-') ? (signin.slice(5) as SsoRefusal) : null;
    if (saml && saml in SSO_MESSAGES.refused)
      toast({
        title: gateText('login', 'sso.button'),
        description: gateText('login', `sso.refused.${saml}`),
        variant: 'destructive',
      });
    else if (signin === 'google-failed') showGoogleUnavailable();
    else return;
    url.searchParams.delete('signin');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
}
