import { assessmentsApi } from '@domain/api/assessments';
import { urlOf } from '@domain/api/endpoint';
import {
  type AnswerValue,
  choicesOf,
  FORM_LIMITS,
  PHOTO_TYPES,
  type Question,
  YES_NO_LABELS,
  YES_NO_PARTIAL,
} from '@domain/forms';
import { Camera } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Checkbox } from '@/ui/checkbox';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { uploadPhoto } from './use-response';

interface Props {
  question: Question;
  value: AnswerValue | undefined;
  error?: string;
  workflowId: string;
  readOnly?: boolean;
  onChange: (value: AnswerValue | null) => void;
}

/** A row of choices as large toggles (yes/no/partial, ratings, single choice): radio buttons, easy to tap on a phone. */
function Choices({
  name,
  legend,
  options,
  value,
  readOnly,
  onChange,
  describedBy,
}: {
  name: string;
  legend: string;
  options: { value: string | number; label: string }[];
  value: AnswerValue | undefined;
  readOnly?: boolean;
  onChange: (v: string | number) => void;
  describedBy?: string;
}) {
  return (
    <fieldset aria-describedby={describedBy} className="flex flex-wrap gap-2">
      <legend className="sr-only">{legend}</legend>
      {options.map((o) => (
        <label key={String(o.value)} className="cursor-pointer has-disabled:cursor-default">
          <input
            type="radio"
            name={name}
            className="peer sr-only"
            checked={value === o.value}
            disabled={readOnly}
            onChange={() => onChange(o.value)}
          />
          <span
            className={cn(
              'inline-flex min-h-9 min-w-11 items-center justify-center rounded-md border border-border-strong bg-surface px-3 text-sm font-medium text-fg transition-colors hover:bg-surface-hover',
              'peer-checked:border-brand peer-checked:bg-brand peer-checked:text-brand-fg peer-focus-visible:ring-2 peer-focus-visible:ring-ring',
            )}
          >
            {o.label}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** One question of a native form, answered in the portal (see docs/product.md#technology-assessment). */
export function QuestionField({ question: q, value, error, workflowId, readOnly, onChange }: Props) {
  const id = useId();
  const [uploading, setUploading] = useState<string | null>(null);
  const { t } = useTranslation('assessments');
  const errorId = error ? `${id}-error` : undefined;
  let control: React.ReactNode;
  switch (q.type) {
    case 'yes_no_partial':
      control = (
        <Choices
          name={id}
          legend={q.text}
          options={YES_NO_PARTIAL.map((v) => ({ value: v, label: YES_NO_LABELS[v] }))}
          value={value}
          readOnly={readOnly}
          onChange={onChange}
          describedBy={errorId}
        />
      );
      break;
    case 'rating':
      control = (
        <Choices
          name={id}
          legend={q.text}
          options={[1, 2, 3, 4, 5].map((n) => ({ value: n, label: String(n) }))}
          value={value}
          readOnly={readOnly}
          onChange={onChange}
          describedBy={errorId}
        />
      );
      break;
    case 'single_choice':
      control = (
        <Choices
          name={id}
          legend={q.text}
          options={choicesOf(q).map((o) => ({ value: o, label: o }))}
          value={value}
          readOnly={readOnly}
          onChange={onChange}
          describedBy={errorId}
        />
      );
      break;
    case 'multiple_choice': {
      const list = Array.isArray(value) ? value : [];
      control = (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{q.text}</legend>
          {choicesOf(q).map((o, i) => (
            <div key={o} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-${i}`}
                checked={list.includes(o)}
                disabled={readOnly}
                onCheckedChange={(c) => onChange(c === true ? [...list, o] : list.filter((x) => x !== o))}
              />
              <Label htmlFor={`${id}-${i}`} className="font-normal">
                {o}
              </Label>
            </div>
          ))}
        </fieldset>
      );
      break;
    }
    case 'number':
      control = (
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          className="max-w-48"
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          value={typeof value === 'number' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        />
      );
      break;
    case 'short_text':
      control = (
        <Input
          id={id}
          maxLength={FORM_LIMITS.shortText}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    case 'long_text':
      control = (
        <Textarea
          id={id}
          rows={3}
          maxLength={FORM_LIMITS.longText}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    case 'photo':
      control = (
        <div className="flex flex-col gap-2">
          {typeof value === 'string' && (
            <img
              src={urlOf(assessmentsApi.photo, { params: { id: value } })}
              alt={t('question.photo', { question: q.text })}
              className="max-h-48 w-fit max-w-full rounded-md border border-border"
            />
          )}
          {!readOnly && (
            <label
              htmlFor={id}
              className="inline-flex h-9 w-fit cursor-pointer items-center gap-2 rounded-md border border-border-strong bg-surface px-3.5 text-sm font-medium text-fg hover:bg-surface-hover focus-within:ring-2 focus-within:ring-ring"
            >
              <Camera aria-hidden className="size-4" />
              {uploading ?? (value ? t('question.replacePhoto') : t('question.addPhoto'))}
              <input
                id={id}
                type="file"
                accept={PHOTO_TYPES.join(',')}
                capture="environment"
                className="sr-only"
                aria-describedby={errorId}
                onChange={async (e) => {
                  const file = e.target.files?.[0];
                  if (!file) return;
                  setUploading(t('question.uploading'));
                  try {
                    onChange(await uploadPhoto(workflowId, file));
                    setUploading(null);
                  } catch (err) {
                    setUploading((err as Error).message);
                  }
                }}
              />
            </label>
          )}
        </div>
      );
      break;
  }
  return (
    <div className="flex flex-col gap-2 py-3">
      <p id={`${id}-label`} className="text-sm font-medium text-fg">
        {q.type === 'number' || q.type === 'short_text' || q.type === 'long_text' ? (
          <label htmlFor={id}>{q.text}</label>
        ) : (
          q.text
        )}
        {q.required && (
          <>
            <span aria-hidden className="ml-1 text-danger">
              *
            </span>
            <span className="sr-only"> {t('question.required')}</span>
          </>
        )}
      </p>
      {q.help && <p className="text-xs text-muted-fg">{q.help}</p>}
      {control}
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
