import { type ComponentProps, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/ui/input';
import { timeZones, utcOffset } from './time-zones';

/**
 * A searchable choice of IANA time zones: a text field whose suggestions (the browser's own list,
 * keyboard and screen-reader friendly) narrow as one types "Chicago" or "America/".
 */
export function TimeZoneInput(props: Omit<ComponentProps<'input'>, 'list' | 'type'>) {
  const { t } = useTranslation('settings');
  const listId = useId();
  const options = useMemo(() => {
    const now = new Date();
    return timeZones().map((zone) => ({ zone, offset: utcOffset(zone, now) ?? '' }));
  }, []);
  return (
    <>
      <Input
        type="text"
        list={listId}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('timeZoneInput.placeholder')}
        {...props}
      />
      <datalist id={listId}>
        {options.map(({ zone, offset }) => (
          <option key={zone} value={zone} label={offset ? `${zone} (${offset})` : zone} />
        ))}
      </datalist>
    </>
  );
}
