import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/ui/skeleton';

/** While a lazily loaded page's code arrives: the page header and content in outline. */
export function PageFallback() {
  const { t } = useTranslation('shell');
  return (
    <div role="status" aria-label={t('loadingPage')} className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Skeleton className="h-7 w-56" />
        <Skeleton className="h-4 w-80 max-w-full" />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}
