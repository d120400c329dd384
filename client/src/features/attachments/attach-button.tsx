import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_LIMIT_MB,
  ATTACHMENT_MAX_BYTES,
  type Attachment,
  ATTACHMENT_MESSAGES as M,
} from '@domain/attachments';
import { translateMessage } from '@domain/locales/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Paperclip, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/locale';
import { Button, type ButtonProps } from '@/ui/button';
import { ImportProgress } from '@/ui/import-progress';
import { toast } from '@/ui/toast';
import { attachmentKeys } from './attachment-keys';
import { uploadAttachment } from './upload-attachment';

interface AttachButtonProps {
  ticketId: string;
  /** Attach to this comment of the ticket rather than to the ticket itself. */
  commentId?: string;
  /** Told of each file kept (e.g. to show it beside a draft). */
  onAttached?: (attachment: Attachment) => void;
  label?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}

type Upload = { key: number; name: string; sent: number } | null;

/** Why an upload failed, in the product's words (the server's reason when it refused the file). */
function reasonOf(err: unknown): string {
  if (err instanceof HttpError && err.status !== 401 && err.apiError?.message) return err.apiError.message;
  return M.attachFailed;
}

/**
 * Attach file: a real button that opens the file picker (keyboard and screen readers reach it like
 * any button), then the upload's progress and, if the file is refused, why, until the next try.
 * Files over the product's 10 MB are refused before they are sent; the district's lower limit and
 * the type (by content) are the server's to say.
 */
export function AttachButton({
  ticketId,
  commentId,
  onAttached,
  label,
  size = 'sm',
  variant = 'secondary',
  className,
}: AttachButtonProps) {
  const { t } = useTranslation('attachments');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<Upload>(null);
  const [error, setError] = useState<string | null>(null);
  // The button is disabled while a file is sent: focus returns to it once it is enabled again.
  const refocus = useRef(false);
  // Each send clears only its own progress (a second file picked while the first settles keeps its bar).
  const sends = useRef(0);
  // The domain's words in the language the page speaks (docs/product.md#spanish).
  const locale = useLocale();
  const say = (message: string) => translateMessage(message, locale);
  useEffect(() => {
    if (upload !== null || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [upload]);

  async function send(file: File) {
    setError(null);
    if (file.size > ATTACHMENT_MAX_BYTES) {
      setError(say(M.tooLarge(file.name, ATTACHMENT_LIMIT_MB)));
      return;
    }
    const key = ++sends.current;
    setUpload({ key, name: file.name, sent: 0 });
    try {
      const kept = await uploadAttachment(ticketId, file, {
        commentId,
        onProgress: (sent) => setUpload({ key, name: file.name, sent }),
      });
      toast({ title: say(M.attached(kept.name)), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: attachmentKeys.ticket(ticketId) });
      onAttached?.(kept);
    } catch (err) {
      setError(say(reasonOf(err)));
    } finally {
      refocus.current = true;
      setUpload((current) => (current?.key === key ? null : current));
    }
  }

  return (
    <div className={cn('flex min-w-0 flex-col gap-2', className)}>
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void send(file);
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          ref={button}
          variant={variant}
          size={size}
          loading={upload !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onClick={() => input.current?.click()}
        >
          <Paperclip /> {label ?? t('attach.label')}
        </Button>
        <span className="text-xs text-subtle-fg">{say(M.accepted)}</span>
      </div>
      <div aria-live="polite" className="min-w-0">
        {upload && <ImportProgress label={say(M.uploading(upload.name))} value={upload.sent} />}
      </div>
      {error && (
        <div
          id={`${id}-error`}
          role="alert"
          className="flex items-start gap-2 rounded-md border border-tone-red-border bg-tone-red-bg px-3 py-2 text-sm text-tone-red-fg"
        >
          <span className="min-w-0 flex-1 break-words">{error}</span>
          <button
            type="button"
            className="-m-1 shrink-0 cursor-pointer rounded p-1 hover:bg-surface-hover"
            aria-label={t('attach.dismiss')}
            onClick={() => {
              setError(null);
              button.current?.focus();
            }}
          >
            <X className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
