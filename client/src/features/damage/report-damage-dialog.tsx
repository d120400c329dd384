import { DAMAGE_KIND_LABELS, DAMAGE_PHOTOS_MAX, type DamageInput, damageInputSchema } from '@domain/damage';
import { DAMAGE_KINDS } from '@domain/device-money';
import { HeartCrack, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssetPicker } from '@/features/asset-picker';
import { AttachButton } from '@/features/attachments';
import { Button, type ButtonProps } from '@/ui/button';
import { DialogBody, DialogFooter, DialogHeader } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { optionsOf, Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { useAddDamagePhotos, useReportDamage } from './use-damage';

interface Values {
  kind: string;
  place: string;
  occurredAt: string;
  note: string;
}

/** A local "2026-09-10T10:30" of the datetime field as an ISO moment (empty: now, said by leaving it out). */
const toPayload = (v: Values): DamageInput => ({
  kind: v.kind as DamageInput['kind'],
  ...(v.place.trim() ? { place: v.place.trim() } : {}),
  ...(v.note.trim() ? { note: v.note.trim() } : {}),
  ...(v.occurredAt ? { occurredAt: new Date(v.occurredAt).toISOString() } : {}),
});

/**
 * "Report damage" on an asset's page, a ticket about a device or an onsite visit: what happened,
 * where and when; the person it is assigned to is who had it, and a repair ticket opens (see
 * docs/product.md#repairs). From a ticket, that ticket becomes the repair ticket (source `ticket`)
 * and photos can be attached to it and kept with the report; from the asset's page, nowhere to
 * keep them yet, so none are asked. On a visit (`visitId`, its ticket given as `ticket`) the
 * device is chosen first, and the visit's ticket is the repair ticket (source `checklist`).
 */
export function ReportDamageButton({
  districtId,
  asset: given,
  ticket,
  visitId,
  size,
  className,
}: {
  districtId: string;
  /** `label` names the device in the title (its tag on the asset's page); none: the dialog asks for it. */
  asset?: { id: string; label: string; assignedTo: string | null };
  ticket?: { id: string; ticketNumber: string };
  /** Reported on this onsite visit: source `checklist`, its ticket (`ticket`) the repair ticket. */
  visitId?: string;
  size?: ButtonProps['size'];
  className?: string;
}) {
  const { t } = useTranslation('damage');
  const [open, setOpen] = useState(false);
  const [photos, setPhotos] = useState<{ id: string; name: string }[]>([]);
  // Reported from the asset's page: its repair ticket, where photos can now be attached.
  const [reported, setReported] = useState<{
    damageId: string;
    ticketId: string;
    ticketNumber: string;
  } | null>(null);
  // On a visit: the device chosen in the dialog's first step.
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const asset = given ?? (picked ? { id: picked.id, label: picked.name, assignedTo: null } : null);
  const report = useReportDamage(districtId);
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        className={className}
        onClick={() => {
          setPhotos([]);
          setReported(null);
          setPicked(null);
          setOpen(true);
        }}
      >
        <HeartCrack /> {t('report.button')}
      </Button>
      <FormDialog open={open} onOpenChange={setOpen} width="md">
        {(done) =>
          !asset ? (
            <ChooseDevice districtId={districtId} onChosen={setPicked} onCancel={done} />
          ) : reported ? (
            <PhotosAfterReport districtId={districtId} label={asset.label} reported={reported} done={done} />
          ) : (
            <Form
              id="damage"
              schema={damageInputSchema}
              defaultValues={{ kind: '', place: '', occurredAt: '', note: '' } satisfies Values}
              toPayload={toPayload}
              onSubmit={async (payload) => {
                const made = await report.mutateAsync({
                  assetId: asset.id,
                  body: {
                    ...payload,
                    ...(visitId ? { visitId } : ticket ? { ticketId: ticket.id } : {}),
                    ...(ticket ? { photos: photos.map((p) => p.id) } : {}),
                  },
                });
                // From the asset's page the repair ticket exists only now: photos go on it next.
                if (!ticket && made.ticket)
                  setReported({
                    damageId: made.damage.id,
                    ticketId: made.ticket.id,
                    ticketNumber: made.ticket.ticketNumber,
                  });
                else done();
              }}
            >
              <DialogHeader
                title={t('report.title', { label: asset.label })}
                description={
                  ticket
                    ? t('report.description.ticket', { ticket: ticket.ticketNumber })
                    : asset.assignedTo
                      ? t('report.description.assigned', { name: asset.assignedTo })
                      : t('report.description.nobody')
                }
              />
              <DialogBody className="flex flex-col gap-4">
                <FormField name="kind" label={t('report.kind')} required>
                  <Select
                    options={optionsOf(DAMAGE_KINDS, DAMAGE_KIND_LABELS)}
                    placeholder={t('report.choose')}
                    // After the device step, focus goes on (its Next button is gone).
                    autoFocus={!given}
                  />
                </FormField>
                <FormField name="place" label={t('report.place.label')} optional>
                  <Input maxLength={200} placeholder={t('report.place.placeholder')} />
                </FormField>
                <FormField
                  name="occurredAt"
                  label={t('report.when.label')}
                  optional
                  hint={t('report.when.hint')}
                >
                  <Input type="datetime-local" />
                </FormField>
                <FormField name="note" label={t('report.note')} optional>
                  <Textarea rows={3} maxLength={2000} />
                </FormField>
                {ticket && (
                  <section aria-label={t('report.photos.label')} className="flex flex-col gap-2">
                    <span className="text-sm font-medium text-fg">
                      {t('report.photos.title')}{' '}
                      <span className="font-normal text-muted-fg">{t('report.photos.optional')}</span>
                    </span>
                    {photos.length > 0 && (
                      <ul aria-label={t('report.photos.list')} className="flex flex-wrap gap-2">
                        {photos.map((p) => (
                          <li
                            key={p.id}
                            className="flex max-w-full items-center gap-1 rounded-md border border-border bg-surface-muted py-0.5 pr-0.5 pl-2 text-sm"
                          >
                            <span className="min-w-0 truncate">{p.name}</span>
                            <Button
                              type="button"
                              variant="ghost"
                              size="icon"
                              className="size-6"
                              aria-label={t('report.photos.leaveOut', { name: p.name })}
                              onClick={() => setPhotos((all) => all.filter((x) => x.id !== p.id))}
                            >
                              <X />
                            </Button>
                          </li>
                        ))}
                      </ul>
                    )}
                    {photos.length < DAMAGE_PHOTOS_MAX && (
                      <AttachButton
                        ticketId={ticket.id}
                        label={t('report.photos.attach')}
                        onAttached={(a) => setPhotos((all) => [...all, { id: a.id, name: a.name }])}
                      />
                    )}
                  </section>
                )}
              </DialogBody>
              <FormDialogActions submit={t('report.submit')} onCancel={done} />
            </Form>
          )
        }
      </FormDialog>
    </>
  );
}

/** The first step on a visit: which device, searched on the server as in the ticket dialogs. */
function ChooseDevice({
  districtId,
  onChosen,
  onCancel,
}: {
  districtId: string;
  onChosen: (asset: { id: string; name: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('damage');
  const id = useId();
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  return (
    <>
      <DialogHeader title={t('choose.title')} description={t('choose.description')} />
      <DialogBody className="pb-2">
        <Field id={id} label={t('choose.device')} required>
          <AssetPicker
            id={id}
            districtId={districtId}
            value={chosen?.id ?? null}
            valueLabel={chosen?.name ?? null}
            onChange={setChosen}
          />
        </Field>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel}>
          {t('choose.cancel')}
        </Button>
        <Button disabled={!chosen} onClick={() => chosen && onChosen(chosen)}>
          {t('choose.next')}
        </Button>
      </DialogFooter>
    </>
  );
}

/** The step after a report from the asset's page: photos attached to its new repair ticket, kept with the report. */
function PhotosAfterReport({
  districtId,
  label,
  reported,
  done,
}: {
  districtId: string;
  label: string;
  reported: { damageId: string; ticketId: string; ticketNumber: string };
  done: () => void;
}) {
  const { t } = useTranslation('damage');
  const [kept, setKept] = useState<string[]>([]);
  const keep = useAddDamagePhotos(districtId, reported.damageId);
  return (
    <>
      <DialogHeader
        title={t('report.title', { label })}
        description={t('after.description', { ticket: reported.ticketNumber })}
      />
      <DialogBody className="flex flex-col gap-3">
        {kept.length > 0 && (
          <ul aria-label={t('report.photos.list')} className="flex flex-wrap gap-2">
            {kept.map((name, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows; two photos may share a name.
                key={i}
                className="rounded-md border border-border bg-surface-muted px-2 py-0.5 text-sm"
              >
                {name}
              </li>
            ))}
          </ul>
        )}
        {kept.length < DAMAGE_PHOTOS_MAX && (
          <AttachButton
            ticketId={reported.ticketId}
            label={t('report.photos.attach')}
            onAttached={(a) => keep.mutate([a.id], { onSuccess: () => setKept((all) => [...all, a.name]) })}
          />
        )}
      </DialogBody>
      <DialogFooter>
        <Button autoFocus onClick={done}>
          {t('after.done')}
        </Button>
      </DialogFooter>
    </>
  );
}
