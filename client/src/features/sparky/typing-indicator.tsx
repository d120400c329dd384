import { Bot } from 'lucide-react';

/** Shown while Sparky is working on a reply. */
export function TypingIndicator() {
  return (
    <div className="flex items-start gap-3" role="status">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-soft-fg">
        <Bot aria-hidden className="size-4" />
      </span>
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
