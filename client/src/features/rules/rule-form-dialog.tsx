import { PRIORITIES, PRIORITY_LABELS } from '@domain/priorities';
import { ROLE_LABELS, ROLES } from '@domain/roles';
import {
  createRuleSchema,
  RULE_ACTION_LABELS,
  RULE_ACTION_TYPES,
  RULE_NOTIFY_TARGET_LABELS,
  RULE_NOTIFY_TARGETS,
  RULE_TRIGGER_LABELS,
  RULE_TRIGGERS,
  type Rule,
  type RuleAction,
  updateRuleSchema,
} from '@domain/rules';
import {
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_SOURCE_LABELS,
  TICKET_SOURCES,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
} from '@domain/tickets';
import { Plus, Trash2 } from 'lucide-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Button } from '@/ui/button';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { optionsOf, Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { useRulePeople } from './use-rules';
import { useSaveRule } from './use-save-rule';

const FORM_ID = 'rule';

interface ActionValues {
  type: RuleAction['type'];
  userId: string;
  priority: string;
  category: string;
  body: string;
  waiting: string;
  to: string;
}
interface Values {
  name: string;
  enabled: boolean;
  trigger: Rule['trigger'];
  noReplyDays: string;
  categories: string[];
  priorities: string[];
  sources: string[];
  statuses: string[];
  requesterRoles: string[];
  sites: string;
  assetCategories: string;
  words: string;
  actions: ActionValues[];
}

const blankAction: ActionValues = {
  type: 'assign',
  userId: '',
  priority: 'high',
  category: 'hardware',
  body: '',
  waiting: 'true',
  to: 'assignee',
};
const split = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

const toValues = (
  r?: Pick<Rule, 'name' | 'enabled' | 'trigger' | 'noReplyDays' | 'conditions' | 'actions'>,
): Values => ({
  name: r?.name ?? '',
  enabled: r?.enabled ?? false,
  trigger: r?.trigger ?? 'created',
  noReplyDays: r?.noReplyDays ? String(r.noReplyDays) : '3',
  categories: r?.conditions.categories ?? [],
  priorities: r?.conditions.priorities ?? [],
  sources: r?.conditions.sources ?? [],
  statuses: r?.conditions.statuses ?? [],
  requesterRoles: r?.conditions.requesterRoles ?? [],
  sites: r?.conditions.sites.join(', ') ?? '',
  assetCategories: r?.conditions.assetCategories.join(', ') ?? '',
  words: r?.conditions.words.join(', ') ?? '',
  actions: r?.actions.map((a) => ({
    ...blankAction,
    ...a,
    userId: a.userId ?? '',
    waiting: a.waiting === false ? 'false' : 'true',
  })) ?? [{ ...blankAction }],
});

function actionOf(a: ActionValues): Record<string, unknown> {
  switch (a.type) {
    case 'assign':
    case 'add_watcher':
      return { type: a.type, userId: a.userId || undefined };
    case 'set_priority':
      return { type: a.type, priority: a.priority };
    case 'set_category':
      return { type: a.type, category: a.category };
    case 'internal_note':
      return { type: a.type, body: a.body };
    case 'set_waiting':
      return { type: a.type, waiting: a.waiting === 'true' };
    case 'notify':
      return { type: a.type, to: a.to, userId: a.to === 'user' ? a.userId || undefined : undefined };
    default:
      return { type: a.type };
  }
}

const fields = (v: Values) => ({
  name: v.name,
  enabled: v.enabled,
  trigger: v.trigger,
  noReplyDays: v.trigger === 'no_reply' ? Number(v.noReplyDays) : null,
  conditions: {
    categories: v.categories,
    priorities: v.priorities,
    sources: v.sources,
    statuses: v.statuses,
    requesterRoles: v.requesterRoles,
    sites: split(v.sites),
    assetCategories: split(v.assetCategories),
    words: split(v.words),
  } as never,
  actions: v.actions.map(actionOf) as never,
});

/** The editor of a rule: Add Rule, Edit Rule, and a template copied to the district (prefilled, off). */
export function RuleFormDialog({
  rule,
  copyOf,
  districtId,
  open,
  onOpenChange,
}: {
  rule?: Rule;
  /** A template to start from (a new district rule). */
  copyOf?: Rule;
  /** The district a new rule is for (null: Five Star's template for every district). */
  districtId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveRule();
  const people = useRulePeople(rule?.districtId ?? districtId);
  const template = (rule ? rule.scope : districtId ? 'district' : 'provider') !== 'district';
  const note = template
    ? 'A template for every district: districts copy it, and it never runs by itself.'
    : 'Rules run in order, each at most once per ticket per event. A new rule is off until you turn it on.';
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} width="lg">
      {(done) =>
        rule ? (
          <Form
            id={FORM_ID}
            schema={updateRuleSchema}
            defaultValues={toValues(rule)}
            toPayload={fields}
            onSubmit={async (input) => {
              await save.mutateAsync({ id: rule.id, input });
              done();
            }}
          >
            {(form) => (
              <>
                <DialogHeader title="Edit Rule" description={note} />
                <Fields form={form} people={people.data ?? []} template={template} />
                <FormDialogActions submit="Save Rule" onCancel={done} />
              </>
            )}
          </Form>
        ) : (
          <Form
            id={FORM_ID}
            schema={createRuleSchema}
            defaultValues={toValues(copyOf ? { ...copyOf, enabled: false } : undefined)}
            toPayload={(v) => ({
              ...fields(v),
              scope: districtId ? ('district' as const) : ('provider' as const),
              districtId: districtId ?? undefined,
            })}
            onSubmit={async (input) => {
              await save.mutateAsync({ input });
              done();
            }}
          >
            {(form) => (
              <>
                <DialogHeader title={copyOf ? 'Copy Template' : 'Add Rule'} description={note} />
                <Fields form={form} people={people.data ?? []} template={template} />
                <FormDialogActions submit="Add Rule" onCancel={done} />
              </>
            )}
          </Form>
        )
      }
    </FormDialog>
  );
}

function Choices({
  form,
  name,
  legend,
  values,
  labels,
}: {
  form: UseFormReturn<Values, unknown, Values>;
  name: 'categories' | 'priorities' | 'sources' | 'statuses' | 'requesterRoles';
  legend: string;
  values: readonly string[];
  labels: Record<string, string>;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1 text-sm font-medium text-fg">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1.5">
        {values.map((v) => (
          <label key={v} className="flex items-center gap-1.5 text-sm text-fg">
            <input type="checkbox" value={v} className="size-4 accent-primary" {...form.register(name)} />
            {labels[v]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Fields({
  form,
  people,
  template,
}: {
  form: UseFormReturn<Values, unknown, Values>;
  people: { id: string; name: string; role: string }[];
  template: boolean;
}) {
  const actions = useFieldArray({ control: form.control, name: 'actions' });
  const trigger = form.watch('trigger');
  const staff = people.filter((p) => p.role !== 'requester' && p.role !== 'viewer');
  const personOptions = (list: typeof people) => [
    { value: '', label: 'Choose a person' },
    ...list.map((p) => ({ value: p.id, label: p.name })),
  ];
  const types = RULE_ACTION_TYPES.filter((t) => !template || (t !== 'assign' && t !== 'add_watcher'));
  return (
    <DialogBody className="flex flex-col gap-5">
      <FormField name="name" label="Name" required hint="What the rule is for, e.g. “Printers go to Sam”.">
        <Input maxLength={120} autoComplete="off" />
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField name="trigger" label="When">
          <Select options={optionsOf(RULE_TRIGGERS, RULE_TRIGGER_LABELS)} />
        </FormField>
        {trigger === 'no_reply' && (
          <FormField
            name="noReplyDays"
            label="Working days without a reply"
            hint="Counted on the district’s calendar."
          >
            <Input type="number" min={1} max={60} inputMode="numeric" />
          </FormField>
        )}
      </div>
      <section
        aria-labelledby={`${FORM_ID}-if`}
        className="flex flex-col gap-4 rounded-md border border-border p-3"
      >
        <h3 id={`${FORM_ID}-if`} className="text-sm font-semibold text-fg">
          If the ticket…{' '}
          <span className="font-normal text-muted-fg">(leave a condition empty to skip it)</span>
        </h3>
        <Choices
          form={form}
          name="categories"
          legend="Category is"
          values={TICKET_CATEGORIES}
          labels={TICKET_CATEGORY_LABELS}
        />
        <Choices
          form={form}
          name="priorities"
          legend="Priority is"
          values={PRIORITIES}
          labels={PRIORITY_LABELS}
        />
        <Choices
          form={form}
          name="statuses"
          legend="Status is"
          values={TICKET_STATUSES}
          labels={TICKET_STATUS_LABELS}
        />
        <Choices
          form={form}
          name="sources"
          legend="Came from"
          values={TICKET_SOURCES}
          labels={TICKET_SOURCE_LABELS}
        />
        <Choices
          form={form}
          name="requesterRoles"
          legend="Requester is"
          values={ROLES}
          labels={ROLE_LABELS}
        />
        <FormField
          name="words"
          label="Mentions any of these words"
          optional
          hint="Separated by commas; whole words in the title or description."
        >
          <Input autoComplete="off" placeholder="e.g. printer, toner" />
        </FormField>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField name="sites" label="Device’s site contains" optional hint="Separated by commas.">
            <Input autoComplete="off" placeholder="e.g. Benson High" />
          </FormField>
          <FormField name="assetCategories" label="Device category is" optional hint="Separated by commas.">
            <Input autoComplete="off" placeholder="e.g. chromebook, printer" />
          </FormField>
        </div>
      </section>
      <section aria-labelledby={`${FORM_ID}-then`} className="flex flex-col gap-3">
        <h3 id={`${FORM_ID}-then`} className="text-sm font-semibold text-fg">
          Then
        </h3>
        {actions.fields.map((field, i) => {
          const type = form.watch(`actions.${i}.type`);
          const to = form.watch(`actions.${i}.to`);
          return (
            <div
              key={field.id}
              className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-end"
            >
              <FormField name={`actions.${i}.type`} label={`Action ${i + 1}`} className="sm:w-56">
                <Select options={types.map((t) => ({ value: t, label: RULE_ACTION_LABELS[t] }))} />
              </FormField>
              <div className="min-w-0 flex-1">
                {(type === 'assign' || type === 'add_watcher') && (
                  <FormField
                    name={`actions.${i}.userId`}
                    label={type === 'assign' ? 'Technician' : 'Watcher'}
                  >
                    <Select options={personOptions(type === 'assign' ? staff : people)} />
                  </FormField>
                )}
                {type === 'set_priority' && (
                  <FormField name={`actions.${i}.priority`} label="Priority">
                    <Select options={optionsOf(PRIORITIES, PRIORITY_LABELS)} />
                  </FormField>
                )}
                {type === 'set_category' && (
                  <FormField name={`actions.${i}.category`} label="Category">
                    <Select options={optionsOf(TICKET_CATEGORIES, TICKET_CATEGORY_LABELS)} />
                  </FormField>
                )}
                {type === 'internal_note' && (
                  <FormField name={`actions.${i}.body`} label="Note">
                    <Textarea rows={2} maxLength={2000} />
                  </FormField>
                )}
                {type === 'set_waiting' && (
                  <FormField name={`actions.${i}.waiting`} label="Waiting on the requester">
                    <Select
                      options={[
                        { value: 'true', label: 'Set waiting' },
                        { value: 'false', label: 'Clear waiting' },
                      ]}
                    />
                  </FormField>
                )}
                {type === 'notify' && (
                  <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                    <FormField name={`actions.${i}.to`} label="Who">
                      <Select
                        options={optionsOf(
                          template ? RULE_NOTIFY_TARGETS.filter((x) => x !== 'user') : RULE_NOTIFY_TARGETS,
                          RULE_NOTIFY_TARGET_LABELS,
                        )}
                      />
                    </FormField>
                    {to === 'user' && (
                      <FormField name={`actions.${i}.userId`} label="Person">
                        <Select options={personOptions(people)} />
                      </FormField>
                    )}
                  </div>
                )}
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                aria-label={`Remove action ${i + 1}`}
                title="Remove"
                disabled={actions.fields.length === 1}
                onClick={() => actions.remove(i)}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          );
        })}
        {form.formState.errors.actions?.message && (
          <p className="text-sm text-danger" role="alert">
            {form.formState.errors.actions.message}
          </p>
        )}
        <div>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => actions.append({ ...blankAction, type: 'set_priority' })}
          >
            <Plus aria-hidden />
            Add Action
          </Button>
        </div>
      </section>
      {!template && (
        <label className="flex items-center gap-2 text-sm text-fg">
          <input type="checkbox" className="size-4 accent-primary" {...form.register('enabled')} />
          On: the rule runs (try it in the simulator first)
        </label>
      )}
    </DialogBody>
  );
}
