import { type FundingSource, saveFundingSourcesSchema } from '@domain/asset-money';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '@/lib/api';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { Input } from '@/ui/input';
import { useFundingSources, useSaveFundingSources } from './use-funding-sources';

/** A source as edited; `key` undefined until saved (made from the name). */
interface Draft extends Omit<FundingSource, 'key'> {
  id: string;
  key?: string;
}
let nextId = 0;
const newId = () => `funding-${++nextId}`;

/**
 * The district's funding sources (see docs/product.md#asset-money): names in order and whether
 * each counts against the E-Rate Category Two budget. Renaming keeps every asset on its source; a
 * source still funding assets cannot be removed (the server says how many).
 */
export function FundingSourcesDialog({
  districtId,
  open,
  onOpenChange,
}: {
  districtId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('assets');
  const sources = useFundingSources(districtId, open);
  const save = useSaveFundingSources(districtId);
  const [draft, setDraft] = useState<Draft[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh draft when opened or once loaded, not at each refetch.
  useEffect(() => {
    if (open && sources.data) {
      setDraft(sources.data.map((s) => ({ ...s, id: newId() })));
      setProblem(null);
    }
  }, [open, sources.data === undefined]);

  const change = (id: string, patch: Partial<Draft>) =>
    setDraft((d) => d.map((s) => (s.id === id ? { ...s, ...patch } : s)));

  async function submit() {
    const body = { sources: draft.map(({ key, label, erateC2 }) => ({ key, label, erateC2 })) };
    const parsed = saveFundingSourcesSchema.safeParse(body);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    try {
      await save.mutateAsync(body);
      onOpenChange(false);
    } catch (err) {
      setProblem(err instanceof HttpError ? (err.apiError?.message ?? null) : null);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          className="flex min-h-0 flex-col"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DialogHeader title={t('funding.title')} description={t('funding.description')} />
          <DialogBody className="flex flex-col gap-3">
            {sources.isPending && <p className="text-sm text-muted-fg">{t('funding.loading')}</p>}
            {sources.isError && <p className="text-sm text-tone-red-fg">{problem ?? t('funding.failed')}</p>}
            <ul aria-label={t('funding.title')} className="flex flex-col gap-2">
              {draft.map((s, index) => {
                const name = s.label.trim() || t('funding.unnamed', { n: index + 1 });
                return (
                  <li key={s.id} className="flex items-center gap-2">
                    <Input
                      aria-label={t('funding.nameOf', { n: index + 1 })}
                      value={s.label}
                      maxLength={60}
                      onChange={(e) => change(s.id, { label: e.target.value })}
                      className="min-w-0 flex-1"
                    />
                    <span className="flex shrink-0 items-center gap-2 text-sm text-fg">
                      <Checkbox
                        id={`${s.id}-c2`}
                        checked={s.erateC2}
                        onCheckedChange={(v) => change(s.id, { erateC2: v === true })}
                      />
                      <label htmlFor={`${s.id}-c2`}>{t('funding.c2')}</label>
                    </span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t('funding.remove', { name })}
                      onClick={() => setDraft((d) => d.filter((x) => x.id !== s.id))}
                    >
                      <Trash2 />
                    </Button>
                  </li>
                );
              })}
            </ul>
            <div>
              <Button
                type="button"
                variant="secondary"
                onClick={() => setDraft((d) => [...d, { id: newId(), label: '', erateC2: false }])}
              >
                <Plus /> {t('funding.add')}
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
              {t('funding.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!sources.data}>
              {t('funding.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
