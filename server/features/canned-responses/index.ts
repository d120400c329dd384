// What other features may use of canned responses.

export { responsesOfDistrict } from './canned-responses.service.ts';
