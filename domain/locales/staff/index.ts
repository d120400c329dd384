import { adminEn } from './admin.en.ts';
import { analyticsEn } from './analytics.en.ts';
import { announcementsEn } from './announcements.en.ts';
import { apiTokensEn } from './api-tokens.en.ts';
import { appEn } from './app.en.ts';
import { assessmentsEn } from './assessments.en.ts';
import { assetPickerEn } from './asset-picker.en.ts';
import { assetsEn } from './assets.en.ts';
import { auditEn } from './audit.en.ts';
import { cannedResponsesEn } from './canned-responses.en.ts';
import { chargesEn } from './charges.en.ts';
import { damageEn } from './damage.en.ts';
import { dashboardEn } from './dashboard.en.ts';
import { districtsEn } from './districts.en.ts';
import { emailChannelsEn } from './email-channels.en.ts';
import { erateEn } from './erate.en.ts';
import { integrationsEn } from './integrations.en.ts';
import { knowledgeEn } from './knowledge.en.ts';
import { labelsEn } from './labels.en.ts';
import { licensesEn } from './licenses.en.ts';
import { meetingsEn } from './meetings.en.ts';
import { monitorsEn } from './monitors.en.ts';
import { offboardingEn } from './offboarding.en.ts';
import { partsEn } from './parts.en.ts';
import { peopleEn } from './people.en.ts';
import { privacyEn } from './privacy.en.ts';
import { projectsEn } from './projects.en.ts';
import { rulesEn } from './rules.en.ts';
import { samlEn } from './saml.en.ts';
import { scannerEn } from './scanner.en.ts';
import { scimEn } from './scim.en.ts';
import { settingsEn } from './settings.en.ts';
import { slaClockEn } from './sla-clock.en.ts';
import { tasksEn } from './tasks.en.ts';
import { ticketsEn } from './tickets.en.ts';
import { usersEn } from './users.en.ts';
import { vaultEn } from './vault.en.ts';
import { visitsEn } from './visits.en.ts';
import { webhooksEn } from './webhooks.en.ts';

/**
 * The staff screens' catalogues, one namespace per feature of client/src/features that only staff see (and `app` for
 * client/src/app and client/src/ui), in English only: the staff screens stay English, their texts
 * are the specification's (docs/decisions.md, Internationalisation). Another language is added
 * as `<feature>.<lang>.ts` beside each; until then i18next shows the English.
 */
export const STAFF_EN = {
  app: appEn,
  admin: adminEn,
  analytics: analyticsEn,
  announcements: announcementsEn,
  apiTokens: apiTokensEn,
  assessments: assessmentsEn,
  assetPicker: assetPickerEn,
  assets: assetsEn,
  audit: auditEn,
  cannedResponses: cannedResponsesEn,
  charges: chargesEn,
  damage: damageEn,
  dashboard: dashboardEn,
  districts: districtsEn,
  emailChannels: emailChannelsEn,
  erate: erateEn,
  integrations: integrationsEn,
  knowledge: knowledgeEn,
  labels: labelsEn,
  licenses: licensesEn,
  meetings: meetingsEn,
  monitors: monitorsEn,
  offboarding: offboardingEn,
  parts: partsEn,
  people: peopleEn,
  privacy: privacyEn,
  projects: projectsEn,
  rules: rulesEn,
  saml: samlEn,
  scanner: scannerEn,
  scim: scimEn,
  settings: settingsEn,
  slaClock: slaClockEn,
  tasks: tasksEn,
  tickets: ticketsEn,
  users: usersEn,
  vault: vaultEn,
  visits: visitsEn,
  webhooks: webhooksEn,
} as const;
