// Helpers for tests that run the built server as `npm start` does, and the services it talks to
// as real processes: a private PostgreSQL cluster and a private Redis that a test may stop and
// start without disturbing the machine's shared ones.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(serverDir, 'dist', 'main.js');

// The tests read whatever JSON the server sends and assert on it field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export const freePort = () => new Promise<number>((resolve) => {
  const srv = net.createServer();
  srv.listen(0, '127.0.0.1', () => {
    const { port } = srv.address() as net.AddressInfo;
    srv.close(() => resolve(port));
  });
});

/** Polls until `check` gives a value; `ms` is only a ceiling against a hang (the machine may be busy). */
export async function waitFor<T>(what: string, check: () => T | undefined | Promise<T | undefined>, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export function buildServerOnce() {
  if (!fs.existsSync(entry)) execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir });
}

export interface ServerProcess {
  child: ChildProcess;
  log: string[];
  port: number;
  base: string;
  json(method: string, url: string, body?: unknown, token?: string): Promise<{ status: number; body: Json; headers: Headers }>;
  /** The code the console SMS provider printed for this number after log line `after`. */
  otp(mobile: string, after: number): Promise<string>;
  /** SIGTERM; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** kill -9: no chance to finish anything. */
  kill(): Promise<void>;
}

/** Starts the built server on a free port (or `port`) and waits until it listens. */
export async function launch(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  buildServerOnce();
  const p = port ?? await freePort();
  const log: string[] = [];
  // (No search warming unless a test asks: it is seconds of CPU at start, and several servers start at once.)
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, HOST: '127.0.0.1', NODE_ENV: 'development', LOG_LEVEL: 'info', SHUTDOWN_DELAY_MS: '0', WEATHER_PROVIDER: 'none', SEARCH_WARM: '0', ...env, PORT: String(p) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let buffer = '';
  const onData = (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    log.push(...lines);
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${p}/api/v1`;
  await waitFor(`the server to listen (log: ${log.slice(-3).join(' | ')})`, () => (child.exitCode !== null ? Promise.reject(new Error(log.join('\n'))) : log.find((l) => l.includes('Krishimitra is serving'))), 60_000);
  return {
    child, log, port: p, base,
    async json(method, url, body, token) {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: (await res.json()) as Json, headers: res.headers };
    },
    otp: (mobile, after) => waitFor('the OTP in the log', () => {
      for (const line of log.slice(after)) {
        const m = line.match(new RegExp(`OTP (\\d{6}) for \\+91 ?${mobile}`));
        if (m) return m[1];
      }
      return undefined;
    }),
    stop: () => { child.kill('SIGTERM'); return exited; },
    kill: async () => { child.kill('SIGKILL'); await exited; },
  };
}

export const someFarmer = (mobile: string) =>
  ({ name: 'Savita Devi', mobile_number: mobile, language_id: 2, country_code_id: 1, gender: 'female', pincode: '226001', age: 35, dob: null });

/** Signs up through `request` and verifies through `verify` (the same process or another). */
export async function signUpThrough(request: ServerProcess, mobile: string, verify = request): Promise<string> {
  const me = someFarmer(mobile);
  const mark = request.log.length;
  const asked = await request.json('POST', '/user/signup/request-otp/', me);
  if (asked.status !== 200) throw new Error(`request-otp: ${JSON.stringify(asked.body)}`);
  const signed = await verify.json('POST', '/user/signup/validate-otp/', { ...me, otp: await request.otp(mobile, mark) });
  if (signed.status !== 200) throw new Error(`validate-otp: ${JSON.stringify(signed.body)}`);
  return signed.body.access_token as string;
}

const PG_BIN = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin`).find((d) => fs.existsSync(`${d}/initdb`)) : undefined;
/** Whether this machine can run a private PostgreSQL (Debian's server binaries, and a postgres user when root). */
export const canRunPostgres = Boolean(PG_BIN) && (process.getuid?.() !== 0 || hasUser('postgres'));
export const canRunRedis = fs.existsSync('/usr/bin/redis-server');

function hasUser(name: string) {
  try {
    execFileSync('id', ['-u', name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Runs a PostgreSQL binary, as the postgres user when we are root (PostgreSQL refuses root). */
function pgRun(bin: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  return asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', `${PG_BIN}/${bin}`, ...args], { stdio: 'pipe' })
    : execFileSync(`${PG_BIN}/${bin}`, args, { stdio: 'pipe' });
}

/** A PostgreSQL cluster of the test's own, on a free port, that the test may stop and start. */
export async function privatePostgres() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'km-pg-'));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  pgRun('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = () => { pgRun('pg_ctl', ['-D', data, '-o', opts, '-w', '-l', path.join(dir, 'log'), 'start']); };
  const stop = () => { pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']); };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start, stop,
    destroy() {
      try { stop(); } catch { /* already stopped */ }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A Redis of the test's own, on a free port, keeping nothing on disk. */
export async function privateRedis() {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitFor('redis to listen', () => new Promise<true | undefined>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => { socket.end(); resolve(true); });
      socket.on('error', () => resolve(undefined));
    }));
  };
  const stop = async () => {
    if (!child) return;
    const c = child;
    child = null;
    await new Promise((resolve) => { c.once('exit', resolve); c.kill('SIGKILL'); });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, destroy: stop };
}
