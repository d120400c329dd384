import { type CostsAnswer, ANALYTICS_MESSAGES as M } from '@domain/analytics';
import { CalendarClock, DollarSign, GraduationCap, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { fmt } from './analytics-format';
import { BarsCard } from './bars-card';
import { EnrollmentMissing } from './enrollment-missing';
import { FigureCard } from './figure-card';

/** The Costs tab: license spend by category and vendor, per student, unused-seat waste, renewals ahead. */
export function CostsTab({ data }: { data: CostsAnswer }) {
  const f = data.figures;
  const hidden = !data.costsVisible;
  const { t } = useTranslation('analytics');
  const why = (reason: string) => (hidden ? M.noCostsForRole : reason);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <FigureCard
          title={t('costs.licenseSpend')}
          value={f.annualCost}
          format={fmt.money}
          why={why(M.noLicenses)}
          icon={DollarSign}
          iconColor="green"
          hint={t('costs.licenses', { n: fmt.count(f.licenses) })}
        />
        <FigureCard
          title={t('costs.perStudent')}
          value={f.costPerStudent}
          format={fmt.money}
          why={hidden || f.annualCost === null ? why(M.noLicenses) : <EnrollmentMissing />}
          icon={GraduationCap}
          iconColor="blue"
        />
        <FigureCard
          title={t('costs.waste')}
          value={f.unusedSeatCost}
          format={fmt.money}
          why={why(M.noSeats)}
          icon={Trash2}
          iconColor="red"
          hint={t('costs.unusedSeats', { n: fmt.count(f.unusedSeats) })}
        />
        <FigureCard
          title={t('costs.renewals')}
          value={f.renewalsInRange}
          why={M.noLicenses}
          icon={CalendarClock}
          iconColor="orange"
          hint={
            f.renewalCostInRange === null
              ? undefined
              : t('costs.renewalsDue', { amount: fmt.money(f.renewalCostInRange) })
          }
        />
      </div>
      {!hidden && (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <BarsCard
            title={t('costs.byCategory')}
            rows={data.byCategory.map((r) => ({ label: r.key, value: r.cost }))}
            format={fmt.money}
            empty={M.noLicenses}
            valueLabel={t('costs.annualCost')}
          />
          <BarsCard
            title={t('costs.byVendor')}
            description={t('costs.byVendorDescription')}
            rows={data.byVendor.slice(0, 10).map((r) => ({ label: r.key, value: r.cost }))}
            format={fmt.money}
            empty={M.noLicenses}
            labelColumn={t('costs.vendor')}
            valueLabel={t('costs.annualCost')}
          />
        </div>
      )}
      <Card>
        <CardHeader>
          <CardTitle>{t('costs.ahead.title')}</CardTitle>
          <CardDescription>{t('costs.ahead.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {data.renewals.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-fg">{M.noLicenses}</p>
          ) : (
            <Table aria-label={t('costs.ahead.title')}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('costs.ahead.license')}</TableHead>
                  <TableHead>{t('costs.ahead.vendor')}</TableHead>
                  <TableHead>{t('costs.ahead.renewal')}</TableHead>
                  {!hidden && <TableHead className="text-right">{t('costs.ahead.annualCost')}</TableHead>}
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.renewals.map((r) => (
                  <TableRow key={`${r.name}-${r.renewalDate}`}>
                    <TableCell>{r.name}</TableCell>
                    <TableCell>{r.vendor}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      {formatDate(`${r.renewalDate}T12:00:00Z`)}
                    </TableCell>
                    {!hidden && (
                      <TableCell className="text-right tabular-nums">
                        {r.cost === null ? '—' : fmt.money(r.cost)}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
