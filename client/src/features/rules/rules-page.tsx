import { RULE_MESSAGES, type Rule, type Simulation } from '@domain/rules';
import { Copy, FlaskConical, Pencil, Plus, Trash2, Workflow } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess, useCurrentUser } from '@/features/auth';
import { useWorkingDistrict } from '@/lib/working-district';
import { ConfirmDialog } from '@/ui/alert-dialog';
import { AreaLocked } from '@/ui/area-locked';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { RuleFormDialog } from './rule-form-dialog';
import { RuleSimulationDialog } from './rule-simulation-dialog';
import { useDeleteRule } from './use-delete-rule';
import { useRules } from './use-rules';
import { useSimulateRule } from './use-simulate-rule';

type Editing = { mode: 'add' } | { mode: 'edit'; rule: Rule } | { mode: 'copy'; template: Rule } | null;

/**
 * /rules (see docs/product.md#rules): a district's ticket rules in the order they run, the
 * templates it may copy, and the simulator. District administrators keep their district's; Five
 * Star keeps the templates for every district (no district open) and any district's rules.
 */
export function RulesPage() {
  const user = useCurrentUser();
  const access = useAccess('tickets', 'admin');
  const { districtId, districtName } = useWorkingDistrict();
  const fiveStar = user.accountRole === 'provider_admin';
  const { t } = useTranslation('rules');
  const header = (actions?: React.ReactNode) => (
    <PageHeader
      title={t('page.title')}
      description={
        districtId
          ? t('page.description.district', { district: districtName ?? t('page.description.theDistrict') })
          : t('page.description.templates')
      }
      actions={actions}
    />
  );
  if (!access.ok)
    return (
      <>
        {header()}
        <AreaLocked what={t('page.locked')} plural verdict={access} serviceLevel={user.serviceLevel} />
      </>
    );
  return <RulesView header={header} districtId={districtId} fiveStar={fiveStar} />;
}

function RuleCard({
  rule,
  onEdit,
  onDelete,
  onSimulate,
  onCopy,
  simulating,
}: {
  rule: Rule;
  onEdit?: () => void;
  onDelete?: () => void;
  onSimulate?: () => void;
  onCopy?: () => void;
  simulating: boolean;
}) {
  const { t } = useTranslation('rules');
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          {rule.scope === 'district' && (
            <span className="text-xs font-semibold text-muted-fg tabular-nums" title={t('card.order')}>
              {rule.position}.
            </span>
          )}
          <h3 className="text-sm font-semibold text-fg">{rule.name}</h3>
          {rule.scope === 'district' ? (
            <Badge tone={rule.enabled ? 'green' : 'gray'}>
              {rule.enabled ? t('card.on') : t('card.off')}
            </Badge>
          ) : (
            <Badge tone="purple">{rule.scope === 'shipped' ? t('card.shipped') : t('card.fiveStar')}</Badge>
          )}
        </div>
        <p className="mt-1 text-sm text-muted-fg">{rule.summary}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-1">
        {onSimulate && (
          <Button variant="secondary" size="sm" onClick={onSimulate} loading={simulating}>
            <FlaskConical aria-hidden />
            {t('card.simulate')}
            <span className="sr-only"> {rule.name}</span>
          </Button>
        )}
        {onCopy && (
          <Button variant="secondary" size="sm" onClick={onCopy}>
            <Copy aria-hidden />
            {t('card.copy')}
            <span className="sr-only">: {rule.name}</span>
          </Button>
        )}
        {onEdit && (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('card.editName', { name: rule.name })}
            title={t('card.edit')}
            onClick={onEdit}
          >
            <Pencil aria-hidden />
          </Button>
        )}
        {onDelete && (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('card.deleteName', { name: rule.name })}
            title={t('card.delete')}
            onClick={onDelete}
          >
            <Trash2 aria-hidden />
          </Button>
        )}
      </div>
    </li>
  );
}

function RulesView({
  header,
  districtId,
  fiveStar,
}: {
  header: (actions?: React.ReactNode) => React.ReactNode;
  districtId: string | null;
  fiveStar: boolean;
}) {
  const list = useRules(districtId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Rule | null>(null);
  const [simulated, setSimulated] = useState<{ rule: Rule; result: Simulation } | null>(null);
  const remove = useDeleteRule();
  const simulate = useSimulateRule();
  const canAdd = districtId !== null || fiveStar;
  const { t } = useTranslation('rules');
  const addButton = canAdd && (
    <Button onClick={() => setEditing({ mode: 'add' })}>
      <Plus aria-hidden />
      {districtId ? t('page.addRule') : t('page.addTemplate')}
    </Button>
  );
  const run = (rule: Rule) =>
    simulate.mutate({ id: rule.id, districtId }, { onSuccess: (result) => setSimulated({ rule, result }) });
  const card = (rule: Rule, copyable: boolean) => (
    <RuleCard
      key={rule.id}
      rule={rule}
      simulating={simulate.isPending && simulate.variables?.id === rule.id}
      onSimulate={districtId ? () => run(rule) : undefined}
      onEdit={rule.canEdit ? () => setEditing({ mode: 'edit', rule }) : undefined}
      onDelete={rule.canEdit ? () => setDeleting(rule) : undefined}
      onCopy={copyable && districtId ? () => setEditing({ mode: 'copy', template: rule }) : undefined}
    />
  );

  return (
    <>
      {header(addButton)}
      {list.isError ? (
        <LoadError title={RULE_MESSAGES.loadFailed} query={list} />
      ) : (
        <div className="flex flex-col gap-6">
          <section aria-labelledby="rules-own">
            <h2 id="rules-own" className="mb-2 text-base font-semibold text-fg">
              {districtId ? t('page.own.district') : t('page.own.templates')}
            </h2>
            <Card className="overflow-hidden">
              {list.isPending ? (
                <p className="p-4 text-sm text-muted-fg">{t('page.loading')}</p>
              ) : list.data.rules.length === 0 ? (
                <EmptyState
                  icon={Workflow}
                  title={RULE_MESSAGES.empty}
                  description={t('page.emptyDescription')}
                  action={addButton}
                />
              ) : (
                <ul className="divide-y divide-border">{list.data.rules.map((r) => card(r, false))}</ul>
              )}
            </Card>
          </section>
          {list.data && list.data.templates.length > 0 && (
            <section aria-labelledby="rules-templates">
              <h2 id="rules-templates" className="mb-2 text-base font-semibold text-fg">
                {districtId ? t('page.templates.district') : t('page.templates.shipped')}
              </h2>
              <Card className="overflow-hidden">
                <ul className="divide-y divide-border">{list.data.templates.map((r) => card(r, true))}</ul>
              </Card>
            </section>
          )}
        </div>
      )}

      <RuleFormDialog
        key={
          editing?.mode === 'edit'
            ? editing.rule.id
            : editing?.mode === 'copy'
              ? `copy-${editing.template.id}`
              : 'new'
        }
        rule={editing?.mode === 'edit' ? editing.rule : undefined}
        copyOf={editing?.mode === 'copy' ? editing.template : undefined}
        districtId={districtId}
        open={editing !== null}
        onOpenChange={(isOpen) => !isOpen && setEditing(null)}
      />
      <RuleSimulationDialog
        rule={simulated?.rule ?? null}
        result={simulated?.result ?? null}
        onClose={() => setSimulated(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title={t('delete.title')}
        description={t('delete.description', { name: deleting?.name ?? '' })}
        confirmLabel={t('delete.confirm')}
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
