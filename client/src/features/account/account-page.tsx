import { useTranslation } from 'react-i18next';
import { ApiTokensSection } from '@/features/api-tokens';
import { useCurrentUser } from '@/features/auth';
import { NotificationPreferencesSection } from '@/features/notifications';
import { PageHeader } from '@/ui/page-header';
import { LanguageSection } from './language-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';
import { SignInRecoveryCodes } from './sign-in-recovery-codes';
import { TwoFactorSection } from './two-factor-section';

/**
 * /account: the signed-in user's own page, one section each (see docs/product.md#account): who
 * they are and their name, their password, the browsers signed in, two-factor sign-in, their API
 * tokens and their notification preferences.
 */
export function AccountPage() {
  const user = useCurrentUser();
  const { t } = useTranslation('account');
  return (
    <div className="max-w-3xl">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <div className="flex flex-col gap-6">
        <ProfileSection user={user} />
        <LanguageSection user={user} />
        <PasswordSection email={user.email} />
        <TwoFactorSection />
        <SessionsSection />
        <ApiTokensSection />
        <NotificationPreferencesSection role={user.accountRole} />
      </div>
      <SignInRecoveryCodes />
    </div>
  );
}
