import { DAMAGE_KIND_LABELS } from '@domain/damage';
import { DAMAGE_KINDS, type DamageKind } from '@domain/device-money';
import type { AssetCondition } from '@domain/scans';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { Checkbox } from '@/ui/checkbox';
import { Label } from '@/ui/label';
import { PageHeader } from '@/ui/page-header';
import { optionsOf, Select } from '@/ui/select';
import { Switch } from '@/ui/switch';
import { ScanBox, type ScanBoxHandle } from './scan-box';
import { displayCode, OthersList, QueueStatus, ScanOutcome, SessionList } from './scan-log';
import { ScanPageGate } from './scan-page-gate';
import { SiteSelect, useScanSite } from './site-select';
import { useScanSession } from './use-scan-session';

const ACCESSORIES_KEY = 'portal.scanner.accessories';

/** /inventory/collection — bulk check-in on collection day (see docs/product.md#scanner). */
export function CollectionDayPage() {
  const { t } = useTranslation('scanner');
  return (
    <>
      <PageHeader title={t('collection.title')} description={t('collection.description')} />
      <ScanPageGate what={t('collection.title')}>
        {(districtId) => <Collection districtId={districtId} />}
      </ScanPageGate>
    </>
  );
}

interface Pending {
  code: string;
  charger: boolean;
  case: boolean;
  condition: AssetCondition;
  /** When damaged: what is (the damage report's kind, so its fee can be proposed). */
  damageKind: DamageKind;
}

function Collection({ districtId }: { districtId: string }) {
  const { t } = useTranslation('scanner');
  const [siteId, setSiteId] = useScanSite();
  const [pairing, setPairing] = useState(() => localStorage.getItem(ACCESSORIES_KEY) !== 'off');
  const [pending, setPending] = useState<Pending | null>(null);
  const box = useRef<ScanBoxHandle>(null);
  const { entries, scan } = useScanSession();

  const checkIn = (p: Pending) => {
    const accessories = pairing ? { charger: p.charger, case: p.case } : undefined;
    const notes = [
      p.condition === 'damaged' ? t('collection.notes.damaged') : t('collection.notes.good'),
      ...(pairing
        ? [
            p.charger ? t('collection.notes.charger') : t('collection.notes.chargerMissing'),
            p.case ? t('collection.notes.case') : t('collection.notes.caseMissing'),
          ]
        : []),
    ];
    void scan(
      {
        districtId,
        mode: 'check_in',
        code: p.code,
        siteId: siteId || undefined,
        condition: p.condition,
        damageKind: p.condition === 'damaged' ? p.damageKind : undefined,
        accessories,
      },
      notes.join(' · '),
    );
  };

  /** A new code: the device waiting for its details goes in as it is, the new one waits. */
  const onCode = (code: string) => {
    if (pending) checkIn(pending);
    setPending({ code, charger: true, case: true, condition: 'good', damageKind: 'other' });
  };
  const next = () => {
    if (pending) checkIn(pending);
    setPending(null);
    box.current?.focus();
  };

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex min-w-0 flex-col gap-4">
        <Card>
          <CardContent className="flex flex-col gap-4 pt-5">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:items-end">
              <SiteSelect
                id="collection-site"
                districtId={districtId}
                value={siteId}
                onChange={setSiteId}
                hint={t('siteHint')}
              />
              <div className="flex items-center gap-2 sm:pb-6">
                <Switch
                  id="collection-pairing"
                  checked={pairing}
                  onChange={(e) => {
                    setPairing(e.target.checked);
                    localStorage.setItem(ACCESSORIES_KEY, e.target.checked ? 'on' : 'off');
                  }}
                />
                <Label htmlFor="collection-pairing">{t('collection.pairing')}</Label>
              </div>
            </div>
            <ScanBox
              ref={box}
              id="collection-scan"
              label={t('collection.scan.label')}
              hint={t('collection.scan.hint')}
              onCode={onCode}
              onEmptyEnter={next}
            />
            {pending && (
              <PendingDevice
                pending={pending}
                pairing={pairing}
                onChange={setPending}
                onNext={next}
                onCancel={() => {
                  setPending(null);
                  box.current?.focus();
                }}
              />
            )}
            <ScanOutcome entry={entries[0]} idle={t('collection.scan.idle')} />
          </CardContent>
        </Card>
        <SessionList entries={entries} />
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <QueueStatus />
        <OthersList
          title={siteId ? t('collection.others.site') : t('collection.others.district')}
          districtId={districtId}
          mode="check_in"
          siteId={siteId || undefined}
          mine={entries}
          empty={t('collection.others.empty')}
        />
      </div>
    </div>
  );
}

function PendingDevice({
  pending,
  pairing,
  onChange,
  onNext,
  onCancel,
}: {
  pending: Pending;
  pairing: boolean;
  onChange: (p: Pending) => void;
  onNext: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('scanner');
  return (
    <section
      aria-labelledby="pending-device"
      className="rounded-lg border border-brand/40 bg-brand-soft/40 p-4"
    >
      <h2 id="pending-device" className="pb-3 text-[15px] font-semibold tracking-tight text-fg">
        {t('collection.pending.device')}{' '}
        <span className="font-mono break-all">{displayCode(pending.code)}</span>
      </h2>
      <div className="flex flex-col gap-4">
        {pairing && (
          <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
            <legend className="mb-2 text-sm font-medium">{t('collection.pending.cameBack')}</legend>
            {(['charger', 'case'] as const).map((part) => (
              <div key={part} className="flex items-center gap-2">
                <Checkbox
                  id={`pending-${part}`}
                  checked={pending[part]}
                  onCheckedChange={(v) => onChange({ ...pending, [part]: v === true })}
                />
                <Label htmlFor={`pending-${part}`}>
                  {part === 'charger' ? t('collection.pending.charger') : t('collection.pending.case')}
                </Label>
              </div>
            ))}
          </fieldset>
        )}
        <fieldset className="flex flex-wrap gap-2">
          <legend className="mb-2 text-sm font-medium">{t('collection.pending.condition')}</legend>
          {(['good', 'damaged'] as const).map((condition) => (
            <label
              key={condition}
              className={cn(
                'flex h-9 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
                pending.condition === condition
                  ? condition === 'good'
                    ? 'border-tone-green-border bg-tone-green-bg text-tone-green-fg'
                    : 'border-tone-red-border bg-tone-red-bg text-tone-red-fg'
                  : 'border-border-strong bg-surface',
              )}
            >
              <input
                type="radio"
                name="pending-condition"
                value={condition}
                checked={pending.condition === condition}
                onChange={() => onChange({ ...pending, condition })}
                className="accent-current"
              />
              {condition === 'good' ? t('collection.pending.good') : t('collection.pending.damaged')}
            </label>
          ))}
        </fieldset>
        {pending.condition === 'damaged' && (
          <div className="flex flex-col gap-1.5 sm:max-w-xs">
            <Label htmlFor="pending-damage-kind">{t('collection.pending.damageKind')}</Label>
            <Select
              id="pending-damage-kind"
              options={optionsOf(DAMAGE_KINDS, DAMAGE_KIND_LABELS)}
              value={pending.damageKind}
              onChange={(e) => onChange({ ...pending, damageKind: e.target.value as DamageKind })}
            />
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={onNext}>{t('collection.pending.next')}</Button>
          <Button variant="ghost" onClick={onCancel}>
            {t('collection.pending.skip')}
          </Button>
        </div>
      </div>
    </section>
  );
}
