// What other features may use of the forms engine (Technician Scheduling fills checklists on a visit).
export { VisitChecklistButton } from './visit-checklists';
