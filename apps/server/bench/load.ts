// npm run bench:load — a benchmark, not a test. 200 simulated farmers (log in, open a chat, ask
// typed questions, read their history) for 60 s against (1) one server process on SQLite and
// (2) two processes on PostgreSQL + Redis behind nginx. Prints errors, latency p50/p99,
// sustained requests/s and the servers' memory at the end. The generator runs on the same
// machine, so it competes with the servers for the CPU: the numbers are a floor. Codes go out
// through the servers' real MSG91 provider to a stand-in gateway in this process.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { launch, type ServerProcess, someFarmer } from '../test/processes.ts';
import { startNginx } from '../test/nginx.ts';

const FARMERS = Number(process.env.LOAD_FARMERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const PG_URL = process.env.LOAD_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.LOAD_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const QUESTIONS = [
  'wheat leaves yellow powder stripes, what to spray?', 'गेहूं में पीला रतुआ', 'tomato leaves curling up, white flies',
  'వరిలో అగ్గి తెగులు మందు', 'soil sample kaise le', 'PMFBY premium for kharif', 'heat wave what to do for crops',
  'cotton pink bollworm in bolls', 'நெல் இலை சுருட்டு புழு', 'drip irrigation benefits',
];

/** The farmers all come from this machine; the limits meant for real networks are lifted. */
const BENCH_ENV = {
  NODE_ENV: 'production', OTP_SECRET: 'l'.repeat(32), SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'bench', MSG91_TEMPLATE_ID: 'bench',
  TTS_PROVIDER: 'none', WEATHER_PROVIDER: 'none', OTP_RESEND_SECONDS: '0', OTP_MAX_PER_10_MIN: '1000', OTP_MAX_PER_DAY: '1000',
  OTP_MAX_PER_IP_PER_HOUR: '1000000', OTP_MAX_VERIFY_PER_10_MIN: '1000', SMS_DAILY_CAP: '1000000', SMS_DAILY_CAP_PER_PREFIX: '1000000',
  RATE_CHAT_PER_MINUTE: '100000', RATE_CHAT_PER_IP_PER_MINUTE: '1000000', RATE_SESSIONS_PER_IP_PER_HOUR: '1000000', LOG_LEVEL: 'info',
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/**
 * The SMS gateway, played by this process: the servers send codes through their real MSG91
 * provider to it, and the simulated phones read them here (the code is known before the
 * request-otp call returns, as on a real phone, give or take the SMS delay).
 */
async function smsGateway() {
  const codes = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    codes.set(url.searchParams.get('mobile')?.slice(-10) ?? '', url.searchParams.get('otp') ?? '');
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"type":"success"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    codeFor: (mobile: string) => {
      const code = codes.get(mobile);
      if (!code) throw new Error(`no code sent to ${mobile}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Result {
  requests: number; errors: number; statuses: Map<number, number>; latencies: number[]; seconds: number; marks: number[];
  /** Latencies per call (its path without the query), to tell which call makes the tail. */
  byCall: Map<string, number[]>;
}

async function run(base: string, codeFor: (mobile: string) => string, servers: ServerProcess[]): Promise<Result> {
  const latencies: number[] = [];
  const byCall = new Map<string, number[]>();
  const statuses = new Map<number, number>();
  let errors = 0;
  const call = async (url: string, init: RequestInit = {}) => {
    const started = performance.now();
    try {
      const res = await fetch(`${base}/api/v1${url}`, init);
      const body = await res.json() as Record<string, unknown>;
      const took = performance.now() - started;
      latencies.push(took);
      const name = url.split('?')[0]!;
      if (!byCall.has(name)) byCall.set(name, []);
      byCall.get(name)!.push(took);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (!res.ok) errors++;
      return body;
    } catch {
      errors++;
      return {};
    }
  };
  const json = (url: string, body: unknown, token?: string) => call(url, {
    method: 'POST', body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

  // Every farmer has an account before the clock starts.
  const farmers = Array.from({ length: FARMERS }, (_, i) => someFarmer(`9${String(100000000 + i).slice(-9)}`));
  for (let i = 0; i < farmers.length; i += 20) {
    await Promise.all(farmers.slice(i, i + 20).map(async (me) => {
      await json('/user/signup/request-otp/', me);
      await json('/user/signup/validate-otp/', { ...me, otp: codeFor(me.mobile_number) });
    }));
  }
  latencies.length = 0;
  byCall.clear();
  statuses.clear();
  errors = 0;
  const marks = servers.map((server) => server.log.length);

  const until = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(farmers.map(async (me, n) => {
    const login = { mobile_number: me.mobile_number, country_code_id: 1, language_id: 2 };
    const asked = await json('/user/login/request-otp/', login);
    if (asked.otp_sent !== 'success') throw new Error(`login code refused: ${JSON.stringify(asked)}`);
    const code = codeFor(me.mobile_number);
    const { access_token: token } = await json('/user/login/validate-otp/', { ...login, otp: code }) as { access_token: string };
    const auth = { authorization: `Bearer ${token}` };
    for (let round = 0; Date.now() < until; round++) {
      const { session_id: session } = await json('/chat/create-session/', { language_id: 2, config_id: 1 }, token) as { session_id: string };
      for (let q = 0; q < 3 && Date.now() < until; q++) {
        const form = new FormData();
        form.set('session_id', session);
        form.set('text', QUESTIONS[(n + round + q) % QUESTIONS.length]!);
        await call('/chat/', { method: 'POST', body: form, headers: auth });
      }
      await call('/chat/sessions/?page=1', { headers: auth });
      await call(`/chat/conversations/?session_id=${session}&page=1`, { headers: auth });
    }
  }));
  return { requests: latencies.length + errors, errors, statuses, latencies, seconds: (performance.now() - started) / 1000, marks, byCall };
}

/**
 * The servers' own time per request (Fastify's responseTime in their logs, from `marks` on). It
 * starts once a request is read: a new connection's wait in the listen queue is not in it (that
 * was the 10 s tail of the logins, seen per call in the farmers' own times).
 */
function serverTimes(servers: ServerProcess[], marks: number[]): number[] {
  return servers.flatMap((s, i) => s.log.slice(marks[i]).flatMap((line) => {
    const m = line.match(/"responseTime":([\d.]+)/);
    return m ? [Number(m[1])] : [];
  })).sort((a, b) => a - b);
}

function report(name: string, r: Result, servers: ServerProcess[]) {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const own = serverTimes(servers, r.marks);
  const memory = servers.map((s) => `${rssMb(s.child.pid!).toFixed(0)} MB`).join(' + ');
  console.log(`| ${name} | ${FARMERS} | ${r.requests} | ${r.errors} | ${(r.requests / r.seconds).toFixed(0)} | ${percentile(sorted, 50).toFixed(0)} ms | ${percentile(sorted, 99).toFixed(0)} ms | ${own.length ? `${percentile(own, 50).toFixed(0)} / ${percentile(own, 99).toFixed(0)} ms` : '–'} | ${memory} |`);
  if (r.errors) console.log(`  statuses: ${JSON.stringify(Object.fromEntries(r.statuses))}`);
  const calls = [...r.byCall].map(([call, times]) => {
    const t = [...times].sort((a, b) => a - b);
    return `${call} ${t.length}× p50 ${percentile(t, 50).toFixed(0)} / p99 ${percentile(t, 99).toFixed(0)} ms`;
  });
  console.log(`  per call: ${calls.join('; ')}`);
}

async function main() {
  console.log(`${FARMERS} farmers, ${SECONDS} s each setup; generator on the same ${os.cpus().length}-core machine\n`);
  console.log('| setup | farmers | requests | errors | req/s | p50 | p99 | servers\' own p50 / p99 | server memory at end |');
  console.log('|---|---|---|---|---|---|---|---|---|');

  const sms = await smsGateway();
  const single = await launch({ ...BENCH_ENV, MSG91_BASE_URL: sms.url, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'km-load-')) });
  try {
    report('1 process, SQLite', await run(`http://127.0.0.1:${single.port}`, sms.codeFor, [single]), [single]);
  } finally {
    await single.stop();
  }

  const schema = `load_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const env = {
    ...BENCH_ENV, MSG91_BASE_URL: sms.url, DATABASE_URL: `${PG_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    REDIS_URL, REDIS_PREFIX: `${schema}:`, TRUST_PROXY: 'true', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'km-load-')),
  };
  const pair = await Promise.all([launch(env), launch(env)]);
  const lb = await startNginx(pair.map((s) => s.port));
  try {
    report('2 processes, PostgreSQL + Redis, nginx', await run(lb.base, sms.codeFor, pair), pair);
  } finally {
    await lb.stop();
    await Promise.all(pair.map((s) => s.stop()));
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
    await sms.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
