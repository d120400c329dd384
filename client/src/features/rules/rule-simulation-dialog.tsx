import { RULE_MESSAGES, type Rule, type Simulation } from '@domain/rules';
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
  return (
    <Dialog open={rule !== null && result !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="lg">
        <DialogHeader
          title={`Simulator: ${rule?.name ?? ''}`}
          description={
            result
              ? `${result.matched.length} of ${result.examined} tickets of the last ${result.days} days, as they are now. Nothing was changed.`
              : undefined
          }
        />
        <DialogBody>
          {result && result.matched.length === 0 ? (
            <p className="text-sm text-muted-fg">{RULE_MESSAGES.noneMatched}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border" aria-label="Tickets the rule would touch">
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
          <Button onClick={onClose}>Close</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
