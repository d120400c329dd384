export type { ToastInput, ToastVariant } from './toast-store';
export { dismissToast, toast } from './toast-store';
export { Toaster } from './toaster';
