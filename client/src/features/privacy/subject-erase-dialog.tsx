import { ERASURE_COUNT_LABELS, type ErasureResult } from '@domain/subject-access';
import { useState } from 'react';
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
              title={`${subject.name} was erased`}
              description="What was done, and what the district keeps."
            />
            <DialogBody className="space-y-4 text-sm">
              <ResultList title="Erased" lines={countsOf(result.erased)} />
              <ResultList title="Anonymised" lines={countsOf(result.anonymised)} />
              <section>
                <h3 className="font-medium text-fg">Kept</h3>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-muted-fg">
                  {result.kept.map((k) => (
                    <li key={k.what}>
                      <span className="text-fg">{k.what}</span>, kept because: {k.why}
                    </li>
                  ))}
                </ul>
              </section>
            </DialogBody>
            <DialogFooter>
              <Button onClick={() => close(false)}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader
              title={`Erase ${subject.name}?`}
              description="This cannot be undone. Export their data first if they asked for it."
            />
            <DialogBody className="space-y-2 text-sm text-muted-fg">
              <p>
                Their portal account (with its sessions and Sparky conversations), roster record, insurance
                enrollments, fee waiver, paid or waived charges and earlier exports are deleted.
              </p>
              <p>
                Tickets they requested stay for the district&apos;s records, with their name and email
                replaced by &ldquo;Erased person&rdquo;; comments they wrote are removed; device history and
                audit log entries lose their name.
              </p>
              <p>
                Kept: an open charge and the name on it until it is paid or waived, the assignment of a device
                they still hold until it is returned, and the audit log (the legal record).
              </p>
            </DialogBody>
            <DialogFooter>
              <Button variant="secondary" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button
                variant="destructive"
                loading={erase.isPending}
                onClick={() => erase.mutate(subject, { onSuccess: setResult })}
              >
                Erase {subject.name}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ResultList({ title, lines }: { title: string; lines: string[] }) {
  return (
    <section>
      <h3 className="font-medium text-fg">{title}</h3>
      {lines.length === 0 ? (
        <p className="mt-1 text-muted-fg">Nothing.</p>
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
