import {
  AREA_CATEGORIES,
  AREA_DOC_TYPES,
  CATEGORY_LABELS,
  createLibraryItemSchema,
  DOC_TYPE_LABELS,
  KIND_LABELS,
  LIBRARY_KINDS,
  LIBRARY_STATUS_LABELS,
  LIBRARY_STATUSES,
  type LibraryArea,
  type LibraryItem,
  type LibraryItemPayload,
  type LibraryKind,
} from '@domain/library';
import { useTranslation } from 'react-i18next';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { optionsOf, Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { useSaveLibraryItem } from './use-save-library-item';

interface Values {
  title: string;
  description: string;
  category: string;
  kind: LibraryKind;
  docType: string;
  url: string;
  status: string;
  sharedWith: string;
}

interface Props {
  districtId: string;
  area: LibraryArea;
  open: boolean;
  /** The item to edit; null to add one (of `kind`). */
  item: LibraryItem | null;
  kind: LibraryKind;
  onOpenChange: (open: boolean) => void;
}

/** Add or edit a library item: a Google Form, Sheet or Doc (or any https link) of the area. */
export function LibraryItemDialog({ districtId, area, open, item, kind, onOpenChange }: Props) {
  const save = useSaveLibraryItem(districtId, area);
  const { t } = useTranslation('assessments');
  const defaults: Values = item
    ? {
        title: item.title,
        description: item.description,
        category: item.category,
        kind: item.kind,
        docType: item.docType ?? '',
        url: item.url,
        status: item.status,
        sharedWith: item.sharedWith,
      }
    : {
        title: '',
        description: '',
        category: AREA_CATEGORIES[area][0],
        kind,
        docType: '',
        url: '',
        status: 'active',
        sharedWith: '',
      };
  const toPayload = (v: Values): LibraryItemPayload => ({
    districtId,
    area,
    title: v.title,
    description: v.description,
    category: v.category as LibraryItemPayload['category'],
    kind: v.kind,
    docType: (v.docType || null) as LibraryItemPayload['docType'],
    url: v.url.trim(),
    status: v.status as LibraryItemPayload['status'],
    sharedWith: v.sharedWith,
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) => (
        <Form
          id="library-item"
          schema={createLibraryItemSchema}
          defaultValues={defaults}
          toPayload={toPayload}
          onSubmit={async (payload) => {
            await save.mutateAsync({ id: item?.id ?? null, payload });
            done();
          }}
        >
          <DialogHeader
            title={item ? t('item.editTitle') : t('item.addTitle', { kind: KIND_LABELS[kind] })}
            description={t('item.description')}
          />
          <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField name="title" label={t('item.title')} required className="sm:col-span-2">
              <Input maxLength={200} />
            </FormField>
            <FormField name="url" label={t('item.url')} required className="sm:col-span-2">
              <Input type="url" inputMode="url" placeholder={t('item.urlPlaceholder')} />
            </FormField>
            <FormField
              name="description"
              label={t('item.descriptionLabel')}
              optional
              className="sm:col-span-2"
            >
              <Textarea rows={2} />
            </FormField>
            <FormField name="kind" label={t('item.kind')}>
              <Select options={optionsOf(LIBRARY_KINDS, KIND_LABELS)} />
            </FormField>
            <FormField name="category" label={t('item.category')}>
              <Select options={optionsOf(AREA_CATEGORIES[area], CATEGORY_LABELS)} />
            </FormField>
            <FormField name="docType" label={t('item.docType')} optional>
              <Select
                options={[
                  { value: '', label: t('item.none') },
                  ...optionsOf(AREA_DOC_TYPES[area], DOC_TYPE_LABELS),
                ]}
              />
            </FormField>
            <FormField name="status" label={t('item.status')}>
              <Select options={optionsOf(LIBRARY_STATUSES, LIBRARY_STATUS_LABELS)} />
            </FormField>
            <FormField name="sharedWith" label={t('item.sharedWith')} optional className="sm:col-span-2">
              <Input maxLength={500} placeholder={t('item.sharedWithPlaceholder')} />
            </FormField>
          </DialogBody>
          <FormDialogActions submit={item ? t('item.save') : t('item.add')} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}
