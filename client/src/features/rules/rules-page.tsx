import { RULE_MESSAGES, type Rule, type Simulation } from '@domain/rules';
import { Copy, FlaskConical, Pencil, Plus, Trash2, Workflow } from 'lucide-react';
import { useState } from 'react';
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
  const header = (actions?: React.ReactNode) => (
    <PageHeader
      title="Ticket Rules"
      description={
        districtId
          ? `What ${districtName ?? 'the district'}’s desk does by itself when a ticket is created, updated or left without a reply: in order, each rule at most once per ticket per event.`
          : 'Five Star’s templates, which districts copy. Choose a district above to keep its own rules.'
      }
      actions={actions}
    />
  );
  if (!access.ok)
    return (
      <>
        {header()}
        <AreaLocked what="Ticket rules" plural verdict={access} serviceLevel={user.serviceLevel} />
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
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          {rule.scope === 'district' && (
            <span className="text-xs font-semibold text-muted-fg tabular-nums" title="Runs in this order">
              {rule.position}.
            </span>
          )}
          <h3 className="text-sm font-semibold text-fg">{rule.name}</h3>
          {rule.scope === 'district' ? (
            <Badge tone={rule.enabled ? 'green' : 'gray'}>{rule.enabled ? 'On' : 'Off'}</Badge>
          ) : (
            <Badge tone="purple">{rule.scope === 'shipped' ? 'Shipped with the portal' : 'Five Star'}</Badge>
          )}
        </div>
        <p className="mt-1 text-sm text-muted-fg">{rule.summary}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-1">
        {onSimulate && (
          <Button variant="secondary" size="sm" onClick={onSimulate} loading={simulating}>
            <FlaskConical aria-hidden />
            Simulate<span className="sr-only"> {rule.name}</span>
          </Button>
        )}
        {onCopy && (
          <Button variant="secondary" size="sm" onClick={onCopy}>
            <Copy aria-hidden />
            Copy to District<span className="sr-only">: {rule.name}</span>
          </Button>
        )}
        {onEdit && (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Edit ${rule.name}`}
            title="Edit"
            onClick={onEdit}
          >
            <Pencil aria-hidden />
          </Button>
        )}
        {onDelete && (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Delete ${rule.name}`}
            title="Delete"
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
  const addButton = canAdd && (
    <Button onClick={() => setEditing({ mode: 'add' })}>
      <Plus aria-hidden />
      {districtId ? 'Add Rule' : 'Add Template'}
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
              {districtId ? 'The district’s rules' : 'Templates for every district'}
            </h2>
            <Card className="overflow-hidden">
              {list.isPending ? (
                <p className="p-4 text-sm text-muted-fg">Loading rules…</p>
              ) : list.data.rules.length === 0 ? (
                <EmptyState
                  icon={Workflow}
                  title={RULE_MESSAGES.empty}
                  description="Route tickets, raise priorities, escalate, or close resolved tickets nobody answered: copy a template below or add your own."
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
                {districtId ? 'Templates to copy' : 'Shipped with the portal'}
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
        title="Delete this rule?"
        description={`“${deleting?.name ?? ''}” will no longer run. What it already did to tickets stays in their timelines.`}
        confirmLabel="Delete Rule"
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
