// What other features may use of Fees & charges: a person's fees card (People).

export { PersonFeesCard } from './person-fees-card';
