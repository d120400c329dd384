import { ChartLine, ExternalLink } from 'lucide-react';
import { buttonClasses } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';

/** Performance analytics: opens the configured external analytics dashboard in a new tab. */
export function PerformanceAnalyticsCard({ analyticsUrl }: { analyticsUrl: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ChartLine aria-hidden className="size-4 text-subtle-fg" /> Performance Analytics
        </CardTitle>
        <CardDescription>
          Response times, resolution trends and technician workload in the analytics dashboard.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <a
          href={analyticsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', 'md')}
        >
          Open Analytics Dashboard <ExternalLink aria-hidden />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </CardContent>
    </Card>
  );
}
