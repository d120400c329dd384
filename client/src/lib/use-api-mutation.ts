import type { Endpoint, EndpointAnswer, EndpointInput } from '@domain/api/endpoint';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FailureText, failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { api } from './api';

type ToastText = { title: string; description?: string };
type OnAnswer<E extends Endpoint, V, R> = R | ((answer: EndpointAnswer<E>, vars: V) => R);

export interface ApiMutationOptions<E extends Endpoint, V> {
  /** The endpoint's input from what the caller passes to `mutate` (default: that is the input). */
  input?: (vars: V) => EndpointInput<E>;
  /** The toast on success: a title, or a title and a sentence (none when absent or undefined). */
  success?: OnAnswer<E, V, string | ToastText | undefined>;
  /** The toast's title (and sentence) on failure; the server's reason for a refused input is added. */
  failure: string | FailureText;
  /** The cached reads the change makes stale, refetched before the mutation resolves. */
  invalidates?: OnAnswer<E, V, QueryKey[]>;
  /** Anything else to do with the answer (after the invalidation). */
  onSuccess?: (answer: EndpointAnswer<E>, vars: V) => void | Promise<void>;
}

const resolved = <E extends Endpoint, V, R>(v: OnAnswer<E, V, R>, answer: EndpointAnswer<E>, vars: V): R =>
  typeof v === 'function' ? (v as (a: EndpointAnswer<E>, v: V) => R)(answer, vars) : v;

/** The one way to change something through the API: call, toast, invalidate, or toast the failure. */
export function useApiMutation<E extends Endpoint, V = EndpointInput<E>>(
  endpoint: E,
  options: ApiMutationOptions<E, V>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) =>
      (api as (e: E, input?: EndpointInput<E>) => Promise<EndpointAnswer<E>>)(
        endpoint,
        options.input ? options.input(vars) : (vars as EndpointInput<E>),
      ),
    onSuccess: async (answer, vars) => {
      const text = options.success === undefined ? undefined : resolved(options.success, answer, vars);
      if (text) toast({ ...(typeof text === 'string' ? { title: text } : text), variant: 'success' });
      const keys = options.invalidates === undefined ? [] : resolved(options.invalidates, answer, vars);
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await options.onSuccess?.(answer, vars);
    },
    onError: (err) => failureToast(options.failure, err),
  });
}
