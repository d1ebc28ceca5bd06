import type { Kysely } from 'kysely';
import type { DB } from './schema.ts';

/**
 * Runs a service's steps in one transaction without the service touching the query builder:
 * `make` builds the repositories the steps need on the transaction, and the steps get those.
 */
export function unitOfWork<Repos>(db: Kysely<DB>, make: (executor: Kysely<DB>) => Repos) {
  return <T>(steps: (repos: Repos) => Promise<T>): Promise<T> =>
    db.transaction().execute((trx) => steps(make(trx)));
}
export type UnitOfWork<Repos> = ReturnType<typeof unitOfWork<Repos>>;
