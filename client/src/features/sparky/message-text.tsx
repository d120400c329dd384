import { Fragment, type ReactNode } from 'react';

/** Inline **bold** of Sparky's answers. */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, i) =>
    part.startsWith('**') && part.endsWith('**') ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
      <strong key={i} className="font-semibold text-fg">
        {part.slice(2, -2)}
      </strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

/**
 * Renders an answer's paragraphs, numbered steps and bullet lists (the format both engines write:
 * blocks separated by blank lines, "1." and "-" list lines, **bold**). Text only, never HTML.
 */
export function MessageText({ text }: { text: string }) {
  const blocks = text.split(/\n{2,}/).filter((b) => b.trim());
  return (
    <div className="flex flex-col gap-2.5">
      {blocks.map((block, i) => {
        const lines = block.split('\n').filter((l) => l.trim());
        const key = `${i}-${block.slice(0, 12)}`;
        if (lines.length > 0 && lines.every((l) => /^\s*\d+[.)]\s/.test(l))) {
          return (
            <ol key={key} className="flex list-decimal flex-col gap-1.5 pl-5 marker:text-subtle-fg">
              {lines.map((l, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: steps of one fixed answer
                <li key={n}>{inline(l.replace(/^\s*\d+[.)]\s/, ''))}</li>
              ))}
            </ol>
          );
        }
        if (lines.length > 0 && lines.every((l) => /^\s*[-*•]\s/.test(l))) {
          return (
            <ul key={key} className="flex list-disc flex-col gap-1.5 pl-5 marker:text-subtle-fg">
              {lines.map((l, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items of one fixed answer
                <li key={n}>{inline(l.replace(/^\s*[-*•]\s/, ''))}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={key} className="whitespace-pre-line">
            {inline(block)}
          </p>
        );
      })}
    </div>
  );
}
