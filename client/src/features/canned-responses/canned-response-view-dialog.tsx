import type { CannedResponse } from '@domain/canned-responses';
import { TICKET_CATEGORY_LABELS } from '@domain/tickets';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';

/** A response the caller may not change (a technician's, or Five Star's for a district): read it in full. */
export function CannedResponseViewDialog({
  response,
  onClose,
}: {
  response: CannedResponse | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('cannedResponses');
  return (
    <Dialog open={response !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="lg">
        {response && (
          <>
            <DialogHeader
              title={response.title}
              description={response.scope === 'provider' ? t('view.provider') : t('view.district')}
            />
            <DialogBody className="flex flex-col gap-3">
              <p className="rounded-lg border border-border bg-surface-muted p-4 text-sm break-words whitespace-pre-wrap text-fg">
                {response.body}
              </p>
              <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted-fg">
                {response.category && <Badge tone="blue">{TICKET_CATEGORY_LABELS[response.category]}</Badge>}
                {response.tags.map((tag) => (
                  <Badge key={tag}>{tag}</Badge>
                ))}
              </p>
            </DialogBody>
            <DialogFooter>
              <Button variant="secondary" onClick={onClose}>
                {t('view.close')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
