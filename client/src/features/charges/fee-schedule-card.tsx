import { DAMAGE_KIND_LABELS, type FeeSchedule, type SaveFeeSchedulePayload } from '@domain/charges';
import { DAMAGE_KINDS, type DamageKind } from '@domain/device-money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Input } from '@/ui/input';
import { Switch } from '@/ui/switch';
import { useSaveSchedule } from './use-charges';

const REPLACES: DamageKind[] = ['lost', 'stolen'];

/**
 * The district's prices per damage kind (every model), the check-out hold and the default
 * replacement cost. Prices of one model (from the API) are kept as they are.
 */
export function FeeScheduleCard({ districtId, schedule }: { districtId: string; schedule: FeeSchedule }) {
  const { t } = useTranslation('charges');
  const save = useSaveSchedule(districtId);
  const general = new Map(schedule.items.filter((i) => i.model === '').map((i) => [i.kind, i.price]));
  const [prices, setPrices] = useState<Record<DamageKind, string>>(
    () =>
      Object.fromEntries(
        DAMAGE_KINDS.map((k) => [
          k,
          general.has(k) ? (general.get(k) === null ? '' : general.get(k)!.toFixed(2)) : '',
        ]),
      ) as Record<DamageKind, string>,
  );
  const [hold, setHold] = useState(schedule.holdCheckout);
  const [replacement, setReplacement] = useState(schedule.replacementDefault?.toFixed(2) ?? '');
  const perModel = schedule.items.filter((i) => i.model !== '');

  const submit = () => {
    const items: SaveFeeSchedulePayload['items'] = [
      ...DAMAGE_KINDS.flatMap((kind): SaveFeeSchedulePayload['items'] => {
        const text = prices[kind].trim();
        if (text === '') return REPLACES.includes(kind) ? [{ kind, price: null }] : [];
        return [{ kind, price: Number(text) }];
      }),
      ...perModel,
    ];
    save.mutate({
      body: {
        districtId,
        items,
        holdCheckout: hold,
        replacementDefault: replacement.trim() === '' ? null : Number(replacement),
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('schedule.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-5"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            {DAMAGE_KINDS.map((kind) => (
              <div key={kind} className="flex items-center justify-between gap-3 text-sm">
                <label htmlFor={`fee-${kind}`}>
                  {DAMAGE_KIND_LABELS[kind]}
                  {REPLACES.includes(kind) && (
                    <span className="block text-xs text-muted-fg">{t('schedule.emptyReplaces')}</span>
                  )}
                </label>
                <Input
                  id={`fee-${kind}`}
                  className="w-28 text-right"
                  inputMode="decimal"
                  placeholder={
                    REPLACES.includes(kind)
                      ? t('schedule.placeholder.replacement')
                      : t('schedule.placeholder.noFee')
                  }
                  value={prices[kind]}
                  onChange={(e) => setPrices((p) => ({ ...p, [kind]: e.target.value }))}
                />
              </div>
            ))}
          </div>
          {perModel.length > 0 && (
            <p className="text-sm text-muted-fg">
              {t('schedule.perModel')}{' '}
              {perModel
                .map((i) => `${DAMAGE_KIND_LABELS[i.kind]}, ${i.model}: $${i.price?.toFixed(2) ?? '—'}`)
                .join(' · ')}
            </p>
          )}
          <div className="flex items-center justify-between gap-3 text-sm">
            <label htmlFor="fee-replacement">{t('schedule.replacement')}</label>
            <Input
              id="fee-replacement"
              className="w-28 text-right"
              inputMode="decimal"
              value={replacement}
              onChange={(e) => setReplacement(e.target.value)}
            />
          </div>
          <div className="flex items-start gap-3 text-sm">
            <Switch id="hold-checkout" checked={hold} onChange={(e) => setHold(e.target.checked)} />
            <label htmlFor="hold-checkout">
              <span className="font-medium">{t('schedule.hold.title')}</span>
              <span className="block text-muted-fg">{t('schedule.hold.description')}</span>
            </label>
          </div>
          <div className="flex justify-end">
            <Button type="submit" loading={save.isPending}>
              {t('schedule.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
