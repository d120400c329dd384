import {
  CANNED_LIMITS,
  CANNED_SCOPE_LABELS,
  CANNED_SCOPES,
  type CannedPlaceholder,
  type CannedResponse,
  type CannedScope,
  createCannedResponseSchema,
  splitTags,
  updateCannedResponseSchema,
} from '@domain/canned-responses';
import { TICKET_CATEGORIES, TICKET_CATEGORY_LABELS, type TicketCategory } from '@domain/tickets';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { optionsOf, Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { PlaceholderHelp } from './placeholder-help';
import { useSaveCannedResponse } from './use-save-canned-response';

const FORM_ID = 'canned-response';
const CATEGORY_OPTIONS = [
  { value: '', label: i18n.t('cannedResponses:form.none') },
  ...optionsOf(TICKET_CATEGORIES, TICKET_CATEGORY_LABELS),
];
const SCOPE_OPTIONS = optionsOf(CANNED_SCOPES, CANNED_SCOPE_LABELS);

interface Values {
  title: string;
  body: string;
  category: '' | TicketCategory;
  tags: string;
  scope: CannedScope;
}

const fromResponse = (r: CannedResponse): Values => ({
  title: r.title,
  body: r.body,
  category: r.category ?? '',
  tags: r.tags.join(', '),
  scope: r.scope,
});

const fields = (v: Values) => ({
  title: v.title,
  body: v.body,
  category: v.category || null,
  tags: splitTags(v.tags),
});

/** Puts `{{placeholder}}` in the body at the cursor (or at its end) and keeps typing there. */
function insertPlaceholder(form: UseFormReturn<Values, unknown, Values>, placeholder: CannedPlaceholder) {
  const area = document.getElementById(`${FORM_ID}-body`) as HTMLTextAreaElement | null;
  const body = form.getValues('body');
  const start = area?.selectionStart ?? body.length;
  const end = area?.selectionEnd ?? body.length;
  const text = `{{${placeholder}}}`;
  // The textarea is the form's own (uncontrolled): setValue writes it at once, so the caret can follow.
  form.setValue('body', body.slice(0, start) + text + body.slice(end), { shouldDirty: true });
  area?.focus();
  area?.setSelectionRange(start + text.length, start + text.length);
}

/**
 * Add Response and Edit Response. A district's administrators add their district's; Five Star
 * chooses, with a district open, between it and every district (no district open: every district).
 */
export function CannedResponseFormDialog({
  response,
  districtId,
  canChooseScope,
  open,
  onOpenChange,
}: {
  response?: CannedResponse;
  /** The district a new response is for (null: Five Star with no district open, provider-wide). */
  districtId: string | null;
  /** Five Star with a district open: a new response may be the district's or every district's. */
  canChooseScope: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveCannedResponse();
  const { t } = useTranslation('cannedResponses');
  const fixedScope: CannedScope = response?.scope ?? (districtId ? 'district' : 'provider');
  const empty: Values = { title: '', body: '', category: '', tags: '', scope: fixedScope };
  const scopeNote = fixedScope === 'provider' ? t('form.scopeNoteProvider') : t('form.scopeNoteDistrict');
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) =>
        response ? (
          <Form
            id={FORM_ID}
            schema={updateCannedResponseSchema}
            defaultValues={fromResponse(response)}
            toPayload={fields}
            onSubmit={async (input) => {
              await save.mutateAsync({ id: response.id, input });
              done();
            }}
          >
            {(form) => (
              <>
                <DialogHeader title={t('form.editTitle')} description={scopeNote} />
                <Fields onInsert={(p) => insertPlaceholder(form, p)} />
                <FormDialogActions submit={t('form.editSubmit')} onCancel={done} />
              </>
            )}
          </Form>
        ) : (
          <Form
            id={FORM_ID}
            schema={createCannedResponseSchema}
            defaultValues={empty}
            toPayload={(v) => ({
              ...fields(v),
              scope: v.scope,
              districtId: v.scope === 'district' ? (districtId ?? undefined) : undefined,
            })}
            onSubmit={async (input) => {
              await save.mutateAsync({ input });
              done();
            }}
          >
            {(form) => (
              <>
                <DialogHeader
                  title={t('form.addTitle')}
                  description={canChooseScope ? undefined : scopeNote}
                />
                <Fields onInsert={(p) => insertPlaceholder(form, p)} chooseScope={canChooseScope} />
                <FormDialogActions submit={t('form.addSubmit')} onCancel={done} />
              </>
            )}
          </Form>
        )
      }
    </FormDialog>
  );
}

function Fields({
  onInsert,
  chooseScope = false,
}: {
  onInsert: (placeholder: CannedPlaceholder) => void;
  chooseScope?: boolean;
}) {
  const { t } = useTranslation('cannedResponses');
  return (
    <DialogBody className="flex flex-col gap-4">
      <FormField name="title" label={t('form.title')} required hint={t('form.titleHint')}>
        <Input maxLength={CANNED_LIMITS.title} autoComplete="off" />
      </FormField>
      <FormField name="body" label={t('form.body')} required>
        <Textarea rows={9} maxLength={CANNED_LIMITS.body} />
      </FormField>
      <PlaceholderHelp onInsert={onInsert} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField name="category" label={t('form.category')} optional>
          <Select options={CATEGORY_OPTIONS} />
        </FormField>
        <FormField name="tags" label={t('form.tags')} optional hint={t('form.tagsHint')}>
          <Input placeholder={t('form.tagsPlaceholder')} autoComplete="off" />
        </FormField>
      </div>
      {chooseScope && (
        <FormField name="scope" label={t('form.scope')}>
          <Select options={SCOPE_OPTIONS} />
        </FormField>
      )}
    </DialogBody>
  );
}
