import { errorMessage, errorStatus } from '@/lib/api';
import { toast } from '@/ui/toast';

/**
 * A failed change: the spec's words as the title, and the server's reason when it refused the
 * input (400/404/409); otherwise a hint to try again. The dialog that made the call stays open.
 */
export function failureToast(title: string, err: unknown): void {
  const status = errorStatus(err);
  const reason = status && status >= 400 && status < 500 && status !== 401 ? errorMessage(err) : undefined;
  toast({ title, description: reason ?? 'Please try again.', variant: 'destructive' });
}
