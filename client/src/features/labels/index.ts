// What other features may use of asset labels.
export { PrintLabelsDialog } from './print-labels-dialog';
