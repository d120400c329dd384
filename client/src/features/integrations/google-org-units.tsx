import {
  GOOGLE_MESSAGES,
  type OrgUnitTree,
  type OuSiteSource,
  ouSiteMapping,
} from '@domain/google-workspace';
import { AlertTriangle, FolderTree } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { type DataColumn, DataList } from '@/ui/data-list';
import { Select, type SelectOption } from '@/ui/select';
import type { Tone } from '@/ui/tone';
import { useGoogleOrgUnits } from './use-google-org-units';
import { useSaveGoogleOrgUnits } from './use-save-google-org-units';

type Unit = OrgUnitTree['units'][number];
type Chosen = Record<string, string | null>;
/** A unit's row with the site it maps to under the table being edited. */
type Row = Unit & { preview: { siteId: string | null; siteName: string | null; source: OuSiteSource } };

const AUTO = 'auto';
const NONE = 'none';

const SOURCE: Record<OuSiteSource, { tone: Tone }> = {
  chosen: { tone: 'blue' },
  name: { tone: 'green' },
  parent: { tone: 'gray' },
  none: { tone: 'orange' },
};

const depthOf = (path: string) => (path === '/' ? 0 : path.split('/').length - 1);
const same = (a: Chosen, b: Chosen) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);
/** A unit whose Chromebooks would land nowhere (a unit set to "No site" on purpose is not flagged). */
const unmapped = (r: Row) => r.devices > 0 && !r.preview.siteId && r.preview.source !== 'chosen';

function MapsTo({ row }: { row: Row }) {
  const { siteName, source } = row.preview;
  const { t } = useTranslation('integrations');
  if (!siteName)
    return (
      <Badge tone={source === 'chosen' ? 'gray' : unmapped(row) ? 'orange' : 'gray'}>
        {source === 'chosen' ? t('orgUnits.noSiteChosen') : t('orgUnits.noSite')}
      </Badge>
    );
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-medium">{siteName}</span>
      <Badge tone={SOURCE[source].tone}>{t(`orgUnits.source.${source}`)}</Badge>
    </span>
  );
}

/**
 * Org units and sites (see docs/product.md#google-workspace): the tree the last sync read, each
 * unit's Chromebooks, the site they go to and why (chosen here, by the unit's name, or from its
 * parent). Saving applies at once to the stored tree: the next sync or dry run uses it.
 */
export function GoogleOrgUnits({ districtId, saved }: { districtId: string; saved: Chosen }) {
  const tree = useGoogleOrgUnits(districtId);
  const { t } = useTranslation('integrations');
  const save = useSaveGoogleOrgUnits(districtId);
  const [draft, setDraft] = useState<Chosen>(saved);
  const saveButton = useRef<HTMLButtonElement>(null);
  const sites = tree.data?.sites ?? [];
  const siteName = useMemo(() => new Map(sites.map((s) => [s.id, s.name])), [sites]);
  const rows = useMemo<Row[]>(() => {
    const units = tree.data?.units ?? [];
    const mapping = ouSiteMapping(units, tree.data?.sites ?? [], draft);
    return units.map((u) => {
      const m = mapping.get(u.orgUnitPath) ?? { siteId: null, source: 'none' as const };
      const name = m.siteId ? (siteName.get(m.siteId) ?? null) : null;
      return {
        ...u,
        preview: {
          siteId: name ? m.siteId : null,
          siteName: name,
          source: name || m.source === 'chosen' ? m.source : 'none',
        },
      };
    });
  }, [tree.data, draft, siteName]);
  const options: SelectOption[] = [
    { value: AUTO, label: t('orgUnits.auto') },
    ...sites.map((s) => ({ value: s.id, label: s.name })),
    { value: NONE, label: t('orgUnits.noSite') },
  ];
  const selected = (path: string) =>
    Object.hasOwn(draft, path) ? (draft[path] === null ? NONE : draft[path]!) : AUTO;
  const choose = (path: string, value: string) =>
    setDraft((d) => {
      const next = { ...d };
      if (value === AUTO) delete next[path];
      else next[path] = value === NONE ? null : value;
      return next;
    });
  const dirty = !same(draft, saved);
  const missing = rows.filter(unmapped);

  const siteSelect = (r: Row, className?: string) => (
    <Select
      aria-label={t('orgUnits.siteOf', { path: r.orgUnitPath })}
      options={options}
      value={selected(r.orgUnitPath)}
      onChange={(e) => choose(r.orgUnitPath, e.target.value)}
      className={className}
    />
  );
  const unitName = (r: Row) => (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium">{r.orgUnitPath === '/' ? t('orgUnits.wholeDomain') : r.name}</span>
      <span className="font-mono text-xs break-words text-muted-fg">{r.orgUnitPath}</span>
    </span>
  );
  const columns: DataColumn<Row>[] = [
    {
      header: t('orgUnits.columns.orgUnit'),
      cell: (r) => (
        <div style={{ paddingLeft: `${Math.min(depthOf(r.orgUnitPath), 6) * 1}rem` }}>{unitName(r)}</div>
      ),
    },
    {
      header: t('orgUnits.columns.devices'),
      className: 'text-right tabular-nums',
      cell: (r) => r.devices.toLocaleString(),
    },
    { header: t('orgUnits.columns.site'), className: 'w-56', cell: (r) => siteSelect(r) },
    { header: t('orgUnits.columns.mapsTo'), cell: (r) => <MapsTo row={r} /> },
  ];

  return (
    <Card id="google-org-units">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-1 basis-80 flex-col gap-1">
          <CardTitle>{t('orgUnits.title')}</CardTitle>
          <CardDescription>{t('orgUnits.description')}</CardDescription>
        </div>
        <div className="flex shrink-0 gap-2">
          {dirty && (
            <Button
              variant="ghost"
              onClick={() => {
                setDraft(saved);
                saveButton.current?.focus();
              }}
            >
              {t('orgUnits.undo')}
            </Button>
          )}
          {/* Never disabled: the focus stays on it while it saves (a second click waits). */}
          <Button
            ref={saveButton}
            aria-busy={save.isPending || undefined}
            onClick={() => {
              if (!save.isPending) save.mutate(draft);
            }}
          >
            {t('orgUnits.save')}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 px-0 pb-0">
        {missing.length > 0 && (
          <p
            role="status"
            className="mx-5 flex items-start gap-2 rounded-md border border-tone-orange-border bg-tone-orange-bg px-3 py-2 text-sm text-tone-orange-fg"
          >
            <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{t('orgUnits.missing', { count: missing.length })}</span>
          </p>
        )}
        <DataList
          query={tree}
          rows={rows}
          rowKey={(r) => r.orgUnitPath}
          columns={columns}
          label={t('orgUnits.label')}
          caption={t('orgUnits.caption')}
          loading={t('orgUnits.loading')}
          failed={GOOGLE_MESSAGES.orgUnitsLoadFailed}
          empty={{
            icon: FolderTree,
            title: t('orgUnits.empty.title'),
            description: t('orgUnits.empty.description'),
          }}
          rowClassName={(r) => (unmapped(r) ? 'bg-tone-orange-bg/60' : undefined)}
          card={(r) => (
            <div className="flex flex-col gap-2">
              <div className="flex items-start justify-between gap-3">
                {unitName(r)}
                <span className="shrink-0 text-sm text-muted-fg tabular-nums">
                  {r.devices.toLocaleString()} {t('orgUnits.devices', { count: r.devices })}
                </span>
              </div>
              {siteSelect(r, 'w-full')}
              <div>
                <MapsTo row={r} />
              </div>
            </div>
          )}
        />
      </CardContent>
    </Card>
  );
}
