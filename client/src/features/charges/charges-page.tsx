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
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('charges');
  const user = useCurrentUser();
  const access = useAccess('money', 'read');
  const { districtId } = useWorkingDistrict();
  if (access.ok && districtId) return <ChargesBody districtId={districtId} />;
  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {!access.ok ? (
        <AreaLocked what={t('page.what')} verdict={access} serviceLevel={user.serviceLevel} />
      ) : (
        <ChooseDistrictCard what={t('page.choose')} />
      )}
    </>
  );
}

function ChargesBody({ districtId }: { districtId: string }) {
  const { t } = useTranslation('charges');
  const [importing, setImporting] = useState(false);
  return (
    <div>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <Button variant="secondary" onClick={() => setImporting(true)}>
            {t('page.import')}
          </Button>
        }
      />
      <Tabs defaultValue="open">
        <TabsList aria-label={t('tabs.label')} className="w-full overflow-x-auto sm:w-auto">
          <TabsTrigger value="open">{t('tabs.open')}</TabsTrigger>
          <TabsTrigger value="history">{t('tabs.history')}</TabsTrigger>
          <TabsTrigger value="schedule">{t('tabs.schedule')}</TabsTrigger>
          <TabsTrigger value="insurance">{t('tabs.insurance')}</TabsTrigger>
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
  const { t } = useTranslation('charges');
  const pending = usePending(districtId);
  const [review, setReview] = useState<ChargeProposalAnswer | null>(null);
  const open = (d: ChargeProposalAnswer) => (
    <Button
      size="sm"
      onClick={() => setReview(d)}
      aria-label={t('pending.review.label', { tag: d.assetTag })}
    >
      {t('pending.review.text')}
    </Button>
  );
  const what = (d: ChargeProposalAnswer) =>
    `${DAMAGE_KIND_LABELS[d.kind]} · ${d.assetTag}${d.model ? ` (${d.model})` : ''}`;
  return (
    <section aria-labelledby="pending-title">
      <h2 id="pending-title" className="mb-2 text-base font-semibold">
        {t('pending.title')}
      </h2>
      <Card className="overflow-hidden">
        <DataList
          query={pending}
          rows={pending.data ?? []}
          rowKey={(d) => d.damageId}
          label={t('pending.title')}
          loading={t('pending.loading')}
          failed={M.loadFailed}
          empty={{ icon: Wrench, title: t('pending.empty') }}
          columns={[
            { header: t('pending.columns.reported'), cell: (d) => day(d.occurredAt) },
            { header: t('pending.columns.damage'), cell: what },
            { header: t('pending.columns.person'), cell: (d) => d.personName ?? '—' },
            {
              header: t('pending.columns.proposed'),
              cell: (d) => <span className="tabular-nums">{money(d.amount)}</span>,
            },
            { header: t('pending.columns.actions'), hideHeader: true, cell: open },
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
  const { t } = useTranslation('charges');
  const list = useChargeList(districtId, status ? { status } : {});
  const [editing, setEditing] = useState<Charge | null>(null);
  const title = status === 'open' ? t('list.openTitle') : t('list.allTitle');
  const action = (c: Charge) => (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => setEditing(c)}
      aria-label={t('list.update.label', { person: c.personName, charge: c.description })}
    >
      {c.status === 'open' ? t('list.update.record') : t('list.update.text')}
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
          loading={t('list.loading')}
          failed={M.loadFailed}
          empty={{ icon: Receipt, title: status === 'open' ? t('list.emptyOpen') : M.emptyHistory }}
          columns={[
            { header: t('list.columns.date'), cell: (c) => day(c.createdAt) },
            { header: t('list.columns.person'), cell: person },
            { header: t('list.columns.charge'), cell: (c) => c.description },
            {
              header: t('list.columns.amount'),
              cell: (c) => <span className="tabular-nums">{money(c.amount)}</span>,
            },
            {
              header: t('list.columns.status'),
              cell: (c) => (
                <Badge tone={STATE_TONES[c.status]}>
                  {CHARGE_STATE_LABELS[c.status]}
                  {c.paidOn ? ` ${c.paidOn}` : ''}
                </Badge>
              ),
            },
            { header: t('list.columns.actions'), hideHeader: true, cell: action },
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
  const { t } = useTranslation('charges');
  const schedule = useFeeSchedule(districtId);
  if (schedule.isError) return <LoadError title={M.loadFailed} query={schedule} />;
  if (!schedule.data) return <LoadingState message={t('schedule.loading')} />;
  return <FeeScheduleCard districtId={districtId} schedule={schedule.data} />;
}
