import { ChartLine, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';

/** Performance analytics: opens the configured external analytics dashboard in a new tab. */
export function PerformanceAnalyticsCard({ analyticsUrl }: { analyticsUrl: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ChartLine aria-hidden className="size-4 text-subtle-fg" /> {t('performanceAnalytics.title')}
        </CardTitle>
        <CardDescription>{t('performanceAnalytics.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <a
          href={analyticsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', 'md')}
        >
          {t('performanceAnalytics.open')} <ExternalLink aria-hidden />
          <span className="sr-only"> {t('performanceAnalytics.newTab')}</span>
        </a>
      </CardContent>
    </Card>
  );
}
