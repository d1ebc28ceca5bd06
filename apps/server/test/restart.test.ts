import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, multipart, signUp, startServer, type TestServer } from './harness.ts';
import { waitFor } from './processes.ts';

describe.each(DIALECTS)('restart on %s', (dialect) => {
  let s: TestServer;
  beforeAll(async () => { s = await startServer(dialect); });
  afterAll(async () => { await s.close(); });

  it('loses nothing: users, tokens, sessions, messages and media survive a restart; a crash\'s leftovers go', async () => {
    const token = await signUp(s);
    const session = (await s.call('POST', '/chat/create-session/', { token, body: { language_id: 1, config_id: 1 } })).json().session_id;
    const form = multipart({ session_id: session, text: 'tomato late blight' }, [
      { field: 'image', filename: 'p.png', type: 'image/png', data: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') },
    ]);
    const asked = (await s.call('POST', '/chat/', { token, payload: form.payload, headers: form.headers })).json();

    // What a kill -9 can leave in the media folder: a half-written file, and a file whose row was
    // never written. Both old; the real upload made old too, to show age alone removes nothing.
    const media = path.join(s.dataDir, 'media');
    const long = new Date('2020-01-01T00:00:00Z');
    const leftovers = [path.join(media, '2026-11', 'abc123.tmp-4242'), path.join(media, '2026-11', 'orphan0123456789')];
    for (const f of leftovers) { fs.mkdirSync(path.dirname(f), { recursive: true }); fs.writeFileSync(f, 'x'); fs.utimesSync(f, long, long); }
    for (const f of fs.readdirSync(media, { recursive: true, withFileTypes: true })) {
      if (f.isFile()) fs.utimesSync(path.join(f.parentPath, f.name), long, long);
    }

    await s.restart();
    await s.call('GET', '/language/'); // ready: the sweep starts
    await waitFor('the leftovers to go', () => (leftovers.every((f) => !fs.existsSync(f)) ? true : undefined));

    const profile = await s.call('GET', '/user/profile/', { token });
    expect(profile.statusCode).toBe(200);
    const sessions = (await s.call('GET', '/chat/sessions/?page=1', { token })).json();
    expect(sessions.results.map((r: { session_id: string; name: string }) => [r.session_id, r.name])).toEqual([[session, 'tomato late blight']]);
    const turns = (await s.call('GET', `/chat/conversations/?session_id=${session}&page=1`, { token })).json();
    expect(turns.results[0].response.response).toBe(asked.response);
    const image = await s.app.inject({ method: 'GET', url: asked.media[0].url, headers: { authorization: `Bearer ${token}` } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // Running the migrations and reference data again changed nothing.
    expect((await s.call('GET', '/language/')).json().count).toBe(10);
    expect((await s.call('GET', '/bot/list/anonymous/')).json().count).toBe(6);
  });
});
