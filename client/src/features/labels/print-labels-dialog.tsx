import type { AssetSelection } from '@domain/assets';
import {
  assetLabelUrl,
  LABEL_FORMAT_OPTIONS,
  LABEL_LAYOUT_OPTIONS,
  LABEL_LINE_MAX,
  type LabelFormat,
  type LabelLayout,
  type LabelsPayload,
  labelPageCount,
  labelsRequestSchema,
  zplAllowed,
} from '@domain/labels';
import { useTranslation } from 'react-i18next';
import { useSites } from '@/features/settings';
import { formatNumber } from '@/lib/format';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { LabelPreview } from './label-preview';
import { usePrintLabels } from './use-print-labels';

interface Values {
  target: 'selection' | 'site';
  siteId: string;
  layout: LabelLayout;
  format: LabelFormat;
  line: string;
}

interface LabelSelection {
  count: number;
  toApi: () => AssetSelection;
}

interface PrintLabelsDialogProps {
  districtId: string;
  districtName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The inventory's selected assets; without them a site is chosen here. */
  selection: LabelSelection | null;
  /** A tag for the preview (the first selected asset's). */
  sampleTag?: string;
}

/** Print labels (docs/product.md#asset-labels): which assets, which stock, PDF or ZPL, an optional line. */
export function PrintLabelsDialog({
  districtId,
  districtName,
  open,
  onOpenChange,
  selection,
  sampleTag,
}: PrintLabelsDialogProps) {
  const { t } = useTranslation('labels');
  const print = usePrintLabels();
  const sites = useSites(districtId);
  const siteOptions = (sites.data ?? []).map((s) => ({ value: s.id, label: s.name }));
  const hasSelection = selection !== null && selection.count > 0;
  const targetOptions = [
    ...(hasSelection
      ? [
          {
            value: 'selection',
            label: t('print.target.selection', { count: selection.count, n: formatNumber(selection.count) }),
          },
        ]
      : []),
    { value: 'site', label: t('print.target.site') },
  ];
  const defaults: Values = {
    target: hasSelection ? 'selection' : 'site',
    siteId: '',
    layout: 'avery-5160',
    format: 'pdf',
    line: '',
  };
  const toPayload = (v: Values): LabelsPayload => {
    const picked = v.target === 'selection' && selection ? selection.toApi() : null;
    return {
      districtId,
      ...(picked
        ? picked.ids
          ? { assetIds: picked.ids }
          : { filter: picked.filter }
        : { siteId: v.siteId }),
      layout: v.layout,
      format: v.format,
      ...(v.line.trim() ? { line: v.line } : {}),
    };
  };

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} width="lg">
      {(done) => (
        <Form
          id="labels"
          schema={labelsRequestSchema}
          defaultValues={defaults}
          toPayload={toPayload}
          onSubmit={async (payload) => {
            await print.mutateAsync(payload);
            done();
          }}
        >
          {(form) => {
            const [target, siteId, layout, format, line] = form.watch([
              'target',
              'siteId',
              'layout',
              'format',
              'line',
            ]);
            const count = target === 'selection' && selection ? selection.count : null;
            const pages = count !== null ? labelPageCount(layout, count) : null;
            const sheet = !zplAllowed(layout);
            const tag = sampleTag ?? 'LT-0001';
            return (
              <>
                <DialogHeader title={t('print.title')} description={t('print.description')} />
                <DialogBody className="grid gap-5 md:grid-cols-[1fr_minmax(0,320px)]">
                  <div className="flex flex-col gap-4">
                    <FormField name="target" label={t('print.target.label')}>
                      <Select options={targetOptions} />
                    </FormField>
                    {target === 'site' && (
                      <FormField
                        name="siteId"
                        label={t('print.site.label')}
                        hint={sites.data && sites.data.length === 0 ? t('print.site.none') : undefined}
                      >
                        <Select
                          options={siteOptions}
                          placeholder={
                            sites.isPending ? t('print.site.loading') : t('print.site.placeholder')
                          }
                        />
                      </FormField>
                    )}
                    <FormField name="layout" label={t('print.layout.label')}>
                      <Select
                        options={LABEL_LAYOUT_OPTIONS}
                        onChange={(e) => {
                          const next = e.target.value as LabelLayout;
                          form.setValue('layout', next);
                          // ZPL prints rolls only: a sheet goes back to PDF.
                          if (!zplAllowed(next)) form.setValue('format', 'pdf');
                        }}
                      />
                    </FormField>
                    <FormField
                      name="format"
                      label={t('print.format.label')}
                      hint={sheet ? t('print.format.sheetHint') : undefined}
                    >
                      <Select
                        options={
                          sheet ? LABEL_FORMAT_OPTIONS.filter((o) => o.value === 'pdf') : LABEL_FORMAT_OPTIONS
                        }
                      />
                    </FormField>
                    <FormField name="line" label={t('print.line.label')} optional hint={t('print.line.hint')}>
                      <Input maxLength={LABEL_LINE_MAX} autoComplete="off" />
                    </FormField>
                  </div>
                  <div className="flex flex-col gap-2">
                    <p className="text-sm font-medium text-fg">{t('print.preview')}</p>
                    <LabelPreview
                      layout={layout}
                      tag={tag}
                      district={districtName}
                      line={line.trim()}
                      url={assetLabelUrl(window.location.origin, tag)}
                    />
                    {pages !== null && format === 'pdf' && (
                      <p className="text-center text-xs text-muted-fg" aria-live="polite">
                        {t('print.pages', {
                          count: pages,
                          labels: formatNumber(count ?? 0),
                          pages: formatNumber(pages),
                        })}
                      </p>
                    )}
                  </div>
                </DialogBody>
                <FormDialogActions
                  submit={format === 'zpl' ? t('print.submit.zpl') : t('print.submit.pdf')}
                  onCancel={done}
                  submitDisabled={target === 'site' && !siteId}
                />
              </>
            );
          }}
        </Form>
      )}
    </FormDialog>
  );
}
