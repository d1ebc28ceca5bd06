import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp, type Overrides } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connect, type Dialect } from '../src/db/connect.ts';
import type { DB } from '../src/db/schema.ts';
import type { SmsProvider } from '../src/sms/provider.ts';
import { FIXTURE } from './kb-fixture.ts';

const PG_URL = process.env.TEST_DATABASE_URL;

/** The dialects the API suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DIALECTS: Dialect[] = PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** A fake for the SMS provider (an external system): keeps what would have been sent. */
export function capturingSms() {
  const sent: { to: string; code: string }[] = [];
  let failing = false;
  const provider: SmsProvider = {
    name: 'capture',
    async sendOtp(to, code) {
      if (failing) throw new Error('provider down');
      sent.push({ to: `${to.countryCode}${to.mobile}`, code });
    },
  };
  return { provider, sent, fail: (on: boolean) => { failing = on; }, last: () => sent.at(-1)?.code ?? '' };
}

/** A clock the test moves by hand. */
export function testClock(start = Date.parse('2026-11-21T06:00:00Z')) {
  let now = start;
  return { clock: () => new Date(now), advance: (seconds: number) => { now += seconds * 1000; } };
}

/** An empty database of its own: a SQLite file in a temp dir, or a fresh PostgreSQL schema. */
export async function freshDatabase(dialect: Dialect) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'km-db-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  if (dialect === 'postgres') await pgAdmin(`CREATE SCHEMA ${schema}`);
  const open = () => connect({ databaseUrl: dialect === 'postgres' ? PG_URL : undefined, dataDir, pgSchema: schema, poolSize: 4 });
  return {
    database: open(),
    /** Another connection to the same database, as a second server process would have. */
    open,
    async drop() {
      if (dialect === 'postgres') await pgAdmin(`DROP SCHEMA ${schema} CASCADE`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function pgAdmin(statement: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestServer {
  app: FastifyInstance;
  dialect: Dialect;
  sms: ReturnType<typeof capturingSms>;
  time: ReturnType<typeof testClock>;
  dataDir: string;
  /** A separate connection to the same database, to check what is really stored. */
  db: Kysely<DB>;
  /** Closes the app and builds a new one on the same database, as a process restart would. */
  restart(): Promise<void>;
  close(): Promise<void>;
  call(method: 'GET' | 'POST', url: string, options?: { body?: unknown; token?: string; headers?: Record<string, string>; payload?: Buffer | string; ip?: string }): Promise<LightMyRequestResponse>;
}

export async function startServer(dialect: Dialect, env: Record<string, string> = {}, overrides: Overrides = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'km-test-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  if (dialect === 'postgres') await pgAdmin(`CREATE SCHEMA ${schema}`);
  // The API suites answer from a small fixture knowledge base, through the real loader; the
  // shipped content has its own validation and the eval.
  const knowledgeDir = path.join(dataDir, 'knowledge');
  fs.mkdirSync(knowledgeDir);
  fs.writeFileSync(path.join(knowledgeDir, 'fixture.json'), JSON.stringify(FIXTURE));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', KNOWLEDGE_DIR: knowledgeDir, TTS_PROVIDER: 'none', WEATHER_PROVIDER: 'none', ...env });
  const sms = capturingSms();
  const time = testClock();
  const open = () => connect({ databaseUrl: dialect === 'postgres' ? PG_URL : undefined, dataDir, pgSchema: schema, poolSize: 4 });
  const make = () => buildApp(config, {
    database: open(),
    sms: sms.provider,
    clock: time.clock,
    logger: false,
    ...overrides,
  });
  const server: TestServer = {
    app: await make(),
    db: open().db,
    dialect, sms, time, dataDir,
    async restart() {
      await server.app.close();
      server.app = await make();
    },
    async close() {
      await server.app.close();
      await server.db.destroy();
      if (dialect === 'postgres') await pgAdmin(`DROP SCHEMA ${schema} CASCADE`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    call(method, url, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      return server.app.inject({
        method, url: `/api/v1${url}`, headers,
        ...(options.ip ? { remoteAddress: options.ip } : {}),
        ...(options.payload !== undefined ? { payload: options.payload } : options.body !== undefined ? { payload: options.body as object } : {}),
      });
    },
  };
  return server;
}

export const farmer = (mobile = '9876543210') => ({
  name: 'Ramesh Kumar', mobile_number: mobile, language_id: 1, country_code_id: 1,
  gender: 'male', pincode: '110001', age: 40, dob: null as string | null,
});

/** Signs a new farmer up through the API and returns their token. */
export async function signUp(server: TestServer, data = farmer()): Promise<string> {
  const request = await server.call('POST', '/user/signup/request-otp/', { body: data });
  if (request.statusCode !== 200) throw new Error(`request-otp failed: ${request.body}`);
  const validate = await server.call('POST', '/user/signup/validate-otp/', { body: { ...data, otp: server.sms.last() } });
  if (validate.statusCode !== 200) throw new Error(`validate-otp failed: ${validate.body}`);
  return validate.json().access_token as string;
}

/** Starts a visitor's chat session (no account) and returns its id. */
export async function guestSession(server: TestServer): Promise<string> {
  return (await server.call('POST', '/chat/create-session/anonymous/', { body: { language_id: 1, config_id: 1 } })).json().session_id as string;
}

/** A multipart body built by hand, as a phone's FormData would send it. */
export function multipart(fields: Record<string, string>, files: { field: string; filename: string; type: string; data: Buffer }[] = []) {
  const boundary = `----km${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`));
    parts.push(f.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real 16 kHz mono 16-bit WAV of `seconds` of a tone. */
export function wav(seconds = 1, rate = 16000): Buffer {
  const samples = Math.round(seconds * rate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0); header.writeUInt32LE(36 + data.length, 4); header.write('WAVE', 8);
  header.write('fmt ', 12); header.writeUInt32LE(16, 16); header.writeUInt16LE(1, 20); header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24); header.writeUInt32LE(rate * 2, 28); header.writeUInt16LE(2, 32); header.writeUInt16LE(16, 34);
  header.write('data', 36); header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** The smallest real JPEG header plus filler: enough for type checks by magic bytes. */
export const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), randomBytes(2000), Buffer.from([0xff, 0xd9])]);
