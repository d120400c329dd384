// What other features may use of attachments: the staff ticket details and the portal's ticket view
// (TicketAttachments with `activityId` shows one comment's files).
export { AttachButton } from './attach-button';
export { TicketAttachments } from './attachment-list';
