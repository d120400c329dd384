import type { analyticsApi } from '@domain/api/analytics';
import { csatApi } from '@domain/api/csat';
import type { EndpointInput } from '@domain/api/endpoint';
import { CSAT_SATISFIED_FROM, type CsatResults } from '@domain/csat';
import { SERVICE_LEVEL_LABELS } from '@domain/tiers';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ThumbsUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { type DataColumn, DataList } from '@/ui/data-list';
import { LoadError } from '@/ui/load-error';
import { LoadingState } from '@/ui/spinner';
import { RatingStars } from './csat-form';

type Query = NonNullable<EndpointInput<typeof analyticsApi.tab>['query']>;
type Row = {
  key: string;
  name: string;
  responses: number;
  average: number | null;
  satisfiedPercent: number | null;
};

const pct = (n: number | null) => (n === null ? '—' : `${n}%`);
const avg = (n: number | null) => (n === null ? '—' : n.toFixed(1));

/**
 * Satisfaction in Analytics (see docs/product.md#satisfaction): the range's answers overall, per
 * technician, per district and per tier (a roll-up), and the latest comments.
 */
export function SatisfactionResults({ query }: { query: Query }) {
  const { t } = useTranslation('csat');
  const results = useQuery({
    queryKey: ['analytics', 'satisfaction', JSON.stringify(query)],
    queryFn: () => api(csatApi.results, { query }),
  });
  if (results.isPending) return <LoadingState message={t('results.loading')} />;
  if (results.isError) return <LoadError title={t('results.failed')} query={results} />;
  const r: CsatResults = results.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('results.title')}</CardTitle>
        <CardDescription>
          {r.overall.responses === 0
            ? t('results.none', { surveys: r.surveys })
            : t('results.summary', {
                responses: r.overall.responses,
                surveys: r.surveys,
                average: avg(r.overall.average),
                satisfied: pct(r.overall.satisfiedPercent),
                from: CSAT_SATISFIED_FROM,
              })}
        </CardDescription>
      </CardHeader>
      {r.overall.responses > 0 && (
        <CardContent className="flex flex-col gap-5">
          <Breakdown
            query={results}
            title={t('results.perTechnician')}
            column={t('results.technician')}
            rows={r.byTechnician.map((t) => ({ key: t.id ?? 'none', ...t }))}
          />
          {r.byDistrict.length > 1 && (
            <Breakdown
              query={results}
              title={t('results.perDistrict')}
              column={t('results.district')}
              rows={r.byDistrict.map((d) => ({ key: d.id, ...d }))}
            />
          )}
          {r.byDistrict.length > 1 && (
            <Breakdown
              query={results}
              title={t('results.perTier')}
              column={t('results.tier')}
              rows={r.byTier.map((t) => ({ key: t.tier, name: SERVICE_LEVEL_LABELS[t.tier], ...t }))}
            />
          )}
          {r.comments.length > 0 && (
            <div>
              <h3 className="mb-2 text-sm font-medium text-fg">{t('results.comments')}</h3>
              <ul className="flex flex-col gap-2">
                {r.comments.map((c) => (
                  <li
                    key={`${c.ticketNumber}-${c.answeredAt}`}
                    className="rounded-lg border border-border px-3 py-2 text-sm"
                  >
                    <p className="flex flex-wrap items-center gap-2 text-muted-fg">
                      <span className="font-medium text-fg">{c.ticketNumber}</span>{' '}
                      <RatingStars rating={c.rating} />
                    </p>
                    <p className="mt-1 whitespace-pre-wrap text-fg">“{c.comment}”</p>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </CardContent>
      )}
    </Card>
  );
}

/** The query the card read, for the lists' states (loaded by then). */
type Loaded = Parameters<typeof DataList>[0]['query'];

const COLUMNS = (column: string, t: TFunction<'csat'>): DataColumn<Row>[] => [
  { header: column, cell: (row) => row.name },
  { header: t('results.ratings'), cell: (row) => row.responses, className: 'text-right tabular-nums' },
  { header: t('results.average'), cell: (row) => avg(row.average), className: 'text-right tabular-nums' },
  {
    header: t('results.satisfied'),
    cell: (row) => pct(row.satisfiedPercent),
    className: 'text-right tabular-nums',
  },
];

/** One breakdown, named by its heading above it: a table from md up, a card per row on a phone. */
function Breakdown({
  query,
  title,
  column,
  rows,
}: {
  query: Loaded;
  title: string;
  column: string;
  rows: Row[];
}) {
  const headingId = useId();
  const { t } = useTranslation('csat');
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 text-sm font-medium text-fg">
        {title}
      </h3>
      <div className="overflow-hidden rounded-lg border border-border">
        <DataList
          query={query}
          rows={rows}
          rowKey={(row) => row.key}
          label={title}
          loading={t('results.loading')}
          failed={t('results.failed')}
          empty={{ icon: ThumbsUp, title: t('results.empty') }}
          columns={COLUMNS(column, t)}
          card={(row) => (
            <div className="flex flex-col gap-1 text-sm">
              <p className="font-medium text-fg">{row.name}</p>
              <p className="text-muted-fg tabular-nums">
                {t('results.card', {
                  count: row.responses,
                  average: avg(row.average),
                  satisfied: pct(row.satisfiedPercent),
                })}
              </p>
            </div>
          )}
        />
      </div>
    </section>
  );
}
