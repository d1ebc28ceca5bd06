import { type Migration, Migrator } from 'kysely';
import type { Database } from './connect.ts';
import * as initial from './migrations/2026-11-21T00-initial.ts';

/** Migrations by ISO-dated name; a static list so the bundled server carries them. */
export async function migrate({ db, dialect }: Database): Promise<void> {
  const migrations: Record<string, Migration> = {
    '2026-11-21T00-initial': { up: (k) => initial.up(k, dialect) },
  };
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
