import { M } from '@krishimitra/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, farmer, multipart, signUp, startServer, type TestServer } from './harness.ts';

// Issue 15: a farmer rates an answer of their own chat (thumbs up or down, with reasons and a
// note for a thumbs down), changes the rating or takes it back; history carries it.
describe.each(DIALECTS)('answer ratings on %s', (dialect) => {
  let s: TestServer;
  let token: string;
  beforeEach(async () => {
    s = await startServer(dialect);
    token = await signUp(s);
  });
  afterEach(async () => { await s.close(); });

  const newSession = async (as: string | null = token) => (as
    ? (await s.call('POST', '/chat/create-session/', { token: as, body: { language_id: 1, config_id: 1 } }))
    : (await s.call('POST', '/chat/create-session/anonymous/', { body: { language_id: 1, config_id: 1 } }))).json().session_id as string;
  const ask = async (session_id: string, as: string | null = token) => {
    const form = multipart({ session_id, text: 'how to take soil sample' });
    const res = await s.call('POST', as ? '/chat/' : '/chat/anonymous/', { ...(as ? { token: as } : {}), payload: form.payload, headers: form.headers });
    return res.json() as { id: number; turn_id: number };
  };
  const rate = (body: Record<string, unknown>, as: string | null = token) => s.call('POST', '/chat/rating/', { ...(as ? { token: as } : {}), body });
  const history = async (session_id: string, as: string | null = token) =>
    (await s.call('GET', `/chat/conversations/?session_id=${session_id}&page=1`, as ? { token: as } : {})).json().results as { id: number; rating: unknown }[];

  it('keeps, changes and takes back the owner\'s rating, and history shows it', async () => {
    const session = await newSession();
    const answer = await ask(session);
    expect(answer.id).toBe(answer.turn_id);
    expect((await history(session))[0]).toMatchObject({ id: answer.id, rating: null });

    const up = await rate({ session_id: session, turn_id: answer.id, rating: 'up' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ turn_id: answer.id, rating: { value: 'up', reasons: [], note: null } });

    const down = await rate({ session_id: session, turn_id: answer.id, rating: 'down', reasons: ['not_my_area', 'other'], note: '  we have black soil here ' });
    expect(down.json().rating).toEqual({ value: 'down', reasons: ['not_my_area', 'other'], note: 'we have black soil here' });
    expect((await history(session))[0]!.rating).toEqual({ value: 'down', reasons: ['not_my_area', 'other'], note: 'we have black soil here' });
    const rows = await s.db.selectFrom('answer_ratings').selectAll().execute();
    expect(rows).toHaveLength(1);

    expect((await rate({ session_id: session, turn_id: answer.id, rating: 'none' })).json()).toEqual({ turn_id: answer.id, rating: null });
    expect((await history(session))[0]!.rating).toBeNull();
    expect(await s.db.selectFrom('answer_ratings').selectAll().execute()).toHaveLength(0);
  });

  it('lets an anonymous chat\'s holder rate its answers, and no one else\'s', async () => {
    const anonymous = await newSession(null);
    const answer = await ask(anonymous, null);
    expect((await rate({ session_id: anonymous, turn_id: answer.id, rating: 'up' }, null)).statusCode).toBe(200);

    // Another farmer's chat, a signed-in chat without its token, another chat's answer: not found, alike.
    const mine = await newSession();
    const myAnswer = await ask(mine);
    const other = await signUp(s, farmer('9000000055'));
    for (const [body, as] of [
      [{ session_id: mine, turn_id: myAnswer.id, rating: 'down' }, other],
      [{ session_id: mine, turn_id: myAnswer.id, rating: 'down' }, null],
      [{ session_id: anonymous, turn_id: myAnswer.id, rating: 'down' }, null],
      [{ session_id: mine, turn_id: myAnswer.id + 1000, rating: 'down' }, token],
    ] as const) {
      const res = await rate(body, as);
      expect(res.statusCode).toBe(404);
    }
    expect(await s.db.selectFrom('answer_ratings').select('turn_id').execute()).toEqual([{ turn_id: answer.id }]);
  });

  it('refuses what is not a rating, in the error format, and keeps the rating before it', async () => {
    const session = await newSession();
    const answer = await ask(session);
    await rate({ session_id: session, turn_id: answer.id, rating: 'up' });
    const bad = async (body: Record<string, unknown>) => {
      const res = await rate({ session_id: session, turn_id: answer.id, ...body });
      expect(res.statusCode).toBe(400);
      return res.json();
    };
    expect(await bad({ rating: 'meh' })).toEqual({ rating: [M.ratingInvalid] });
    expect(await bad({ rating: 'down', reasons: ['too_cheap'] })).toEqual({ reasons: [M.ratingInvalid] });
    expect(await bad({ rating: 'up', reasons: ['other'] })).toEqual({ reasons: [M.ratingInvalid] });
    expect(await bad({ rating: 'down', reasons: ['other', 'other'] })).toEqual({ reasons: [M.ratingInvalid] });
    expect(await bad({ rating: 'down', note: 'x'.repeat(301) })).toEqual({ note: [M.noteTooLong] });
    expect(await bad({ rating: 'down', note: 'a\u0000b' })).toEqual({ note: [M.invalidCharacters] });
    expect((await history(session))[0]!.rating).toEqual({ value: 'up', reasons: [], note: null });
  });
});
