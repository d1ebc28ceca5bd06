import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type Clock, plus } from '../../clock.ts';
import type { DB } from '../../db/schema.ts';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export interface Caller { userId: number; tokenId: number }

/**
 * Access tokens: 256 random bits handed to the client once; only their SHA-256 is stored, so a
 * database leak yields no usable token. Each login makes a new one; logout revokes it.
 */
export function tokenService(db: Kysely<DB>, clock: Clock, ttlDays: number) {
  return {
    async issue(userId: number, executor: Kysely<DB> = db) {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      const expires = plus(now, ttlDays * 86400).toISOString();
      await executor.insertInto('access_tokens')
        .values({ user_id: userId, token_hash: sha256(token), created_on: now.toISOString(), expires_on: expires })
        .execute();
      return { access_token: token, expires_on: expires };
    },
    async verify(token: string): Promise<Caller | null> {
      if (token.length < 20 || token.length > 200) return null;
      const row = await db.selectFrom('access_tokens').select(['id', 'user_id'])
        .where('token_hash', '=', sha256(token))
        .where('revoked_on', 'is', null)
        .where('expires_on', '>', clock().toISOString())
        .executeTakeFirst();
      return row ? { userId: row.user_id, tokenId: row.id } : null;
    },
    async revoke(tokenId: number) {
      await db.updateTable('access_tokens').set({ revoked_on: clock().toISOString() })
        .where('id', '=', tokenId).where('revoked_on', 'is', null).execute();
    },
  };
}
export type TokenService = ReturnType<typeof tokenService>;
