/** The words of client/src/features/asset-picker, in English (staff screens: English only, docs/decisions.md). */
export const assetPickerEn = {
  hint: { with: 'with {{name}}' },
  chosen: 'Chosen device',
  clear: 'Clear device',
  placeholder: 'Search by asset tag, name or serial…',
  empty: 'No device of the district matches',
} as const;
