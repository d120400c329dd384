// What other features may use of attachments: the staff ticket details and the portal's ticket view.
export { AttachButton } from './attach-button';
export { AttachmentList, TicketAttachments } from './attachment-list';
export { useTicketAttachments } from './use-ticket-attachments';
