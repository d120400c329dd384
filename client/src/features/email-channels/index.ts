// What other features may use of email channels: the District Profile's section.
export { EmailChannelsSection } from './email-channels-section';
