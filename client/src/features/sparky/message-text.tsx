import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** Links inside the app open in place; a phone number dials; anything else opens in a new tab. */
function MarkdownLink({ href = '', children }: ComponentProps<'a'>) {
  const className = 'font-medium text-tone-blue-fg underline underline-offset-2 hover:no-underline';
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  if (href.startsWith('tel:') || href.startsWith('mailto:')) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noreferrer noopener">
      {children}
    </a>
  );
}

const components: Components = {
  a: MarkdownLink,
  p: ({ children }) => <p className="whitespace-pre-line">{children}</p>,
  ol: ({ children }) => (
    <ol className="flex list-decimal flex-col gap-1.5 pl-5 marker:text-subtle-fg">{children}</ol>
  ),
  ul: ({ children }) => (
    <ul className="flex list-disc flex-col gap-1.5 pl-5 marker:text-subtle-fg">{children}</ul>
  ),
  strong: ({ children }) => <strong className="font-semibold text-fg">{children}</strong>,
  h1: ({ children }) => <p className="font-semibold text-fg">{children}</p>,
  h2: ({ children }) => <p className="font-semibold text-fg">{children}</p>,
  h3: ({ children }) => <p className="font-semibold text-fg">{children}</p>,
  code: ({ children }) => <code className="rounded bg-surface px-1 py-0.5 text-[0.9em]">{children}</code>,
  img: () => null,
};

/**
 * Renders Sparky's answers and the knowledge base's articles: Markdown (paragraphs, numbered steps,
 * bullet lists, **bold**, links). Raw HTML is never rendered; images are dropped.
 */
export function MessageText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-2.5', className)}>
      <Markdown components={components} skipHtml>
        {text}
      </Markdown>
    </div>
  );
}
