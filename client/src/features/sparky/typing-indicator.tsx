import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MessageText } from './message-text';

/** Shown while Sparky is working on a reply. */
export function TypingIndicator() {
  const { t } = useTranslation('sparky');
  return (
    <div className="flex items-start gap-3" role="status">
      <SparkyAvatar />
      <div className="flex h-9 items-center gap-1 rounded-2xl rounded-tl-sm border border-border bg-surface-muted px-4">
        <span className="sr-only">{t('typing')}</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden
            className="size-1.5 animate-bounce rounded-full bg-subtle-fg motion-reduce:animate-none"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * A reply as the language model writes it: its words so far. The reply's confidence, article and
 * ticket buttons come with the finished reply.
 */
export function StreamingReply({ text }: { text: string }) {
  const { t } = useTranslation('sparky');
  return (
    <article className="flex items-start gap-3" aria-label={t('answering')}>
      <SparkyAvatar />
      <div className="min-w-0 max-w-[92%] flex-1 sm:max-w-[80%]">
        <div className="rounded-2xl rounded-tl-sm border border-border bg-surface-muted px-4 py-3 text-sm leading-relaxed text-fg">
          <MessageText text={text} />
        </div>
      </div>
    </article>
  );
}

function SparkyAvatar() {
  return (
    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-soft-fg">
      <Bot aria-hidden className="size-4" />
    </span>
  );
}

/** The question being sent, then Sparky's reply as it comes (or the typing dots until it does). */
export function PendingTurn({ question, streamed }: { question: string; streamed: string }) {
  return (
    <>
      <div className="flex justify-end">
        <p className="max-w-[85%] rounded-2xl rounded-tr-sm bg-brand px-4 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap text-brand-fg opacity-80 sm:max-w-[75%]">
          {question}
        </p>
      </div>
      {streamed ? <StreamingReply text={streamed} /> : <TypingIndicator />}
    </>
  );
}

/** An empty conversation: Sparky greets the person and says what it helps with (`children`). */
export function SparkyWelcome({ firstName, children }: { firstName: string; children: React.ReactNode }) {
  const { t } = useTranslation('sparky');
  return (
    <div className="m-auto flex max-w-md flex-col items-center px-2 text-center">
      <span className="mb-4 flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-brand-soft-fg">
        <Bot aria-hidden className="size-6" />
      </span>
      <p className="text-base font-semibold text-fg">{t('welcome.hi', { firstName })}</p>
      <p className="mt-1.5 text-sm text-muted-fg">{children}</p>
    </div>
  );
}
