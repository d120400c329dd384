// What other features may use of canned responses: the picker of the ticket reply box.
export {
  CannedResponsePicker,
  type CannedResponsePickerProps,
  type InsertedResponse,
} from './canned-response-picker';
