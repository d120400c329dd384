import { translateMessage } from '@domain/locales/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Slot } from '@radix-ui/react-slot';
import { createContext, type ReactElement, type ReactNode, useContext, useId } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  FormProvider,
  get,
  type Resolver,
  set,
  type UseFormReturn,
  useForm,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import type { z } from 'zod';
import { HttpError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/locale';
import { Button, type ButtonProps } from './button';
import { Field } from './field';
import { toast } from './toast';

export interface FormProps<
  TValues extends FieldValues,
  TSchema extends z.ZodType,
  TPayload extends z.input<TSchema>,
> {
  /** The schema of the payload, from domain/. Payload keys name the fields its errors go to. */
  schema: TSchema;
  /** The values the form starts with (dialogs mount the form afresh at each opening). */
  defaultValues: TValues;
  /** What the values become before they are checked and sent; by default the values themselves. */
  toPayload?: (values: TValues) => TPayload;
  /**
   * Sends the checked payload. Reject to keep the form as it is (after the mutation's toast); the
   * form is given too, for a form that stays on screen and starts again (`form.reset()`).
   */
  onSubmit: (payload: TPayload, form: UseFormReturn<TValues, unknown, TValues>) => Promise<unknown>;
  /**
   * The product's toast for a submit that does not pass the schema, if it has one; a function
   * when it has one only for some failures (given the errors, it returns the toast or nothing).
   */
  invalidToast?: InvalidToast | ((errors: FieldErrors<TValues>) => InvalidToast | undefined);
  /** The form element's id and the prefix of its fields' ids ("task" gives "task-title"). */
  id?: string;
  className?: string;
  /** The fields; a function receives the form, for fields that watch or set one another. */
  children: ReactNode | ((form: UseFormReturn<TValues, unknown, TValues>) => ReactNode);
}

interface InvalidToast {
  title: string;
  description?: string;
}

const FormIdContext = createContext('form');

/**
 * The one way to build a form (see docs/development.md, "One way to build a form"):
 *
 *   <Form schema={taskPayloadSchema} defaultValues={EMPTY} toPayload={toPayload}
 *         invalidToast={TASK_MESSAGES.titleRequired} onSubmit={(p) => save(p).then(done)}>
 *     <FormField name="title" label="Title" required><Input /></FormField>
 *     <FormSubmit>Create Task</FormSubmit>
 *   </Form>
 *
 * react-hook-form keeps the values; the domain schema (zodResolver) checks what will be sent, and
 * its messages appear under the fields they name. A failed check focuses the first invalid field
 * and shows `invalidToast` when the product has a toast for it. A failed call keeps what was typed:
 * the mutation's toast says why, and the issues of a 400 answer appear under their fields.
 */
export function Form<
  TValues extends FieldValues,
  TSchema extends z.ZodType,
  TPayload extends z.input<TSchema> = TValues & z.input<TSchema>,
>({
  schema,
  defaultValues,
  toPayload = (values) => values as unknown as TPayload,
  onSubmit,
  invalidToast,
  id,
  className,
  children,
}: FormProps<TValues, TSchema, TPayload>) {
  const fallbackId = useId();
  const formId = id ?? fallbackId;
  const form = useForm<TValues, unknown, TValues>({
    defaultValues: defaultValues as DefaultValues<TValues>,
    resolver: payloadResolver(schema, toPayload),
  });
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(toPayload(values), form);
      } catch (err) {
        showIssues(form, err);
      }
    },
    (errors) => {
      const shown = typeof invalidToast === 'function' ? invalidToast(errors) : invalidToast;
      if (shown) toast({ ...shown, variant: 'destructive' });
    },
  );
  return (
    <FormProvider {...form}>
      <FormIdContext.Provider value={formId}>
        <form id={formId} onSubmit={submit} noValidate className={cn('flex min-h-0 flex-col', className)}>
          {typeof children === 'function' ? children(form) : children}
        </form>
      </FormIdContext.Provider>
    </FormProvider>
  );
}

/**
 * zodResolver against the payload the values make; its errors land on the fields of the same name,
 * or, for a part of the payload no field holds (a list made from the lines of one text box), on
 * the field it was made from.
 */
function payloadResolver<TValues extends FieldValues>(
  schema: z.ZodType,
  toPayload: (values: TValues) => unknown,
): Resolver<TValues, unknown, TValues> {
  const check = zodResolver(schema as z.ZodType<unknown, FieldValues>, undefined, { raw: true });
  return async (values, context, options) => {
    const result = await check(toPayload(values) as FieldValues, context, options as never);
    if (Object.keys(result.errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: ontoFields(result.errors, values) as FieldErrors<TValues> };
  };
}

/** Each error at the first part of its path that is a value of the form (not an object); the first error of a field wins. */
function ontoFields(errors: FieldErrors, values: FieldValues): FieldErrors {
  const placed: FieldErrors = {};
  const visit = (node: Record<string, unknown>, path: string[]) => {
    if (typeof node.message === 'string') {
      const at = fieldOf(values, path);
      if (!get(placed, at)) set(placed, at, { type: node.type, message: node.message });
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'ref' && child && typeof child === 'object')
        visit(child as Record<string, unknown>, [...path, key]);
    }
  };
  visit(errors, []);
  return placed;
}

function fieldOf(values: FieldValues, path: string[]): string {
  for (let i = 1; i < path.length; i++) {
    const value = get(values, path.slice(0, i).join('.'));
    if (value === null || typeof value !== 'object') return path.slice(0, i).join('.');
  }
  return path.join('.');
}

/** A 400 answer's issues that name a field of this form appear under it; the first gets focus. */
function showIssues<TValues extends FieldValues>(
  form: UseFormReturn<TValues, unknown, TValues>,
  err: unknown,
): void {
  if (!(err instanceof HttpError)) return;
  const values = form.getValues();
  let first = true;
  for (const issue of err.apiError?.issues ?? []) {
    if (!(issue.path in values)) continue;
    form.setError(issue.path as FieldPath<TValues>, { message: issue.message }, { shouldFocus: first });
    first = false;
  }
}

interface FormFieldProps<TValues extends FieldValues> {
  name: FieldPath<TValues>;
  label: ReactNode;
  /** Marks the field required (an asterisk and aria-required); the schema decides what passes. */
  required?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  className?: string;
  /**
   * The control (Input, Select, Textarea, or any element taking id, name, onChange, onBlur and a
   * ref). It receives its id, the form's wiring, aria-invalid and aria-describedby; its own
   * handlers run first.
   */
  children: ReactElement;
}

/** A labelled field of the enclosing Form, with its hint or its error underneath. */
export function FormField<TValues extends FieldValues = FieldValues>({
  name,
  label,
  required,
  optional,
  hint,
  className,
  children,
}: FormFieldProps<TValues>) {
  const { register, control } = useFormContext<TValues>();
  const { errors } = useFormState({ control, name });
  const id = `${useContext(FormIdContext)}-${name}`;
  const locale = useLocale();
  const said = (get(errors, name) as FieldError | undefined)?.message;
  // The domain's message in the language the page speaks (docs/product.md#spanish).
  const error = said ? translateMessage(said, locale) : said;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <Field
      id={id}
      label={label}
      required={required}
      optional={optional}
      hint={hint}
      error={error}
      className={className}
    >
      <Slot
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        {...register(name)}
      >
        {children}
      </Slot>
    </Field>
  );
}

/** The form's submit button: busy while the payload is being sent. */
export function FormSubmit(props: Omit<ButtonProps, 'type' | 'loading'>) {
  const { isSubmitting } = useFormState();
  return <Button type="submit" loading={isSubmitting} {...props} />;
}
