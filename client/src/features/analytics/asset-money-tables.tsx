import { type AssetsAnswer, type DamageRate, ANALYTICS_MESSAGES as M } from '@domain/analytics';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { fmt } from './analytics-format';

const num = 'text-right tabular-nums';
/** The devices column gives way on a phone, where four columns do not fit. */
const devices = 'hidden text-right tabular-nums sm:table-cell';

/** Repairs opened in the period per model, costliest first (the cost column for administrators only). */
export function RepairCostCard({ data }: { data: AssetsAnswer }) {
  const rows = data.repairsByModel;
  const { t } = useTranslation('analytics');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('repairs.title')}</CardTitle>
        <CardDescription>{t('repairs.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-fg">{M.noRepairs}</p>
        ) : (
          <Table aria-label={t('repairs.title')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('repairs.model')}</TableHead>
                <TableHead className={devices}>{t('repairs.devices')}</TableHead>
                <TableHead className="text-right">{t('repairs.repairs')}</TableHead>
                {data.moneyVisible && <TableHead className="text-right">{t('repairs.partsCost')}</TableHead>}
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
  const { t } = useTranslation('analytics');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{t('damage.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-fg">{M.noDamage}</p>
        ) : (
          <Table aria-label={title}>
            <TableHeader>
              <TableRow>
                <TableHead>{what}</TableHead>
                <TableHead className={devices}>{t('damage.devices')}</TableHead>
                <TableHead className="text-right">{t('damage.damages')}</TableHead>
                <TableHead className="text-right">{t('damage.per100')}</TableHead>
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
