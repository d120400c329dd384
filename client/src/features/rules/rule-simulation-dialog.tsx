import { RULE_MESSAGES, type Rule, type Simulation } from '@domain/rules';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';

/** What the simulator found: the tickets of the last 90 days the rule would have touched, and what it would have done. */
export function RuleSimulationDialog({
  rule,
  result,
  onClose,
}: {
  rule: Rule | null;
  result: Simulation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('rules');
  return (
    <Dialog open={rule !== null && result !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="lg">
        <DialogHeader
          title={t('simulation.title', { name: rule?.name ?? '' })}
          description={
            result
              ? t('simulation.description', {
                  matched: result.matchedCount,
                  examined: result.examined,
                  days: result.days,
                }) +
                (result.matchedCount > result.matched.length
                  ? ` ${t('simulation.listed', { listed: result.matched.length })}`
                  : '')
              : undefined
          }
        />
        <DialogBody>
          {result && result.matched.length === 0 ? (
            <p className="text-sm text-muted-fg">{RULE_MESSAGES.noneMatched}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border" aria-label={t('simulation.list')}>
              {result?.matched.map((m) => (
                <li key={m.ticketId} className="py-2.5">
                  <p className="text-sm font-medium text-fg">
                    <a className="text-link hover:underline" href={`/tickets?ticket=${m.ticketId}`}>
                      {m.ticketNumber}
                    </a>{' '}
                    {m.title}
                  </p>
                  <ul className="mt-1 list-disc pl-5 text-sm text-muted-fg">
                    {m.actions.map((a) => (
                      <li key={a}>{a}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </DialogBody>
        <DialogFooter>
          <Button onClick={onClose}>{t('simulation.close')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
