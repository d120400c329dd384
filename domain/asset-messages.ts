// What the inventory screens and its API say: toasts, validation and refusal messages.

import { ASSET_IMPORT_MAX_ROWS, ASSET_STATUSES } from './asset-vocabulary.ts';

function num(n: number) {
  return n.toLocaleString('en-US');
}
function plural(n: number) {
  return n === 1 ? 'asset' : 'assets';
}
function listTags(tags: string[], more: number) {
  return `${tags.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

export const ASSET_MESSAGES = {
  missing: { title: 'Missing Information', description: 'Asset tag and name are required' },
  created: { title: 'Asset Created', description: 'New asset has been added successfully.' },
  createFailed: { title: 'Error', description: 'Failed to create asset' },
  updated: { title: 'Asset Updated', description: 'Your changes have been saved.' },
  updateFailed: { title: 'Error', description: 'Failed to update asset' },
  deleted: (tag: string) => ({
    title: 'Asset Deleted',
    description: `${tag} has been removed from the inventory.`,
  }),
  deleteFailed: { title: 'Error', description: 'Failed to delete asset' },
  exportComplete: (count: number) => ({
    title: 'Export Complete',
    description: `Exported ${num(count)} ${plural(count)} to CSV.`,
  }),
  exportFailed: { title: 'Export Failed', description: 'Failed to export assets' },
  bulkUpdated: (count: number) => ({
    title: 'Assets Updated',
    description: `${num(count)} ${plural(count)} updated.`,
  }),
  checkedOut: (count: number, to: string) => ({
    title: 'Checked Out',
    description: `${num(count)} ${plural(count)} checked out to ${to}.`,
  }),
  checkedIn: (count: number) => ({
    title: 'Checked In',
    description: `${num(count)} ${plural(count)} checked in.`,
  }),
  imported: (count: number) => ({
    title: 'Import Complete',
    description: `${num(count)} ${plural(count)} created.`,
  }),
  duplicateTag: (tag: string) => `An asset with the tag ${tag} already exists in this district.`,
  notFound: 'Asset not found.',
  invalidCategory: "Category must be the key of one of the district's categories.",
  invalidStatus: `Status must be one of: ${ASSET_STATUSES.join(', ')}.`,
  assigneeRequired: 'Enter who or which room the assets are checked out to.',
  /** The person with an account an asset is assigned to must be an active person of its district. */
  assignedUserInvalid: 'Choose a person of this district with an active account.',
  invalidDate: 'Enter a date as YYYY-MM-DD.',
  dueBeforeCheckout: 'The due date cannot be before the check-out date.',
  noChanges: 'Choose at least one change: status, location or category.',
  emptySelection: 'Select at least one asset.',
  alreadyCheckedOut: (tags: string[], more: number) =>
    `Already checked out: ${listTags(tags, more)}. Check ${tags.length + more === 1 ? 'it' : 'them'} in first.`,
  notAvailable: (tags: string[], more: number) =>
    `Only active assets can be checked out: ${listTags(tags, more)} ${tags.length + more === 1 ? 'is' : 'are'} not active.`,
  noneCheckedOut: 'None of the selected assets is checked out.',
  importHasErrors: (count: number) =>
    `Nothing was imported: ${num(count)} ${count === 1 ? 'row has a problem' : 'rows have problems'}. Fix ${count === 1 ? 'it' : 'them'} and try again.`,
  importEmpty: 'The file has no asset rows.',
  importNoTagColumn: 'The file needs an "Asset Tag" column and a "Name" column.',
  tooManyRows: `An import may have at most ${ASSET_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows.`,
} as const;
