import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "Dashboard / <page>": the trail above a page's title. */
export function Breadcrumb({ page }: { page: string }) {
  const { t } = useTranslation('app');
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <ol className="flex items-center gap-1.5 text-xs text-muted-fg">
        <li>
          <Link to="/" className="hover:text-fg hover:underline">
            {t('breadcrumb.dashboard')}
          </Link>
        </li>
        <li aria-hidden>
          <ChevronRight className="size-3.5" />
        </li>
        <li aria-current="page" className="font-medium text-fg">
          {page}
        </li>
      </ol>
    </nav>
  );
}
