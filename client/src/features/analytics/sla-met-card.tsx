import {
  ANALYTICS_MESSAGES as M,
  SLA_GROUPING_LABELS,
  SLA_GROUPINGS,
  type SlaGroup,
  type TicketsAnswer,
} from '@domain/analytics';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { fmt } from './analytics-format';

const pct = (value: number | null) => (value === null ? '—' : fmt.pct(value));

/** "SLA met" on working time, from the stored clocks, by priority, tier, technician or district. */
export function SlaMetCard({ slaBy }: { slaBy: TicketsAnswer['slaBy'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>SLA met on working time</CardTitle>
        <CardDescription>
          Tickets resolved in the period whose SLA clock kept its first response and resolution targets, on
          the district's working time.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="priority">
          <TabsList aria-label="SLA met by" className="max-w-full overflow-x-auto">
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
  if (rows.length === 0) return <p className="text-sm text-muted-fg">{M.noResolved}</p>;
  return (
    <Table aria-label={`SLA met by ${label.toLowerCase()}`}>
      <TableHeader>
        <TableRow>
          <TableHead>{label}</TableHead>
          <TableHead className="text-right">Resolved</TableHead>
          <TableHead className="hidden text-right sm:table-cell">First response</TableHead>
          <TableHead className="hidden text-right sm:table-cell">Resolution</TableHead>
          <TableHead className="text-right">Met</TableHead>
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
                  — <span className="text-xs text-subtle-fg">none resolved</span>
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
