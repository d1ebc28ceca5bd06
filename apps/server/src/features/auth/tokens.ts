import { createHash, randomBytes } from 'node:crypto';
import { type Clock, plus } from '../../clock.ts';
import type { TokenRepository } from './token-repository.ts';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export interface Caller { userId: number; tokenId: number }

/**
 * Access tokens: 256 random bits handed to the client once; only their SHA-256 is stored, so a
 * database leak yields no usable token. Each login makes a new one; logout revokes it.
 */
export function tokenService(tokens: TokenRepository, clock: Clock, ttlDays: number) {
  return {
    /** A new token for the user, stored through `repository` (a transaction's, at sign-up and login). */
    async issue(userId: number, repository: TokenRepository = tokens) {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      const expires = plus(now, ttlDays * 86400).toISOString();
      await repository.add(userId, sha256(token), now.toISOString(), expires);
      return { access_token: token, expires_on: expires };
    },
    async verify(token: string): Promise<Caller | null> {
      if (token.length < 20 || token.length > 200) return null;
      const row = await tokens.live(sha256(token), clock().toISOString());
      return row ? { userId: row.user_id, tokenId: row.id } : null;
    },
    revoke: (tokenId: number) => tokens.revoke(tokenId, clock().toISOString()),
  };
}
export type TokenService = ReturnType<typeof tokenService>;
