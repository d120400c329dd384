import type { FeatureToggle, FeatureToggles } from '@domain/access';
import { PERMISSIONS_MESSAGES } from '@domain/permissions';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { LoadingState } from '@/ui/spinner';
import { PermissionsToggles } from './permissions-toggles';
import type { PermissionsAnswer, PermissionsTarget } from './use-permissions';
import { useSavePermissions } from './use-save-permissions';

interface EditorProps {
  target: PermissionsTarget;
  title: string;
  subtitle?: string;
  query: UseQueryResult<PermissionsAnswer>;
  features: FeatureToggles;
  saved: FeatureToggles;
  dirty: boolean;
  onChange: (toggle: FeatureToggle, on: boolean) => void;
  onDiscard: () => void;
  onSaved: () => void;
}

/** The toggles of the chosen district (or the defaults), with Save Changes and the unsaved mark. */
export function PermissionsEditor(props: EditorProps) {
  const { target, title, subtitle, query, features, saved, dirty } = props;
  const { t } = useTranslation('admin');
  const save = useSavePermissions();
  return (
    <Card className="overflow-hidden">
      <CardHeader className="border-b border-border pb-4">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{t('permissions.editor.title', { target: title })}</CardTitle>
          {dirty && (
            <Badge tone="yellow" dot>
              {PERMISSIONS_MESSAGES.unsaved}
            </Badge>
          )}
        </div>
        {subtitle && <CardDescription>{subtitle}</CardDescription>}
      </CardHeader>
      {query.isPending ? (
        <LoadingState message={t('permissions.editor.loading')} />
      ) : query.isError ? (
        <LoadError bare title={t('permissions.editor.failed')} query={query} />
      ) : (
        <PermissionsToggles
          value={features}
          saved={saved}
          onChange={props.onChange}
          disabled={save.isPending}
        />
      )}
      <CardFooter className="flex-wrap justify-end">
        {dirty && (
          <Button variant="ghost" onClick={props.onDiscard} disabled={save.isPending}>
            {t('permissions.editor.discard')}
          </Button>
        )}
        <Button
          loading={save.isPending}
          disabled={!dirty || !query.isSuccess}
          onClick={() =>
            save.mutate({ target, targetName: title, features }, { onSuccess: () => props.onSaved() })
          }
        >
          {t('permissions.editor.save')}
        </Button>
      </CardFooter>
    </Card>
  );
}
