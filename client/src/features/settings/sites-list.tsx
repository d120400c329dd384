import type { Site } from '@domain/settings';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';

interface SitesListProps {
  sites: Site[];
  /** Absent for those who only read the sites. */
  onEdit?: (site: Site) => void;
  onDelete?: (site: Site) => void;
}

const orDash = (value: string | null) => value || <span className="text-subtle-fg">—</span>;

/** The district's sites: a table on wide screens, stacked cards on phones. */
export function SitesList(props: SitesListProps) {
  return (
    <>
      <SitesTable {...props} />
      <SiteCards {...props} />
    </>
  );
}

function SitesTable({ sites, onEdit, onDelete }: SitesListProps) {
  const { t } = useTranslation('settings');
  const actions = onEdit || onDelete;
  return (
    <Table
      aria-label={t('sites.list.label')}
      className="hidden md:table"
      containerClassName="hidden md:block"
    >
      <TableHeader>
        <TableRow>
          <TableHead>{t('sites.list.name')}</TableHead>
          <TableHead>{t('sites.list.address')}</TableHead>
          <TableHead>{t('sites.list.phone')}</TableHead>
          <TableHead>{t('sites.list.contact')}</TableHead>
          {actions && (
            <TableHead className="w-24 text-right">
              <span className="sr-only">{t('sites.list.actions')}</span>
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {sites.map((site) => (
          <TableRow key={site.id}>
            <TableCell className="font-medium">{site.name}</TableCell>
            <TableCell className="text-muted-fg">{orDash(site.address)}</TableCell>
            <TableCell className="whitespace-nowrap text-muted-fg">{orDash(site.phone)}</TableCell>
            <TableCell className="text-muted-fg">{orDash(site.contactName)}</TableCell>
            {actions && (
              <TableCell className="text-right whitespace-nowrap">
                <SiteActions site={site} onEdit={onEdit} onDelete={onDelete} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function SiteCards({ sites, onEdit, onDelete }: SitesListProps) {
  const { t } = useTranslation('settings');
  return (
    <ul
      aria-label={t('sites.list.label')}
      className="divide-y divide-border border-t border-border md:hidden"
    >
      {sites.map((site) => (
        <li key={site.id} className="flex items-start gap-3 px-5 py-4">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="text-sm font-medium break-words text-fg">{site.name}</span>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-[13px]">
              <Fact term={t('sites.list.address')}>{orDash(site.address)}</Fact>
              <Fact term={t('sites.list.phone')}>{orDash(site.phone)}</Fact>
              <Fact term={t('sites.list.contact')}>{orDash(site.contactName)}</Fact>
            </dl>
          </div>
          <div className="flex shrink-0 gap-1">
            <SiteActions site={site} onEdit={onEdit} onDelete={onDelete} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-subtle-fg">{term}</dt>
      <dd className="min-w-0 break-words text-muted-fg">{children}</dd>
    </>
  );
}

function SiteActions({ site, onEdit, onDelete }: { site: Site } & Omit<SitesListProps, 'sites'>) {
  const { t } = useTranslation('settings');
  return (
    <>
      {onEdit && (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('sites.list.editLabel', { name: site.name })}
          onClick={() => onEdit(site)}
        >
          <Pencil />
        </Button>
      )}
      {onDelete && (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('sites.list.deleteLabel', { name: site.name })}
          onClick={() => onDelete(site)}
          className="hover:text-danger"
        >
          <Trash2 />
        </Button>
      )}
    </>
  );
}
