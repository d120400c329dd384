import { z } from 'zod';
import { idParamSchema, okSchema } from '../http.ts';
import {
  giveAccessSchema,
  importUsersReportSchema,
  importUsersSchema,
  invitationAnswerSchema,
  inviteUserSchema,
  listPeopleQuerySchema,
  listUsersQuerySchema,
  managedUserSchema,
  resetLinkAnswerSchema,
  signInLinkAnswerSchema,
  updateUserSchema,
  userSummarySchema,
  waitingAccountSchema,
  waitingAccountsQuerySchema,
} from '../users.ts';
import { endpoints } from './endpoint.ts';

/**
 * The people of a district: pickers for everyone (/api/people), User Management for its
 * administrators. The `profile` area is what every tier's administrators do for their own people
 * (District profile).
 */
export const usersApi = endpoints('users', {
  people: {
    method: 'GET',
    path: '/api/people',
    access: 'read',
    area: 'people',
    description:
      'The active people of a district, for pickers (assignees, technicians); every role may read it.',
    query: listPeopleQuerySchema,
    response: z.array(userSummarySchema),
  },
  list: {
    method: 'GET',
    path: '/api/users',
    access: 'read',
    description:
      "User Management: the district's accounts (invited, active, deactivated), with search and filters.",
    query: listUsersQuerySchema,
    response: z.array(managedUserSchema),
  },
  invite: {
    method: 'POST',
    path: '/api/users/invitations',
    access: 'admin',
    area: 'profile',
    description:
      'Invites a technician or viewer (every tier) or an administrator (FS Apex; Five Star: any district). An email of an account waiting for access joins the district at once (attached: true).',
    body: inviteUserSchema,
    response: invitationAnswerSchema,
    status: 201,
  },
  waiting: {
    method: 'GET',
    path: '/api/users/waiting',
    access: 'read',
    area: 'profile',
    description:
      "Accounts that registered and wait for access: every one for Five Star; for a district's administrators, those of the district's email domains.",
    query: waitingAccountsQuerySchema,
    response: z.array(waitingAccountSchema),
  },
  giveAccess: {
    method: 'POST',
    path: '/api/users/:id/access',
    access: 'admin',
    area: 'profile',
    description:
      'Gives a waiting account access: it joins the district with the role (an administrator: FS Apex or Five Star).',
    params: idParamSchema,
    body: giveAccessSchema,
    response: managedUserSchema,
  },
  resendInvitation: {
    method: 'POST',
    path: '/api/users/invitations/:id/resend',
    access: 'admin',
    params: idParamSchema,
    response: invitationAnswerSchema,
  },
  revokeInvitation: {
    method: 'DELETE',
    path: '/api/users/invitations/:id',
    access: 'admin',
    params: idParamSchema,
    response: okSchema,
  },
  import: {
    method: 'POST',
    path: '/api/users/import',
    access: 'admin',
    description:
      'Invites the rows of a CSV (Email, Role, Department, First Name, Last Name); a dry run only reports.',
    body: importUsersSchema,
    response: importUsersReportSchema,
  },
  update: {
    method: 'PATCH',
    path: '/api/users/:id',
    access: 'admin',
    params: idParamSchema,
    body: updateUserSchema,
    response: managedUserSchema,
  },
  resetLink: {
    method: 'POST',
    path: '/api/users/:id/password-reset',
    access: 'admin',
    params: idParamSchema,
    response: resetLinkAnswerSchema,
  },
  signInLink: {
    method: 'POST',
    path: '/api/users/:id/sign-in-link',
    access: 'admin',
    description:
      'Five Star administrators only: a one-time link to choose a new password, for someone who cannot get mail. Shown once in this answer, mailed to nobody, never stored (only its hash); recorded in the audit log.',
    params: idParamSchema,
    response: signInLinkAnswerSchema,
  },
});
