import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { ScreenTitle } from '@/ui/screen-title';

/** Every path the router does not know (see docs/product.md#routes). */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-tone-red-border bg-tone-red-bg text-tone-red-fg">
            <FileQuestion aria-hidden className="size-5" />
          </span>
          <ScreenTitle className="text-xl font-semibold tracking-tight text-fg">
            {t('notFound.title')}
          </ScreenTitle>
        </div>
        <p className="mt-4 text-sm text-muted-fg">{t('notFound.text')}</p>
        <Link to="/" className={buttonClasses('secondary', 'md', 'mt-6')}>
          {t('notFound.action')}
        </Link>
      </Card>
    </div>
  );
}
