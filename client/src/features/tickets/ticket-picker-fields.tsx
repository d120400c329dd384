import type { TicketWatcher } from '@domain/tickets';
import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AssetPicker } from '@/features/asset-picker';
import { useAccess } from '@/features/auth';
import { Field } from '@/ui/field';
import { PersonPicker, WatchersPicker } from './ticket-pickers';

/** The people and device fields of a ticket form: ids with the names shown for them. */
export interface TicketPeopleValues {
  requesterId: string;
  requesterName: string;
  assetId: string;
  assetName: string;
  watcherIds: TicketWatcher[];
}

export const NO_TICKET_PEOPLE: TicketPeopleValues = {
  requesterId: '',
  requesterName: '',
  assetId: '',
  assetName: '',
  watcherIds: [],
};

/** What the people and device fields send: only what was chosen. */
export function ticketPeoplePayload(v: TicketPeopleValues) {
  return {
    requesterId: v.requesterId || undefined,
    assetId: v.assetId || undefined,
    watcherIds: v.watcherIds.length ? v.watcherIds.map((w) => w.id) : undefined,
  };
}

/** A field of the enclosing Form whose control is a picker: its label, hint or error, and wiring. */
function PickerField({
  formId,
  name,
  label,
  hint,
  children,
}: {
  formId: string;
  name: keyof TicketPeopleValues;
  label: string;
  hint?: string;
  children: (wiring: {
    id: string;
    ref: (el: HTMLInputElement | null) => void;
    'aria-invalid'?: boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const { field, fieldState } = useController<TicketPeopleValues>({ name });
  const id = `${formId}-${name}`;
  const error = fieldState.error?.message;
  return (
    <Field id={id} label={label} optional hint={hint} error={error}>
      {children({
        id,
        ref: field.ref,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
      })}
    </Field>
  );
}

/**
 * Requester (a person of the district, Staff & Students included), device (an asset of the
 * district, when the district has the inventory) and watchers, for the ticket forms.
 */
export function TicketPeopleFields({ formId, districtId }: { formId: string; districtId: string | null }) {
  const form = useFormContext<TicketPeopleValues>();
  const [requesterId, requesterName, assetId, assetName, watchers] = form.watch([
    'requesterId',
    'requesterName',
    'assetId',
    'assetName',
    'watcherIds',
  ]);
  const inventory = useAccess('assets').ok;
  const { t } = useTranslation('tickets');
  const set = <K extends keyof TicketPeopleValues>(key: K, value: TicketPeopleValues[K]) =>
    form.setValue(key, value as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <PickerField
          formId={formId}
          name="requesterId"
          label={t('people.requester')}
          hint={t('people.requesterHint')}
        >
          {(wiring) => (
            <PersonPicker
              {...wiring}
              districtId={districtId}
              value={requesterId || null}
              valueLabel={requesterName || null}
              onChange={(p) => {
                set('requesterId', p?.id ?? '');
                set('requesterName', p?.name ?? '');
              }}
            />
          )}
        </PickerField>
        {inventory && (
          <PickerField
            formId={formId}
            name="assetId"
            label={t('people.device')}
            hint={t('people.deviceHint')}
          >
            {(wiring) => (
              <AssetPicker
                {...wiring}
                districtId={districtId}
                value={assetId || null}
                valueLabel={assetName || null}
                onChange={(a) => {
                  set('assetId', a?.id ?? '');
                  set('assetName', a?.name ?? '');
                }}
              />
            )}
          </PickerField>
        )}
      </div>
      <PickerField
        formId={formId}
        name="watcherIds"
        label={t('people.watchers')}
        hint={t('people.watchersHint')}
      >
        {(wiring) => (
          <WatchersPicker
            {...wiring}
            districtId={districtId}
            value={watchers}
            onChange={(w) => set('watcherIds', w)}
          />
        )}
      </PickerField>
    </>
  );
}
