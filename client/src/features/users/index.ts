// What other features may use of User Management.
export { StaffSection } from './staff-section';
