import { Bot } from 'lucide-react';
import { MessageText } from './message-text';

/** Shown while Sparky is working on a reply. */
export function TypingIndicator() {
  return (
    <div className="flex items-start gap-3" role="status">
      <SparkyAvatar />
      <div className="flex h-9 items-center gap-1 rounded-2xl rounded-tl-sm border border-border bg-surface-muted px-4">
        <span className="sr-only">Sparky is typing…</span>
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
  return (
    <article className="flex items-start gap-3" aria-label="Sparky is answering">
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
