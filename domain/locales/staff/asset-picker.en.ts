/** The words of client/src/features/asset-picker, in English (staff screens: English only, docs/decisions.md). */
export const assetPickerEn = {} as const;
