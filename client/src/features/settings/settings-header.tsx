import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Dashboard / System Settings. */
export function SettingsBreadcrumb() {
  const { t } = useTranslation('settings');
  return (
    <nav aria-label={t('header.breadcrumb')}>
      <ol className="flex items-center gap-1.5 text-xs text-muted-fg">
        <li>
          <Link to="/" className="hover:text-fg hover:underline">
            {t('header.dashboard')}
          </Link>
        </li>
        <li aria-hidden>
          <ChevronRight className="size-3.5" />
        </li>
        <li aria-current="page" className="font-medium text-fg">
          {t('header.title')}
        </li>
      </ol>
    </nav>
  );
}
