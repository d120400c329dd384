import { type LucideIcon, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Card } from './card';
import { EmptyState } from './empty-state';

interface LoadErrorProps {
  /** What could not be loaded, as a sentence: "Projects could not be loaded." */
  title: string;
  description?: string;
  icon?: LucideIcon;
  /** The query that failed: Try again refetches it and spins while it does. */
  query: { refetch: () => unknown; isFetching: boolean };
  /** Render inside a card that is already there (a table's card) instead of a card of its own. */
  bare?: boolean;
}

/** The one error state of a read that failed: what is missing, and Try again. */
export function LoadError({ title, description, icon = TriangleAlert, query, bare }: LoadErrorProps) {
  const { t } = useTranslation('ui');
  const state = (
    <EmptyState
      icon={icon}
      title={title}
      description={description ?? t('checkConnection')}
      action={
        <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </Button>
      }
    />
  );
  return bare ? <div role="alert">{state}</div> : <Card role="alert">{state}</Card>;
}
