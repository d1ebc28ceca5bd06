import { M } from '@krishimitra/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, farmer, guestSession, jpeg, multipart, signUp, startServer, type TestServer, wav } from './harness.ts';

// Hostile or broken requests (issue 10): each gets a clear 400 in the spec's error format, never a
// 500, and what was saved before stays as it was.
describe.each(DIALECTS)('malformed requests on %s', (dialect) => {
  let s: TestServer;
  beforeEach(async () => { s = await startServer(dialect); });
  afterEach(async () => { await s.close(); });

  it('refuses a NUL byte in a name, a question, a session id or a query string with a 400', async () => {
    const nameNul = await s.call('POST', '/user/signup/request-otp/', { body: { ...farmer(), name: 'Ram\u0000esh' } });
    expect(nameNul.statusCode).toBe(400);
    expect(nameNul.json()).toEqual({ name: [M.invalidCharacters] });

    const token = await signUp(s);
    const session = (await s.call('POST', '/chat/create-session/', { token, body: { language_id: 1, config_id: 1 } })).json().session_id as string;
    const ask = (fields: Record<string, string>) => {
      const form = multipart(fields);
      return s.call('POST', '/chat/', { token, payload: form.payload, headers: form.headers });
    };
    const textNul = await ask({ session_id: session, text: 'wheat\u0000rust' });
    expect(textNul.statusCode).toBe(400);
    expect(textNul.json()).toEqual({ text: [M.invalidCharacters] });
    const idNul = await ask({ session_id: `${session}\u0000`, text: 'wheat rust' });
    expect(idNul.statusCode).toBe(400);
    expect(idNul.json()).toEqual({ session_id: [M.invalidCharacters] });
    const jsonNul = await s.call('POST', '/chat/', { token, body: { session_id: session, text: 'a\u0000b' } });
    expect(jsonNul.statusCode).toBe(400);

    const queryNul = await s.call('GET', `/chat/conversations/?session_id=${session}%00&page=1`, { token });
    expect(queryNul.statusCode).toBe(400);
    expect(queryNul.json()).toEqual({ session_id: [M.invalidCharacters] });
    const mediaNul = await s.call('GET', `/media/abcdefghijkl/?session_id=x%00y`);
    expect([400, 404]).toContain(mediaNul.statusCode);

    // Nothing of it was kept, and the session still works.
    const turns = (await s.call('GET', `/chat/conversations/?session_id=${session}&page=1`, { token })).json();
    expect(turns.count).toBe(0);
    expect((await ask({ session_id: session, text: 'wheat yellow rust' })).statusCode).toBe(200);
  });

  it('answers multipart without a boundary with a 400 in the error format', async () => {
    const token = await signUp(s);
    const res = await s.call('POST', '/chat/', { token, payload: 'session_id=x', headers: { 'content-type': 'multipart/form-data' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: [M.invalidBody] });
  });

  it('maps a wrong content type on a JSON call to the contract\'s messages, not raw Zod English', async () => {
    const res = await s.call('POST', '/user/login/request-otp/', { payload: 'mobile_number=9876543210', headers: { 'content-type': 'text/plain' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json() as Record<string, string[]>;
    for (const messages of Object.values(body)) for (const m of messages) expect(Object.values(M)).toContain(m);
  });
});

describe('a client that hangs up mid-upload', () => {
  it('is logged as a quiet line, not an unhandled error', async () => {
    const { Writable } = await import('node:stream');
    const net = await import('node:net');
    const { waitFor } = await import('./processes.ts');
    const lines: string[] = [];
    const stream = new Writable({ write(chunk, _e, done) { lines.push(String(chunk)); done(); } });
    const s = await startServer('sqlite', { LOG_LEVEL: 'info' }, { logger: undefined, logStream: stream });
    try {
      await s.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = s.app.server.address() as { port: number };
      const boundary = 'xyz';
      const socket = net.connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(`POST /api/v1/chat/anonymous/ HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 1000000\r\n\r\n`
        + `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\nRIFF`);
      await waitFor('the upload to start', () => (lines.some((l) => l.includes('incoming request')) ? true : undefined));
      socket.destroy();
      await waitFor('the server to give up the upload', () => (lines.some((l) => l.includes('client went away')) ? true : undefined));
      expect(lines.filter((l) => l.includes('"level":50'))).toEqual([]);
    } finally { await s.close(); }
  });
});

describe.each(DIALECTS)('session creation on %s', (dialect) => {
  it('is limited per address (an IPv6 caller by its /64), leaving other addresses alone', async () => {
    const s = await startServer(dialect, { RATE_SESSIONS_PER_IP_PER_HOUR: '3' });
    try {
      const create = (ip: string) => s.call('POST', '/chat/create-session/anonymous/', { body: { language_id: 1, config_id: 1 }, ip });
      for (let i = 0; i < 3; i++) expect((await create('203.0.113.7')).statusCode).toBe(200);
      const refused = await create('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: [M.tooManyRequests] });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await create('203.0.113.8')).statusCode).toBe(200);
      // Three addresses of one /64 are one caller; another /64 is another.
      for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2:aaaa::5', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff']) expect((await create(ip)).statusCode).toBe(200);
      expect((await create('2001:db8:1:2::9')).statusCode).toBe(429);
      expect((await create('2001:db8:1:3::1')).statusCode).toBe(200);
      // An hour on, the address may start sessions again.
      s.time.advance(3601);
      expect((await create('203.0.113.7')).statusCode).toBe(200);
    } finally { await s.close(); }
  });
});

describe.each(DIALECTS)('history calls on %s', (dialect) => {
  it('are limited per address', async () => {
    const s = await startServer(dialect, { RATE_CHAT_PER_IP_PER_MINUTE: '3' });
    try {
      const id = await guestSession(s);
      const page = () => s.call('GET', `/chat/conversations/?session_id=${id}&page=1`, { ip: '198.51.100.4' });
      for (let i = 0; i < 3; i++) expect((await page()).statusCode).toBe(200);
      expect((await page()).statusCode).toBe(429);
      s.time.advance(61);
      expect((await page()).statusCode).toBe(200);
    } finally { await s.close(); }
  });
});

describe('a refused upload', () => {
  it.each([
    ['over its size cap', 'RIFF\x00\x00\x00\x00WAVEfmt ', 413],
    ['not what its field says', 'not a recording..', 400],
  ])('%s is read to its end (up to a cap), so a client sending its whole body first gets the answer', async (_, start, status) => {
    const net = await import('node:net');
    const { waitFor } = await import('./processes.ts');
    const s = await startServer('sqlite');
    try {
      await s.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = s.app.server.address() as { port: number };
      const id = await guestSession(s);
      const boundary = 'b0undary';
      // A 40 MB 'recording' (the cap is 2 MB), far more than the kernel's socket buffers hold.
      const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="session_id"\r\n\r\n${id}\r\n`
        + `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n`);
      const wavStart = Buffer.from(start, 'latin1');
      const body = Buffer.concat([head, wavStart, Buffer.alloc(40 * 1024 * 1024, 1), Buffer.from(`\r\n--${boundary}--\r\n`)]);
      const socket = net.connect(port, '127.0.0.1');
      let response = '';
      socket.on('data', (chunk) => { response += chunk.toString('latin1'); });
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(`POST /api/v1/chat/anonymous/ HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`);
      // The whole body goes out before the client reads anything (as some clients do).
      await new Promise<void>((resolve, reject) => socket.write(body, (err) => (err ? reject(err) : resolve())));
      await waitFor('the answer', () => (response.includes('}') ? true : undefined));
      expect(response).toMatch(new RegExp(`^HTTP/1\\.1 ${status}`));
      expect(response).toContain('"audio"');
      socket.destroy();
    } finally { await s.close(); }
  });
});

describe.each(DIALECTS)('uploads on %s', (dialect) => {
  it('have a storage quota per anonymous session (and per farmer), refused with a clear 413 that keeps nothing', async () => {
    const s = await startServer(dialect, { MEDIA_QUOTA_MB_PER_SESSION: '1' });
    try {
      const id = await guestSession(s);
      const send = () => {
        const form = multipart({ session_id: id, transcript: 'wheat yellow rust' }, [{ field: 'audio', filename: 'v.wav', type: 'audio/wav', data: wav(20) }]);
        return s.call('POST', '/chat/anonymous/', { payload: form.payload, headers: form.headers });
      };
      expect((await send()).statusCode).toBe(200);
      const full = await send();
      expect(full.statusCode).toBe(413);
      expect(full.json()).toEqual({ detail: [M.storageFull] });
      const turns = (await s.call('GET', `/chat/conversations/?session_id=${id}&page=1`)).json();
      expect(turns.count).toBe(1);
      // Words still go through.
      const form = multipart({ session_id: id, text: 'wheat yellow rust' });
      expect((await s.call('POST', '/chat/anonymous/', { payload: form.payload, headers: form.headers })).statusCode).toBe(200);
    } finally { await s.close(); }
  });

  it('of anonymous sessions are deleted after the retention (30 days), files and rows', async () => {
    const s = await startServer(dialect);
    try {
      const id = await guestSession(s);
      const form = multipart({ session_id: id, text: 'spots on leaves' }, [{ field: 'image', filename: 'p.jpg', type: 'image/jpeg', data: jpeg() }]);
      const sent = (await s.call('POST', '/chat/anonymous/', { payload: form.payload, headers: form.headers })).json();
      const url = sent.media[0].url as string;
      expect((await s.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      s.time.advance(31 * 86_400);
      await s.restart();
      await s.call('GET', '/language/'); // ready: the retention runs
      const { waitFor } = await import('./processes.ts');
      // Files go first, then their rows (pruneAnonymousMedia): wait for both, not only the 404.
      await waitFor('the media to go', async () => ((await s.app.inject({ method: 'GET', url })).statusCode === 404
        && (await s.db.selectFrom('media').select('id').execute()).length === 0 ? true : undefined));
      expect(await s.db.selectFrom('media').select('id').execute()).toEqual([]);
      // The conversation itself stays.
      expect((await s.call('GET', `/chat/conversations/?session_id=${id}&page=1`)).json().count).toBe(1);
    } finally { await s.close(); }
  });
});
