import { type AssetsAnswer, type DamageRate, ANALYTICS_MESSAGES as M } from '@domain/analytics';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { fmt } from './analytics-format';

const num = 'text-right tabular-nums';
/** The devices column gives way on a phone, where four columns do not fit. */
const devices = 'hidden text-right tabular-nums sm:table-cell';

/** Repairs opened in the period per model, costliest first (the cost column for administrators only). */
export function RepairCostCard({ data }: { data: AssetsAnswer }) {
  const rows = data.repairsByModel;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Repair cost per model</CardTitle>
        <CardDescription>
          Repairs opened in the period and the parts they used: which models break.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-fg">{M.noRepairs}</p>
        ) : (
          <Table aria-label="Repair cost per model">
            <TableHeader>
              <TableRow>
                <TableHead>Model</TableHead>
                <TableHead className={devices}>Devices</TableHead>
                <TableHead className="text-right">Repairs</TableHead>
                {data.moneyVisible && <TableHead className="text-right">Parts cost</TableHead>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.model}>
                  <TableCell>{r.model}</TableCell>
                  <TableCell className={devices}>{fmt.count(r.devices)}</TableCell>
                  <TableCell className={num}>{fmt.count(r.repairs)}</TableCell>
                  {data.moneyVisible && (
                    <TableCell className={num}>{r.cost === null ? '—' : fmt.money(r.cost)}</TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

/** Damage reports of the period per 100 student devices in use, by site or by grade. */
export function DamageRateCard({ title, what, rows }: { title: string; what: string; rows: DamageRate[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>Damage reports in the period per 100 student devices in use.</CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-fg">{M.noDamage}</p>
        ) : (
          <Table aria-label={title}>
            <TableHeader>
              <TableRow>
                <TableHead>{what}</TableHead>
                <TableHead className={devices}>Devices</TableHead>
                <TableHead className="text-right">Damages</TableHead>
                <TableHead className="text-right">Per 100</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.label}>
                  <TableCell>{r.label}</TableCell>
                  <TableCell className={devices}>{fmt.count(r.devices)}</TableCell>
                  <TableCell className={num}>{fmt.count(r.damages)}</TableCell>
                  <TableCell className={num}>{r.per100 === null ? '—' : r.per100.toFixed(1)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
