import {
  type AssetCategoryDef,
  assetCategoriesSchema,
  CUSTOM_FIELD_TYPES,
  type CustomFieldType,
  keyFromLabel,
} from '@domain/assets';
import { ChevronDown, ChevronRight, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '@/lib/api';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { useSaveAssetCategories } from './use-save-asset-categories';

/** A field as edited: list options as one comma-separated text; `key` null until saved (made from the label). */
interface DraftField {
  id: string;
  key: string | null;
  label: string;
  type: CustomFieldType;
  options: string;
}
interface DraftCategory {
  id: string;
  key: string | null;
  label: string;
  fields: DraftField[];
  open: boolean;
}

let nextId = 0;
const newId = () => `draft-${++nextId}`;

const toDraft = (categories: readonly AssetCategoryDef[]): DraftCategory[] =>
  categories.map((c) => ({
    id: newId(),
    key: c.key,
    label: c.label,
    open: false,
    fields: c.fields.map((f) => ({
      id: newId(),
      key: f.key,
      label: f.label,
      type: f.type,
      options: (f.options ?? []).join(', '),
    })),
  }));

/** The list to PUT: new categories and fields get keys from their labels; options split on commas. */
function toPayload(draft: DraftCategory[]): unknown[] {
  const categoryKeys = draft.flatMap((c) => (c.key ? [c.key] : []));
  return draft.map((c) => {
    const key = c.key ?? keyFromLabel(c.label, categoryKeys);
    if (!c.key) categoryKeys.push(key);
    const fieldKeys = c.fields.flatMap((f) => (f.key ? [f.key] : []));
    return {
      key,
      label: c.label,
      fields: c.fields.map((f) => {
        const fieldKey = f.key ?? keyFromLabel(f.label, fieldKeys);
        if (!f.key) fieldKeys.push(fieldKey);
        const options = f.options
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean);
        return { key: fieldKey, label: f.label, type: f.type, ...(f.type === 'list' ? { options } : {}) };
      }),
    };
  });
}

interface CategoriesDialogProps {
  districtId: string;
  categories: readonly AssetCategoryDef[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Categories (see docs/product.md#inventory): the district administrators' editor of the category
 * list and each category's custom fields. Renaming keeps the key, so assets keep their category;
 * removing a category still used by assets is refused by the server, which says how many use it.
 */
export function CategoriesDialog({ districtId, categories, open, onOpenChange }: CategoriesDialogProps) {
  const { t } = useTranslation('assets');
  const TYPE_OPTIONS = CUSTOM_FIELD_TYPES.map((type) => ({
    value: type,
    label: t(`categories.types.${type}`),
  }));
  const save = useSaveAssetCategories(districtId);
  const [draft, setDraft] = useState<DraftCategory[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  /** What had focus when the dialog opened (the Categories button): it gets focus back on close. */
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh draft at each opening, not at each refetch.
  useEffect(() => {
    if (open) {
      setDraft(toDraft(categories));
      setProblem(null);
    }
  }, [open]);

  const change = (id: string, patch: Partial<DraftCategory>) =>
    setDraft((d) => d.map((c) => (c.id === id ? { ...c, ...patch } : c)));
  const changeField = (c: DraftCategory, fieldId: string, patch: Partial<DraftField>) =>
    change(c.id, { fields: c.fields.map((f) => (f.id === fieldId ? { ...f, ...patch } : f)) });

  async function submit() {
    const parsed = assetCategoriesSchema.safeParse(toPayload(draft));
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      onOpenChange(false);
    } catch (err) {
      setProblem(err instanceof HttpError ? (err.apiError?.message ?? null) : null);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="lg">
        <form
          className="flex min-h-0 flex-col"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DialogHeader title={t('categories.title')} description={t('categories.description')} />
          <DialogBody className="flex flex-col gap-3">
            <ul aria-label={t('categories.label')} className="flex flex-col gap-2">
              {draft.map((c, index) => {
                const name = c.label.trim() || t('categories.unnamed', { n: index + 1 });
                return (
                  <li key={c.id} className="rounded-lg border border-border">
                    <div className="flex items-center gap-2 p-2">
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon-sm"
                        aria-expanded={c.open}
                        aria-label={t('categories.fieldsOf', { name, n: c.fields.length })}
                        onClick={() => change(c.id, { open: !c.open })}
                      >
                        {c.open ? <ChevronDown /> : <ChevronRight />}
                      </Button>
                      <Input
                        aria-label={t('categories.nameOf', { n: index + 1 })}
                        className="min-w-0 flex-1"
                        maxLength={60}
                        value={c.label}
                        onChange={(e) => change(c.id, { label: e.target.value })}
                      />
                      <span className="hidden w-24 shrink-0 text-xs text-subtle-fg sm:block">
                        {t('categories.fieldCount', { count: c.fields.length })}
                      </span>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon-sm"
                        aria-label={t('categories.remove', { name })}
                        onClick={() => setDraft((d) => d.filter((x) => x.id !== c.id))}
                      >
                        <Trash2 />
                      </Button>
                    </div>
                    {c.open && (
                      <div className="flex flex-col gap-2 border-t border-border p-2 pl-4">
                        {c.fields.length === 0 && (
                          <p className="text-xs text-muted-fg">{t('categories.noFields')}</p>
                        )}
                        {c.fields.map((f, j) => {
                          const fieldName = f.label.trim() || t('categories.field.unnamed', { n: j + 1 });
                          return (
                            <div
                              key={f.id}
                              className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[1fr_8rem_auto]"
                            >
                              <Input
                                aria-label={t('categories.field.nameOf', { n: j + 1, name })}
                                maxLength={60}
                                value={f.label}
                                onChange={(e) => changeField(c, f.id, { label: e.target.value })}
                              />
                              <Button
                                type="button"
                                variant="ghost"
                                size="icon-sm"
                                className="sm:order-last"
                                aria-label={t('categories.field.remove', { field: fieldName, name })}
                                onClick={() =>
                                  change(c.id, { fields: c.fields.filter((x) => x.id !== f.id) })
                                }
                              >
                                <Trash2 />
                              </Button>
                              <Select
                                aria-label={t('categories.field.type', { field: fieldName })}
                                className="col-span-2 sm:col-span-1"
                                options={TYPE_OPTIONS}
                                value={f.type}
                                onChange={(e) =>
                                  changeField(c, f.id, { type: e.target.value as CustomFieldType })
                                }
                              />
                              {f.type === 'list' && (
                                <Input
                                  aria-label={t('categories.field.options', { field: fieldName })}
                                  placeholder={t('categories.field.optionsPlaceholder')}
                                  className="col-span-2 sm:col-span-3"
                                  value={f.options}
                                  onChange={(e) => changeField(c, f.id, { options: e.target.value })}
                                />
                              )}
                            </div>
                          );
                        })}
                        <div>
                          <Button
                            type="button"
                            variant="secondary"
                            size="sm"
                            onClick={() =>
                              change(c.id, {
                                fields: [
                                  ...c.fields,
                                  { id: newId(), key: null, label: '', type: 'text', options: '' },
                                ],
                              })
                            }
                          >
                            <Plus /> {t('categories.addField', { name })}
                          </Button>
                        </div>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
            <div>
              <Button
                type="button"
                variant="secondary"
                onClick={() =>
                  setDraft((d) => [...d, { id: newId(), key: null, label: '', fields: [], open: true }])
                }
              >
                <Plus /> {t('categories.add')}
              </Button>
            </div>
            {problem && (
              <p role="alert" className="text-sm text-tone-red-fg">
                {problem}
              </p>
            )}
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              {t('categories.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('categories.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
