import { PART_MESSAGES, PART_MOVE_LABELS, type Part, type PartMove } from '@domain/parts';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('parts');
  const moves = usePartMoves(part?.id ?? null);
  const columns: DataColumn<PartMove>[] = [
    { header: t('moves.columns.when'), cell: (m) => formatDateTime(m.movedAt) },
    { header: t('moves.columns.what'), cell: (m) => PART_MOVE_LABELS[m.reason] },
    { header: t('moves.columns.shelf'), cell: (m) => m.siteName },
    {
      header: t('moves.columns.change'),
      cell: (m) => <span className="tabular-nums">{signed(m.quantity)}</span>,
    },
    ...(showCost
      ? [
          {
            header: t('moves.columns.unitCost'),
            cell: (m: PartMove) => (m.unitCost === null ? '—' : money(m.unitCost)),
          },
        ]
      : []),
    { header: t('moves.columns.by'), cell: (m) => m.movedBy ?? '—' },
    { header: t('moves.columns.note'), cell: (m) => m.note },
  ];
  return (
    <Dialog open={!!part} onOpenChange={onOpenChange}>
      <DialogContent width="lg">
        <DialogHeader
          title={t('moves.title', { name: part?.name ?? '' })}
          description={part?.pool ? t('moves.poolDescription') : undefined}
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
                  {showCost && m.unitCost !== null ? t('moves.each', { cost: money(m.unitCost) }) : ''}
                </span>
                {m.note && <span>{m.note}</span>}
              </div>
            )}
            label={t('moves.label')}
            loading={t('moves.loading')}
            failed={PART_MESSAGES.movesFailed}
            empty={{ icon: History, title: t('moves.empty') }}
          />
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('moves.close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
