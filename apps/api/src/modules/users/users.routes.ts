import {
  AR_ACCOUNT,
  AR_PRIVACY,
  AR_USERS,
  changePasswordBodySchema,
  emptyEnvelopeSchema,
  endSessionsDtoSchema,
  envelope,
  profileDtoSchema,
  registerUserBodySchema,
  suspendUserBodySchema,
  updateProfileBodySchema,
  updateUserBodySchema,
  userDtoSchema,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireId } from '../../lib/ids';
import { responses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import { passwordChangeLimit } from '../auth';
import {
  changePassword,
  endSessions,
  getProfile,
  listUsers,
  registerUser,
  setSuspended,
  updateOwnEmail,
  updateUser,
} from './users.service';

const idParams = z.object({ id: z.string() });

export default async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limitPasswordChange = passwordChangeLimit(app);

  app.get(
    '/api/users/profile',
    {
      config: { access: 'session' },
      schema: { tags: ['session'], response: responses({ 200: envelope(profileDtoSchema) }) },
    },
    async (request) => {
      return { success: true, data: await getProfile(app.db, currentUser(request).id) };
    },
  );

  app.patch(
    '/api/users/profile',
    {
      config: { access: 'session' },
      schema: {
        tags: ['session'],
        body: updateProfileBodySchema,
        response: responses({ 200: envelope(profileDtoSchema) }),
      },
    },
    async (request) => {
      const profile = await updateOwnEmail(app.db, currentUser(request).id, request.body.email);
      return { success: true, data: profile, message: AR_PRIVACY.staff.emailSaved };
    },
  );

  app.put(
    '/api/users/profile/password',
    {
      config: { access: 'session' },
      schema: {
        tags: ['session'],
        body: changePasswordBodySchema,
        response: responses({ 200: emptyEnvelopeSchema }),
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      await limitPasswordChange(userId, reply, () =>
        changePassword(app.db, userId, request.body.oldPassword, request.body.newPassword),
      );
      return { success: true, data: null, message: AR_ACCOUNT.successTitle };
    },
  );

  app.get(
    '/api/users',
    {
      config: { access: ['Admin'] },
      schema: { tags: ['users'], response: responses({ 200: envelope(z.array(userDtoSchema)) }) },
    },
    async () => {
      return { success: true, data: await listUsers(app.db) };
    },
  );

  app.post(
    '/api/users/register',
    {
      config: { access: ['Admin'] },
      schema: {
        tags: ['users'],
        body: registerUserBodySchema,
        response: responses({ 201: envelope(userDtoSchema) }),
      },
    },
    async (request, reply) => {
      const user = await registerUser(app.db, request.body);
      return reply.status(201).send({ success: true, data: user, message: AR_USERS.created });
    },
  );

  app.patch(
    '/api/users/:id/suspend',
    {
      config: { access: ['Admin'] },
      schema: {
        tags: ['users'],
        params: idParams,
        body: suspendUserBodySchema,
        response: responses({ 200: envelope(userDtoSchema) }),
      },
    },
    async (request) => {
      const { isSuspended } = request.body;
      const user = await setSuspended(
        app.db,
        currentUser(request).id,
        requireId(request.params.id, AR_USERS.userNotFound),
        isSuspended,
      );
      return {
        success: true,
        data: user,
        message: isSuspended ? AR_USERS.suspendedOk : AR_USERS.activatedOk,
      };
    },
  );

  app.patch(
    '/api/users/:id',
    {
      config: { access: ['Admin'] },
      schema: {
        tags: ['users'],
        params: idParams,
        body: updateUserBodySchema,
        response: responses({ 200: envelope(userDtoSchema) }),
      },
    },
    async (request) => {
      const user = await updateUser(
        app.db,
        requireId(request.params.id, AR_USERS.userNotFound),
        request.body,
      );
      const message = request.body.password ? AR_PRIVACY.staff.passwordSet : AR_PRIVACY.staff.updated;
      return { success: true, data: user, message };
    },
  );

  app.post(
    '/api/users/:id/sessions/end',
    {
      config: { access: ['Admin'] },
      schema: {
        tags: ['users'],
        params: idParams,
        response: responses({ 200: envelope(endSessionsDtoSchema) }),
      },
    },
    async (request) => {
      const ended = await endSessions(app.db, requireId(request.params.id, AR_USERS.userNotFound));
      return { success: true, data: ended, message: AR_PRIVACY.staff.sessionsEnded };
    },
  );
}
