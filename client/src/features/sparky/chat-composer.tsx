import { MAX_CHAT_MESSAGE_LENGTH } from '@domain/sparky';
import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Textarea } from '@/ui/textarea';

interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  pending: boolean;
}

/**
 * Enter sends, Shift+Enter makes a new line; an empty or whitespace-only message is
 * never sent; the input and the send button are disabled while a reply is pending.
 */
export function ChatComposer({ value, onChange, onSend, pending }: ChatComposerProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const { t } = useTranslation('sparky');
  const canSend = !pending && value.trim().length > 0;

  // Back to the input once the reply has arrived.
  useEffect(() => {
    if (!pending) ref.current?.focus();
  }, [pending]);

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (canSend) onSend();
    }
  }

  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSend) onSend();
      }}
    >
      <Textarea
        ref={ref}
        rows={1}
        aria-label={t('composer.label')}
        placeholder={t('composer.placeholder')}
        value={value}
        maxLength={MAX_CHAT_MESSAGE_LENGTH}
        disabled={pending}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        className="field-sizing-content max-h-40 min-h-10! resize-none"
      />
      <Button type="submit" size="icon" aria-label={t('composer.send')} disabled={!canSend} loading={pending}>
        {!pending && <SendHorizontal aria-hidden />}
      </Button>
    </form>
  );
}
