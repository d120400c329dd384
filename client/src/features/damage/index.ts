// What other features may use of damage reports: the asset page's "Report damage".

export { ReportDamageButton } from './report-damage-dialog';
