import type { Monitor, MonitorSuggestion } from '@domain/monitors';
import { Plus } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { targetText } from './monitor-badges';
import { useMonitorSuggestions } from './use-monitor-suggestions';
import { useCreateMonitor } from './use-save-monitor';

const same = (m: Pick<Monitor, 'kind' | 'target'>, s: MonitorSuggestion) =>
  m.kind === s.kind && m.target.toLowerCase() === s.target.toLowerCase();

/**
 * What the district already has and should be watched (its website from settings, its integrations),
 * each added in one click with the usual settings; those already monitored are left out.
 */
export function MonitorSuggestions({
  districtId,
  existing,
  className,
  heading: Heading = 'h3',
  afterLast,
}: {
  districtId: string;
  existing: readonly Monitor[];
  className?: string;
  /** Its title's level: h2 on the page, h3 in the dialog. */
  heading?: 'h2' | 'h3';
  /** Where focus goes once the last suggestion is added (the list, and its buttons, are gone). */
  afterLast: () => void;
}) {
  const titleId = useId();
  const { t } = useTranslation('monitors');
  const list = useRef<HTMLUListElement>(null);
  const suggestions = useMonitorSuggestions(districtId, true);
  const create = useCreateMonitor(districtId);
  const left = (suggestions.data ?? []).filter((s) => !existing.some((m) => same(m, s)));
  if (left.length === 0) return null;
  const adding = create.isPending ? create.variables : undefined;
  return (
    <section aria-labelledby={titleId} className={cn('flex flex-col gap-2', className)}>
      <Heading id={titleId} className="text-sm font-medium text-fg">
        {t('suggestions.title')}
      </Heading>
      <ul ref={list} className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {left.map((s) => (
          <li key={`${s.kind}:${s.target}`} className="flex items-center justify-between gap-3 px-3 py-2">
            <div className="min-w-0">
              <p className="text-sm font-medium break-words text-fg">{s.name}</p>
              <p className="text-xs break-all text-muted-fg">{targetText(s)}</p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('suggestions.addName', { name: s.name })}
              loading={adding?.target === s.target && adding.kind === s.kind}
              disabled={create.isPending}
              onClick={() =>
                create.mutate(
                  { name: s.name, kind: s.kind, target: s.target },
                  {
                    // The added one leaves the list: focus the next suggestion, or what follows them.
                    onSuccess: () =>
                      requestAnimationFrame(() => {
                        const next = list.current?.querySelector<HTMLButtonElement>('button:not(:disabled)');
                        if (next) next.focus();
                        else afterLast();
                      }),
                  },
                )
              }
            >
              <Plus aria-hidden />
              {t('suggestions.add')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
