import {
  BULK_OPERATION_LABELS,
  BULK_OPERATIONS,
  type BulkOperationKind,
  bulkParamsSchemas,
} from '@domain/admin';
import { FlaskConical, Play } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Field } from '@/ui/field';
import { Form, FormSubmit } from '@/ui/form';
import { Select } from '@/ui/select';
import { BulkConfirmation } from './bulk-confirmation';
import { type BulkParamValues, defaultParamValues, paramsOf } from './bulk-params';
import { BulkParamsFields } from './bulk-params-fields';

const OPERATION_OPTIONS = BULK_OPERATIONS.map((o) => ({ value: o, label: BULK_OPERATION_LABELS[o] }));

interface Props {
  /** Names of the selected districts, for the confirmation banner. */
  selectedNames: string[];
  /** Whether a dry run of exactly this plan has finished, so it may run for real. */
  canRunForReal: (operation: BulkOperationKind, params: Record<string, unknown>) => boolean;
  onRun: (operation: BulkOperationKind, params: Record<string, unknown>, dryRun: boolean) => Promise<unknown>;
  /** A run is working: nothing else starts meanwhile. */
  busy: boolean;
}

/**
 * The operation and its parameters (checked against bulkParamsSchemas of domain/admin.ts), the
 * confirmation banner, and the two ways to run it: a dry run first, then for real.
 */
export function BulkOperationForm({ selectedNames, canRunForReal, onRun, busy }: Props) {
  const { t } = useTranslation('admin');
  const [operation, setOperation] = useState<BulkOperationKind | ''>('');
  const selectId = useId();
  const dryRun = useRef(true);
  const none = selectedNames.length === 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('bulk.form.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Field id={selectId} label={t('bulk.form.operation')} required>
          <Select
            id={selectId}
            options={OPERATION_OPTIONS}
            placeholder={t('bulk.form.choose')}
            value={operation}
            onChange={(e) => setOperation(e.target.value as BulkOperationKind)}
          />
        </Field>
        {operation && (
          <Form
            key={operation}
            id="bulk"
            schema={bulkParamsSchemas[operation] as z.ZodType}
            defaultValues={defaultParamValues(operation)}
            toPayload={(v: BulkParamValues) => paramsOf(operation, v)}
            onSubmit={(params) => onRun(operation, params as Record<string, unknown>, dryRun.current)}
            className="gap-4"
          >
            {(form) => {
              const params = paramsOf(operation, form.watch());
              const realReady = canRunForReal(operation, params);
              return (
                <>
                  <BulkParamsFields operation={operation} />
                  <BulkConfirmation names={selectedNames} />
                  <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                    <FormSubmit
                      variant="secondary"
                      disabled={none || busy}
                      onClick={() => {
                        dryRun.current = true;
                      }}
                    >
                      <FlaskConical aria-hidden className="size-4" />
                      {t('bulk.form.dryRun')}
                    </FormSubmit>
                    <FormSubmit
                      variant="destructive"
                      disabled={none || busy || !realReady}
                      title={realReady ? undefined : t('bulk.form.dryRunFirst')}
                      onClick={() => {
                        dryRun.current = false;
                      }}
                    >
                      <Play aria-hidden className="size-4" />
                      {t('bulk.form.runForReal')}
                    </FormSubmit>
                  </div>
                </>
              );
            }}
          </Form>
        )}
        {!operation && (
          <div className="flex justify-end">
            <Button variant="secondary" disabled>
              {t('bulk.form.dryRun')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
