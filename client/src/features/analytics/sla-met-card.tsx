import {
  ANALYTICS_MESSAGES as M,
  SLA_GROUPING_LABELS,
  SLA_GROUPINGS,
  type SlaGroup,
  type TicketsAnswer,
} from '@domain/analytics';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { fmt } from './analytics-format';

const pct = (value: number | null) => (value === null ? '—' : fmt.pct(value));

/** "SLA met" on working time, from the stored clocks, by priority, tier, technician or district. */
export function SlaMetCard({ slaBy }: { slaBy: TicketsAnswer['slaBy'] }) {
  const { t } = useTranslation('analytics');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('slaMet.title')}</CardTitle>
        <CardDescription>{t('slaMet.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="priority">
          <TabsList aria-label={t('slaMet.by')} className="max-w-full overflow-x-auto">
            {SLA_GROUPINGS.map((g) => (
              <TabsTrigger key={g} value={g}>
                {SLA_GROUPING_LABELS[g]}
              </TabsTrigger>
            ))}
          </TabsList>
          {SLA_GROUPINGS.map((g) => (
            <TabsContent key={g} value={g}>
              <SlaTable label={SLA_GROUPING_LABELS[g]} rows={slaBy[g]} />
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}

function SlaTable({ label, rows }: { label: string; rows: SlaGroup[] }) {
  const { t } = useTranslation('analytics');
  if (rows.length === 0) return <p className="text-sm text-muted-fg">{M.noResolved}</p>;
  return (
    <Table aria-label={t('slaMet.table', { grouping: label.toLowerCase() })}>
      <TableHeader>
        <TableRow>
          <TableHead>{label}</TableHead>
          <TableHead className="text-right">{t('slaMet.resolved')}</TableHead>
          <TableHead className="hidden text-right sm:table-cell">{t('slaMet.firstResponse')}</TableHead>
          <TableHead className="hidden text-right sm:table-cell">{t('slaMet.resolution')}</TableHead>
          <TableHead className="text-right">{t('slaMet.met')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((s) => (
          <TableRow key={s.key}>
            <TableCell>{s.label}</TableCell>
            <TableCell className="text-right tabular-nums">{fmt.count(s.measured)}</TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">
              {pct(s.firstResponsePercent)}
            </TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">
              {pct(s.resolutionPercent)}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {s.metPercent === null ? (
                <span title={M.noResolved}>
                  — <span className="text-xs text-subtle-fg">{t('slaMet.noneResolved')}</span>
                </span>
              ) : (
                fmt.pct(s.metPercent)
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
