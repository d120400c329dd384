import { PART_MESSAGES, PART_MOVE_LABELS, type Part, type PartMove } from '@domain/parts';
import { History } from 'lucide-react';
import { formatDateTime } from '@/lib/format';
import { Button } from '@/ui/button';
import { type DataColumn, DataList } from '@/ui/data-list';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { usePartMoves } from './use-parts';

const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const signed = (n: number) => (n > 0 ? `+${n}` : `−${-n}`);

/** A part's stock moves, newest first; unit costs for those who see money. */
export function MovesDialog({
  part,
  showCost,
  onOpenChange,
}: {
  part: Part | null;
  showCost: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const moves = usePartMoves(part?.id ?? null);
  const columns: DataColumn<PartMove>[] = [
    { header: 'When', cell: (m) => formatDateTime(m.movedAt) },
    { header: 'What', cell: (m) => PART_MOVE_LABELS[m.reason] },
    { header: 'Shelf', cell: (m) => m.siteName },
    { header: 'Change', cell: (m) => <span className="tabular-nums">{signed(m.quantity)}</span> },
    ...(showCost
      ? [{ header: 'Unit cost', cell: (m: PartMove) => (m.unitCost === null ? '—' : money(m.unitCost)) }]
      : []),
    { header: 'By', cell: (m) => m.movedBy ?? '—' },
    { header: 'Note', cell: (m) => m.note },
  ];
  return (
    <Dialog open={!!part} onOpenChange={onOpenChange}>
      <DialogContent width="lg">
        <DialogHeader
          title={`Stock moves: ${part?.name ?? ''}`}
          description={part?.pool ? 'Your district’s draws from the shared pool.' : undefined}
        />
        <DialogBody>
          <DataList
            query={moves}
            rows={moves.data ?? []}
            rowKey={(m) => m.id}
            columns={columns}
            card={(m) => (
              <div className="flex flex-col gap-1 p-3 text-sm">
                <div className="flex justify-between gap-2 font-medium">
                  <span>
                    {PART_MOVE_LABELS[m.reason]} · {m.siteName}
                  </span>
                  <span className="tabular-nums">{signed(m.quantity)}</span>
                </div>
                <span className="text-muted-fg">
                  {formatDateTime(m.movedAt)}
                  {m.movedBy ? ` · ${m.movedBy}` : ''}
                  {showCost && m.unitCost !== null ? ` · ${money(m.unitCost)} each` : ''}
                </span>
                {m.note && <span>{m.note}</span>}
              </div>
            )}
            label="Stock moves"
            loading="Loading stock moves…"
            failed={PART_MESSAGES.movesFailed}
            empty={{ icon: History, title: 'No stock moves yet' }}
          />
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
