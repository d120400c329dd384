export { toast } from './toast-store';
