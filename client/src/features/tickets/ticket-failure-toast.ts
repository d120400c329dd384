import { errorMessage, errorStatus } from '@/lib/api';
import { toast } from '@/ui/toast';

/**
 * The spec's failure toast ('Error' / 'Failed to …'); a 4xx answer's own words (which field, why)
 * replace the generic sentence, since they tell the user what to change.
 */
export function ticketFailureToast(fallback: { title: string; description: string }, err: unknown) {
  const status = errorStatus(err);
  const reason = status !== undefined && status >= 400 && status < 500 ? errorMessage(err) : undefined;
  toast({ title: fallback.title, description: reason ?? fallback.description, variant: 'destructive' });
}
