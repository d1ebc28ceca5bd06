// npm run bench:api — a benchmark, not a test: prints latency and throughput of the API against
// a bare Fastify route started in the same run, at 50 concurrent connections.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { SmsProvider } from '../src/sms/provider.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Row { name: string; p50: number; p99: number; rps: number; errors: number; non2xx: number }

async function measure(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  return {
    name, p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average,
    errors: result.errors + result.timeouts, non2xx: result.non2xx,
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'km-bench-'));
  let lastCode = '';
  const sms: SmsProvider = { name: 'bench', async sendOtp(_to, code) { lastCode = code; } };
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', OTP_SECRET: 'b'.repeat(32), SMS_PROVIDER: 'console', SMS_ALLOW_CONSOLE_IN_PRODUCTION: 'true', DATA_DIR: dataDir, LOG_LEVEL: 'silent',
    // One client at 50 connections: the per-caller limits meant for phones are lifted.
    RATE_CHAT_PER_MINUTE: '100000000', RATE_CHAT_PER_IP_PER_MINUTE: '100000000', RATE_SESSIONS_PER_IP_PER_HOUR: '100000000' });
  const app = await buildApp(config, { sms, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

  // A signed-in farmer with a session, as the chat benchmark needs.
  const me = { name: 'Bench', mobile_number: '9000000001', language_id: 1, country_code_id: 1, gender: 'other', pincode: '1', age: 30 };
  const post = (p: string, body: unknown, token?: string) => fetch(`${url}/api/v1${p}`, {
    method: 'POST', body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  }).then((r) => r.json() as Promise<Record<string, string>>);
  await post('/user/signup/request-otp/', me);
  const token = (await post('/user/signup/validate-otp/', { ...me, otp: lastCode })).access_token!;
  const session = (await post('/chat/create-session/', { language_id: 1, config_id: 1 }, token)).session_id!;
  const boundary = '----kmbench';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="session_id"\r\n\r\n${session}\r\n`
    + `--${boundary}\r\nContent-Disposition: form-data; name="text"\r\n\r\nwheat leaves yellow stripes rust, what to spray?\r\n--${boundary}--\r\n`;

  console.log(`bench:api — ${CONNECTIONS} connections, ${SECONDS} s each, SQLite (synchronous=FULL) in ${dataDir}, node ${process.version}, ${os.cpus().length} cores\n`);
  const rows: Row[] = [];
  rows.push(await measure('bare Fastify GET /bare', { url: `${bareUrl}/bare` }));
  rows.push(await measure('GET /api/v1/language/', { url: `${url}/api/v1/language/` }));
  rows.push(await measure('POST /api/v1/chat/ (text)', {
    url: `${url}/api/v1/chat/`, method: 'POST', body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  }));

  // Spoken answers are made off the main thread: /healthz keeps answering while 20 are made at once.
  let speaking = true;
  let spoken = 0;
  const speakLoop = async (i: number) => {
    for (let n = 0; speaking; n++) {
      // A different question each time: the spoken-answer cache would otherwise do the work.
      const text = `wheat leaves yellow stripes rust, what to spray? field ${i}-${n}`;
      const form = `--${boundary}\r\nContent-Disposition: form-data; name="session_id"\r\n\r\n${session}\r\n`
        + `--${boundary}\r\nContent-Disposition: form-data; name="speech"\r\n\r\ntrue\r\n`
        + `--${boundary}\r\nContent-Disposition: form-data; name="text"\r\n\r\n${text}\r\n--${boundary}--\r\n`;
      const res = await fetch(`${url}/api/v1/chat/`, { method: 'POST', body: form, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` } });
      if ((await res.json() as { audio?: string | null }).audio) spoken++;
    }
  };
  const speakers = Array.from({ length: 20 }, (_, i) => speakLoop(i));
  rows.push(await measure('GET /healthz, 20 speaking', { url: `${url}/healthz`, connections: 1 }));
  speaking = false;
  await Promise.all(speakers);
  console.log(`(${spoken} spoken answers made during the /healthz run)`);

  const bareRps = rows[0]!.rps;
  console.log('route'.padEnd(30), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'req/s'.padStart(10), 'vs bare'.padStart(9), 'errors'.padStart(7), 'non-2xx'.padStart(8));
  for (const r of rows) {
    console.log(r.name.padEnd(30), String(r.p50).padStart(8), String(r.p99).padStart(8), r.rps.toFixed(0).padStart(10),
      `${(r.rps / bareRps).toFixed(3)}x`.padStart(9), String(r.errors).padStart(7), String(r.non2xx).padStart(8));
  }
  await app.close();
  await bare.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
