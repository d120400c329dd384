import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';

/** A Google Form, Sheet or Doc framed in a large dialog (600 high), with Close and Open in New Tab. */
export function EmbedDialog({
  item,
  onClose,
}: {
  item: { title: string; url: string; embedUrl: string | null } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('assessments');
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="xl">
        {item?.embedUrl && (
          <>
            <DialogHeader title={item.title} />
            <div className="px-6">
              <iframe
                title={item.title}
                src={item.embedUrl}
                height={600}
                className="h-[600px] max-h-[60dvh] w-full rounded-md border border-border bg-white"
                referrerPolicy="no-referrer"
                sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
              />
            </div>
            <DialogFooter>
              <Button variant="secondary" onClick={onClose}>
                {t('embed.close')}
              </Button>
              <Button asChild>
                <a href={item.url} target="_blank" rel="noopener noreferrer">
                  <ExternalLink /> {t('embed.openNewTab')}
                </a>
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
