import type { AuthUser } from '@domain/auth';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { LanguageSelect } from '@/ui/language-select';
import { useUpdateLocale } from './use-account-locale';

/** The language of the portal and of one's mail (docs/product.md#spanish). */
export function LanguageSection({ user }: { user: AuthUser }) {
  const headingId = useId();
  const { t } = useTranslation('shell');
  const update = useUpdateLocale();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle id={headingId}>{t('language.title')}</CardTitle>
          <CardDescription>{t('language.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <LanguageSelect
            id="account-language"
            label={t('language.label')}
            value={user.locale}
            disabled={update.isPending}
            onChange={(locale) => update.mutate(locale)}
          />
        </CardContent>
      </Card>
    </section>
  );
}
