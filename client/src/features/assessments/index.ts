// What other features may use of the forms engine (the Onsite Tech Toolkit is its second screen;
// Technician Scheduling fills checklists on a visit).
export { LibraryScreen } from './library-screen';
export { VisitChecklistButton } from './visit-checklists';
