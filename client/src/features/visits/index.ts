// What other features may use of technician scheduling.
export { ScheduleVisitDialog } from './schedule-visit-dialog';
