import { INTEGRATIONS } from '@domain/integrations';
import {
  MONITOR_KIND_LABELS,
  MONITOR_KINDS,
  type Monitor,
  type MonitorKind,
  monitorInputSchema,
} from '@domain/monitors';
import type { ReactNode } from 'react';
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

const TARGET: Record<MonitorKind, { label: string; hint: string; placeholder?: string }> = {
  https: {
    label: 'Address',
    hint: 'A public https:// address; the check follows no redirect to a private address.',
    placeholder: 'https://www.example.org',
  },
  dns: {
    label: 'Host name',
    hint: 'The name must resolve to a public address.',
    placeholder: 'mail.example.org',
  },
  integration: { label: 'Integration', hint: 'Down when its last sync failed or it stopped syncing.' },
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
            const target = TARGET[kind];
            return (
              <>
                <DialogHeader
                  title={monitor ? 'Edit monitor' : 'Add monitor'}
                  description={
                    monitor
                      ? 'Change what is checked and how often.'
                      : 'Check a service the district depends on: a website, a DNS name or an integration.'
                  }
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
                  <FormField name="name" label="Name" required className="sm:col-span-2">
                    <Input maxLength={100} placeholder="e.g. District website" />
                  </FormField>
                  <FormField name="kind" label="What to check">
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
                  <FormField name="intervalMinutes" label="Every (minutes)" hint="1 to 15 minutes.">
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
                    label="Open a ticket when it goes down"
                    hint="Its recovery resolves the ticket, with the downtime in its timeline."
                    className="sm:col-span-2"
                  >
                    <Switch />
                  </FormField>
                </DialogBody>
                <FormDialogActions submit={monitor ? 'Save changes' : 'Add monitor'} onCancel={done} />
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
  return (
    <fieldset className="grid grid-cols-1 gap-4 rounded-lg border border-border p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium text-fg">Website checks</legend>
      <FormField name="expectStatus" label="Expected status" hint="The HTTP status of a healthy answer.">
        <Input type="number" inputMode="numeric" min={100} max={599} />
      </FormField>
      <FormField name="maxResponseMs" label="Slow after (ms)" hint="Slower answers mark it degraded.">
        <Input type="number" inputMode="numeric" min={100} max={60000} step={100} />
      </FormField>
      <FormField name="keyword" label="Page must contain" optional hint="A word or phrase of the page.">
        <Input maxLength={200} />
      </FormField>
      <FormField
        name="certWarnDays"
        label="Certificate warning (days)"
        hint="Degraded when it expires within this many days."
      >
        <Input type="number" inputMode="numeric" min={1} max={90} />
      </FormField>
    </fieldset>
  );
}
