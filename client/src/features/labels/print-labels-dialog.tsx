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
  const print = usePrintLabels();
  const sites = useSites(districtId);
  const siteOptions = (sites.data ?? []).map((s) => ({ value: s.id, label: s.name }));
  const hasSelection = selection !== null && selection.count > 0;
  const targetOptions = [
    ...(hasSelection
      ? [
          {
            value: 'selection',
            label: `The ${formatNumber(selection.count)} selected ${selection.count === 1 ? 'asset' : 'assets'}`,
          },
        ]
      : []),
    { value: 'site', label: 'Every asset of a site' },
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
                <DialogHeader
                  title="Print labels"
                  description="Each label has a QR code that opens the asset here, the tag as a barcode and as text, and the district's name."
                />
                <DialogBody className="grid gap-5 md:grid-cols-[1fr_minmax(0,320px)]">
                  <div className="flex flex-col gap-4">
                    <FormField name="target" label="Labels for">
                      <Select options={targetOptions} />
                    </FormField>
                    {target === 'site' && (
                      <FormField
                        name="siteId"
                        label="Site"
                        hint={
                          sites.data && sites.data.length === 0 ? 'Add sites in District profile.' : undefined
                        }
                      >
                        <Select
                          options={siteOptions}
                          placeholder={sites.isPending ? 'Loading sites…' : 'Choose a site'}
                        />
                      </FormField>
                    )}
                    <FormField name="layout" label="Label stock">
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
                      label="Format"
                      hint={sheet ? 'Sheets print as PDF; ZPL is for 2" × 1" and 1" × ½" rolls.' : undefined}
                    >
                      <Select
                        options={
                          sheet ? LABEL_FORMAT_OPTIONS.filter((o) => o.value === 'pdf') : LABEL_FORMAT_OPTIONS
                        }
                      />
                    </FormField>
                    <FormField name="line" label="Extra line" optional hint='e.g. "Property of Benson USD"'>
                      <Input maxLength={LABEL_LINE_MAX} autoComplete="off" />
                    </FormField>
                  </div>
                  <div className="flex flex-col gap-2">
                    <p className="text-sm font-medium text-fg">Preview</p>
                    <LabelPreview
                      layout={layout}
                      tag={tag}
                      district={districtName}
                      line={line.trim()}
                      url={assetLabelUrl(window.location.origin, tag)}
                    />
                    {pages !== null && format === 'pdf' && (
                      <p className="text-center text-xs text-muted-fg" aria-live="polite">
                        {formatNumber(count ?? 0)} labels on {formatNumber(pages)}{' '}
                        {pages === 1 ? 'page' : 'pages'}
                      </p>
                    )}
                  </div>
                </DialogBody>
                <FormDialogActions
                  submit={format === 'zpl' ? 'Download ZPL' : 'Download PDF'}
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
