import { errorMessage, errorStatus } from '@/lib/api';
import { toast } from '@/ui/toast';

/**
 * Spec 8: a failed change shows the spec's title with the server's message when it refused the
 * input (4xx), else the spec's fallback sentence. The dialog that made the call stays open.
 */
export function assetFailureToast(failure: { title: string; description: string }, err: unknown): void {
  const status = errorStatus(err);
  const reason = status && status >= 400 && status < 500 && status !== 401 ? errorMessage(err) : undefined;
  toast({ title: failure.title, description: reason ?? failure.description, variant: 'destructive' });
}
