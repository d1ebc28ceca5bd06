import { M } from '@krishimitra/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, farmer, jpeg, multipart, signUp, startServer, type TestServer, wav } from './harness.ts';

describe.each(DIALECTS)('chat on %s', (dialect) => {
  let s: TestServer;
  let token: string;
  beforeEach(async () => {
    s = await startServer(dialect);
    token = await signUp(s);
  });
  afterEach(async () => { await s.close(); });

  const newSession = async (language_id = 1, config_id = 1, as = token) =>
    (await s.call('POST', '/chat/create-session/', { token: as, body: { language_id, config_id } })).json().session_id as string;
  const ask = (session_id: string, text: string, as = token, extra: Record<string, string> = {}) => {
    const form = multipart({ session_id, text, ...extra });
    return s.call('POST', '/chat/', { token: as, payload: form.payload, headers: form.headers });
  };

  it('creates unguessable sessions and validates their ids', async () => {
    const a = await newSession();
    const b = await newSession();
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(a).not.toBe(b);
    const bad = await s.call('POST', '/chat/create-session/', { token, body: { language_id: 77, config_id: 99 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ language_id: [M.selectLanguage] });
    expect((await s.call('POST', '/chat/create-session/', { token, body: { language_id: 1, config_id: 99 } })).json())
      .toEqual({ config_id: [M.selectBot] });
    expect((await s.call('POST', '/chat/create-session/', { token, body: {} })).json())
      .toEqual({ language_id: [M.selectLanguage], config_id: [M.selectBot] });
    expect((await s.call('POST', '/chat/create-session/', { body: { language_id: 1, config_id: 1 } })).statusCode).toBe(401);
  });

  it('answers a typed question from the knowledge base, without audio unless asked', async () => {
    const session = await newSession();
    const res = await ask(session, 'My wheat leaves have yellow stripes of powder. What should I spray?');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.response).toContain('propiconazole');
    expect(body.audio).toBeNull();
    expect(body.sources).toEqual([expect.objectContaining({ id: 'wheat-rust', source: 'Test institute (en): wheat-rust advisory' })]);
    expect(body.query).toBe('My wheat leaves have yellow stripes of powder. What should I spray?');
    // The short answer first; the entry's other parts travel along to open.
    expect(body.sections.map((x: { id: string }) => x.id)).toContain('symptoms');
    // What made the answer is kept with it.
    const row = await s.db.selectFrom('chat_turns').select('telemetry').where('session_id', '=', session).executeTakeFirstOrThrow();
    expect(JSON.parse(row.telemetry!)).toMatchObject({ route: 'knowledge', entry: 'wheat-rust', part: 'short', stages: expect.objectContaining({ search: expect.any(Number) }) });
  });

  it('answers in Hindi in a Hindi session, and says honestly in Telugu when it does not know', async () => {
    const hindi = await newSession(2, 1);
    const res = (await ask(hindi, 'गेहूं में पीला रतुआ, क्या करें?')).json();
    expect(res.sources[0].id).toBe('wheat-rust');
    expect(res.response).toContain('हिन्दी उत्तर wheat-rust');
    const telugu = await newSession(3, 5);
    const none = (await ask(telugu, 'ఈ రోజు మార్కెట్ ధర ఎంత?')).json();
    expect(none.response).toContain('1800-180-1551');
    expect(none.response).toMatch(/[\u0c00-\u0c7f]/);
    expect(none.sources).toEqual([]);
  });

  it('accepts a WAV voice question, keeps it for its owner, and asks to type when it cannot be understood', async () => {
    const session = await newSession();
    const form = multipart({ session_id: session }, [{ field: 'audio', filename: '../../etc/passwd.wav', type: 'audio/wav', data: wav(2) }]);
    const res = await s.call('POST', '/chat/', { token, payload: form.payload, headers: form.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.response).toContain('type your question');
    expect(body.media).toHaveLength(1);
    expect(body.media[0]).toMatchObject({ kind: 'audio', mime: 'audio/wav' });
    const file = await s.app.inject({ method: 'GET', url: body.media[0].url, headers: { authorization: `Bearer ${token}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/wav');
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(file.rawPayload.length).toBe(wav(2).length);
    // Somebody else's token, or none, gets nothing.
    const other = await signUp(s, farmer('9123456780'));
    expect((await s.app.inject({ method: 'GET', url: body.media[0].url, headers: { authorization: `Bearer ${other}` } })).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: body.media[0].url })).statusCode).toBe(404);
  });

  it('uses the phone transcript sent with a recording', async () => {
    const session = await newSession(2, 2);
    const form = multipart({ session_id: session, transcript: 'मिट्टी की जांच के लिए नमूना कैसे लें' }, [
      { field: 'audio', filename: 'voice.wav', type: 'audio/wav', data: wav(1) },
    ]);
    const body = (await s.call('POST', '/chat/', { token, payload: form.payload, headers: form.headers })).json();
    expect(body.query).toBe('मिट्टी की जांच के लिए नमूना कैसे लें');
    expect(body.response).toContain('हिन्दी उत्तर soil-sampling');
    expect(body.sources[0].id).toBe('soil-sampling');
  });

  it('accepts one photo with a question and refuses files that are not what they claim', async () => {
    const session = await newSession();
    const photo = multipart({ session_id: session, text: 'potato leaves black patches, late blight?' }, [
      { field: 'image', filename: 'leaf.jpg', type: 'image/jpeg', data: jpeg() },
    ]);
    const ok = await s.call('POST', '/chat/', { token, payload: photo.payload, headers: photo.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().media[0]).toMatchObject({ kind: 'image', mime: 'image/jpeg' });
    expect(ok.json().sources[0].id).toBe('potato-late-blight');

    const fakeJpeg = multipart({ session_id: session, text: 'hi' }, [
      { field: 'image', filename: 'x.jpg', type: 'image/jpeg', data: Buffer.from('<script>alert(1)</script>') },
    ]);
    const refused = await s.call('POST', '/chat/', { token, payload: fakeJpeg.payload, headers: fakeJpeg.headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ image: [M.imageInvalid] });

    const fakeWav = multipart({ session_id: session }, [{ field: 'audio', filename: 'v.wav', type: 'audio/wav', data: jpeg() }]);
    expect((await s.call('POST', '/chat/', { token, payload: fakeWav.payload, headers: fakeWav.headers })).json())
      .toEqual({ audio: [M.audioNotWav] });

    const two = multipart({ session_id: session, text: 'two' }, [
      { field: 'image', filename: 'a.jpg', type: 'image/jpeg', data: jpeg() },
      { field: 'video', filename: 'b.mp4', type: 'video/mp4', data: jpeg() },
    ]);
    expect((await s.call('POST', '/chat/', { token, payload: two.payload, headers: two.headers })).json())
      .toEqual({ video: [M.oneMediaFile] });

    const bigAudio = multipart({ session_id: session }, [{ field: 'audio', filename: 'long.wav', type: 'audio/wav', data: wav(70) }]);
    const tooBig = await s.call('POST', '/chat/', { token, payload: bigAudio.payload, headers: bigAudio.headers });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ audio: [M.audioTooLarge] });

    // Refused uploads leave nothing behind: only the one good question is in the history.
    const history = (await s.call('GET', `/chat/conversations/?session_id=${session}&page=1`, { token })).json();
    expect(history.count).toBe(1);
    expect(await s.db.selectFrom('media').selectAll().execute()).toHaveLength(1);
  });

  it('refuses an empty question and an over-long one', async () => {
    const session = await newSession();
    expect((await ask(session, '   ')).json()).toEqual({ text: [M.questionRequired] });
    expect((await ask(session, 'x'.repeat(2001))).json()).toEqual({ text: [M.questionTooLong] });
    const noSession = multipart({ text: 'hello' });
    expect((await s.call('POST', '/chat/', { token, payload: noSession.payload, headers: noSession.headers })).json())
      .toEqual({ session_id: [M.sessionRequired] });
  });

  it('also takes a JSON body for a typed question', async () => {
    const session = await newSession();
    const res = await s.call('POST', '/chat/', { token, body: { session_id: session, text: 'how to take soil sample', speech: 'false' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().sources[0].id).toBe('soil-sampling');
  });

  it('lists sessions newest first, named from the first question, and pages them', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      s.time.advance(60);
      ids.push(await newSession(1, (i % 6) + 1));
      if (i < 11) await ask(ids[i]!, `question ${i}`);
    }
    await ask(ids[11]!, 'How do I take a soil sample for testing before sowing wheat this season?');
    // A chat opened and left without a question is no history: every title is the farmer's words.
    s.time.advance(60);
    await newSession(1, 2);
    const page1 = (await s.call('GET', '/chat/sessions/?page=1', { token })).json();
    expect(page1.count).toBe(12);
    expect(page1.results).toHaveLength(10);
    expect(page1.next).toBe('/api/v1/chat/sessions/?page=2');
    expect(page1.prev).toBeNull();
    expect(page1.results[0]).toEqual({
      session_id: ids[11], name: 'How do I take a soil sample for testing before sowing wheat…',
      created_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      config: { id: 6, slug: 'weather-forecast', name: 'Weather Forecast', logo: '/static/bots/weather-forecast.svg' },
      language: { id: 1, language: 'English' },
    });
    expect(page1.results[1].name).toBe('question 10');
    const page2 = (await s.call('GET', '/chat/sessions/?page=2', { token })).json();
    expect(page2.results.map((r: { session_id: string }) => r.session_id)).toEqual([ids[1], ids[0]]);
    expect(page2.next).toBeNull();
    expect(page2.prev).toBe('/api/v1/chat/sessions/?page=1');
  });

  it('pages a conversation newest first', async () => {
    const session = await newSession();
    for (let i = 0; i < 13; i++) await ask(session, `wheat yellow rust question ${i}`);
    const first = (await s.call('GET', `/chat/conversations/?session_id=${session}&page=1`, { token })).json();
    expect(first.count).toBe(13);
    expect(first.results).toHaveLength(10);
    expect(first.results[0].response.query).toBe('wheat yellow rust question 12');
    expect(first.results[0].response.response).toContain('propiconazole');
    expect(first.next).toBe(`/api/v1/chat/conversations/?session_id=${session}&page=2`);
    const second = (await s.call('GET', `/chat/conversations/?session_id=${session}&page=2`, { token })).json();
    expect(second.results.map((r: { response: { query: string } }) => r.response.query)).toEqual([
      'wheat yellow rust question 2', 'wheat yellow rust question 1', 'wheat yellow rust question 0',
    ]);
  });

  it("keeps one farmer out of another's sessions", async () => {
    const mine = await newSession();
    await ask(mine, 'rice blast');
    const other = await signUp(s, farmer('9123456780'));
    expect((await s.call('GET', `/chat/conversations/?session_id=${mine}&page=1`, { token: other })).statusCode).toBe(404);
    expect((await ask(mine, 'hello', other)).statusCode).toBe(404);
    expect((await s.call('GET', '/chat/sessions/?page=1', { token: other })).json().count).toBe(0);
    expect((await s.call('GET', `/chat/conversations/?session_id=${mine}&page=1`)).statusCode).toBe(404);
    expect((await s.call('GET', '/chat/conversations/?session_id=doesnotexist&page=1', { token })).json())
      .toEqual({ detail: [M.sessionNotFound] });
  });

  it('lets a visitor chat anonymously, reachable only by the session id', async () => {
    const created = await s.call('POST', '/chat/create-session/anonymous/', { body: { language_id: 2, config_id: 1 } });
    const session = created.json().session_id as string;
    const form = multipart({ session_id: session, text: 'gehu me peela ratua' });
    const res = await s.call('POST', '/chat/anonymous/', { payload: form.payload, headers: form.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toContain('हिन्दी उत्तर wheat-rust');
    const history = (await s.call('GET', `/chat/conversations/?session_id=${session}&page=1`)).json();
    expect(history.count).toBe(1);
    // A reopened chat gets its follow-up chips back.
    expect(history.results[0].response.followups).toEqual(res.json().followups);
    expect(history.results[0].response.followups.length).toBeGreaterThan(0);
    // A signed-in session can't be used through the anonymous call, nor an anonymous one through the signed-in call.
    const mine = await newSession();
    const sneaky = multipart({ session_id: mine, text: 'hi' });
    expect((await s.call('POST', '/chat/anonymous/', { payload: sneaky.payload, headers: sneaky.headers })).statusCode).toBe(404);
    expect((await ask(session, 'hi')).statusCode).toBe(404);
    // The anonymous session is in nobody's history (and the farmer's own, still empty, isn't listed yet).
    expect((await s.call('GET', '/chat/sessions/?page=1', { token })).json().count).toBe(0);
  });

  it('keeps the question when the assistant fails, and answers 503', async () => {
    const failing = await startServer(dialect, {}, { assistant: { answer: () => Promise.reject(new Error('model down')) } });
    try {
      const t = await signUp(failing);
      const session = (await failing.call('POST', '/chat/create-session/', { token: t, body: { language_id: 1, config_id: 1 } })).json().session_id;
      const form = multipart({ session_id: session, text: 'wheat rust' });
      const res = await failing.call('POST', '/chat/', { token: t, payload: form.payload, headers: form.headers });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ detail: [M.serviceUnavailable] });
      expect(res.body).not.toContain('model down');
      const kept = await failing.db.selectFrom('chat_turns').select(['query', 'response']).execute();
      expect(kept).toEqual([{ query: 'wheat rust', response: null }]);
    } finally {
      await failing.close();
    }
  });

  it('never shows internals on a 500: the body is the generic message, the log keeps the rest', async () => {
    const broken = await startServer(dialect, {}, {
      media: {
        put: () => Promise.reject(new Error("EACCES: permission denied, open '/srv/secret/media/x' SELECT * FROM users")),
        putFile: () => Promise.reject(new Error("EACCES: permission denied, open '/srv/secret/media/x' SELECT * FROM users")),
        remove: () => Promise.resolve(),
        read: () => Promise.reject(new Error('unused')),
        readAll: () => Promise.reject(new Error('unused')),
      },
    });
    try {
      const t = await signUp(broken);
      const session = (await broken.call('POST', '/chat/create-session/', { token: t, body: { language_id: 1, config_id: 1 } })).json().session_id;
      const form = multipart({ session_id: session, text: 'photo' }, [{ field: 'image', filename: 'a.jpg', type: 'image/jpeg', data: jpeg() }]);
      const res = await broken.call('POST', '/chat/', { token: t, payload: form.payload, headers: form.headers });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ detail: [M.somethingWentWrong] });
      expect(res.body).not.toMatch(/EACCES|secret|SELECT|at /);
    } finally {
      await broken.close();
    }
  });

  it('speaks an answer to a voice question, and to a typed one only when asked', async () => {
    const speaking = await startServer(dialect, { TTS_PROVIDER: 'espeak' });
    try {
      const t = await signUp(speaking);
      const session = (await speaking.call('POST', '/chat/create-session/', { token: t, body: { language_id: 2, config_id: 1 } })).json().session_id;
      const typed = multipart({ session_id: session, text: 'gehu me peela ratua' });
      const quiet = (await speaking.call('POST', '/chat/', { token: t, payload: typed.payload, headers: typed.headers })).json();
      expect(quiet.audio).toBeNull();
      const asked = multipart({ session_id: session, text: 'gehu me peela ratua', speech: 'true' });
      const spoken = (await speaking.call('POST', '/chat/', { token: t, payload: asked.payload, headers: asked.headers })).json();
      const audio = Buffer.from(spoken.audio, 'base64');
      expect(audio.subarray(0, 4).toString()).toBe('RIFF');
      expect(audio.readUInt32LE(24)).toBe(8000);
      const voice = multipart({ session_id: session, transcript: 'gehu me peela ratua' }, [{ field: 'audio', filename: 'v.wav', type: 'audio/wav', data: wav(1) }]);
      expect((await speaking.call('POST', '/chat/', { token: t, payload: voice.payload, headers: voice.headers })).json().audio).toMatch(/^UklGR/);
      // History gives the spoken answer by its owner-only address, not inline (the page stays small).
      const history = (await speaking.call('GET', `/chat/conversations/?session_id=${session}&page=1`, { token: t })).json();
      expect(history.results[0].response.audio).toBeUndefined();
      expect(history.results[2].response.audio_url).toBeNull();
      const url = history.results[0].response.audio_url as string;
      expect(url).toMatch(/^\/api\/v1\/media\/[A-Za-z0-9_-]+\/$/);
      const file = await speaking.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${t}` } });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('audio/wav');
      expect(file.headers['cache-control']).toContain('max-age');
      expect(file.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
      expect(JSON.stringify(history).length).toBeLessThan(10_000);
      // Nobody else's.
      const other = await signUp(speaking, farmer('9000000001'));
      expect((await speaking.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${other}` } })).statusCode).toBe(404);
    } finally {
      await speaking.close();
    }
  });

  it('reads a typed answer aloud later for a phone with no voice of its own: made once, kept with the answer, owner only', async () => {
    const speaking = await startServer(dialect, { TTS_PROVIDER: 'espeak' });
    try {
      const t = await signUp(speaking);
      const session = (await speaking.call('POST', '/chat/create-session/', { token: t, body: { language_id: 2, config_id: 1 } })).json().session_id;
      const typed = multipart({ session_id: session, text: 'gehu me peela ratua' });
      const answer = (await speaking.call('POST', '/chat/', { token: t, payload: typed.payload, headers: typed.headers })).json();
      expect(answer.audio).toBeNull();
      const url = `/api/v1/chat/speech/?session_id=${session}&turn_id=${answer.turn_id}`;
      const first = await speaking.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${t}` } });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('audio/wav');
      expect(first.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
      // Kept with the answer: history offers it, and asking again serves the same bytes.
      const history = (await speaking.call('GET', `/chat/conversations/?session_id=${session}&page=1`, { token: t })).json();
      expect(history.results[0].response.audio_url).toMatch(/^\/api\/v1\/media\//);
      const again = await speaking.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${t}` } });
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      // Nobody else's, and no turn of another session.
      const other = await signUp(speaking, farmer('9000000001'));
      expect((await speaking.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${other}` } })).statusCode).toBe(404);
      expect((await speaking.app.inject({ method: 'GET', url: `/api/v1/chat/speech/?session_id=${session}&turn_id=x`, headers: { authorization: `Bearer ${t}` } })).json())
        .toEqual({ turn_id: [M.notFound] });
    } finally {
      await speaking.close();
    }
  });

  it('keeps a question sent again under the same client id once, and answers it again (the phone\'s outbox after a dropped link)', async () => {
    const t = await signUp(s, farmer('9000000078'));
    const session = (await s.call('POST', '/chat/create-session/', { token: t, body: { language_id: 1, config_id: 1 } })).json().session_id;
    const send = (clientId: string) => {
      const form = multipart({ session_id: session, text: 'how to take soil sample', client_id: clientId }, [{ field: 'image', filename: 'a.jpg', type: 'image/jpeg', data: jpeg() }]);
      return s.call('POST', '/chat/', { token: t, payload: form.payload, headers: form.headers });
    };
    const first = (await send('outbox-0001')).json();
    // Sent twice at once, and once more later: one turn, one photo, the same answer.
    const [again, atOnce] = await Promise.all([send('outbox-0001'), send('outbox-0001')]);
    expect(again.json().turn_id).toBe(first.turn_id);
    expect(atOnce.json().turn_id).toBe(first.turn_id);
    expect(again.json().response).toBe(first.response);
    expect(again.json().media.map((m: { id: string }) => m.id)).toEqual(first.media.map((m: { id: string }) => m.id));
    const other = (await send('outbox-0002')).json();
    expect(other.turn_id).not.toBe(first.turn_id);
    const history = (await s.call('GET', `/chat/conversations/?session_id=${session}&page=1`, { token: t })).json();
    expect(history.count).toBe(2);
    expect(history.results.flatMap((r: { media: unknown[] }) => r.media)).toHaveLength(2);
    // An id that is not one is refused in the spec's format, and nothing is kept.
    const bad = multipart({ session_id: session, text: 'hello', client_id: 'a b' });
    const refused = await s.call('POST', '/chat/', { token: t, payload: bad.payload, headers: bad.headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ client_id: [M.invalidCharacters] });
  });

  it('says so when the answer cannot be read aloud here (no speech configured)', async () => {
    const t = await signUp(s, farmer('9000000077'));
    const session = (await s.call('POST', '/chat/create-session/', { token: t, body: { language_id: 1, config_id: 1 } })).json().session_id;
    const typed = multipart({ session_id: session, text: 'how to take soil sample' });
    const answer = (await s.call('POST', '/chat/', { token: t, payload: typed.payload, headers: typed.headers })).json();
    const res = await s.app.inject({ method: 'GET', url: `/api/v1/chat/speech/?session_id=${session}&turn_id=${answer.turn_id}`, headers: { authorization: `Bearer ${t}` } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: [M.serviceUnavailable] });
  });
});
