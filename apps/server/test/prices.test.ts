import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agmarknet } from '../src/assistant/live/prices/agmarknet.ts';
import { fakeDataGovIn, PRICES_KEY } from './fake-data-gov-in.ts';
import { waitFor } from './processes.ts';
import { DIALECTS, farmer, guestSession, multipart, signUp, startServer, type TestServer } from './harness.ts';

/** The fixture's newest reports are of 27 November 2026; 10:00 in India that day. */
const PRICE_DAY = Date.parse('2026-11-27T04:30:00Z');

describe('Agmarknet (data.gov.in) provider against a local fake', () => {
  let fake: Awaited<ReturnType<typeof fakeDataGovIn>>;
  beforeAll(async () => { fake = await fakeDataGovIn(); });
  afterAll(async () => { await fake.close(); });
  beforeEach(() => { fake.set('ok'); fake.received.length = 0; });

  it('asks for the state\'s commodity with the key, and reads text prices and dates', async () => {
    const records = await agmarknet({ baseUrl: fake.url, apiKey: PRICES_KEY }).latest('Maharashtra', 'Onion', AbortSignal.timeout(5000));
    expect(fake.queries()[0]).toMatchObject({ 'api-key': PRICES_KEY, format: 'json', 'filters[state]': 'Maharashtra', 'filters[commodity]': 'Onion' });
    expect(records[0]).toMatchObject({ market: expect.any(String), date: '2026-11-27' });
    expect(records.find((r) => r.market === 'Lasalgaon' && r.date === '2026-11-27')).toMatchObject({ district: 'Nashik', min: 1400, max: 2611, modal: 2250 });
    expect(records.map((r) => r.date)).toEqual([...records.map((r) => r.date)].sort().reverse());
  });

  it('fails clearly on a wrong key, garbage, a hang and no network, never showing the key', async () => {
    await expect(agmarknet({ baseUrl: fake.url, apiKey: 'wrong' }).latest('Maharashtra', 'Onion', AbortSignal.timeout(5000))).rejects.toThrow(/HTTP 403/);
    fake.set('garbage');
    await expect(agmarknet({ baseUrl: fake.url, apiKey: PRICES_KEY }).latest('Maharashtra', 'Onion', AbortSignal.timeout(5000))).rejects.toThrow(/unexpected/);
    fake.set('hang');
    const controller = new AbortController();
    const hung = agmarknet({ baseUrl: fake.url, apiKey: PRICES_KEY }).latest('Maharashtra', 'Onion', controller.signal);
    await waitFor('the request', () => (fake.received.length ? true : undefined));
    controller.abort();
    await expect(hung).rejects.toThrow(/timed out/);
    const closed = agmarknet({ baseUrl: 'http://127.0.0.1:9', apiKey: PRICES_KEY }).latest('Maharashtra', 'Onion', AbortSignal.timeout(5000));
    await expect(closed).rejects.not.toThrow(new RegExp(PRICES_KEY));
  });
});

describe.each(DIALECTS)('price questions through the chat API on %s', (dialect) => {
  let s: TestServer;
  let fake: Awaited<ReturnType<typeof fakeDataGovIn>>;
  beforeEach(async () => {
    fake = await fakeDataGovIn();
    s = await startServer(dialect, fake.env);
    s.time.advance((PRICE_DAY - s.time.clock().getTime()) / 1000);
  });
  afterEach(async () => { await s.close(); await fake.close(); });

  const session = async (language_id: number, token?: string) =>
    (await s.call('POST', token ? '/chat/create-session/' : '/chat/create-session/anonymous/', { token, body: { language_id, config_id: 1 } })).json().session_id as string;
  const ask = async (session_id: string, text: string, token?: string) => {
    const form = multipart({ session_id, text });
    return (await s.call('POST', token ? '/chat/' : '/chat/anonymous/', { token, payload: form.payload, headers: form.headers })).json();
  };

  it('gives the district\'s latest mandi prices for a pincode in the question, with where and when', async () => {
    const body = await ask(await session(1), 'onion price today 422306?');
    expect(body.response).toContain('Lasalgaon (Nashik)');
    expect(body.response).toContain('₹2,250 (lowest ₹1,400, highest ₹2,611)');
    expect(body.response).toContain('Pimpalgaon');
    expect(body.response).not.toContain('Rahuri'); // another district's market
    expect(body.response).toContain('Agmarknet');
    expect(body.sources[0]).toMatchObject({ id: 'live:price', source: 'Agmarknet' });
  });

  it('finds the district by its name in Hindi, and says when nothing is from today', async () => {
    s.time.advance(2 * 86_400);
    const body = await ask(await session(2), 'नासिक में प्याज का भाव क्या है?');
    expect(body.response).toContain('Lasalgaon');
    expect(body.response).toContain('मंडी');
  });

  it('gives the MSP with its season and date beside a state with no reports, never a made-up price', async () => {
    const token = await signUp(s, { ...farmer(), pincode: '466001' });
    const body = await ask(await session(1, token), 'what is the wheat price in the mandi today?', token);
    expect(body.response).toContain('No market in Madhya Pradesh has reported');
    expect(body.response).toContain('₹2,585 per quintal, for Rabi marketing season 2026-27, fixed on 1 Oct 2025');
    expect(body.response).not.toMatch(/usually ₹/);
  });

  it('looks up a crop we have no advice for under the name Agmarknet spells it, in the farmer\'s words', async () => {
    const apple = await ask(await session(2), 'सोपोर 193201 मंडी में आज सेब का भाव?');
    expect(apple.sources[0]).toMatchObject({ id: 'live:price' });
    expect(apple.response).toContain('सेब');
    expect(fake.queries().map((q) => q['filters[commodity]'])).toEqual(['Apple']);
  });

  it('asks for the place, then answers the reply; asks for the crop when none is named', async () => {
    const id = await session(1);
    const first = await ask(id, 'onion rate in mandi today?');
    expect(first.response).toMatch(/For which mandi or district\?/);
    expect(first.needs_location).toBe(true);
    const second = await ask(id, '422306');
    expect(second.response).toContain('Lasalgaon');
    expect((await ask(await session(1), 'mandi rate today in 422306?')).response).toMatch(/Which crop's price/);
  });

  it('answers a price question in each of the 10 languages, in that language', async () => {
    // Farmers' words: the crop, 'price' and the pincode ('ఉల్లి ధర 422306?').
    const asked: [number, string, RegExp][] = [
      [1, 'onion price today 422306?', /usually ₹/], [2, 'प्याज का भाव 422306?', /आम भाव/], [3, 'ఉల్లి ధర ఎంత 422306?', /[\u0C00-\u0C7F]/],
      [4, 'வெங்காயம் விலை என்ன 422306?', /[\u0B80-\u0BFF]/], [5, 'ડુંગળી નો ભાવ 422306?', /[\u0A80-\u0AFF]/], [6, 'ਪਿਆਜ਼ ਦਾ ਭਾਅ 422306?', /[\u0A00-\u0A7F]/],
      [7, 'پیاز کا بھاؤ 422306؟', /[\u0600-\u06FF]/], [8, 'ഉള്ളി വില എത്ര 422306?', /[\u0D00-\u0D7F]/], [9, 'पलाण्डुः मूल्यं किम् 422306?', /[\u0900-\u097F]/],
      [10, 'ಈರುಳ್ಳಿ ಬೆಲೆ ಎಷ್ಟು 422306?', /[\u0C80-\u0CFF]/],
    ];
    for (const [language, question, script] of asked) {
      const body = await ask(await session(language), question);
      expect(body.response, question).toContain('Lasalgaon');
      expect(body.response, question).toContain('₹2,250');
      expect(body.response, question).toMatch(script);
    }
  });

  it('says honestly where to look when the provider fails, and keeps the question', async () => {
    fake.set('garbage');
    const id = await session(1);
    const body = await ask(id, 'onion price today 422306?');
    expect(body.response).toContain('e-NAM');
    expect(body.response).toContain('agmarknet.gov.in');
    const turns = (await s.call('GET', `/chat/conversations/?session_id=${id}&page=1`)).json();
    expect(turns.results[0].response.query).toBe('onion price today 422306?');
  });
});

describe('price questions without a data.gov.in key', () => {
  it('name e-NAM and Agmarknet instead of a price', async () => {
    const s = await startServer('sqlite');
    try {
      const id = await guestSession(s);
      const form = multipart({ session_id: id, text: 'onion price today 422306?' });
      const body = (await s.call('POST', '/chat/anonymous/', { payload: form.payload, headers: form.headers })).json();
      expect(body.response).toContain('e-NAM');
      expect(body.sources).toEqual([]);
    } finally { await s.close(); }
  });
});
