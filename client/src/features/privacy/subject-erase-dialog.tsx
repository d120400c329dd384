import { ERASURE_COUNT_LABELS, type ErasureResult } from '@domain/subject-access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { type SubjectChoice, useErase } from './subject-hooks';

const countsOf = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${ERASURE_COUNT_LABELS[k] ?? k}: ${n}`);

/**
 * "Erase…": explains what erasure does, then shows what was erased, anonymised and kept, and why
 * (see docs/product.md#a-persons-data). Focus returns to the opener when it closes.
 */
export function SubjectEraseDialog({
  districtId,
  subject,
  open,
  onOpenChange,
  onErased,
}: {
  districtId: string;
  subject: SubjectChoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onErased: () => void;
}) {
  const erase = useErase(districtId);
  const { t } = useTranslation('privacy');
  const [result, setResult] = useState<ErasureResult | null>(null);
  const close = (next: boolean) => {
    if (!next && result) onErased();
    if (!next) setResult(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent width="md">
        {result ? (
          <>
            <DialogHeader
              title={t('erase.doneTitle', { name: subject.name })}
              description={t('erase.doneDescription')}
            />
            <DialogBody className="space-y-4 text-sm">
              <ResultList title={t('erase.erased')} lines={countsOf(result.erased)} />
              <ResultList title={t('erase.anonymised')} lines={countsOf(result.anonymised)} />
              <section>
                <h3 className="font-medium text-fg">{t('erase.kept')}</h3>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-muted-fg">
                  {result.kept.map((k) => (
                    <li key={k.what}>
                      <span className="text-fg">{k.what}</span>
                      {t('erase.keptBecause', { why: k.why })}
                    </li>
                  ))}
                </ul>
              </section>
            </DialogBody>
            <DialogFooter>
              <Button onClick={() => close(false)}>{t('erase.done')}</Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader
              title={t('erase.title', { name: subject.name })}
              description={t('erase.description')}
            />
            <DialogBody className="space-y-2 text-sm text-muted-fg">
              <p>{t('erase.deleted')}</p>
              <p>{t('erase.tickets')}</p>
              <p>{t('erase.keptText')}</p>
            </DialogBody>
            <DialogFooter>
              <Button variant="secondary" onClick={() => close(false)}>
                {t('erase.cancel')}
              </Button>
              <Button
                variant="destructive"
                loading={erase.isPending}
                onClick={() => erase.mutate(subject, { onSuccess: setResult })}
              >
                {t('erase.confirm', { name: subject.name })}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ResultList({ title, lines }: { title: string; lines: string[] }) {
  const { t } = useTranslation('privacy');
  return (
    <section>
      <h3 className="font-medium text-fg">{title}</h3>
      {lines.length === 0 ? (
        <p className="mt-1 text-muted-fg">{t('erase.nothing')}</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-muted-fg">
          {lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
