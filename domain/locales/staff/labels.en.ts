/** The words of client/src/features/labels, in English (staff screens: English only, docs/decisions.md). */
export const labelsEn = {
  tag: {
    noAccess: {
      title: "This label belongs to the district's inventory",
      description: 'Your account does not open the inventory. Your own devices are under My devices.',
      action: 'My devices',
    },
    loadFailed: 'The asset could not be loaded.',
    missing: { title: 'No asset “{{tag}}”', action: 'Open the inventory' },
    finding: 'Finding {{tag}}…',
  },
  preview: {
    label: 'Preview of one label: {{tag}}, {{district}}',
    labelWithLine: 'Preview of one label: {{tag}}, {{district}}, {{line}}',
    noBarcode: ' · no barcode: too small to scan, the QR code carries the tag',
  },
  print: {
    title: 'Print labels',
    description:
      "Each label has a QR code that opens the asset here, the tag as a barcode and as text, and the district's name.",
    target: {
      label: 'Labels for',
      selection_one: 'The {{n}} selected asset',
      selection_other: 'The {{n}} selected assets',
      site: 'Every asset of a site',
    },
    site: {
      label: 'Site',
      none: 'Add sites in District profile.',
      loading: 'Loading sites…',
      placeholder: 'Choose a site',
    },
    layout: { label: 'Label stock' },
    format: { label: 'Format', sheetHint: 'Sheets print as PDF; ZPL is for 2" × 1" and 1" × ½" rolls.' },
    line: { label: 'Extra line', hint: 'e.g. "Property of Benson USD"' },
    preview: 'Preview',
    pages_one: '{{labels}} labels on {{pages}} page',
    pages_other: '{{labels}} labels on {{pages}} pages',
    submit: { zpl: 'Download ZPL', pdf: 'Download PDF' },
  },
} as const;
