// What other features may use of People and Fleet: the AUE cliff for the Executive Summary, the OneRoster import for the roster source.

export { createFleetService } from './fleet.service.ts';
export { fleetSection } from './fleet-report.ts';
export { applyRoster, readRoster } from './roster-import.ts';
