import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../db/connect.ts';
import type { DB } from '../db/schema.ts';
import type { Limiter, Rule, Verdict } from './limiter.ts';

/** Events older than this are of no rule's concern any more (the longest window is a day). */
const KEEP_MS = 2 * 86_400_000;
/** Thrown to undo a transaction's counting when a rule is full. */
const ROLLBACK = Symbol('rollback');

/**
 * Rate events as rows of the shared database, when there is no Redis. A transaction checks and
 * counts (and undoes the count when a rule is full); on PostgreSQL an advisory lock per key makes
 * concurrent processes take turns (SQLite runs one write transaction at a time anyway).
 */
export function databaseLimiter(db: Kysely<DB>, dialect: Dialect): Limiter {
  let takes = 0;
  return {
    name: 'database',
    async take(rules: Rule[], now: Date) {
      if (rules.length === 0) return { ok: true };
      const at = now.getTime();
      let verdict: Verdict = { ok: true };
      try {
        await db.transaction().execute(async (trx) => {
          if (dialect === 'postgres') {
            // A counter lost to a crash costs nothing; the commit need not wait for the disk.
            await sql`set local synchronous_commit to off`.execute(trx);
            // Sorted, so two requests locking the same keys can't deadlock.
            for (const key of [...new Set(rules.map((r) => r.key))].sort())
              await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
          }
          // Write first: on SQLite that takes the write lock at once (waiting out other writers)
          // rather than failing to upgrade a read lock when two processes race.
          await trx.insertInto('rate_events').values(rules.map((r) => ({ key: r.key, at }))).execute();
          for (const rule of rules) {
            const row = await trx.selectFrom('rate_events').where('key', '=', rule.key).where('at', '>', at - rule.windowSeconds * 1000)
              .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('at').as('oldest')]).executeTakeFirstOrThrow();
            if (Number(row.n) > rule.limit) {
              verdict = { ok: false, rule, retryAfterSeconds: (Number(row.oldest) + rule.windowSeconds * 1000 - at) / 1000 };
              throw ROLLBACK;
            }
          }
        });
      } catch (err) {
        if (err !== ROLLBACK) throw err;
      }
      // Now and then, forget events too old to matter, so the table stays small.
      if (++takes % 500 === 0) await db.deleteFrom('rate_events').where('at', '<', at - KEEP_MS).execute();
      return verdict;
    },
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {},
  };
}
