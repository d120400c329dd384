import { rosterSourceApi } from '@domain/api/roster-source';
import type { RosterFetchRun, RosterSourceInput } from '@domain/roster-source';
import { rosterSourceInputSchema } from '@domain/roster-source';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { api, errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
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
  bearer: 'Keep the saved bearer token',
  basic: 'Keep the saved user name and password',
};

const STATUS_TONE = { queued: 'gray', running: 'blue', succeeded: 'green', failed: 'red' } as const;

function RunLine({ run }: { run: RosterFetchRun }) {
  const c = run.counts;
  return (
    <li className="flex flex-col gap-1 border-b border-border py-2 text-sm last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={STATUS_TONE[run.status]}>{run.status}</Badge>
        <span>{formatDateTime(run.startedAt)}</span>
        <span className="text-muted-fg">{run.trigger === 'schedule' ? 'nightly' : 'fetch now'}</span>
      </div>
      {c && (
        <p className="text-muted-fg">
          {c.modes['users.csv'] === 'delta' ? 'Delta' : 'Bulk'}: {c.people.created} new, {c.people.updated}{' '}
          changed, {c.people.withdrawn} withdrawn, {c.sites.created}{' '}
          {c.sites.created === 1 ? 'site' : 'sites'} made, {c.errorCount} bad{' '}
          {c.errorCount === 1 ? 'row' : 'rows'}
        </p>
      )}
      {run.error && <p className="text-tone-red-fg">{run.error}</p>}
      {run.rowErrors.slice(0, 3).map((e) => (
        <p key={`${e.file}-${e.row}`} className="text-muted-fg">
          {e.file} row {e.row}: {e.message}
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
      toast({ title: 'Roster source saved', variant: 'success' });
    },
    onError: (err) => failureToast('The roster source could not be saved', err),
  });
  const fetchNow = useMutation({
    mutationFn: () => api(rosterSourceApi.fetchNow, { body: { districtId } }),
    onSuccess: () => {
      toast({ title: 'Fetching the roster', variant: 'success' });
      return qc.invalidateQueries({ queryKey: key });
    },
    onError: (err) => failureToast('The roster could not be fetched', err),
  });
  if (!source.data) {
    return (
      <>
        <DialogHeader title="Roster source" />
        <DialogBody>
          <p className="text-sm text-muted-fg">
            {source.isError
              ? (errorMessage(source.error) ?? 'The roster source could not be loaded.')
              : 'Loading…'}
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
    { value: 'none', label: 'None' },
    { value: 'bearer', label: 'Bearer token' },
    { value: 'basic', label: 'User name and password (Basic)' },
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
            <DialogHeader
              title="Roster source"
              description="Where your SIS publishes its OneRoster 1.1 zip. Each fetch is imported as an upload is."
            />
            <DialogBody className="flex flex-col gap-4">
              <FormField name="url" label="Address (https)" required>
                <Input type="url" maxLength={2000} placeholder="https://sis.example.org/oneroster.zip" />
              </FormField>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <FormField name="schedule" label="Schedule">
                  <Select
                    options={[
                      { value: 'nightly', label: 'Nightly' },
                      { value: 'off', label: 'Only when I fetch' },
                    ]}
                  />
                </FormField>
                <FormField name="badRows" label="Bad rows">
                  <Select
                    options={[
                      { value: 'fail', label: 'Import nothing' },
                      { value: 'skip', label: 'Skip them, import the rest' },
                    ]}
                  />
                </FormField>
              </div>
              <FormField name="credential.type" label="Credential" hint="Saved sealed; never shown again.">
                <Select options={credentialOptions} />
              </FormField>
              {type === 'bearer' && (
                <FormField name="credential.token" label="Bearer token" required>
                  <Input type="password" autoComplete="off" />
                </FormField>
              )}
              {type === 'basic' && (
                <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                  <FormField name="credential.username" label="User name" required>
                    <Input autoComplete="off" />
                  </FormField>
                  <FormField name="credential.password" label="Password" required>
                    <Input type="password" autoComplete="new-password" />
                  </FormField>
                </div>
              )}
              <section aria-labelledby="roster-runs" className="flex flex-col gap-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id="roster-runs" className="text-sm font-semibold">
                    Fetches
                  </h3>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={!s.configured}
                    loading={fetchNow.isPending}
                    onClick={() => fetchNow.mutate()}
                  >
                    <RefreshCw aria-hidden /> Fetch now
                  </Button>
                </div>
                {s.runs.length === 0 ? (
                  <p className="text-sm text-muted-fg">
                    {s.configured ? 'No fetch yet.' : 'Save an address to fetch from it.'}
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
            <FormDialogActions submit="Save" onCancel={done} />
          </>
        );
      }}
    </Form>
  );
}
