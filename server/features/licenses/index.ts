// What other parts of the server may use of License Tracking: the renewals the dashboards list,
// and the seam of renewal reminders and low-seat alerts for the jobs platform.

export {
  createLicenseReminders,
  type DueReminder,
  type LicenseReminders,
  type LowSeatLicense,
} from './license-reminders.ts';
export { renewalsWithin } from './license-renewals.ts';
