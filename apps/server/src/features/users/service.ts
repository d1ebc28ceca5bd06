import { dateErrors, M, type ProfileChange } from '@krishimitra/contract';
import type { Clock } from '../../clock.ts';
import { AppError, badRequest, unauthorized } from '../../http/errors.ts';
import type { ReferenceRepository } from '../reference/repository.ts';
import type { UserRepository } from './repository.ts';

/** The farmer's own profile: read it, and change it under the same rules as sign-up. */
export function userService(users: UserRepository, reference: ReferenceRepository, clock: Clock) {
  const profile = async (userId: number) => (await users.profile(userId)) ?? Promise.reject(unauthorized());
  return {
    profile,
    async update(userId: number, patch: ProfileChange) {
      if (patch.language_id !== undefined && !(await reference.language(patch.language_id)))
        throw badRequest('language_id', M.selectLanguage);
      // A new date of birth must agree with the age sent along, or else with the stored one.
      if (patch.dob) {
        const age = patch.age ?? (await profile(userId)).age;
        const errors = dateErrors({ dob: patch.dob, age }, clock());
        if (errors) throw new AppError(400, errors);
      }
      const { dob, ...rest } = patch;
      await users.update(userId, { ...rest, ...(dob !== undefined ? { dob } : {}) }, clock().toISOString());
      return profile(userId);
    },
  };
}
export type UserService = ReturnType<typeof userService>;
