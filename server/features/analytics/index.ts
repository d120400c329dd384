// What other parts of the server may use of Analytics: the one definition of SLA met, which the
// dashboard's Service-Level Performance shows.
export { slaMetPercent } from './ticket-figures.ts';
