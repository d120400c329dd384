import { RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { GENERATOR_LIMITS, generatePassword } from './generate-password';

/** Length, digits and symbols, and a button that puts a new random password in the field. */
export function PasswordGenerator({ onGenerate }: { onGenerate: (password: string) => void }) {
  const id = useId();
  const { t } = useTranslation('vault');
  const [length, setLength] = useState<number>(GENERATOR_LIMITS.initial);
  const [digits, setDigits] = useState(true);
  const [symbols, setSymbols] = useState(true);
  return (
    <fieldset className="flex flex-wrap items-end gap-x-4 gap-y-2 rounded-lg border border-border bg-surface-muted p-3">
      <legend className="sr-only">{t('generator.legend')}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-length`} className="text-xs font-medium text-muted-fg">
          {t('generator.length')}
        </label>
        <Input
          id={`${id}-length`}
          type="number"
          inputMode="numeric"
          min={GENERATOR_LIMITS.min}
          max={GENERATOR_LIMITS.max}
          value={length}
          onChange={(e) => setLength(Number(e.target.value) || GENERATOR_LIMITS.min)}
          className="h-8 w-20"
        />
      </div>
      {(
        [
          ['digits', t('generator.digits'), digits, setDigits],
          ['symbols', t('generator.symbols'), symbols, setSymbols],
        ] as const
      ).map(([key, label, checked, set]) => (
        <div key={key} className="flex h-8 items-center gap-2">
          <input
            id={`${id}-${key}`}
            type="checkbox"
            className="size-4 cursor-pointer accent-brand"
            checked={checked}
            onChange={(e) => set(e.target.checked)}
          />
          <label htmlFor={`${id}-${key}`} className="cursor-pointer text-sm text-fg">
            {label}
          </label>
        </div>
      ))}
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onGenerate(generatePassword({ length, digits, symbols }))}
      >
        <RefreshCw /> {t('generator.generate')}
      </Button>
    </fieldset>
  );
}
