import { getProfile, M, updateProfile } from '@krishimitra/contract';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.ts';
import { callerOf } from '../../http/authenticate.ts';
import { badRequest, unauthorized } from '../../http/errors.ts';
import { type App, schemaOf } from '../../http/route.ts';
import type { ReferenceRepository } from '../reference/repository.ts';
import type { UserRepository } from './repository.ts';

export function profileRoutes(
  app: App, users: UserRepository, reference: ReferenceRepository, clock: Clock,
  requireUser: (r: FastifyRequest) => Promise<void>,
) {
  const load = async (id: number) => (await users.profile(id)) ?? Promise.reject(unauthorized());

  app.get(getProfile.path, { schema: schemaOf(getProfile), onRequest: requireUser }, (request) =>
    load(callerOf(request).userId));

  app.post(updateProfile.path, { schema: schemaOf(updateProfile), onRequest: requireUser }, async (request) => {
    const { userId } = callerOf(request);
    const patch = request.body;
    if (patch.language_id !== undefined && !(await reference.language(patch.language_id)))
      throw badRequest('language_id', M.selectLanguage);
    // A new date of birth must agree with the stored age when the age is not sent along.
    if (patch.dob && patch.age === undefined) {
      const current = await load(userId);
      const check = updateProfile.body.safeParse({ age: current.age, dob: patch.dob });
      if (!check.success) throw badRequest('age', M.ageMismatch);
    }
    const { dob, ...rest } = patch;
    await users.update(userId, { ...rest, ...(dob !== undefined ? { dob } : {}) }, clock().toISOString());
    return load(userId);
  });
}
