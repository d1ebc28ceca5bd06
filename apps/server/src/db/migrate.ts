import { type Migration, Migrator } from 'kysely';
import type { Database } from './connect.ts';
import * as initial from './migrations/2026-11-21T00-initial.ts';

/** Migrations by ISO-dated name; a static list so the bundled server carries them. */
export async function migrate({ db, dialect, schema }: Database): Promise<void> {
  const migrations: Record<string, Migration> = {
    '2026-11-21T00-initial': { up: (k) => initial.up(k, dialect) },
  };
  // The bookkeeping tables live in the working schema; without naming it, Kysely would take
  // another schema's tables (in the same database) for ours.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
