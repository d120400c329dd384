import { analyticsTabs } from './measure-analytics.ts';
import { bulkOperation } from './measure-bulk.ts';
import { emailIntake } from './measure-email.ts';
import { googleSync } from './measure-google.ts';
import { connectwiseSync } from './measure-integrations.ts';
import { jobThroughput, notificationFanOut } from './measure-jobs.ts';
import { labelsFile } from './measure-labels.ts';
import { morningMix, signInStorm, soak } from './measure-morning.ts';
import { offboardingRun } from './measure-offboarding.ts';
import { ruleSimulation } from './measure-rules.ts';
import { auditVariance, scanCheckIns } from './measure-scans.ts';
import { slaClock } from './measure-sla.ts';
import { sparkyChat } from './measure-sparky.ts';
import { startAndRestart } from './measure-start.ts';
import { socketFanOut, ticketCreation } from './measure-tickets-live.ts';
import { vaultReveal } from './measure-vault.ts';
import { webhookDelivery } from './measure-webhooks.ts';
import type { Measure } from './measures.ts';

/** Every figure `npm run bench` takes besides request rates; name them to run only some. */
export const MEASURES: Record<string, Measure> = {
  jobs: jobThroughput,
  'notify-fanout': notificationFanOut,
  bulk: bulkOperation,
  'vault-reveal': vaultReveal,
  'sparky-chat': sparkyChat,
  analytics: analyticsTabs,
  'connectwise-sync': connectwiseSync,
  'google-sync': googleSync,
  'email-intake': emailIntake,
  start: startAndRestart,
  'ticket-create': ticketCreation,
  'ws-fanout': socketFanOut,
  'sla-clock': slaClock,
  'scan-checkin': scanCheckIns,
  'audit-variance': auditVariance,
  labels: labelsFile,
  'rule-simulation': ruleSimulation,
  offboarding: offboardingRun,
  'webhook-delivery': webhookDelivery,
  morning: morningMix,
  'signin-storm': signInStorm,
  soak,
};
