import { ASSET_MESSAGES, type AssetSelection, type AssigneeType } from '@domain/assets';
import { DoorOpen, User } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { todayIso } from './asset-dates';
import { useCheckOutAssets } from './use-bulk-asset-actions';

interface CheckOutDialogProps {
  districtId: string;
  open: boolean;
  count: number;
  selection: () => AssetSelection;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}

const KINDS: { value: AssigneeType; label: string; icon: typeof User }[] = [
  { value: 'person', label: 'A person', icon: User },
  { value: 'room', label: 'A room', icon: DoorOpen },
];

/** Check Out: to a person or a room, from a date, optionally due back by another. */
export function CheckOutDialog({
  districtId,
  open,
  count,
  selection,
  onOpenChange,
  onDone,
}: CheckOutDialogProps) {
  const checkOut = useCheckOutAssets(districtId);
  const [kind, setKind] = useState<AssigneeType>('person');
  const [assignee, setAssignee] = useState('');
  const [checkedOutOn, setCheckedOutOn] = useState(todayIso());
  const [dueOn, setDueOn] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setKind('person');
    setAssignee('');
    setCheckedOutOn(todayIso());
    setDueOn('');
    setNote('');
    setError(null);
  }, [open]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!assignee.trim()) return setError(ASSET_MESSAGES.assigneeRequired);
    if (dueOn && dueOn < checkedOutOn) return setError(ASSET_MESSAGES.dueBeforeCheckout);
    setError(null);
    try {
      await checkOut.mutateAsync({
        selection: selection(),
        assigneeType: kind,
        assignee: assignee.trim(),
        checkedOutOn,
        dueOn: dueOn || undefined,
        note: note.trim() || undefined,
      });
      onDone();
    } catch {
      // The toast says why; the dialog stays open.
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader
          title="Check Out"
          description={`Hand ${formatNumber(count)} ${count === 1 ? 'asset' : 'assets'} to a person or a room. Only active assets in stock can go out.`}
        />
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="flex flex-col gap-4">
            <fieldset>
              <legend className="mb-1.5 text-[13px] font-medium text-fg">Check out to</legend>
              <div className="grid grid-cols-2 gap-2">
                {KINDS.map((k) => (
                  <label
                    key={k.value}
                    className={cn(
                      'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                      kind === k.value
                        ? 'border-brand bg-brand-soft text-brand-soft-fg'
                        : 'border-border-strong hover:bg-surface-hover',
                    )}
                  >
                    <input
                      type="radio"
                      name="assignee-type"
                      value={k.value}
                      checked={kind === k.value}
                      onChange={() => setKind(k.value)}
                      className="sr-only"
                    />
                    <k.icon aria-hidden className="size-4" />
                    {k.label}
                  </label>
                ))}
              </div>
            </fieldset>
            <Field
              id="checkout-assignee"
              label={kind === 'person' ? 'Person' : 'Room'}
              required
              error={error ?? undefined}
            >
              <Input
                id="checkout-assignee"
                autoFocus
                aria-invalid={!!error}
                placeholder={kind === 'person' ? 'e.g. Ms. Rivera' : 'e.g. High School - Room 204'}
                value={assignee}
                onChange={(e) => setAssignee(e.target.value)}
              />
            </Field>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Field id="checkout-date" label="Check-out date" required>
                <Input
                  id="checkout-date"
                  type="date"
                  required
                  value={checkedOutOn}
                  onChange={(e) => setCheckedOutOn(e.target.value || todayIso())}
                />
              </Field>
              <Field id="checkout-due" label="Due back" optional>
                <Input
                  id="checkout-due"
                  type="date"
                  min={checkedOutOn}
                  value={dueOn}
                  onChange={(e) => setDueOn(e.target.value)}
                />
              </Field>
            </div>
            <Field id="checkout-note" label="Note" optional>
              <Textarea id="checkout-note" rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
            </Field>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={checkOut.isPending}>
              Check Out {formatNumber(count)} {count === 1 ? 'asset' : 'assets'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
