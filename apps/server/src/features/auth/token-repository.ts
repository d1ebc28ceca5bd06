import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Access tokens by their SHA-256: the token itself is never stored. */
export function tokenRepository(db: Kysely<DB>) {
  return {
    async add(userId: number, tokenHash: string, createdOn: string, expiresOn: string) {
      await db.insertInto('access_tokens')
        .values({ user_id: userId, token_hash: tokenHash, created_on: createdOn, expires_on: expiresOn })
        .execute();
    },
    /** The live (unrevoked, unexpired at `now`) token with this hash. */
    live: (tokenHash: string, now: string) =>
      db.selectFrom('access_tokens').select(['id', 'user_id'])
        .where('token_hash', '=', tokenHash)
        .where('revoked_on', 'is', null)
        .where('expires_on', '>', now)
        .executeTakeFirst(),
    async revoke(tokenId: number, now: string) {
      await db.updateTable('access_tokens').set({ revoked_on: now })
        .where('id', '=', tokenId).where('revoked_on', 'is', null).execute();
    },
  };
}
export type TokenRepository = ReturnType<typeof tokenRepository>;
