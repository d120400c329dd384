import { accountApi } from '@domain/api/account';
import type { AuthUser } from '@domain/auth';
import type { Locale } from '@domain/locales/locale';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setAuthUser } from '@/features/auth';
import { api } from '@/lib/api';
import { chosenLocale, forgetChosenLocale, setLocale } from '@/lib/locale';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';

/**
 * Once signed in: a language chosen on the login gate during this visit becomes the account's
 * (PATCH /api/account { locale }), so the portal and its mail keep speaking it.
 */
export function useAccountLocale(user: AuthUser) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const chosen = chosenLocale();
    if (!chosen) return;
    forgetChosenLocale();
    if (chosen === user.locale) return;
    api(accountApi.updateProfile, { body: { locale: chosen } }).then(
      (answer) => setAuthUser(queryClient, answer.user),
      // Not saved: the account's own language stays.
      () => setLocale(user.locale),
    );
  }, [user.locale, queryClient]);
}

/** The account page's language menu: PATCH /api/account { locale }, spoken at once. */
export function useUpdateLocale() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('shell');
  return useApiMutation(accountApi.updateProfile, {
    input: (locale: Locale) => ({ body: { locale } }),
    failure: { title: t('language.failed.title'), description: t('language.failed.description') },
    onSuccess: ({ user }) => {
      setAuthUser(queryClient, user);
      setLocale(user.locale);
      toast({ title: t('language.saved', { lng: user.locale }), variant: 'success' });
    },
  });
}
