// What other features may use of damage reports: "Report damage" on the asset's page, on a ticket about a
// device and on an onsite visit.

export { ReportDamageButton } from './report-damage-dialog';
