import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(serverDir, 'dist', 'main.js');

const freePort = () => new Promise<number>((resolve) => {
  const srv = net.createServer();
  srv.listen(0, '127.0.0.1', () => {
    const { port } = srv.address() as net.AddressInfo;
    srv.close(() => resolve(port));
  });
});

/** The built server as `npm start` runs it, with its log collected line by line. */
function startProcess(env: Record<string, string>) {
  const log: string[] = [];
  const child = spawn(process.execPath, [entry], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let buffer = '';
  const onData = (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    log.push(...lines);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return { child, log };
}

async function waitFor<T>(what: string, check: () => T | undefined | Promise<T | undefined>, ms = 15000): Promise<T> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

// The test reads whatever JSON the server sends and asserts on it field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const stop = (child: ChildProcess) => new Promise<number | null>((resolve) => {
  child.once('exit', (code) => resolve(code));
  child.kill('SIGTERM');
});

describe('the built server as a farmer\'s phone sees it', () => {
  let dataDir: string;
  let port: number;
  let server: ReturnType<typeof startProcess>;
  const base = () => `http://127.0.0.1:${port}/api/v1`;

  const start = async () => {
    server = startProcess({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'info' });
    await waitFor('the server to listen', () => server.log.find((l) => l.includes('Krishimitra is serving')));
  };
  const json = async (method: string, url: string, body?: unknown, token?: string) => {
    const res = await fetch(`${base()}${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  /** Reads the code the console SMS provider printed for this number. */
  const otpFromLog = (mobile: string, after: number) => waitFor('the OTP in the log', () => {
    for (const line of server.log.slice(after)) {
      const m = line.match(new RegExp(`OTP (\\d{6}) for \\+91 ${mobile}`));
      if (m) return m[1];
    }
    return undefined;
  });

  beforeAll(async () => {
    if (!fs.existsSync(entry)) execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'km-process-'));
    port = await freePort();
    await start();
  }, 60_000);
  afterAll(async () => {
    if (server.child.exitCode === null) await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs up, chats, lists history, survives a restart and logs out', async () => {
    const me = { name: 'Savita Devi', mobile_number: '9811122233', language_id: 2, country_code_id: 1, gender: 'female', pincode: '226001', age: 35, dob: null };
    let mark = server.log.length;
    expect((await json('POST', '/user/signup/request-otp/', me)).status).toBe(200);
    const code = await otpFromLog(me.mobile_number, mark);
    const signed = await json('POST', '/user/signup/validate-otp/', { ...me, otp: code });
    expect(signed.status).toBe(200);
    const token = signed.body.access_token as string;

    const session = (await json('POST', '/chat/create-session/', { language_id: 2, config_id: 1 }, token)).body.session_id;
    const form = new FormData();
    form.set('session_id', session);
    form.set('text', 'गेहूं में पीला रतुआ');
    const chat = await fetch(`${base()}/chat/`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(chat.status).toBe(200);
    const answer = (await chat.json()) as Json;
    // The shipped knowledge base answers, in the farmer's script (its content is measured by npm run eval).
    expect(answer.response).toMatch(/[\u0900-\u097f]/);
    expect(answer.response.length).toBeGreaterThan(80);
    expect(answer.audio).toBeNull();

    expect(await stop(server.child)).toBe(0);
    await start();

    const history = await json('GET', '/chat/sessions/?page=1', undefined, token);
    expect(history.status).toBe(200);
    expect(history.body.results[0]).toMatchObject({ session_id: session, name: 'गेहूं में पीला रतुआ' });
    const turns = await json('GET', `/chat/conversations/?session_id=${session}&page=1`, undefined, token);
    expect(turns.body.results[0].response.response).toBe(answer.response);

    // Log in again on the restarted server, again reading the code from its log.
    mark = server.log.length;
    const login = { mobile_number: me.mobile_number, language_id: 2, country_code_id: 1 };
    expect((await json('POST', '/user/login/request-otp/', login)).status).toBe(429); // the 90 s resend wait holds across restarts
    expect((await json('POST', '/user/logout/', undefined, token)).status).toBe(200);
    expect((await json('GET', '/user/profile/', undefined, token)).status).toBe(401);
    expect(server.log.slice(mark).some((l) => l.includes(token))).toBe(false);
  }, 60_000);
});
