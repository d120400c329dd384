import { chargesApi } from '@domain/api/charges';
import { urlOf } from '@domain/api/endpoint';
import { CHARGE_STATE_LABELS, WAIVER_KIND_LABELS } from '@domain/charges';
import { WAIVER_KINDS, type WaiverKind } from '@domain/device-money';
import { formatCents, toCents } from '@domain/money';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/features/auth';
import { downloadFile } from '@/lib/api-files';
import { saveFile } from '@/lib/download';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { failureToast } from '@/ui/failure-toast';
import { Select } from '@/ui/select';
import { useChargeList, usePersonFees, useSetWaiver } from './use-charges';

const money = (v: number) => formatCents(toCents(v));

/**
 * A person's charges, waiver and family statement on their page: for district administrators and
 * Five Star only (the money area); nothing shows to others.
 */
export function PersonFeesCard({ districtId, personId }: { districtId: string; personId: string }) {
  const allowed = useAccess('money', 'read').ok;
  if (!allowed) return null;
  return <FeesBody districtId={districtId} personId={personId} />;
}

function FeesBody({ districtId, personId }: { districtId: string; personId: string }) {
  const { t } = useTranslation('charges');
  const fees = usePersonFees(districtId, personId, true);
  const list = useChargeList(districtId, { personId });
  const waiver = useSetWaiver(districtId);
  const statement = useMutation({
    mutationFn: async (lang: 'en' | 'es') => {
      const { blob, headers } = await downloadFile(
        urlOf(chargesApi.statement, { params: { id: personId }, query: { districtId, lang } }),
      );
      const name = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1];
      saveFile(blob, name ?? `statement-${lang}.pdf`, blob.type);
    },
    onError: (err) => failureToast(t('person.statementFailed'), err),
  });
  const f = fees.data;
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>{t('person.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <div className="flex flex-wrap items-end gap-4">
          <p>
            {t('person.owes')}{' '}
            <span className="font-semibold tabular-nums">{f ? money(f.openTotal) : '…'}</span>
            {f?.enrollment
              ? t('person.insurance', { plan: f.enrollment.planName, year: f.enrollment.schoolYear })
              : t('person.noInsurance')}
          </p>
          <div>
            <label htmlFor="person-waiver" className="mb-1 block font-medium">
              {t('person.waiver')}
            </label>
            <Select
              id="person-waiver"
              className="w-48"
              value={f?.waiver?.kind ?? ''}
              disabled={!f || waiver.isPending}
              options={[
                { value: '', label: t('person.waiverNone') },
                ...WAIVER_KINDS.map((k) => ({ value: k, label: WAIVER_KIND_LABELS[k] })),
              ]}
              onChange={(e) =>
                waiver.mutate({ personId, kind: (e.target.value || null) as WaiverKind | null })
              }
            />
          </div>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => statement.mutate('en')}
              disabled={statement.isPending}
            >
              {t('person.statementEn')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => statement.mutate('es')}
              disabled={statement.isPending}
            >
              {t('person.statementEs')}
            </Button>
          </div>
        </div>
        {list.data && list.data.length > 0 ? (
          <ul className="divide-y divide-border">
            {list.data.map((c) => (
              <li key={c.id} className="flex justify-between gap-3 py-2">
                <span>
                  {c.description} <span className="text-muted-fg">· {c.createdAt.slice(0, 10)}</span>
                </span>
                <span className="shrink-0 tabular-nums">
                  {money(c.amount)} · {CHARGE_STATE_LABELS[c.status]}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-fg">{t('person.none')}</p>
        )}
      </CardContent>
    </Card>
  );
}
