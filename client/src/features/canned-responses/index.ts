// What other features may use of canned responses: the picker of the ticket reply box.
export { CannedResponsePicker } from './canned-response-picker';
export { useRenderCannedResponse } from './use-render-canned-response';
