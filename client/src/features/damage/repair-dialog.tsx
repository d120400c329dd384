import { assetsApi } from '@domain/api/assets';
import {
  DAMAGE_KIND_LABELS,
  REPAIR_KIND_LABELS,
  REPAIR_STATE_LABELS,
  type Repair,
  type RepairUpdatePayload,
  repairUpdateSchema,
} from '@domain/damage';
import { REPAIR_KINDS, REPAIR_STATES } from '@domain/device-money';
import { partFits } from '@domain/parts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { Button } from '@/ui/button';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { optionsOf, Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { useLendLoaner, useSaveRepair } from './use-damage';
import { usePartChoices, useRepairParts, useUsePart } from './use-repair-parts';

interface Values {
  kind: string;
  state: string;
  vendor: string;
  rmaNumber: string;
  shippedOn: string;
  returnedOn: string;
  minutes: string;
  note: string;
}

const valuesOf = (r: Repair): Values => ({
  kind: r.kind,
  state: r.state,
  vendor: r.vendor,
  rmaNumber: r.rmaNumber,
  shippedOn: r.shippedOn ?? '',
  returnedOn: r.returnedOn ?? '',
  minutes: r.minutes ? String(r.minutes) : '',
  note: r.note,
});

const toPayload = (v: Values): RepairUpdatePayload => ({
  kind: v.kind as RepairUpdatePayload['kind'],
  state: v.state as RepairUpdatePayload['state'],
  vendor: v.vendor,
  rmaNumber: v.rmaNumber,
  shippedOn: v.shippedOn || null,
  returnedOn: v.returnedOn || null,
  minutes: v.minutes.trim() === '' ? 0 : Number(v.minutes),
  note: v.note,
});

/**
 * A repair's details: in house (time) or sent out / warranty (vendor, RMA, shipped, returned), its
 * state, and a loaner for the person meanwhile (see docs/product.md#repairs).
 */
export function RepairDialog({
  districtId,
  repair,
  canEdit,
  onOpenChange,
}: {
  districtId: string;
  repair: Repair | null;
  canEdit: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('damage');
  const save = useSaveRepair(districtId, repair?.id ?? '');
  return (
    <FormDialog open={repair !== null} onOpenChange={onOpenChange} width="lg">
      {(done) =>
        repair && (
          <Form
            id="repair"
            schema={repairUpdateSchema}
            defaultValues={valuesOf(repair)}
            toPayload={toPayload}
            onSubmit={async (payload) => {
              await save.mutateAsync(payload);
              done();
            }}
          >
            <DialogHeader
              title={t('repair.title', { tag: repair.assetTag })}
              description={[
                repair.assetName,
                repair.damageKind ? DAMAGE_KIND_LABELS[repair.damageKind] : null,
                repair.personName ? t('repair.hadBy', { name: repair.personName }) : null,
                repair.ticketNumber ? t('repair.ticket', { ticket: repair.ticketNumber }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
            <DialogBody className="flex flex-col gap-4">
              <fieldset disabled={!canEdit} className="flex flex-col gap-4">
                <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                  <FormField name="kind" label={t('repair.kind')} required>
                    <Select options={optionsOf(REPAIR_KINDS, REPAIR_KIND_LABELS)} />
                  </FormField>
                  <FormField name="state" label={t('repair.state')} required>
                    <Select options={optionsOf(REPAIR_STATES, REPAIR_STATE_LABELS)} />
                  </FormField>
                </div>
                <AwayFields />
                <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                  <FormField name="minutes" label={t('repair.minutes')} optional>
                    <Input type="number" min={0} inputMode="numeric" />
                  </FormField>
                </div>
                <FormField name="note" label={t('repair.note')} optional>
                  <Textarea rows={3} maxLength={2000} />
                </FormField>
              </fieldset>
              <PartsUsedSection districtId={districtId} repair={repair} canEdit={canEdit} />
              <LoanerSection districtId={districtId} repair={repair} canEdit={canEdit} />
            </DialogBody>
            {canEdit ? (
              <FormDialogActions submit={t('repair.save')} onCancel={done} />
            ) : (
              <div className="flex justify-end border-t border-border px-6 py-4">
                <Button onClick={done}>{t('repair.close')}</Button>
              </div>
            )}
          </Form>
        )
      }
    </FormDialog>
  );
}

/** Vendor, RMA and the shipping days: for a device sent out or under warranty. */
function AwayFields() {
  const { t } = useTranslation('damage');
  const kind = useWatch({ name: 'kind' }) as string;
  if (kind === 'in_house') return null;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormField name="vendor" label={t('away.vendor.label')} required>
        <Input maxLength={200} placeholder={t('away.vendor.placeholder')} />
      </FormField>
      <FormField name="rmaNumber" label={t('away.rma')} optional>
        <Input maxLength={100} />
      </FormField>
      <FormField name="shippedOn" label={t('away.shipped')} optional>
        <Input type="date" />
      </FormField>
      <FormField name="returnedOn" label={t('away.returned')} optional>
        <Input type="date" />
      </FormField>
    </div>
  );
}

/** The loaner out for this repair, or a choice of available devices to check out to the person. */
function LoanerSection({
  districtId,
  repair,
  canEdit,
}: {
  districtId: string;
  repair: Repair;
  canEdit: boolean;
}) {
  const id = useId();
  const { t } = useTranslation('damage');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState('');
  const lend = useLendLoaner(districtId, repair.id);
  const closed = repair.state === 'done' || repair.state === 'cancelled';
  const wanted = canEdit && !closed && !repair.loanerAssetId && repair.personId !== null;
  const available = useQuery({
    queryKey: ['damage', districtId, 'loaners', search.trim()],
    queryFn: () =>
      api(assetsApi.page, {
        query: { districtId, status: 'active', search: search.trim() || undefined, limit: 50 },
      }),
    enabled: wanted,
    select: (page) => page.items.filter((a) => !a.assignedTo && a.id !== repair.assetId),
  });
  const options = (available.data ?? []).map((a) => ({ value: a.id, label: `${a.assetTag} · ${a.name}` }));
  return (
    <section
      aria-labelledby="loaner-title"
      className="flex flex-col gap-2 rounded-md border border-border p-4"
    >
      <h3 id="loaner-title" className="text-sm font-semibold text-fg">
        {t('loaner.title')}
      </h3>
      {repair.loanerTag ? (
        <p className="text-sm text-fg">
          {t('loaner.out', { tag: repair.loanerTag, person: repair.personName ?? t('loaner.theStudent') })}
        </p>
      ) : !repair.personId ? (
        <p className="text-sm text-muted-fg">{t('loaner.nobody')}</p>
      ) : closed ? (
        <p className="text-sm text-muted-fg">{t('loaner.notNeeded')}</p>
      ) : !canEdit ? (
        <p className="text-sm text-muted-fg">{t('loaner.none')}</p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1 text-sm">
            <label htmlFor={`${id}-search`} className="font-medium text-fg">
              {t('loaner.find')}
            </label>
            <Input
              id={`${id}-search`}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('loaner.search')}
            />
          </div>
          <div className="flex flex-1 flex-col gap-1 text-sm">
            <label htmlFor={`${id}-loaner`} className="font-medium text-fg">
              {t('loaner.for', { name: repair.personName ?? '' })}
            </label>
            <Select
              id={`${id}-loaner`}
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
              options={options}
              placeholder={
                available.isPending
                  ? t('loaner.loading')
                  : options.length
                    ? t('loaner.choose')
                    : t('loaner.noStock')
              }
            />
          </div>
          <Button
            variant="secondary"
            disabled={!chosen}
            loading={lend.isPending}
            onClick={() => lend.mutate(chosen)}
          >
            {t('loaner.checkOut')}
          </Button>
        </div>
      )}
    </section>
  );
}

/** The parts this repair used, and (while it is open) a part and quantity to take from a shelf. */
function PartsUsedSection({
  districtId,
  repair,
  canEdit,
}: {
  districtId: string;
  repair: Repair;
  canEdit: boolean;
}) {
  const { t } = useTranslation('damage');
  const id = useId();
  const closed = repair.state === 'done' || repair.state === 'cancelled';
  const adding = canEdit && !closed;
  const usedParts = useRepairParts(districtId, repair.id);
  const parts = usePartChoices(districtId, adding);
  const use = useUsePart(districtId, repair.id);
  const [partId, setPartId] = useState('');
  const [shelf, setShelf] = useState('');
  const [quantity, setQuantity] = useState('1');
  const part = parts.data?.find((p) => p.id === partId);
  const shelves = (part?.stock ?? []).map((s) => ({
    value: s.siteId ?? '',
    label: t('parts.shelf', { site: s.siteName, n: s.quantity }),
  }));
  const count = Number(quantity);
  const valid = part !== undefined && Number.isInteger(count) && count >= 1;
  // Only parts that fit the device (the server refuses the others).
  const partOptions = (parts.data ?? [])
    .filter((p) => partFits(p.models, repair.model))
    .map((p) => ({
      value: p.id,
      label: t('parts.option', { name: `${p.name}${p.sku ? ` (${p.sku})` : ''}`, n: p.total }),
    }));
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2 rounded-md border border-border p-4"
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold text-fg">
        {t('parts.title')}
      </h3>
      {usedParts.data && usedParts.data.length > 0 ? (
        <ul aria-label={t('parts.title')} className="flex flex-col gap-1 text-sm text-fg">
          {usedParts.data.map((m) => (
            <li key={m.id}>
              {m.partName} × {Math.abs(m.quantity)}
              <span className="text-muted-fg">{t('parts.from', { site: m.siteName })}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-fg">{usedParts.isPending ? t('parts.loading') : t('parts.none')}</p>
      )}
      {adding && (
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_5rem_auto] sm:items-end">
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor={`${id}-part`} className="font-medium text-fg">
              {t('parts.part')}
            </label>
            <Select
              id={`${id}-part`}
              value={partId}
              onChange={(e) => {
                setPartId(e.target.value);
                const chosen = parts.data?.find((p) => p.id === e.target.value);
                const stocked = chosen?.stock.find((s) => s.quantity > 0) ?? chosen?.stock[0];
                setShelf(stocked?.siteId ?? '');
              }}
              options={partOptions}
              placeholder={
                parts.isPending
                  ? t('parts.loadingParts')
                  : partOptions.length
                    ? t('parts.choose')
                    : t('parts.noParts')
              }
            />
          </div>
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor={`${id}-shelf`} className="font-medium text-fg">
              {t('parts.fromShelf')}
            </label>
            <Select
              id={`${id}-shelf`}
              value={shelf}
              onChange={(e) => setShelf(e.target.value)}
              options={shelves}
              disabled={!part}
            />
          </div>
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor={`${id}-quantity`} className="font-medium text-fg">
              {t('parts.quantity')}
            </label>
            <Input
              id={`${id}-quantity`}
              type="number"
              min={1}
              inputMode="numeric"
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
            />
          </div>
          <Button
            variant="secondary"
            disabled={!valid}
            loading={use.isPending}
            onClick={() =>
              use.mutate(
                { partId, quantity: count, siteId: part?.pool ? null : shelf || null },
                {
                  onSuccess: () => {
                    setPartId('');
                    setQuantity('1');
                  },
                },
              )
            }
          >
            {t('parts.use')}
          </Button>
        </div>
      )}
    </section>
  );
}
