import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';
export interface Database { db: Kysely<DB>; dialect: Dialect }

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL schema to work in (tests use one per run); default: the server's search_path. */
  pgSchema?: string;
  poolSize?: number;
}

export function connect(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // An idle client losing its connection (database restart) must not crash the process.
    pool.on('error', () => {});
    return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  // FULL: a commit that returned has reached the disk, so an acknowledged OTP, token or message
  // survives a power cut or kill -9, not only a process crash.
  return sqliteDatabase(openSqlite(options.dataDir, 'krishimitra.sqlite', 'FULL'));
}

/** A SQLite file in dataDir in WAL mode, waiting out other writers. */
function openSqlite(dataDir: string, name: string, synchronous: 'FULL' | 'OFF') {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, name));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${synchronous}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

const sqliteDatabase = (sqlite: SQLite.Database): Database =>
  ({ db: new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }), dialect: 'sqlite' });

/**
 * Kysely prepares every query's SQL anew; compiling it was a twelfth of a busy server's time
 * (bench:load, profiled). The same few hundred statements are asked over and over, so each is
 * compiled once and kept. Bounded, for SQL that differs by the length of a list. (Statements are
 * run to the end at once, never streamed, so one statement is never busy when asked again.)
 */
const STATEMENTS_KEPT = 500;
function withStatementCache(sqlite: SQLite.Database) {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = kept.get(sql);
      if (!statement) {
        if (kept.size >= STATEMENTS_KEPT) kept.clear();
        kept.set(sql, statement = sqlite.prepare(sql));
      }
      return statement;
    },
  };
}

/**
 * The SQLite file for rate counters (see limits/): commits don't wait for the disk, and its one
 * table is made here, apart from the migrated database.
 */
export function connectCounters(dataDir: string): Database {
  const sqlite = openSqlite(dataDir, 'counters.sqlite', 'OFF');
  sqlite.exec('create table if not exists rate_events (id integer primary key autoincrement, key text not null, at integer not null)');
  sqlite.exec('create index if not exists rate_events_key_at on rate_events (key, at)');
  return sqliteDatabase(sqlite);
}
