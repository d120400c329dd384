import { z } from 'zod';
import { errorSchema, idParamSchema, okSchema } from '../../../domain/http.ts';
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
} from '../../../domain/users.ts';
import { caller } from '../../access/guard.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import { forbidden } from '../../lib/http-errors.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { createUsersService } from './users.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['users'];
const admin = { access: 'admin' } as const;
/** What every tier's administrators do for their own people (District profile). */
const profile = (access: 'read' | 'admin') => ({ access, area: 'profile' as const });

/** The people of a district: pickers for everyone (/api/people), User Management for its administrators. */
export const usersRoutes: FeaturePlugin = async (app, { database, background, config, sessions }) => {
  const service = createUsersService({
    db: database.db,
    mailer: background.mailer,
    publicUrl: config.publicUrl,
  });

  app.get(
    '/api/people',
    {
      config: { access: 'read', area: 'people' },
      schema: {
        tags,
        description:
          'The active people of a district, for pickers (assignees, technicians); every role may read it.',
        querystring: listPeopleQuerySchema,
        response: { 200: z.array(userSummarySchema), ...errors },
      },
    },
    async (req) => {
      const identity = caller(req);
      const districtId = resolveDistrict(identity, req.query.districtId);
      const includeProvider = req.query.includeProvider === 'true';
      // Five Star's staff and their addresses are for Five Star's administrators.
      if (includeProvider && identity.accountRole !== 'provider_admin') throw forbidden();
      return service.people(districtId, includeProvider);
    },
  );

  app.get(
    '/api/users',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description:
          "User Management: the district's accounts (invited, active, deactivated), with search and filters.",
        querystring: listUsersQuerySchema,
        response: { 200: z.array(managedUserSchema), ...errors },
      },
    },
    async (req) => service.list(caller(req), req.query.districtId, req.query),
  );

  app.post(
    '/api/users/invitations',
    {
      config: profile('admin'),
      schema: {
        tags,
        description:
          'Invites a technician or viewer (every tier) or an administrator (FS Apex; Five Star: any district). An email of an account waiting for access joins the district at once (attached: true).',
        body: inviteUserSchema,
        response: { 201: invitationAnswerSchema, ...errors },
      },
    },
    async (req, reply) => {
      const answer = await service.invite(caller(req), req.body);
      if (answer.attached) await sessions.changed({ userId: answer.invitation.id });
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/api/users/waiting',
    {
      config: profile('read'),
      schema: {
        tags,
        description:
          "Accounts that registered and wait for access: every one for Five Star; for a district's administrators, those of the district's email domains.",
        querystring: waitingAccountsQuerySchema,
        response: { 200: z.array(waitingAccountSchema), ...errors },
      },
    },
    async (req) => service.waiting(caller(req), req.query.districtId),
  );

  app.post(
    '/api/users/:id/access',
    {
      config: profile('admin'),
      schema: {
        tags,
        description:
          'Gives a waiting account access: it joins the district with the role (an administrator: FS Apex or Five Star).',
        params: idParamSchema,
        body: giveAccessSchema,
        response: { 200: managedUserSchema, ...errors },
      },
    },
    async (req) => {
      const user = await service.giveAccess(caller(req), req.params.id, req.body);
      // Their open sessions take the district at once.
      await sessions.changed({ userId: user.id });
      return user;
    },
  );

  app.post(
    '/api/users/invitations/:id/resend',
    {
      config: admin,
      schema: { tags, params: idParamSchema, response: { 200: invitationAnswerSchema, ...errors } },
    },
    async (req) => service.resend(caller(req), req.params.id),
  );

  app.delete(
    '/api/users/invitations/:id',
    { config: admin, schema: { tags, params: idParamSchema, response: { 200: okSchema, ...errors } } },
    async (req) => {
      await service.revoke(caller(req), req.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/users/import',
    {
      config: admin,
      schema: {
        tags,
        description:
          'Invites the rows of a CSV (Email, Role, Department, First Name, Last Name); a dry run only reports.',
        body: importUsersSchema,
        response: { 200: importUsersReportSchema, ...errors },
      },
    },
    async (req) => service.importCsv(caller(req), req.body.districtId, req.body.csv, req.body.dryRun),
  );

  app.patch(
    '/api/users/:id',
    {
      config: admin,
      schema: {
        tags,
        params: idParamSchema,
        body: updateUserSchema,
        response: { 200: managedUserSchema, ...errors },
      },
    },
    async (req) => {
      const { user, identityChanged } = await service.update(caller(req), req.params.id, req.body);
      // Their sessions are re-checked on every server: ended if deactivated, re-scoped if the role changed.
      if (identityChanged) await sessions.changed({ userId: user.id });
      return user;
    },
  );

  app.post(
    '/api/users/:id/password-reset',
    {
      config: admin,
      schema: { tags, params: idParamSchema, response: { 200: resetLinkAnswerSchema, ...errors } },
    },
    async (req) => service.resetLink(caller(req), req.params.id),
  );

  app.post(
    '/api/users/:id/sign-in-link',
    {
      config: admin,
      schema: {
        tags,
        description:
          'Five Star administrators only: a one-time link to choose a new password, for someone who cannot get mail. Shown once in this answer, mailed to nobody, never stored (only its hash); recorded in the audit log.',
        params: idParamSchema,
        response: { 200: signInLinkAnswerSchema, ...errors },
      },
    },
    async (req) => service.signInLink(caller(req), req.params.id),
  );
};
