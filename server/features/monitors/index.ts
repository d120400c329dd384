// What other features may use of monitors: the dashboard's System Health and System Alerts.

export { incidentsOf, monitorsOf } from './monitors.service.ts';
