import type { ConnectorOverview } from '@domain/integration-settings';
import { CONNECTOR_STATE_LABELS, INTEGRATIONS } from '@domain/integrations';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { STATE_TONE } from './connection-status-card';
import { useConnectorsOverview } from './use-connectors-overview';

const label = (slug: string) => INTEGRATIONS.find((i) => i.slug === slug)?.name ?? slug;
/** The last error and when it happened, or null when the connector has none. */
const lastErrorOf = (c: ConnectorOverview) =>
  c.lastError ? `${c.lastError}${c.lastErrorAt ? ` (${formatDateTime(c.lastErrorAt)})` : ''}` : null;

/** Five Star's view: every district's connectors and what they last did, in one table. */
export function ConnectorsOverview() {
  const overview = useConnectorsOverview();
  const { t } = useTranslation('integrations');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('overview.title')}</CardTitle>
        <CardDescription>{t('overview.description')}</CardDescription>
      </CardHeader>
      {overview.isPending ? (
        <div className="px-5 pb-5">
          <Skeleton className="h-24" />
        </div>
      ) : overview.isError ? (
        <div className="px-5 pb-5">
          <LoadError title={t('overview.loadFailed')} query={overview} />
        </div>
      ) : (
        <>
          <Table aria-label={t('overview.label')} containerClassName="hidden md:block">
            <TableHeader>
              <TableRow>
                <TableHead>{t('overview.columns.district')}</TableHead>
                <TableHead>{t('overview.columns.integration')}</TableHead>
                <TableHead>{t('overview.columns.state')}</TableHead>
                <TableHead>{t('overview.columns.lastSync')}</TableHead>
                <TableHead>{t('overview.columns.lastError')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {overview.data.map((c) => (
                <TableRow key={`${c.districtId}-${c.name}`}>
                  <TableCell className="font-medium">{c.districtName}</TableCell>
                  <TableCell>{label(c.name)}</TableCell>
                  <TableCell>
                    <Badge tone={STATE_TONE[c.state]} dot>
                      {CONNECTOR_STATE_LABELS[c.state]}
                    </Badge>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {c.lastSync ? formatDateTime(c.lastSync) : '—'}
                  </TableCell>
                  <TableCell className="min-w-48 text-xs break-words text-muted-fg">
                    {lastErrorOf(c) ?? '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <ul
            aria-label={t('overview.label')}
            className="divide-y divide-border border-t border-border md:hidden"
          >
            {overview.data.map((c) => (
              <li key={`${c.districtId}-${c.name}`} className="flex flex-col gap-1.5 px-4 py-3">
                <div className="flex items-center justify-between gap-3">
                  <span className="text-sm font-medium text-fg">{c.districtName}</span>
                  <Badge tone={STATE_TONE[c.state]} dot>
                    {CONNECTOR_STATE_LABELS[c.state]}
                  </Badge>
                </div>
                <p className="text-xs text-muted-fg">
                  {label(c.name)} · {t('overview.lastSync')} {c.lastSync ? formatDateTime(c.lastSync) : '—'}
                </p>
                {c.lastError && <p className="text-xs break-words text-muted-fg">{lastErrorOf(c)}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
