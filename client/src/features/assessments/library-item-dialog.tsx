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
            title={item ? 'Edit Item' : `Add ${KIND_LABELS[kind]}`}
            description="Paste the link of a Google Form, Sheet or Doc (or any https:// page)."
          />
          <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField name="title" label="Title" required className="sm:col-span-2">
              <Input maxLength={200} />
            </FormField>
            <FormField name="url" label="URL" required className="sm:col-span-2">
              <Input type="url" inputMode="url" placeholder="https://docs.google.com/…" />
            </FormField>
            <FormField name="description" label="Description" optional className="sm:col-span-2">
              <Textarea rows={2} />
            </FormField>
            <FormField name="kind" label="Kind">
              <Select options={optionsOf(LIBRARY_KINDS, KIND_LABELS)} />
            </FormField>
            <FormField name="category" label="Category">
              <Select options={optionsOf(AREA_CATEGORIES[area], CATEGORY_LABELS)} />
            </FormField>
            <FormField name="docType" label="Doc type" optional>
              <Select
                options={[{ value: '', label: 'None' }, ...optionsOf(AREA_DOC_TYPES[area], DOC_TYPE_LABELS)]}
              />
            </FormField>
            <FormField name="status" label="Status">
              <Select options={optionsOf(LIBRARY_STATUSES, LIBRARY_STATUS_LABELS)} />
            </FormField>
            <FormField name="sharedWith" label="Shared with" optional className="sm:col-span-2">
              <Input maxLength={500} placeholder="e.g. All principals" />
            </FormField>
          </DialogBody>
          <FormDialogActions submit={item ? 'Save' : 'Add'} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}
