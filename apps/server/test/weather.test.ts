import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { M } from '@krishimitra/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cacheFrom } from '../src/cache/index.ts';
import { loadVocabulary } from '../src/assistant/kb/vocabulary.ts';
import { placeCandidates } from '../src/assistant/live/place/extract.ts';
import { shippedPincodes } from '../src/assistant/live/place/pincodes.ts';
import { adviceFor, type WeatherRules } from '../src/assistant/live/weather/advice.ts';
import { openMeteo } from '../src/assistant/live/weather/open-meteo.ts';
import type { Forecast } from '../src/assistant/live/weather/provider.ts';
import { cellOf, weatherService } from '../src/assistant/live/weather/service.ts';
import rules from '../src/assistant/knowledge/live/weather-rules.json' with { type: 'json' };
import { fakeOpenMeteo, FORECAST_MORNING } from './fake-open-meteo.ts';
import { waitFor } from './processes.ts';
import { DIALECTS, farmer, freshDatabase, multipart, signUp, startServer, type TestServer } from './harness.ts';

const knowledge = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/assistant/knowledge');
const REDIS_URL = process.env.TEST_REDIS_URL;

describe('Open-Meteo provider against a local fake', () => {
  let fake: Awaited<ReturnType<typeof fakeOpenMeteo>>;
  beforeAll(async () => { fake = await fakeOpenMeteo(); });
  afterAll(async () => { await fake.close(); });
  beforeEach(() => { fake.set('ok'); fake.received.length = 0; });
  const provider = () => openMeteo({ baseUrl: fake.url, geocodingUrl: fake.url });

  it('asks for the place\'s 7 days with the variables the advice needs, in India\'s time', async () => {
    const f = await provider().forecast({ latitude: 23.2, longitude: 77.1 }, AbortSignal.timeout(5000));
    const asked = new URL(fake.forecasts()[0]!.url, 'http://fake').searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({ latitude: '23.2', longitude: '77.1', timezone: 'Asia/Kolkata', forecast_days: '7', wind_speed_unit: 'kmh' });
    expect(asked.get('daily')!.split(',')).toEqual(expect.arrayContaining(['precipitation_sum', 'precipitation_probability_max', 'temperature_2m_max', 'temperature_2m_min', 'wind_speed_10m_max', 'et0_fao_evapotranspiration']));
    expect(asked.get('hourly')!.split(',')).toEqual(expect.arrayContaining(['precipitation', 'wind_speed_10m', 'relative_humidity_2m']));
    expect(f.days).toHaveLength(7);
    expect(f.days[2]).toMatchObject({ date: '2026-11-29', rainMm: 72, rainChance: 95, maxC: 24.3, minC: 18.1, windKmh: 45.6, et0Mm: 1.48 });
    expect(f.days[2]!.humidity).toBeGreaterThan(90);
    expect(f.hours).toHaveLength(168);
  });

  it('finds places in India only, and nothing for a name it lacks', async () => {
    const places = await provider().findPlaces('Sehore', AbortSignal.timeout(5000));
    expect(places[0]).toMatchObject({ name: 'Sehore', district: 'Sehore', state: 'Madhya Pradesh', latitude: 23.2 });
    expect(new URL(fake.received[0]!.url, 'http://fake').searchParams.get('countryCode')).toBe('IN');
    expect(await provider().findPlaces('Atlantis', AbortSignal.timeout(5000))).toEqual([]);
  });

  it('fails clearly on garbage, an error answer, a hang (deadline) and no network', async () => {
    const p = provider();
    fake.set('garbage');
    await expect(p.forecast({ latitude: 23.2, longitude: 77.1 }, AbortSignal.timeout(5000))).rejects.toThrow(/not JSON/);
    fake.set('error');
    await expect(p.forecast({ latitude: 23.2, longitude: 77.1 }, AbortSignal.timeout(5000))).rejects.toThrow(/HTTP 400/);
    fake.set('hang');
    const controller = new AbortController();
    const hung = p.forecast({ latitude: 23.2, longitude: 77.1 }, controller.signal);
    // The deadline, fired by hand once the request is in: no wall-clock wait.
    await waitFor('the request', () => (fake.forecasts().length ? true : undefined));
    controller.abort();
    await expect(hung).rejects.toThrow(/timed out/);
    await fake.abandoned;
    const closed = openMeteo({ baseUrl: 'http://127.0.0.1:9', geocodingUrl: 'http://127.0.0.1:9' });
    await expect(closed.forecast({ latitude: 23.2, longitude: 77.1 }, AbortSignal.timeout(5000))).rejects.toThrow();
  });
});

const caches = [
  ...DIALECTS.map((d) => [`database cache on ${d}`, d] as const),
  ...(REDIS_URL ? [['Redis cache', 'redis'] as const] : []),
];

describe.each(caches)('forecast service with the %s', (_, kind) => {
  let fake: Awaited<ReturnType<typeof fakeOpenMeteo>>;
  let db: Awaited<ReturnType<typeof freshDatabase>> | null = null;
  let cache: ReturnType<typeof cacheFrom>;
  beforeEach(async () => {
    fake = await fakeOpenMeteo();
    db = await freshDatabase(kind === 'redis' ? 'sqlite' : kind);
    const { migrate } = await import('../src/db/migrate.ts');
    await migrate(db.database);
    cache = cacheFrom(kind === 'redis' ? { url: REDIS_URL!, prefix: `t${randomBytes(4).toString('hex')}:` } : null, db.database.db);
  });
  afterEach(async () => { await cache.close(); await db!.database.db.destroy(); await db!.drop(); await fake.close(); });

  it('rounds the point to its ~10 km cell before it leaves, and one call serves the whole cell for an hour', async () => {
    let now = FORECAST_MORNING;
    const service = weatherService({ provider: openMeteo({ baseUrl: fake.url, geocodingUrl: fake.url }), cache, clock: () => new Date(now), timeoutMs: 5000 });
    const a = await service.forecast({ latitude: 23.2031, longitude: 77.0855 });
    const b = await service.forecast({ latitude: 23.1788, longitude: 77.1102 });
    expect(fake.forecasts()).toHaveLength(1);
    expect(new URL(fake.forecasts()[0]!.url, 'http://fake').searchParams.get('latitude')).toBe('23.2');
    expect(b).toEqual(a);
    await service.forecast({ latitude: 23.5, longitude: 77.1 }); // another cell
    expect(fake.forecasts()).toHaveLength(2);
    now += 3601_000;
    await service.forecast({ latitude: 23.2, longitude: 77.1 });
    expect(fake.forecasts()).toHaveLength(3);
    expect(cellOf({ latitude: 23.2031, longitude: 77.0855 })).toEqual({ latitude: 23.2, longitude: 77.1 });
  });
});

describe('farm advice from the forecast (thresholds from weather-rules.json)', () => {
  const forecast = async (): Promise<Forecast> => {
    const fake = await fakeOpenMeteo();
    try {
      const made = await openMeteo({ baseUrl: fake.url, geocodingUrl: fake.url }).forecast({ latitude: 23.2, longitude: 77.1 }, AbortSignal.timeout(5000));
      return { point: { latitude: 23.2, longitude: 77.1 }, fetchedOn: new Date(FORECAST_MORNING).toISOString(), ...made };
    } finally { await fake.close(); }
  };

  it('finds the next spray window, heavy rain (IMD 64.5 mm), strong wind, and whether to irrigate', async () => {
    const advice = adviceFor(await forecast(), rules as WeatherRules, new Date(FORECAST_MORNING));
    expect(advice).toEqual(expect.arrayContaining([
      { kind: 'spray', hour: '2026-11-27T10:00' },
      { kind: 'heavyRain', day: '2026-11-29', rainMm: 72 },
      { kind: 'wind', day: '2026-11-29', windKmh: 45.6 },
    ]));
    expect(advice.find((a) => a.kind === 'skipIrrigation' || a.kind === 'irrigate')?.kind).toBe('skipIrrigation');
    expect(advice.some((a) => a.kind === 'heat' || a.kind === 'frost')).toBe(false);
  });

  it('waits for a window when rain is due within a day, and warns of heat and frost', async () => {
    const f = await forecast();
    // The afternoon of the 28th: rain from 14:00 and on the 29th; the next window is after it.
    const advice = adviceFor(f, rules as WeatherRules, new Date(Date.parse('2026-11-28T03:30:00Z')));
    expect(advice.find((a) => a.kind === 'spray')).toEqual({ kind: 'spray', hour: '2026-11-30T13:00' });
    f.days[4]!.maxC = 41.2;
    f.days[6]!.minC = 3.4;
    f.days.forEach((d) => { d.rainMm = 0; });
    const hot = adviceFor(f, rules as WeatherRules, new Date(FORECAST_MORNING));
    expect(hot).toEqual(expect.arrayContaining([{ kind: 'heat', day: '2026-12-01', maxC: 41.2 }, { kind: 'frost', day: '2026-12-03', minC: 3.4 }]));
    expect(hot.find((a) => a.kind === 'irrigate')).toMatchObject({ kind: 'irrigate', rainMm: 0 });
  });
});

describe('places in questions', () => {
  const places = loadVocabulary(path.join(knowledge, 'vocabulary')).places;
  const known = (w: string) => ['wheat', 'गेहूं', 'barish', 'rain'].includes(w);
  it.each([
    ['Will it rain in Sehore tomorrow?', 'sehore'],
    ['செஹோரில் நாளைக்கு மழை வருமா?', 'செஹோர்'],
    ['Sehore mein kal barish hogi kya', 'sehore'],
    ['सीहोर में कल बारिश होगी?', 'सीहोर'],
    ['ज़िला सीहोर, इस हफ्ते बारिश?', 'सीहोर'],
    ['గుంటూరులో రేపు వర్షం పడుతుందా?', 'గుంటూరు'],
    ['மதுரையில் நாளை மழை பெய்யுமா?', 'மதுரை'],
    ['சேலத்தில் மழை வருமா?', 'சேலம்'],
    ['സുരതിൽ', 'സുരത'],
    ['ಮೈಸೂರಿನಲ್ಲಿ ನಾಳೆ ಮಳೆ ಬರುತ್ತಾ?', 'ಮೈಸೂರು'],
    ['ਲੁਧਿਆਣੇ ਵਿੱਚ ਮੀਂਹ ਪਵੇਗਾ?', 'ਲੁਧਿਆਣੇ'],
    ['سیہور میں کل بارش ہوگی؟', 'سیہور'],
    ['સુરતમાં કાલે વરસાદ આવશે?', 'સુરત'],
    ['Sehore-ல நாளைக்கு மழை வருமா?', 'sehore'],
  ])('%s → %s', (question, place) => {
    expect(placeCandidates(question, places, known)[0]).toBe(place);
  });
  it('names no place in a question about the farmer\'s own field', () => {
    expect(placeCandidates('Will it rain in my field this week?', places, known)).toEqual([]);
    expect(placeCandidates('मेरे खेत में कल बारिश होगी?', places, known)).toEqual([]);
  });
  it('turns a pincode into its district, and a phone\'s point into the district it is in', () => {
    const table = shippedPincodes(knowledge);
    expect(table.byPincode('466001')).toMatchObject({ district: 'Sehore', state: 'Madhya Pradesh' });
    expect(table.nearest({ latitude: 23.2, longitude: 77.08 })?.district).toBe('Sehore');
    expect(table.nearest({ latitude: 51.5, longitude: 0 })).toBeNull();
    expect(table.byPincode('999999')).toBeNull();
    expect(table.districtBySound('maturai')?.name).toBe('Madurai');
    expect(table.districtBySound('gunturu')?.name).toBe('Guntur');
    expect(table.districtBySound('sihor')).toBeNull(); // Sehore or Sirohi: the geocoder must tell
  });
});

describe.each(DIALECTS)('weather questions through the chat API on %s', (dialect) => {
  let s: TestServer;
  let fake: Awaited<ReturnType<typeof fakeOpenMeteo>>;
  beforeEach(async () => {
    fake = await fakeOpenMeteo();
    s = await startServer(dialect, fake.env);
    s.time.advance((FORECAST_MORNING - s.time.clock().getTime()) / 1000);
  });
  afterEach(async () => { await s.close(); await fake.close(); });

  const session = async (language_id: number, token?: string, config_id = 1) =>
    (await s.call('POST', token ? '/chat/create-session/' : '/chat/create-session/anonymous/', { token, body: { language_id, config_id } })).json().session_id as string;
  const ask = async (session_id: string, text: string, token?: string, extra: Record<string, string> = {}) => {
    const form = multipart({ session_id, text, ...extra });
    const res = await s.call('POST', token ? '/chat/' : '/chat/anonymous/', { token, payload: form.payload, headers: form.headers });
    return { status: res.statusCode, body: res.json() };
  };

  it('forecasts for the signed-in farmer\'s pincode, in Hindi, with the advice', async () => {
    const token = await signUp(s, { ...farmer(), pincode: '466001', language_id: 2 });
    const { status, body } = await ask(await session(2, token), 'कल बारिश होगी क्या?', token);
    expect(status).toBe(200);
    expect(body.response).toContain('Sehore (Madhya Pradesh) का मौसम');
    expect(body.response).toContain('कल: बारिश 12 mm (80% संभावना)');
    expect(body.response).toContain('भारी बारिश (72 mm)');
    expect(body.response).toContain('आज, सुबह 10');
    expect(body.sources[0]).toMatchObject({ id: 'live:weather', source: 'Open-Meteo' });
    // The provider saw only the cell, never the farmer's pincode.
    expect(fake.forecasts()[0]!.url).toContain('latitude=23.2&longitude=77.1');
    expect(fake.forecasts()[0]!.url).not.toContain('466001');
  });

  it('forecasts for a place named in the question, found by the geocoder', async () => {
    const { body } = await ask(await session(7), 'سیہور میں کل بارش ہوگی؟');
    expect(body.response).toContain('Sehore (Madhya Pradesh) کا موسم');
    expect(fake.searches()).toContain('سیہور');
  });

  it('forecasts for the phone\'s shared location, and checks the coordinates', async () => {
    const id = await session(1);
    const { body } = await ask(id, 'Will it rain tomorrow?', undefined, { latitude: '23.2031', longitude: '77.0855' });
    expect(body.response).toContain('Weather for Sehore (Madhya Pradesh)');
    expect(fake.forecasts()[0]!.url).toContain('latitude=23.2&longitude=77.1');
    const bad = await ask(id, 'Will it rain tomorrow?', undefined, { latitude: '123', longitude: '77' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ latitude: [M.badLocation] });
    const half = await ask(id, 'Will it rain tomorrow?', undefined, { latitude: '23.2' });
    expect(half.body).toEqual({ latitude: [M.badLocation] });
  });

  it('asks for the place when it has none, and forecasts for the reply', async () => {
    const id = await session(1);
    const first = await ask(id, 'Will it rain this week?');
    expect(first.body.response).toMatch(/For which place\?/);
    expect(first.body.needs_location).toBe(true);
    expect(fake.forecasts()).toHaveLength(0);
    const second = await ask(id, 'Sehore');
    expect(second.body.response).toContain('Weather for Sehore (Madhya Pradesh), next 7 days');
    const third = await ask(await session(1), 'Will it rain in Atlantis tomorrow?');
    expect(third.body.response).toContain('I could not find the place "atlantis" in India');
  });

  it('says who announces the monsoon\'s arrival before the coming days, and declines its exact date, past rain and a season\'s outlook', async () => {
    const onset = await ask(await session(2), 'सीहोर में मानसून कब तक आएगा? सोयाबीन बोनी है');
    expect(onset.body.response.startsWith('मैं सिर्फ़ अगले कुछ दिनों का मौसम पूर्वानुमान देख सकता हूँ।')).toBe(true);
    expect(onset.body.response).toContain('Sehore (Madhya Pradesh) का मौसम');
    expect(onset.body.sources[0]).toMatchObject({ id: 'live:weather' });
    for (const [language, text] of [[1, 'How much rain fell in Sehore last week?'], [2, 'इस बार पूरे चौमासे में बारिश कम होगी या ज्यादा?'], [3, 'గత వారం సీహోర్ లో ఎంత వర్షం పడింది'], [2, 'सीहोर में मानसून किस तारीख को आएगा? पक्का बताओ']] as const) {
      const { body } = await ask(await session(language), text);
      expect(body.sources, text).toEqual([]);
      expect(body.response, text).toContain('mausam.imd.gov.in');
    }
    expect(fake.forecasts()).toHaveLength(1);
    // The date of rain in the coming days is the forecast's, not the monsoon's.
    const week = await ask(await session(1), 'On which date will it rain in Sehore this week?');
    expect(week.body.sources[0]).toMatchObject({ id: 'live:weather' });
  });

  it('forecasts in the Weather Forecast bot for a pincode alone', async () => {
    const { body } = await ask(await session(3, undefined, 6), '466001');
    expect(body.response).toContain('Sehore (Madhya Pradesh)');
    expect(body.response).toMatch(/[\u0C00-\u0C7F]/);
  });

  it('serves the forecast card for the phone\'s location or the profile\'s pincode, and asks otherwise', async () => {
    const card = async (query: string, token?: string) => {
      const res = await s.call('GET', `/weather/${query}`, { token });
      return { status: res.statusCode, body: res.json() };
    };
    const none = await card('?language_id=2');
    expect(none.body).toMatchObject({ place: null, needs_location: true, days: [] });
    const here = await card('?latitude=23.2&longitude=77.08&language_id=2');
    expect(here.body.place).toMatchObject({ name: 'Sehore', state: 'Madhya Pradesh' });
    expect(here.body.days).toHaveLength(7);
    expect(here.body.days[1]).toEqual({ date: '2026-11-28', rain_mm: 12.4, rain_chance: 80, max_c: 26.1, min_c: 16, humidity: expect.any(Number), wind_kmh: 22.3 });
    expect(here.body.spray_window).toBe('आज, सुबह 10');
    expect(here.body.advice.join('\n')).toContain('भारी बारिश (72 mm)');
    const token = await signUp(s, { ...farmer(), pincode: '466001' });
    expect((await card('', token)).body.place.name).toBe('Sehore');
    expect((await card('?latitude=99&longitude=1')).body).toEqual({ latitude: [M.badLocation] });
    expect(fake.forecasts()).toHaveLength(1); // one provider call served both cards of the cell
  });

  it('answers \'will it rain tomorrow?\' in each of the 10 languages, with the place given each of the four ways', async () => {
    const templates = loadVocabulary(path.join(knowledge, 'vocabulary')).templates;
    // Farmers' words; the place named the way each language writes it (the fake geocoder knows
    // the Latin, Hindi and Urdu spellings and the Latin forms the others are transliterated to).
    const asked: [number, string, string, string][] = [
      [1, 'en', 'will it rain tomorrow?', 'will it rain in Sehore tomorrow?'],
      [2, 'hi', 'कल बारिश होगी क्या?', 'सीहोर में कल बारिश होगी क्या?'],
      [3, 'te', 'రేపు వర్షం పడుతుందా?', 'సెహోర్‌లో రేపు వర్షం పడుతుందా?'],
      [4, 'ta', 'நாளைக்கு மழை வருமா?', 'செஹோரில் நாளைக்கு மழை வருமா?'],
      [5, 'gu', 'કાલે વરસાદ આવશે?', 'સિહોરમાં કાલે વરસાદ આવશે?'],
      [6, 'pa', 'ਕੱਲ੍ਹ ਮੀਂਹ ਪਵੇਗਾ?', 'ਸਿਹੋਰ ਵਿੱਚ ਕੱਲ੍ਹ ਮੀਂਹ ਪਵੇਗਾ?'],
      [7, 'ur', 'کل بارش ہوگی؟', 'سیہور میں کل بارش ہوگی؟'],
      [8, 'ml', 'നാളെ മഴ പെയ്യുമോ?', 'സെഹോരിൽ നാളെ മഴ പെയ്യുമോ?'],
      [9, 'sa', 'श्वः वृष्टिः भविष्यति किम्?', 'सीहोरनगरे श्वः वृष्टिः भविष्यति किम्?'],
      [10, 'kn', 'ನಾಳೆ ಮಳೆ ಬರುತ್ತಾ?', 'ಸೆಹೋರ್‌ನಲ್ಲಿ ನಾಳೆ ಮಳೆ ಬರುತ್ತಾ?'],
    ];
    let mobile = 9800000000;
    for (const [id, code, question, named] of asked) {
      const t = templates[code as keyof typeof templates].weather;
      const forecast = (reply: { body: { response: string } }, how: string) => {
        expect(reply.body.response, `${code} ${how}`).toContain('Sehore');
        expect(reply.body.response, `${code} ${how}`).toContain(`${t.tomorrow}: `);
        expect(reply.body.response, `${code} ${how}`).toContain(t.adviceHeading);
      };
      forecast(await ask(await session(id), question, undefined, { latitude: '23.2', longitude: '77.08' }), 'phone');
      forecast(await ask(await session(id), named), 'named');
      const token = await signUp(s, { ...farmer(String(mobile++)), pincode: '466001', language_id: id });
      forecast(await ask(await session(id, token), question, token), 'profile');
      const anonymous = await session(id);
      expect((await ask(anonymous, question)).body.response, code).toBe(t.askPlace);
      forecast(await ask(anonymous, '466001'), 'asked');
    }
  });

  it('gives the honest reply, and keeps the question, when the provider fails or hangs', async () => {
    fake.set('error');
    const id = await session(2);
    const { status, body } = await ask(id, 'सीहोर में कल बारिश होगी?');
    expect(status).toBe(200);
    expect(body.response).toContain('मेघदूत');
    expect(body.response).toContain('1800-180-1551');
    const turns = (await s.call('GET', `/chat/conversations/?session_id=${id}&page=1`)).json();
    expect(turns.results[0].response.query).toBe('सीहोर में कल बारिश होगी?');
  });
});
