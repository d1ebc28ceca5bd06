import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connect } from '../src/db/connect.ts';
import { operatorRepository } from '../src/features/operator/repository.ts';
import { operatorService } from '../src/features/operator/service.ts';
import { DIALECTS, farmer, multipart, signUp, startServer, type TestServer } from './harness.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PASSWORD = 'long enough passphrase';

// Issue 15: the content team's back office at /admin, with its own accounts.
describe.each(DIALECTS)('operator back office on %s', (dialect) => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startServer(dialect);
    await operatorService({ operators: operatorRepository(s.db), clock: s.time.clock }).addOperator('asha', PASSWORD);
  });
  afterEach(async () => { await s.close(); });

  const page = (url: string, cookie?: string, extra: Record<string, string> = {}) =>
    s.app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...extra } });
  const post = (url: string, fields: Record<string, string>, cookie?: string, ip = '10.0.0.1', headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'POST', url, remoteAddress: ip, payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}), ...headers } });
  const signIn = async (password = PASSWORD, ip = '10.0.0.1') => post('/admin/login', { name: 'asha', password }, undefined, ip);
  const cookieOf = (res: Awaited<ReturnType<typeof signIn>>) => String(res.headers['set-cookie']).split(';')[0]!;
  const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)![1]!;

  it('signs an operator in with a strict, script-proof cookie, and keeps farmers\' tokens out', async () => {
    expect((await page('/admin/')).body).toContain('action="/admin/login"');
    expect((await signIn('wrong password!!')).statusCode).toBe(401);
    const ok = await signIn();
    expect(ok.statusCode).toBe(303);
    expect(String(ok.headers['set-cookie'])).toMatch(/^km_operator=[\w-]{43}; Path=\/admin; HttpOnly; Secure; SameSite=Strict; Max-Age=43200$/);
    const home = await page('/admin/', cookieOf(ok));
    expect(home.body).toContain('Declined questions');
    expect(home.headers['cache-control']).toBe('no-store');

    const token = await signUp(s);
    const asFarmer = await page('/admin/export.csv', undefined, { authorization: `Bearer ${token}` });
    expect(asFarmer.statusCode).toBe(401);
    expect(asFarmer.body).not.toContain('csv');
    const log = await s.db.selectFrom('operator_log').select('action').orderBy('id').execute();
    expect(log.map((l) => l.action)).toEqual(['operator added', 'sign-in failed', 'signed in']);
  });

  it('slows guessing with growing waits, per address and per account, but never keeps the operator out for long', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn('guess number ' + i, '203.0.113.9')).statusCode).toBe(401);
    const slowed = await signIn('guess number 5', '203.0.113.9');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.body).toContain('Please wait 2 seconds');
    // The operator, from their own address, is not held up by someone else's guesses.
    expect((await signIn(PASSWORD, '10.0.0.1')).statusCode).toBe(303);

    // Guesses from many addresses slow the account, at most a minute after the last one.
    for (let i = 0; i < 12; i++) {
      s.time.advance(61);
      await signIn(`guess ${i} again`, `198.51.100.${i}`);
    }
    const wait = await signIn(PASSWORD, '10.0.0.2');
    expect(wait.statusCode).toBe(429);
    expect(Number(wait.headers['retry-after'])).toBeLessThanOrEqual(60);
    s.time.advance(60);
    expect((await signIn(PASSWORD, '10.0.0.2')).statusCode).toBe(303);
  });

  it('shows declined and disliked questions with the farmer\'s last 4 digits only, marks them with a CSRF token, and exports safe CSV', async () => {
    const me = farmer('9000000444');
    const token = await signUp(s, me);
    const session = (await s.call('POST', '/chat/create-session/', { token, body: { language_id: 1, config_id: 1 } })).json().session_id;
    const ask = async (text: string) => {
      const form = multipart({ session_id: session, text });
      return (await s.call('POST', '/chat/', { token, payload: form.payload, headers: form.headers })).json() as { id: number };
    };
    const declined = await ask('=HYPERLINK("http://evil.example","price of litchi today?")');
    const answered = await ask('how to take soil sample');
    await s.call('POST', '/chat/rating/', { token, body: { session_id: session, turn_id: answered.id, rating: 'down', reasons: ['not_my_area'], note: 'black soil' } });

    const cookie = cookieOf(await signIn());
    const list = (await page('/admin/?view=declined', cookie)).body;
    expect(list).toContain('HYPERLINK');
    expect(list).toContain('••••••0444');
    expect(list).not.toContain('9000000444');
    const disliked = (await page('/admin/?view=disliked', cookie)).body;
    expect(disliked).toContain('not_my_area');
    expect(disliked).toContain('black soil');

    const csrf = csrfOf(list);
    expect((await post('/admin/review', { turn_id: String(declined.id), status: 'needs_content' }, cookie)).statusCode).toBe(403);
    expect((await post('/admin/review', { csrf, turn_id: String(declined.id), status: 'needs_content' }, cookie, '10.0.0.1', { origin: 'http://evil.example' })).statusCode).toBe(403);
    const marked = await post('/admin/review', { csrf, turn_id: String(declined.id), status: 'needs_content', back: 'view=declined' }, cookie);
    expect(marked.statusCode).toBe(303);
    expect(await s.db.selectFrom('turn_reviews').select(['turn_id', 'status']).execute()).toEqual([{ turn_id: declined.id, status: 'needs_content' }]);

    // An expert's answer reaches the farmer's chat, after the assistant's, and the question counts as answered.
    expect((await post('/admin/answer', { csrf, turn_id: String(declined.id), text: 'x' }, cookie)).statusCode).toBe(400);
    expect((await post('/admin/answer', { csrf, turn_id: String(declined.id), text: 'Litchi sells for about this much in Muzaffarpur; see e-NAM.' }, cookie)).statusCode).toBe(303);
    const history = (await s.call('GET', `/chat/conversations/?session_id=${session}&page=1`, { token })).json().results as { id: number; expert: { text: string }[] }[];
    expect(history.find((t) => t.id === declined.id)!.expert).toEqual([{ text: 'Litchi sells for about this much in Muzaffarpur; see e-NAM.', created_on: expect.any(String) }]);
    expect(history.find((t) => t.id === answered.id)!.expert).toEqual([]);

    const exported = await page('/admin/export.csv?view=declined', cookie);
    expect(exported.headers['content-type']).toContain('text/csv');
    const [header, row] = exported.body.split('\r\n');
    expect(header).toBe('"id","asked","language","bot","route","intent","crop","entry","reason","question","rating","reasons","note","farmer","review"');
    expect(row).toContain('"\'=HYPERLINK(""http://evil.example"",""price of litchi today?"")"');
    expect(row).toContain('"••••••0444"');
    expect(row).toContain('"answered"');
    const actions = (await s.db.selectFrom('operator_log').select('action').execute()).map((l) => l.action);
    expect(actions).toEqual(expect.arrayContaining(['marked needs_content', 'answered as expert', 'exported']));

    // Signing out ends the session.
    expect((await post('/admin/logout', { csrf }, cookie)).statusCode).toBe(303);
    expect((await page('/admin/export.csv', cookie)).statusCode).toBe(401);
  });
});

describe('npm run operator -- add NAME', () => {
  it('makes an operator in the configured database, who can then sign in', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'km-cli-'));
    const run = (args: string[], password: string) => spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/cli/operator.ts'), ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, OPERATOR_PASSWORD: password, NODE_ENV: 'test' }, encoding: 'utf8' });
    expect(run(['add', 'ravi'], 'short').stderr).toContain('at least 12 characters');
    const made = run(['add', 'ravi'], PASSWORD);
    expect(made.stderr).toBe('');
    expect(made.stdout).toContain('Operator ravi added');
    expect(run(['add', 'ravi'], PASSWORD).stderr).toContain('exists already');
    // The server reads that database: the operator signs in there.
    const { db } = connect({ dataDir });
    try {
      const signIn = await operatorService({ operators: operatorRepository(db), clock: () => new Date() }).signIn('ravi', PASSWORD, '127.0.0.1');
      expect(signIn.ok).toBe(true);
    } finally {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
