import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useGateText } from '@/lib/gate-text';

/** The product's logo mark and name. */
export function BrandMark({ className, compact = false }: { className?: string; compact?: boolean }) {
  const t = useGateText('controls');
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand text-brand-fg shadow-sm">
        <Star aria-hidden className="size-4 fill-current" />
      </span>
      {!compact && (
        <span className="flex flex-col leading-tight">
          <span className="text-sm font-semibold tracking-tight text-fg">Five Star</span>
          <span className="text-[11px] font-medium text-subtle-fg">{t('brand')}</span>
        </span>
      )}
    </span>
  );
}
