import { type ReactNode, useEffect, useRef } from 'react';

const PRODUCT = 'Five Star District IT Portal';

/**
 * A screen's one heading (h1), which also names the browser's window and tab (WCAG 2.4.2): "its
 * text · the product"; the product alone again once the screen is left.
 */
export function ScreenTitle({ className, children }: { className?: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const text = heading.current?.textContent?.replace(/\s+/g, ' ').trim();
    document.title = text ? `${text} · ${PRODUCT}` : PRODUCT;
  });
  useEffect(
    () => () => {
      document.title = PRODUCT;
    },
    [],
  );
  return (
    <h1 ref={heading} className={className}>
      {children}
    </h1>
  );
}
