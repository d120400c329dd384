// What other features may use of damage reports: "Report damage" on the asset's page and on a ticket about a device.

export { ReportDamageButton } from './report-damage-dialog';
