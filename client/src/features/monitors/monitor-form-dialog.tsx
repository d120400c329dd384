import { INTEGRATIONS } from '@domain/integrations';
import {
  MONITOR_KIND_LABELS,
  MONITOR_KINDS,
  type Monitor,
  type MonitorKind,
  monitorInputSchema,
} from '@domain/monitors';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { optionsOf, Select } from '@/ui/select';
import { Switch } from '@/ui/switch';
import type { MonitorInput } from './monitor-input';
import { MonitorSuggestions } from './monitor-suggestions';
import { useCreateMonitor, useUpdateMonitor } from './use-save-monitor';

const KIND_OPTIONS = optionsOf(MONITOR_KINDS, MONITOR_KIND_LABELS);
const INTEGRATION_OPTIONS = INTEGRATIONS.map((i) => ({ value: i.slug, label: i.name }));

/** The form's values: numbers are typed as text and checked as numbers by the domain schema. */
interface Values {
  name: string;
  kind: MonitorKind;
  target: string;
  intervalMinutes: string;
  expectStatus: string;
  keyword: string;
  maxResponseMs: string;
  certWarnDays: string;
  openTickets: boolean;
}

const EMPTY: Values = {
  name: '',
  kind: 'https',
  target: '',
  intervalMinutes: '5',
  expectStatus: '200',
  keyword: '',
  maxResponseMs: '5000',
  certWarnDays: '14',
  openTickets: true,
};

const fromMonitor = (m: Monitor): Values => ({
  name: m.name,
  kind: m.kind,
  target: m.target,
  intervalMinutes: String(m.intervalMinutes),
  expectStatus: String(m.expectStatus),
  keyword: m.keyword ?? '',
  maxResponseMs: String(m.maxResponseMs),
  certWarnDays: String(m.certWarnDays),
  openTickets: m.openTickets,
});

/** A typed number as the schema sees it: blank stays blank (so the schema says it is missing). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The fields of the kind chosen; an HTTPS monitor's own settings only for HTTPS. */
function toPayload(enabled: boolean) {
  return (v: Values): MonitorInput => {
    const base = {
      name: v.name.trim(),
      kind: v.kind,
      target: v.target.trim(),
      intervalMinutes: numberOf(v.intervalMinutes),
      enabled,
      openTickets: v.openTickets,
    };
    if (v.kind !== 'https') return base;
    return {
      ...base,
      expectStatus: numberOf(v.expectStatus),
      ...(v.keyword.trim() ? { keyword: v.keyword.trim() } : {}),
      maxResponseMs: numberOf(v.maxResponseMs),
      certWarnDays: numberOf(v.certWarnDays),
    };
  };
}

/** The target's example (its label and hint are in the catalogue, form.target.<kind>). */
const TARGET_PLACEHOLDER: Record<MonitorKind, string | undefined> = {
  https: 'https://www.example.org',
  dns: 'mail.example.org',
  integration: undefined,
};

interface MonitorFormDialogProps {
  districtId: string;
  /** The monitor to edit; none to add one. */
  monitor?: Monitor;
  /** Monitors already set up, so the suggestions leave them out. */
  existing: readonly Monitor[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add monitor and Edit monitor (see docs/product.md#system-status). */
export function MonitorFormDialog({
  districtId,
  monitor,
  existing,
  open,
  onOpenChange,
}: MonitorFormDialogProps) {
  const create = useCreateMonitor(districtId);
  const update = useUpdateMonitor(districtId);
  const { t } = useTranslation('monitors');
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) => (
        <Form
          id="monitor"
          schema={monitorInputSchema}
          defaultValues={monitor ? fromMonitor(monitor) : EMPTY}
          toPayload={toPayload(monitor?.enabled ?? true)}
          onSubmit={async (payload) => {
            if (monitor) await update.mutateAsync({ id: monitor.id, payload });
            else await create.mutateAsync(payload);
            done();
          }}
        >
          {(form) => {
            const kind = form.watch('kind');
            const target = {
              label: t(`form.target.${kind}.label`),
              hint: t(`form.target.${kind}.hint`),
              placeholder: TARGET_PLACEHOLDER[kind],
            };
            return (
              <>
                <DialogHeader
                  title={monitor ? t('form.editTitle') : t('form.addTitle')}
                  description={monitor ? t('form.editDescription') : t('form.addDescription')}
                />
                <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                  {!monitor && (
                    <MonitorSuggestions
                      districtId={districtId}
                      existing={existing}
                      className="sm:col-span-2"
                      afterLast={() => form.setFocus('name')}
                    />
                  )}
                  <FormField name="name" label={t('form.name.label')} required className="sm:col-span-2">
                    <Input maxLength={100} placeholder={t('form.name.placeholder')} />
                  </FormField>
                  <FormField name="kind" label={t('form.kind')}>
                    <Select
                      options={KIND_OPTIONS}
                      onChange={(e) => {
                        // An integration's target is one of the list; a typed address is no integration.
                        const next = e.target.value as MonitorKind;
                        if (next === 'integration') form.setValue('target', INTEGRATION_OPTIONS[0]!.value);
                        else if (form.getValues('kind') === 'integration') form.setValue('target', '');
                      }}
                    />
                  </FormField>
                  <FormField
                    name="intervalMinutes"
                    label={t('form.interval.label')}
                    hint={t('form.interval.hint')}
                  >
                    <Input type="number" inputMode="numeric" min={1} max={15} />
                  </FormField>
                  <FormField
                    key={kind}
                    name="target"
                    label={target.label}
                    required
                    hint={target.hint}
                    className="sm:col-span-2"
                  >
                    {kind === 'integration' ? (
                      <Select options={INTEGRATION_OPTIONS} />
                    ) : (
                      <Input
                        maxLength={500}
                        placeholder={target.placeholder}
                        inputMode="url"
                        autoCapitalize="off"
                        spellCheck={false}
                      />
                    )}
                  </FormField>
                  {kind === 'https' && <HttpsFields />}
                  <FormField
                    name="openTickets"
                    label={t('form.openTickets.label')}
                    hint={t('form.openTickets.hint')}
                    className="sm:col-span-2"
                  >
                    <Switch />
                  </FormField>
                </DialogBody>
                <FormDialogActions submit={monitor ? t('form.save') : t('form.add')} onCancel={done} />
              </>
            );
          }}
        </Form>
      )}
    </FormDialog>
  );
}

/** What an HTTPS check also looks at: the status, a word of the page, the time it takes, the certificate. */
function HttpsFields(): ReactNode {
  const { t } = useTranslation('monitors');
  return (
    <fieldset className="grid grid-cols-1 gap-4 rounded-lg border border-border p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium text-fg">{t('form.https.legend')}</legend>
      <FormField
        name="expectStatus"
        label={t('form.https.expectStatus.label')}
        hint={t('form.https.expectStatus.hint')}
      >
        <Input type="number" inputMode="numeric" min={100} max={599} />
      </FormField>
      <FormField
        name="maxResponseMs"
        label={t('form.https.maxResponseMs.label')}
        hint={t('form.https.maxResponseMs.hint')}
      >
        <Input type="number" inputMode="numeric" min={100} max={60000} step={100} />
      </FormField>
      <FormField
        name="keyword"
        label={t('form.https.keyword.label')}
        optional
        hint={t('form.https.keyword.hint')}
      >
        <Input maxLength={200} />
      </FormField>
      <FormField
        name="certWarnDays"
        label={t('form.https.certWarnDays.label')}
        hint={t('form.https.certWarnDays.hint')}
      >
        <Input type="number" inputMode="numeric" min={1} max={90} />
      </FormField>
    </fieldset>
  );
}
