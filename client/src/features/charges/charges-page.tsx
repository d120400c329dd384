import {
  CHARGE_STATE_LABELS,
  type Charge,
  type ChargeProposalAnswer,
  DAMAGE_KIND_LABELS,
  CHARGE_MESSAGES as M,
} from '@domain/charges';
import type { ChargeState } from '@domain/device-money';
import { formatCents, toCents } from '@domain/money';
import { Receipt, Wrench } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAccess, useCurrentUser } from '@/features/auth';
import { useWorkingDistrict } from '@/lib/working-district';
import { AreaLocked } from '@/ui/area-locked';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ChooseDistrictCard } from '@/ui/choose-district-card';
import { DataList } from '@/ui/data-list';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { LoadingState } from '@/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import type { Tone } from '@/ui/tone';
import { FeeScheduleCard } from './fee-schedule-card';
import { ImportPaymentsDialog } from './import-payments-dialog';
import { PlansCard } from './plans-card';
import { ReviewChargeDialog } from './review-charge-dialog';
import { UpdateChargeDialog } from './update-charge-dialog';
import { useChargeList, useFeeSchedule, usePending } from './use-charges';

const money = (v: number) => formatCents(toCents(v));
const STATE_TONES: Record<ChargeState, Tone> = { open: 'red', paid: 'green', waived: 'gray' };
const day = (iso: string) => iso.slice(0, 10);

/** Fees & charges (docs/product.md#charges): district administrators and Five Star. */
export function ChargesPage() {
  const user = useCurrentUser();
  const access = useAccess('money', 'read');
  const { districtId } = useWorkingDistrict();
  if (access.ok && districtId) return <ChargesBody districtId={districtId} />;
  return (
    <>
      <PageHeader title={TITLE} description={DESCRIPTION} />
      {!access.ok ? (
        <AreaLocked what="Fees & charges" verdict={access} serviceLevel={user.serviceLevel} />
      ) : (
        <ChooseDistrictCard what="fees and charges" />
      )}
    </>
  );
}

const TITLE = 'Fees & charges';
const DESCRIPTION = 'Damage charges, payments, the fee schedule and insurance plans.';

function ChargesBody({ districtId }: { districtId: string }) {
  const [importing, setImporting] = useState(false);
  return (
    <div>
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={
          <Button variant="secondary" onClick={() => setImporting(true)}>
            Import payments
          </Button>
        }
      />
      <Tabs defaultValue="open">
        <TabsList aria-label="Fees and charges" className="w-full overflow-x-auto sm:w-auto">
          <TabsTrigger value="open">Open</TabsTrigger>
          <TabsTrigger value="history">History</TabsTrigger>
          <TabsTrigger value="schedule">Fee schedule</TabsTrigger>
          <TabsTrigger value="insurance">Insurance</TabsTrigger>
        </TabsList>
        <TabsContent value="open" className="space-y-6">
          <PendingList districtId={districtId} />
          <ChargeList districtId={districtId} status="open" />
        </TabsContent>
        <TabsContent value="history">
          <ChargeList districtId={districtId} />
        </TabsContent>
        <TabsContent value="schedule">
          <ScheduleTab districtId={districtId} />
        </TabsContent>
        <TabsContent value="insurance">
          <PlansCard districtId={districtId} />
        </TabsContent>
      </Tabs>
      <ImportPaymentsDialog districtId={districtId} open={importing} onOpenChange={setImporting} />
    </div>
  );
}

function PendingList({ districtId }: { districtId: string }) {
  const pending = usePending(districtId);
  const [review, setReview] = useState<ChargeProposalAnswer | null>(null);
  const open = (d: ChargeProposalAnswer) => (
    <Button size="sm" onClick={() => setReview(d)} aria-label={`Review charge of ${d.assetTag}`}>
      Review
    </Button>
  );
  const what = (d: ChargeProposalAnswer) =>
    `${DAMAGE_KIND_LABELS[d.kind]} · ${d.assetTag}${d.model ? ` (${d.model})` : ''}`;
  return (
    <section aria-labelledby="pending-title">
      <h2 id="pending-title" className="mb-2 text-base font-semibold">
        Damage waiting for a decision
      </h2>
      <Card className="overflow-hidden">
        <DataList
          query={pending}
          rows={pending.data ?? []}
          rowKey={(d) => d.damageId}
          label="Damage waiting for a decision"
          loading="Loading damage reports…"
          failed={M.loadFailed}
          empty={{ icon: Wrench, title: 'No damage is waiting for a decision.' }}
          columns={[
            { header: 'Reported', cell: (d) => day(d.occurredAt) },
            { header: 'Damage', cell: what },
            { header: 'Person', cell: (d) => d.personName ?? '—' },
            { header: 'Proposed', cell: (d) => <span className="tabular-nums">{money(d.amount)}</span> },
            { header: 'Actions', hideHeader: true, cell: open },
          ]}
          card={(d) => (
            <div className="space-y-1 p-4 text-sm">
              <div className="flex justify-between gap-2">
                <span className="font-medium">{what(d)}</span>
                <span className="tabular-nums">{money(d.amount)}</span>
              </div>
              <p className="text-muted-fg">
                {d.personName ?? '—'} · {day(d.occurredAt)}
              </p>
              {open(d)}
            </div>
          )}
        />
      </Card>
      <ReviewChargeDialog districtId={districtId} damage={review} onClose={() => setReview(null)} />
    </section>
  );
}

function ChargeList({ districtId, status }: { districtId: string; status?: ChargeState }) {
  const list = useChargeList(districtId, status ? { status } : {});
  const [editing, setEditing] = useState<Charge | null>(null);
  const title = status === 'open' ? 'Open charges' : 'All charges';
  const action = (c: Charge) => (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => setEditing(c)}
      aria-label={`Update charge of ${c.personName}: ${c.description}`}
    >
      {c.status === 'open' ? 'Record payment' : 'Update'}
    </Button>
  );
  const person = (c: Charge) => (
    <Link to={`/people/${c.personId}`} className="text-brand hover:underline">
      {c.personName}
    </Link>
  );
  return (
    <section aria-labelledby={`charges-${status ?? 'all'}`}>
      <h2 id={`charges-${status ?? 'all'}`} className="mb-2 text-base font-semibold">
        {title}
      </h2>
      <Card className="overflow-hidden">
        <DataList
          query={list}
          rows={list.data ?? []}
          rowKey={(c) => c.id}
          label={title}
          loading="Loading charges…"
          failed={M.loadFailed}
          empty={{ icon: Receipt, title: status === 'open' ? 'Nobody owes anything.' : M.emptyHistory }}
          columns={[
            { header: 'Date', cell: (c) => day(c.createdAt) },
            { header: 'Person', cell: person },
            { header: 'Charge', cell: (c) => c.description },
            { header: 'Amount', cell: (c) => <span className="tabular-nums">{money(c.amount)}</span> },
            {
              header: 'Status',
              cell: (c) => (
                <Badge tone={STATE_TONES[c.status]}>
                  {CHARGE_STATE_LABELS[c.status]}
                  {c.paidOn ? ` ${c.paidOn}` : ''}
                </Badge>
              ),
            },
            { header: 'Actions', hideHeader: true, cell: action },
          ]}
          card={(c) => (
            <div className="space-y-1 p-4 text-sm">
              <div className="flex justify-between gap-2">
                {person(c)}
                <span className="tabular-nums">{money(c.amount)}</span>
              </div>
              <p className="text-muted-fg">
                {c.description} · {day(c.createdAt)}
              </p>
              <div className="flex items-center justify-between gap-2">
                <Badge tone={STATE_TONES[c.status]}>{CHARGE_STATE_LABELS[c.status]}</Badge>
                {action(c)}
              </div>
            </div>
          )}
        />
      </Card>
      <UpdateChargeDialog districtId={districtId} charge={editing} onClose={() => setEditing(null)} />
    </section>
  );
}

function ScheduleTab({ districtId }: { districtId: string }) {
  const schedule = useFeeSchedule(districtId);
  if (schedule.isError) return <LoadError title={M.loadFailed} query={schedule} />;
  if (!schedule.data) return <LoadingState message="Loading the fee schedule…" />;
  return <FeeScheduleCard districtId={districtId} schedule={schedule.data} />;
}
