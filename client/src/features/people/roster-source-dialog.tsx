import { rosterSourceApi } from '@domain/api/roster-source';
import type { RosterFetchRun, RosterSourceInput } from '@domain/roster-source';
import { rosterSourceInputSchema } from '@domain/roster-source';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { api, errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { failureToast } from '@/ui/failure-toast';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { toast } from '@/ui/toast';

interface Values {
  url: string;
  schedule: 'nightly' | 'off';
  badRows: 'fail' | 'skip';
  credential: {
    type: 'keep' | 'none' | 'bearer' | 'basic';
    token: string;
    username: string;
    password: string;
  };
}

function toPayload(districtId: string, v: Values): RosterSourceInput {
  const c = v.credential;
  const credential: RosterSourceInput['credential'] =
    c.type === 'bearer'
      ? { type: 'bearer', token: c.token }
      : c.type === 'basic'
        ? { type: 'basic', username: c.username, password: c.password }
        : { type: c.type };
  return { districtId, url: v.url, schedule: v.schedule, skipBadRows: v.badRows === 'skip', credential };
}

const KEEP_LABEL: Record<'bearer' | 'basic', string> = {
  bearer: i18n.t('people:source.keep.bearer'),
  basic: i18n.t('people:source.keep.basic'),
};

const STATUS_TONE = { queued: 'gray', running: 'blue', succeeded: 'green', failed: 'red' } as const;

function RunLine({ run }: { run: RosterFetchRun }) {
  const c = run.counts;
  const { t } = useTranslation('people');
  return (
    <li className="flex flex-col gap-1 border-b border-border py-2 text-sm last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={STATUS_TONE[run.status]}>{run.status}</Badge>
        <span>{formatDateTime(run.startedAt)}</span>
        <span className="text-muted-fg">
          {run.trigger === 'schedule' ? t('source.runs.nightly') : t('source.runs.fetchNow')}
        </span>
      </div>
      {c && (
        <p className="text-muted-fg">
          {t('source.runs.counts', {
            mode: c.modes['users.csv'] === 'delta' ? t('source.runs.delta') : t('source.runs.bulk'),
            created: c.people.created,
            updated: c.people.updated,
            withdrawn: c.people.withdrawn,
            sites: t('source.runs.sites', { count: c.sites.created }),
            bad: t('source.runs.bad', { count: c.errorCount }),
          })}
        </p>
      )}
      {run.error && <p className="text-tone-red-fg">{run.error}</p>}
      {run.rowErrors.slice(0, 3).map((e) => (
        <p key={`${e.file}-${e.row}`} className="text-muted-fg">
          {t('source.runs.rowError', { file: e.file, row: e.row, message: e.message })}
        </p>
      ))}
    </li>
  );
}

/**
 * The roster source (docs/product.md#people): where the SIS publishes its OneRoster zip, the
 * schedule, an optional credential (never shown again), "Fetch now" and the last fetches.
 */
export function RosterSourceDialog({
  districtId,
  open,
  onOpenChange,
}: {
  districtId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) => <SourceForm districtId={districtId} done={done} />}
    </FormDialog>
  );
}

function SourceForm({ districtId, done }: { districtId: string; done: () => void }) {
  const qc = useQueryClient();
  const { t } = useTranslation('people');
  const key = ['people', districtId, 'roster-source'];
  const source = useQuery({
    queryKey: key,
    queryFn: () => api(rosterSourceApi.get, { query: { districtId } }),
    refetchInterval: (q) =>
      q.state.data?.runs.some((r) => r.status === 'queued' || r.status === 'running') ? 1000 : false,
  });
  const save = useMutation({
    mutationFn: (body: RosterSourceInput) => api(rosterSourceApi.save, { body }),
    onSuccess: (answer) => {
      qc.setQueryData(key, answer);
      toast({ title: t('source.saved'), variant: 'success' });
    },
    onError: (err) => failureToast(t('source.saveFailed'), err),
  });
  const fetchNow = useMutation({
    mutationFn: () => api(rosterSourceApi.fetchNow, { body: { districtId } }),
    onSuccess: () => {
      toast({ title: t('source.fetching'), variant: 'success' });
      return qc.invalidateQueries({ queryKey: key });
    },
    onError: (err) => failureToast(t('source.fetchFailed'), err),
  });
  if (!source.data) {
    return (
      <>
        <DialogHeader title={t('source.title')} />
        <DialogBody>
          <p className="text-sm text-muted-fg">
            {source.isError ? (errorMessage(source.error) ?? t('source.loadFailed')) : t('source.loading')}
          </p>
        </DialogBody>
      </>
    );
  }
  const s = source.data;
  const defaults: Values = {
    url: s.url ?? '',
    schedule: s.schedule,
    badRows: s.skipBadRows ? 'skip' : 'fail',
    credential: {
      type: s.credentialType === 'none' ? 'none' : 'keep',
      token: '',
      username: '',
      password: '',
    },
  };
  const credentialOptions = [
    ...(s.credentialType !== 'none' ? [{ value: 'keep', label: KEEP_LABEL[s.credentialType] }] : []),
    { value: 'none', label: t('source.none') },
    { value: 'bearer', label: t('source.bearer') },
    { value: 'basic', label: t('source.basic') },
  ];
  return (
    <Form
      id="roster-source"
      schema={rosterSourceInputSchema}
      defaultValues={defaults}
      toPayload={(v) => toPayload(districtId, v)}
      onSubmit={async (payload, form) => {
        await save.mutateAsync(payload);
        // The credential is sealed now: the form forgets it and keeps the saved one.
        form.reset({
          ...form.getValues(),
          credential: { type: 'keep', token: '', username: '', password: '' },
        });
      }}
    >
      {(form) => {
        const type = form.watch('credential.type');
        return (
          <>
            <DialogHeader title={t('source.title')} description={t('source.description')} />
            <DialogBody className="flex flex-col gap-4">
              <FormField name="url" label={t('source.url')} required>
                <Input type="url" maxLength={2000} placeholder={t('source.urlPlaceholder')} />
              </FormField>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <FormField name="schedule" label={t('source.schedule')}>
                  <Select
                    options={[
                      { value: 'nightly', label: t('source.nightly') },
                      { value: 'off', label: t('source.off') },
                    ]}
                  />
                </FormField>
                <FormField name="badRows" label={t('source.badRows')}>
                  <Select
                    options={[
                      { value: 'fail', label: t('source.fail') },
                      { value: 'skip', label: t('source.skip') },
                    ]}
                  />
                </FormField>
              </div>
              <FormField
                name="credential.type"
                label={t('source.credential')}
                hint={t('source.credentialHint')}
              >
                <Select options={credentialOptions} />
              </FormField>
              {type === 'bearer' && (
                <FormField name="credential.token" label={t('source.token')} required>
                  <Input type="password" autoComplete="off" />
                </FormField>
              )}
              {type === 'basic' && (
                <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                  <FormField name="credential.username" label={t('source.username')} required>
                    <Input autoComplete="off" />
                  </FormField>
                  <FormField name="credential.password" label={t('source.password')} required>
                    <Input type="password" autoComplete="new-password" />
                  </FormField>
                </div>
              )}
              <section aria-labelledby="roster-runs" className="flex flex-col gap-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id="roster-runs" className="text-sm font-semibold">
                    {t('source.fetches')}
                  </h3>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={!s.configured}
                    loading={fetchNow.isPending}
                    onClick={() => fetchNow.mutate()}
                  >
                    <RefreshCw aria-hidden /> {t('source.fetchNow')}
                  </Button>
                </div>
                {s.runs.length === 0 ? (
                  <p className="text-sm text-muted-fg">
                    {s.configured ? t('source.noFetch') : t('source.saveFirst')}
                  </p>
                ) : (
                  <ul data-testid="roster-runs">
                    {s.runs.slice(0, 5).map((r) => (
                      <RunLine key={r.id} run={r} />
                    ))}
                  </ul>
                )}
              </section>
            </DialogBody>
            <FormDialogActions submit={t('source.submit')} onCancel={done} />
          </>
        );
      }}
    </Form>
  );
}
