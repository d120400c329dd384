// What other screens use of Satisfaction: the rating of a requester's ticket (/help) and the
// results in Analytics.

export { SatisfactionResults } from './satisfaction-results';
export { TicketRating } from './ticket-rating';
