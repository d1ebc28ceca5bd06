import { getProfile, updateProfile } from '@krishimitra/contract';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../http/authenticate.ts';
import { type App, schemaOf } from '../../http/route.ts';
import type { UserService } from './service.ts';

export function profileRoutes(app: App, users: UserService, requireUser: (r: FastifyRequest) => Promise<void>) {
  app.get(getProfile.path, { schema: schemaOf(getProfile), onRequest: requireUser }, (request) =>
    users.profile(callerOf(request).userId));

  app.post(updateProfile.path, { schema: schemaOf(updateProfile), onRequest: requireUser }, (request) =>
    users.update(callerOf(request).userId, request.body));
}
