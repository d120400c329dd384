import { LayoutDashboard } from 'lucide-react';
import { useAuth } from '@/features/auth/use-auth';
import { useDemoAccess } from '@/features/auth/use-demo-access';
import { useGoogleLogin } from '@/features/auth/use-google-login';
import { useGateText } from '@/lib/gate-text';
import { Button } from '@/ui/button';
import { GoogleIcon } from './google-icon';
import { SsoSignIn, type SsoState } from './sso-sign-in';

/** Single sign-on (SAML), Google (federated) sign-in and Demo Dashboard Access. */
export function AlternativeSignIn({ sso, onSso }: { sso: SsoState; onSso: (s: SsoState) => void }) {
  const google = useGoogleLogin();
  const demo = useDemoAccess();
  // A production install has no demo: the server says so and the button is not offered.
  const demoAvailable = useAuth().data?.demoAvailable ?? false;
  const t = useGateText('login');
  return (
    <div className="flex flex-col gap-2.5">
      <div className="my-1 flex items-center gap-3 text-xs text-subtle-fg" aria-hidden>
        <span className="h-px flex-1 bg-border" />
        {t('alternatives.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <SsoSignIn state={sso} onChange={onSso} />
      <Button
        variant="secondary"
        size="lg"
        className="w-full"
        loading={google.isPending}
        onClick={() => google.mutate()}
      >
        {!google.isPending && <GoogleIcon />}
        {t('alternatives.google')}
      </Button>
      {demoAvailable && (
        <Button
          variant="secondary"
          size="lg"
          className="w-full"
          loading={demo.isPending || demo.isSuccess}
          onClick={() => demo.mutate()}
        >
          {!(demo.isPending || demo.isSuccess) && <LayoutDashboard />}
          {t('alternatives.demo')}
        </Button>
      )}
    </div>
  );
}
