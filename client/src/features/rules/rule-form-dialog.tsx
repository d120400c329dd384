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
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('rules');
  const note = template ? t('form.note.template') : t('form.note.district');
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
                <DialogHeader title={t('form.editTitle')} description={note} />
                <Fields form={form} people={people.data ?? []} template={template} />
                <FormDialogActions submit={t('form.save')} onCancel={done} />
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
                <DialogHeader title={copyOf ? t('form.copyTitle') : t('form.addTitle')} description={note} />
                <Fields form={form} people={people.data ?? []} template={template} />
                <FormDialogActions submit={t('form.add')} onCancel={done} />
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
  const { t } = useTranslation('rules');
  const personOptions = (list: typeof people) => [
    { value: '', label: t('form.choosePerson') },
    ...list.map((p) => ({ value: p.id, label: p.name })),
  ];
  const types = RULE_ACTION_TYPES.filter((t) => !template || (t !== 'assign' && t !== 'add_watcher'));
  return (
    <DialogBody className="flex flex-col gap-5">
      <FormField name="name" label={t('form.name.label')} required hint={t('form.name.hint')}>
        <Input maxLength={120} autoComplete="off" />
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField name="trigger" label={t('form.when')}>
          <Select options={optionsOf(RULE_TRIGGERS, RULE_TRIGGER_LABELS)} />
        </FormField>
        {trigger === 'no_reply' && (
          <FormField name="noReplyDays" label={t('form.noReplyDays.label')} hint={t('form.noReplyDays.hint')}>
            <Input type="number" min={1} max={60} inputMode="numeric" />
          </FormField>
        )}
      </div>
      <section
        aria-labelledby={`${FORM_ID}-if`}
        className="flex flex-col gap-4 rounded-md border border-border p-3"
      >
        <h3 id={`${FORM_ID}-if`} className="text-sm font-semibold text-fg">
          {t('form.if')} <span className="font-normal text-muted-fg">{t('form.ifHint')}</span>
        </h3>
        <Choices
          form={form}
          name="categories"
          legend={t('form.categories')}
          values={TICKET_CATEGORIES}
          labels={TICKET_CATEGORY_LABELS}
        />
        <Choices
          form={form}
          name="priorities"
          legend={t('form.priorities')}
          values={PRIORITIES}
          labels={PRIORITY_LABELS}
        />
        <Choices
          form={form}
          name="statuses"
          legend={t('form.statuses')}
          values={TICKET_STATUSES}
          labels={TICKET_STATUS_LABELS}
        />
        <Choices
          form={form}
          name="sources"
          legend={t('form.sources')}
          values={TICKET_SOURCES}
          labels={TICKET_SOURCE_LABELS}
        />
        <Choices
          form={form}
          name="requesterRoles"
          legend={t('form.requesterRoles')}
          values={ROLES}
          labels={ROLE_LABELS}
        />
        <FormField name="words" label={t('form.words.label')} optional hint={t('form.words.hint')}>
          <Input autoComplete="off" placeholder={t('form.words.placeholder')} />
        </FormField>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField name="sites" label={t('form.sites.label')} optional hint={t('form.separated')}>
            <Input autoComplete="off" placeholder={t('form.sites.placeholder')} />
          </FormField>
          <FormField
            name="assetCategories"
            label={t('form.assetCategories.label')}
            optional
            hint={t('form.separated')}
          >
            <Input autoComplete="off" placeholder={t('form.assetCategories.placeholder')} />
          </FormField>
        </div>
      </section>
      <section aria-labelledby={`${FORM_ID}-then`} className="flex flex-col gap-3">
        <h3 id={`${FORM_ID}-then`} className="text-sm font-semibold text-fg">
          {t('form.thenTitle')}
        </h3>
        {actions.fields.map((field, i) => {
          const type = form.watch(`actions.${i}.type`);
          const to = form.watch(`actions.${i}.to`);
          return (
            <div
              key={field.id}
              className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-end"
            >
              <FormField
                name={`actions.${i}.type`}
                label={t('form.action', { n: i + 1 })}
                className="sm:w-56"
              >
                <Select options={types.map((t) => ({ value: t, label: RULE_ACTION_LABELS[t] }))} />
              </FormField>
              <div className="min-w-0 flex-1">
                {(type === 'assign' || type === 'add_watcher') && (
                  <FormField
                    name={`actions.${i}.userId`}
                    label={type === 'assign' ? t('form.technician') : t('form.watcher')}
                  >
                    <Select options={personOptions(type === 'assign' ? staff : people)} />
                  </FormField>
                )}
                {type === 'set_priority' && (
                  <FormField name={`actions.${i}.priority`} label={t('form.priority')}>
                    <Select options={optionsOf(PRIORITIES, PRIORITY_LABELS)} />
                  </FormField>
                )}
                {type === 'set_category' && (
                  <FormField name={`actions.${i}.category`} label={t('form.category')}>
                    <Select options={optionsOf(TICKET_CATEGORIES, TICKET_CATEGORY_LABELS)} />
                  </FormField>
                )}
                {type === 'internal_note' && (
                  <FormField name={`actions.${i}.body`} label={t('form.noteLabel')}>
                    <Textarea rows={2} maxLength={2000} />
                  </FormField>
                )}
                {type === 'set_waiting' && (
                  <FormField name={`actions.${i}.waiting`} label={t('form.waiting.label')}>
                    <Select
                      options={[
                        { value: 'true', label: t('form.waiting.set') },
                        { value: 'false', label: t('form.waiting.clear') },
                      ]}
                    />
                  </FormField>
                )}
                {type === 'notify' && (
                  <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                    <FormField name={`actions.${i}.to`} label={t('form.who')}>
                      <Select
                        options={optionsOf(
                          template ? RULE_NOTIFY_TARGETS.filter((x) => x !== 'user') : RULE_NOTIFY_TARGETS,
                          RULE_NOTIFY_TARGET_LABELS,
                        )}
                      />
                    </FormField>
                    {to === 'user' && (
                      <FormField name={`actions.${i}.userId`} label={t('form.person')}>
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
                aria-label={t('form.removeAction', { n: i + 1 })}
                title={t('form.remove')}
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
            {t('form.addAction')}
          </Button>
        </div>
      </section>
      {!template && (
        <label className="flex items-center gap-2 text-sm text-fg">
          <input type="checkbox" className="size-4 accent-primary" {...form.register('enabled')} />
          {t('form.enabled')}
        </label>
      )}
    </DialogBody>
  );
}
