import { M } from '@krishimitra/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, farmer, multipart, signUp, startServer, type TestServer } from './harness.ts';

// Issue 15: a farmer shares one answer, or a whole chat, as a public read-only page that carries
// nothing else of theirs, and can take the link back.
describe.each(DIALECTS)('shared links on %s', (dialect) => {
  let s: TestServer;
  let token: string;
  const me = farmer('9000000031');
  beforeEach(async () => {
    s = await startServer(dialect);
    token = await signUp(s, me);
  });
  afterEach(async () => { await s.close(); });

  const newSession = async (as: string | null = token, language_id = 1) => (as
    ? (await s.call('POST', '/chat/create-session/', { token: as, body: { language_id, config_id: 1 } }))
    : (await s.call('POST', '/chat/create-session/anonymous/', { body: { language_id, config_id: 1 } }))).json().session_id as string;
  const ask = async (session_id: string, text: string, as: string | null = token) => {
    const form = multipart({ session_id, text });
    const res = await s.call('POST', as ? '/chat/' : '/chat/anonymous/', { ...(as ? { token: as } : {}), payload: form.payload, headers: form.headers });
    return res.json() as { id: number; response: string };
  };
  const share = (body: Record<string, unknown>, as: string | null = token) => s.call('POST', '/chat/share/', { ...(as ? { token: as } : {}), body });
  const revoke = (body: Record<string, unknown>, as: string | null = token) => s.call('POST', '/chat/share/revoke/', { ...(as ? { token: as } : {}), body });
  const open = (path: string) => s.app.inject({ method: 'GET', url: path });

  it('opens one answer on a public page with nothing else of the farmer, until the link is revoked', async () => {
    const session = await newSession();
    await ask(session, `I am ${me.name}, ${me.mobile_number}: how to take soil sample`);
    const second = await ask(session, 'My wheat leaves have yellow stripes of powder. What should I spray?');
    const res = await share({ session_id: session, turn_id: second.id });
    expect(res.statusCode).toBe(200);
    const { id, path } = res.json();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(path).toBe(`/s/${id}/`);
    // The same answer shared again is the same link.
    expect((await share({ session_id: session, turn_id: second.id })).json().id).toBe(id);

    const page = await open(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.body).toContain('My wheat leaves have yellow stripes of powder.');
    expect(page.body).toContain('propiconazole');
    expect(page.body).not.toContain(me.mobile_number);
    expect(page.body).not.toContain(me.name);
    expect(page.body).not.toContain('soil sample');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('href="/"');

    expect((await revoke({ session_id: session, id })).json()).toEqual({ revoked: true });
    expect((await open(path)).statusCode).toBe(404);
    expect((await revoke({ session_id: session, id })).statusCode).toBe(404);
    // A new share after a revoke is a new link.
    expect((await share({ session_id: session, turn_id: second.id })).json().id).not.toBe(id);
  });

  it('shares a whole chat, shows what the farmer typed as text, and speaks the chat\'s language and direction', async () => {
    const urdu = await newSession(token, 7);
    await ask(urdu, 'گندم میں پیلا رتوا <script>alert(1)</script>');
    await ask(urdu, 'مٹی کا نمونہ کیسے لیں');
    const { path } = (await share({ session_id: urdu })).json();
    const page = (await open(path)).body;
    expect(page).toContain('<html lang="ur" dir="rtl">');
    expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(page).not.toContain('<script>');
    expect(page.match(/<section>/g)).toHaveLength(2);
    // An empty chat has nothing to share.
    expect((await share({ session_id: await newSession() })).statusCode).toBe(404);
  });

  it('lets only the chat\'s owner (or an anonymous chat\'s holder) share and revoke', async () => {
    const anonymous = await newSession(null);
    const answer = await ask(anonymous, 'how to take soil sample', null);
    const shared = await share({ session_id: anonymous, turn_id: answer.id }, null);
    expect(shared.statusCode).toBe(200);

    const mine = await newSession();
    const myAnswer = await ask(mine, 'how to take soil sample');
    const { id } = (await share({ session_id: mine, turn_id: myAnswer.id })).json();
    const other = await signUp(s, farmer('9000000032'));
    expect((await share({ session_id: mine, turn_id: myAnswer.id }, other)).statusCode).toBe(404);
    expect((await share({ session_id: mine, turn_id: myAnswer.id }, null)).statusCode).toBe(404);
    expect((await share({ session_id: anonymous, turn_id: myAnswer.id }, null)).statusCode).toBe(404);
    expect((await revoke({ session_id: mine, id }, other)).json()).toEqual({ detail: [M.sessionNotFound] });
    expect((await revoke({ session_id: anonymous, id }, null)).statusCode).toBe(404);
    expect((await open(`/s/${id}/`)).statusCode).toBe(200);
    expect((await open('/s/AAAAAAAAAAAAAAAAAAAAAA/')).statusCode).toBe(404);
    expect((await open('/s/x/')).statusCode).toBe(404);
  });
});
