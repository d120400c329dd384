import type { ReactNode } from 'react';

/** One labelled fact of an asset's details ('—' when empty). */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-subtle-fg">{label}</dt>
      <dd className="mt-0.5 break-words text-fg">{children || <span className="text-subtle-fg">—</span>}</dd>
    </div>
  );
}
