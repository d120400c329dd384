import { FEATURE_TOGGLE_LABELS } from '@domain/admin';
import { ACCESS_LEVEL_LABELS, ACCESS_LEVELS, type AccessLevel, accessTable } from '@domain/permissions';
import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';

const rows = accessTable();

const LEVEL_TONE: Record<AccessLevel, string> = {
  full: 'font-medium text-tone-green-fg',
  change: 'text-tone-blue-fg',
  read: 'text-fg',
  own: 'text-fg',
  none: 'text-muted-fg',
};

/**
 * What each access level may do in each area: the access table of domain/access.ts, the same the
 * server enforces (a tier and a feature toggle also apply).
 */
export function PermissionsAccessTable() {
  const { t } = useTranslation('admin');
  return (
    <Card className="overflow-hidden">
      <CardHeader>
        <CardTitle>{t('permissions.table.title')}</CardTitle>
        <CardDescription>{t('permissions.table.description')}</CardDescription>
      </CardHeader>
      <Table containerClassName="hidden md:block">
        <TableHeader>
          <TableRow>
            <TableHead>{t('permissions.table.area')}</TableHead>
            <TableHead className="hidden md:table-cell">{t('permissions.table.needs')}</TableHead>
            {ACCESS_LEVELS.map((level) => (
              <TableHead key={level.role}>{level.label}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.area}>
              <TableCell className="font-medium text-fg">{row.label}</TableCell>
              <TableCell className="hidden text-xs text-muted-fg md:table-cell">
                {row.tier}
                {row.toggle
                  ? t('permissions.table.toggleOn', { toggle: FEATURE_TOGGLE_LABELS[row.toggle] })
                  : ''}
              </TableCell>
              {ACCESS_LEVELS.map(({ role }) => (
                <TableCell key={role} className={LEVEL_TONE[row.levels[role]]}>
                  {ACCESS_LEVEL_LABELS[row.levels[role]]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul
        className="divide-y divide-border border-t border-border md:hidden"
        aria-label={t('permissions.table.listLabel')}
      >
        {rows.map((row) => (
          <li key={row.area} className="px-4 py-3">
            <p className="text-sm font-medium text-fg">{row.label}</p>
            <p className="text-xs text-muted-fg">
              {row.tier}
              {row.toggle
                ? t('permissions.table.toggleOn', { toggle: FEATURE_TOGGLE_LABELS[row.toggle] })
                : ''}
            </p>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-xs">
              {ACCESS_LEVELS.map(({ role, label }) => (
                <div key={role}>
                  <dt className="text-muted-fg">{label}</dt>
                  <dd className={LEVEL_TONE[row.levels[role]]}>{ACCESS_LEVEL_LABELS[row.levels[role]]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </Card>
  );
}
