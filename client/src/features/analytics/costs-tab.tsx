import { type CostsAnswer, ANALYTICS_MESSAGES as M } from '@domain/analytics';
import { CalendarClock, DollarSign, GraduationCap, Trash2 } from 'lucide-react';
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
  const why = (reason: string) => (hidden ? M.noCostsForRole : reason);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <FigureCard
          title="Annual license spend"
          value={f.annualCost}
          format={fmt.money}
          why={why(M.noLicenses)}
          icon={DollarSign}
          iconColor="green"
          hint={`${fmt.count(f.licenses)} licenses`}
        />
        <FigureCard
          title="Cost per student"
          value={f.costPerStudent}
          format={fmt.money}
          why={hidden || f.annualCost === null ? why(M.noLicenses) : <EnrollmentMissing />}
          icon={GraduationCap}
          iconColor="blue"
        />
        <FigureCard
          title="Unused-seat waste"
          value={f.unusedSeatCost}
          format={fmt.money}
          why={why(M.noSeats)}
          icon={Trash2}
          iconColor="red"
          hint={`${fmt.count(f.unusedSeats)} unused seats`}
        />
        <FigureCard
          title="Renewals in period"
          value={f.renewalsInRange}
          why={M.noLicenses}
          icon={CalendarClock}
          iconColor="orange"
          hint={f.renewalCostInRange === null ? undefined : `${fmt.money(f.renewalCostInRange)} due`}
        />
      </div>
      {!hidden && (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <BarsCard
            title="Spend by category"
            rows={data.byCategory.map((r) => ({ label: r.key, value: r.cost }))}
            format={fmt.money}
            empty={M.noLicenses}
            valueLabel="Annual cost"
          />
          <BarsCard
            title="Spend by vendor"
            description="The ten vendors with the most spend."
            rows={data.byVendor.slice(0, 10).map((r) => ({ label: r.key, value: r.cost }))}
            format={fmt.money}
            empty={M.noLicenses}
            labelColumn="Vendor"
            valueLabel="Annual cost"
          />
        </div>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Renewals ahead</CardTitle>
          <CardDescription>Licenses renewing from the start of the period, soonest first.</CardDescription>
        </CardHeader>
        <CardContent>
          {data.renewals.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-fg">{M.noLicenses}</p>
          ) : (
            <Table aria-label="Renewals ahead">
              <TableHeader>
                <TableRow>
                  <TableHead>License</TableHead>
                  <TableHead>Vendor</TableHead>
                  <TableHead>Renewal</TableHead>
                  {!hidden && <TableHead className="text-right">Annual cost</TableHead>}
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
