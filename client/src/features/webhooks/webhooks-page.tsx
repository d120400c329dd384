import {
  DELIVERY_STATUS_LABELS,
  type Delivery,
  type DeliveryStatus,
  WEBHOOK_MESSAGES as M,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type Webhook,
  type WebhookForm,
  webhookInputSchema,
} from '@domain/webhooks';
import { Plus, Webhook as WebhookIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useAccess, useCurrentUser } from '@/features/auth';
import { formatDateTime } from '@/lib/format';
import { useWorkingDistrict } from '@/lib/working-district';
import { ConfirmDialog } from '@/ui/alert-dialog';
import { AreaLocked } from '@/ui/area-locked';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ChooseDistrictCard } from '@/ui/choose-district-card';
import { DataList } from '@/ui/data-list';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import type { Tone } from '@/ui/tone';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useDeliveries,
  useReplayDelivery,
  useTestWebhook,
  useUpdateWebhook,
  useWebhooks,
} from './use-webhooks';

const STATUS_TONE: Record<DeliveryStatus, Tone> = { pending: 'yellow', succeeded: 'green', failed: 'red' };

/** /integrations/webhooks (see docs/product.md#webhooks): the working district's webhooks, or Five Star's provider-wide ones. */
export function WebhooksPage() {
  const user = useCurrentUser();
  const { t } = useTranslation('webhooks');
  const access = useAccess('integrations', 'admin');
  const { districtId, districtName, providerWide } = useWorkingDistrict();
  const description = districtName
    ? t('page.descriptionDistrict', { district: districtName })
    : providerWide
      ? t('page.descriptionProviderWide')
      : t('page.description');
  return (
    <>
      <PageHeader title={t('page.title')} description={description} />
      {!access.ok ? (
        <AreaLocked what={t('page.lockedWhat')} plural verdict={access} serviceLevel={user.serviceLevel} />
      ) : districtId || providerWide ? (
        <WebhookList key={districtId ?? 'provider'} districtId={districtId} />
      ) : (
        <ChooseDistrictCard what={t('page.chooseWhat')} />
      )}
    </>
  );
}

function WebhookList({ districtId }: { districtId: string | null }) {
  const list = useWebhooks(districtId);
  const { t } = useTranslation('webhooks');
  const update = useUpdateWebhook(districtId);
  const test = useTestWebhook(districtId);
  const remove = useDeleteWebhook(districtId);
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [log, setLog] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const rows = list.data ?? [];

  const toggle = (w: Webhook) =>
    update.mutate({
      id: w.id,
      body: {
        ...(w.districtId ? { districtId: w.districtId } : {}),
        url: w.url,
        events: w.events,
        description: w.description,
        enabled: !w.enabled,
      },
    });
  const actions = (w: Webhook) => (
    <div className="flex flex-wrap justify-end gap-1">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setLog(w)}
        aria-label={t('actions.deliveriesLabel', { url: w.url })}
      >
        {t('actions.deliveries')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={!w.enabled}
        loading={test.isPending && test.variables === w.id}
        onClick={() => test.mutate(w.id)}
        aria-label={t('actions.testLabel', { url: w.url })}
      >
        {t('actions.test')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => toggle(w)}
        aria-label={
          w.enabled ? t('actions.turnOffLabel', { url: w.url }) : t('actions.turnOnLabel', { url: w.url })
        }
      >
        {w.enabled ? t('actions.turnOff') : t('actions.turnOn')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setDeleting(w)}
        aria-label={t('actions.deleteLabel', { url: w.url })}
      >
        {t('actions.delete')}
      </Button>
    </div>
  );
  const state = (w: Webhook) => (
    <div className="flex flex-col gap-1">
      <Badge tone={w.enabled ? 'green' : 'gray'} dot>
        {w.enabled ? t('state.on') : t('state.off')}
      </Badge>
      {w.disabledReason && (
        <span className="text-xs text-muted-fg">{t('state.turnedOff', { reason: w.disabledReason })}</span>
      )}
    </div>
  );
  const last = (w: Webhook) =>
    w.lastDelivery ? (
      <span className="text-sm">
        {DELIVERY_STATUS_LABELS[w.lastDelivery.status]}
        {w.lastDelivery.responseStatus ? ` (${w.lastDelivery.responseStatus})` : ''} ·{' '}
        {formatDateTime(w.lastDelivery.at)}
      </span>
    ) : (
      <span className="text-sm text-muted-fg">{t('last.never')}</span>
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button ref={addButton} onClick={() => setAdding(true)}>
          <Plus aria-hidden className="size-4" /> {t('list.add')}
        </Button>
      </div>
      {list.isError ? (
        <LoadError title={M.loadFailed} query={list} />
      ) : (
        <Card className="overflow-hidden">
          <DataList
            query={list}
            rows={rows}
            rowKey={(w) => w.id}
            label={t('list.label')}
            loading={t('list.loading')}
            failed={M.loadFailed}
            tableFrom="lg"
            empty={{
              icon: WebhookIcon,
              title: M.empty,
              description: t('list.emptyDescription'),
            }}
            columns={[
              {
                header: t('list.columns.address'),
                cell: (w) => (
                  <div className="min-w-0">
                    <p className="font-medium break-all">{w.url}</p>
                    {w.description && <p className="text-xs text-muted-fg">{w.description}</p>}
                  </div>
                ),
              },
              {
                header: t('list.columns.events'),
                cell: (w) => <span className="text-sm">{w.events.join(', ')}</span>,
              },
              { header: t('list.columns.state'), cell: state },
              { header: t('list.columns.lastDelivery'), cell: last },
              { header: t('list.columns.actions'), hideHeader: true, cell: actions, className: 'text-right' },
            ]}
            card={(w) => (
              <div className="flex flex-col gap-2 p-4">
                <p className="font-medium break-all">{w.url}</p>
                <p className="text-xs text-muted-fg">{w.events.join(', ')}</p>
                <div className="flex items-center justify-between gap-2">
                  {state(w)}
                  {last(w)}
                </div>
                {actions(w)}
              </div>
            )}
          />
        </Card>
      )}
      <AddWebhookDialog
        districtId={districtId}
        open={adding}
        onOpenChange={setAdding}
        onCreated={(s) => setSecret(s)}
      />
      <Dialog open={secret !== null} onOpenChange={(open) => !open && setSecret(null)}>
        {/* Opened by the add dialog's Save, which is gone by now: focus goes back to Add webhook. */}
        <DialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            addButton.current?.focus();
          }}
        >
          <DialogHeader title={t('secret.title')} description={t('secret.description')} />
          <DialogBody>
            <code
              data-testid="webhook-secret"
              className="block rounded-md border border-border bg-surface-muted p-3 font-mono text-xs break-all select-all"
            >
              {secret}
            </code>
            <p className="mt-2 text-sm text-muted-fg">
              <Trans t={t} i18nKey="secret.check" components={{ code: <code /> }} />
            </p>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(secret ?? '')}>
              {t('secret.copy')}
            </Button>
            <Button onClick={() => setSecret(null)}>{t('secret.done')}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <DeliveriesDialog webhook={log} onClose={() => setLog(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('delete.title')}
        description={deleting ? t('delete.description', { url: deleting.url }) : ''}
        confirmLabel={t('delete.confirm')}
        destructive
        loading={remove.isPending}
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
          setDeleting(null);
        }}
      />
    </div>
  );
}

function AddWebhookDialog({
  districtId,
  open,
  onOpenChange,
  onCreated,
}: {
  districtId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (secret: string) => void;
}) {
  const create = useCreateWebhook(districtId);
  const { t } = useTranslation('webhooks');
  const defaults: WebhookForm = { url: '', events: [], description: '', enabled: true };
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) => (
        <Form
          id="webhook"
          schema={webhookInputSchema}
          defaultValues={defaults}
          toPayload={(v: WebhookForm) => ({ ...v, ...(districtId ? { districtId } : {}) })}
          onSubmit={async (payload) => {
            const made = await create.mutateAsync(payload);
            done();
            onCreated(made.secret);
          }}
        >
          {(form) => (
            <>
              <DialogHeader title={t('add.title')} description={t('add.description')} />
              <DialogBody className="flex flex-col gap-4">
                <FormField name="url" label={t('add.url.label')} required hint={t('add.url.hint')}>
                  <Input placeholder={t('add.url.placeholder')} inputMode="url" />
                </FormField>
                <FormField name="description" label={t('add.descriptionField.label')} optional>
                  <Input maxLength={200} placeholder={t('add.descriptionField.placeholder')} />
                </FormField>
                <fieldset
                  className="flex flex-col gap-2"
                  aria-describedby={form.formState.errors.events ? 'webhook-events-error' : undefined}
                >
                  <legend className="mb-1 text-sm font-medium">{t('add.events')}</legend>
                  <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                    {WEBHOOK_EVENTS.map((e) => (
                      <label key={e} className="flex cursor-pointer items-start gap-2 text-sm">
                        <input
                          type="checkbox"
                          value={e}
                          className="mt-0.5 size-4 accent-brand"
                          {...form.register('events')}
                        />
                        <span>
                          <code className="text-xs">{e}</code>
                          <span className="block text-xs text-muted-fg">{WEBHOOK_EVENT_LABELS[e]}</span>
                        </span>
                      </label>
                    ))}
                  </div>
                  {form.formState.errors.events && (
                    <p id="webhook-events-error" className="text-sm text-danger">
                      {String(form.formState.errors.events.message ?? M.eventsRequired)}
                    </p>
                  )}
                </fieldset>
              </DialogBody>
              <FormDialogActions submit={t('add.submit')} onCancel={done} />
            </>
          )}
        </Form>
      )}
    </FormDialog>
  );
}

function DeliveriesDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const deliveries = useDeliveries(webhook?.id ?? null);
  const { t } = useTranslation('webhooks');
  const replay = useReplayDelivery(webhook?.id ?? '');
  const rows: Delivery[] = deliveries.data ?? [];
  return (
    <Dialog open={webhook !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="xl">
        <DialogHeader title={t('deliveries.title')} description={webhook?.url} />
        <DialogBody>
          <DataList
            query={deliveries}
            rows={rows}
            rowKey={(d) => d.id}
            label={t('deliveries.label')}
            loading={t('deliveries.loading')}
            failed={M.deliveriesFailed}
            empty={{ icon: WebhookIcon, title: M.noDeliveries }}
            columns={[
              {
                header: t('deliveries.columns.event'),
                cell: (d) => <code className="text-xs">{d.event}</code>,
              },
              {
                header: t('deliveries.columns.status'),
                cell: (d) => (
                  <Badge tone={STATUS_TONE[d.status]} dot>
                    {DELIVERY_STATUS_LABELS[d.status]}
                  </Badge>
                ),
              },
              {
                header: t('deliveries.columns.time'),
                cell: (d) => formatDateTime(d.lastAttemptAt ?? d.createdAt),
              },
              { header: t('deliveries.columns.tries'), cell: (d) => d.attempts },
              { header: t('deliveries.columns.answer'), cell: (d) => answerOf(d) },
              {
                header: t('deliveries.columns.actions'),
                hideHeader: true,
                className: 'text-right',
                cell: (d) => (
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={replay.isPending && replay.variables === d.id}
                    onClick={() => replay.mutate(d.id)}
                    aria-label={t('deliveries.replayLabel', {
                      event: d.event,
                      time: formatDateTime(d.createdAt),
                    })}
                  >
                    {t('deliveries.replay')}
                  </Button>
                ),
              },
            ]}
            card={(d) => (
              <div className="flex flex-col gap-1 p-3 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <code className="text-xs">{d.event}</code>
                  <Badge tone={STATUS_TONE[d.status]} dot>
                    {DELIVERY_STATUS_LABELS[d.status]}
                  </Badge>
                </div>
                <span className="text-muted-fg">
                  {formatDateTime(d.lastAttemptAt ?? d.createdAt)} ·{' '}
                  {t('deliveries.tries', { attempts: d.attempts })}
                </span>
                {answerOf(d)}
                <Button variant="secondary" size="sm" onClick={() => replay.mutate(d.id)}>
                  {t('deliveries.replay')}
                </Button>
              </div>
            )}
          />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

function answerOf(d: Delivery) {
  return (
    <div className="max-w-72 text-xs">
      <p>{d.responseStatus ?? d.lastError ?? '—'}</p>
      {d.responseExcerpt && (
        <pre className="mt-1 max-h-20 overflow-auto whitespace-pre-wrap break-all text-muted-fg">
          {d.responseExcerpt}
        </pre>
      )}
    </div>
  );
}
