// What other features may use of Satisfaction: its results (the Executive Summary shows them).

export { csatResults, csatSection } from './csat-results.ts';
